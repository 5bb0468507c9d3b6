import { fieldErrors } from '@anupalan/shared';
import type { TFunction } from 'i18next';
import { translateMessage } from '../i18n/messages';
import { isApiError } from './api';

type ValidationError = Parameters<typeof fieldErrors>[0];

/** A shared request schema, seen only through what validation needs (zod schemas fit). */
export interface ValidatingSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: ValidationError };
}

function translateAll(t: TFunction, messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, translateMessage(t, message)]),
  );
}

/**
 * Turns a shared schema into a @mantine/form `validate` function, so the browser shows exactly the messages
 * the server would send for the same values.
 */
export function validateWith(schema: ValidatingSchema, t: TFunction) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : translateAll(t, fieldErrors(result.error));
  };
}

/**
 * The server's per-field messages of a 400 VALIDATION error, ready for `form.setErrors`. Requests that wrap
 * their form in `{values}` get field paths such as `values.password`; the form knows the field as `password`.
 */
export function serverFieldErrors(error: unknown, t: TFunction): Record<string, string> | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path.replace(/^values\./, ''), message]),
  );
  return translateAll(t, fields);
}
