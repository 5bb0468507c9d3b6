import {
  type AsyncChecker,
  type FieldErrors,
  type FieldSchema,
  type FormValues,
  getPath,
  isEnabledByDependency,
  isFieldShown,
  TABLE_TYPES,
  type ValidationContext,
  validateAsyncRules,
  validateFields,
} from '@anupalan/shared';
import { typingChecks } from './typing';

function addTypingErrors(
  fields: FieldSchema[],
  values: FormValues,
  ctx: ValidationContext,
  errors: FieldErrors,
  prefix = '',
): void {
  for (const field of fields) {
    if (!isFieldShown(field, ctx) || field.disabled || !isEnabledByDependency(field, values)) continue;
    const path = `${prefix}${field.colName}`;
    const value = getPath(values, field.colName);
    const message = errors[path] ? null : (typingChecks[field.type]?.(value) ?? null);
    if (message) errors[path] = message;
    if (TABLE_TYPES.includes(field.type) && field.columns && Array.isArray(value)) {
      value.forEach((row, index) => {
        addTypingErrors(field.columns ?? [], (row ?? {}) as FormValues, ctx, errors, `${path}.${index}.`);
      });
    }
  }
}

/**
 * The errors of some fields (one step, or the whole form): the shared rules the server runs too, the typing
 * checks of the inputs, then the async rules of the fields that passed.
 */
export async function validateFieldsFully(
  fields: FieldSchema[],
  values: FormValues,
  ctx: ValidationContext,
  check: AsyncChecker,
): Promise<FieldErrors> {
  const errors = validateFields(fields, values, ctx);
  addTypingErrors(fields, values, ctx, errors);
  return validateAsyncRules(fields, values, ctx, errors, check);
}

/** The index of the step holding the field of an error path (a table cell belongs to its table). */
export function stepOfError(steps: { fields: FieldSchema[] }[], path: string): number {
  const index = steps.findIndex((step) =>
    step.fields.some((field) => path === field.colName || path.startsWith(`${field.colName}.`)),
  );
  return index === -1 ? 0 : index;
}
