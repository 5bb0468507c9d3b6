import type { FormSchema } from '@anupalan/shared';
import { z } from 'zod';
import type { Deps } from '../context.js';

/*
 * The typed values of a form. The shared engine is the one validator: it checks every field by its rules and
 * keeps only what the schema defines. A form route then gives a zod schema (`form.values`) that says, in types,
 * what the engine has already accepted, so a service reads `values.body.name` instead of
 * `String(getPath(values, 'body.name'))`. These schemas check types, never rules: a text the engine accepted
 * is a string here, whatever its pattern was.
 *
 * The building blocks below are the value of each kind of field as the engine keeps it (`valueTypeError`,
 * `pickSchemaValues`): an absent, null or empty value passes every field that is not required.
 */

/** A text field the engine requires (text, textarea, email, tel, date-simple, time). */
export const requiredText = z.string();
/**
 * A field that may be left empty: absent, null and '' (each an empty value to the engine, which keeps it as
 * sent) read as undefined.
 */
export function maybe<T extends z.ZodType>(kind: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), kind.optional());
}
/** A text field that may be left empty. */
export const optionalText = maybe(z.string());
/** A chosen option (dropdown, radio): sent as text, or as a number where the options read as numbers. */
export const option = z.union([z.string(), z.number()]).transform(String);
/** A number field: the engine accepts a number or its text (`12.50`). */
export const amount = z.union([z.number(), z.string()]);
/** A checkbox: `{checked}`. */
export const checkbox = z.object({ checked: z.boolean() });
/** A file: the stored file's id (`url`) and name; without url it is an empty value. */
export const fileValue = z.object({ url: z.string().optional(), name: z.string().optional() });
/** An overridable calculation: a plain amount, or the amount and whether the person typed it. */
export const calculated = z.union([
  z.number(),
  z.string(),
  z.object({ value: z.union([z.number(), z.string()]).nullish(), entered: z.boolean() }),
]);
/**
 * The part of a form a service keeps whole (an agency's or a requirement's `body`): each field's value under
 * its key, as the engine kept it. Absent when the person filled none of them.
 */
export const keptFields = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? {});
/**
 * The id a save names (the edited record): kept by the engine only when it reads as a uuid; the service
 * still decides whether it names a record (`requireId`).
 */
export const recordId = z.string().optional();

/** A form route as the kit registered it, for the check that every form is typed. */
export interface FormRoute {
  method: string;
  url: string;
  /** The form, or the forms a route chooses between per request. */
  schemas: readonly FormSchema[];
  values: z.ZodType | undefined;
}

const registered = new WeakMap<Deps, FormRoute[]>();

export function registerFormRoute(deps: Deps, route: FormRoute) {
  const list = registered.get(deps) ?? [];
  list.push(route);
  registered.set(deps, list);
}

/** Every form route registered with these deps (one app). */
export function formRoutesOf(deps: Deps): readonly FormRoute[] {
  return registered.get(deps) ?? [];
}
