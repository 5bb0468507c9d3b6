import type { TFunction } from 'i18next';
import { schemaTitle } from '../../i18n/schema-text';

/**
 * A step's name in the reader's language: the catalogue's step key is the purpose of its form (schema
 * employee_process-{key}), whose title the `schemas` catalogue holds; the server's English name is the fallback.
 */
export const stepName = (t: TFunction, step: { key: string; name: string }) =>
  schemaTitle(t, { type: 'employee_process', purpose: step.key, title: step.name });
