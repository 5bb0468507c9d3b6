import type { Role } from '../domain/roles.js';
import { getPath } from './paths.js';
import { DISPLAY_ONLY_TYPES, type FieldSchema, type FormValues } from './types.js';

export interface FormContext {
  role?: Role | null;
  isEdit?: boolean;
}

/** Checkbox values are `{checked}`; everything else compares as it is. */
export function normalize(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && 'checked' in value) {
    return Boolean((value as { checked: unknown }).checked);
  }
  return value;
}

function matches(actual: unknown, expected: unknown): boolean {
  const a = normalize(actual);
  if (Array.isArray(expected)) return expected.some((e) => matches(a, e));
  // Option values arrive as strings from inputs; compare loosely on text.
  return a === expected || (a !== undefined && a !== null && String(a) === String(expected));
}

/** Whether a field is shown in a form for this role and mode. */
export function isFieldShown(field: FieldSchema, ctx: FormContext): boolean {
  if (field.isHidden) return false;
  if (ctx.isEdit && field.isHiddenForEdit) return false;
  if (ctx.role && field.hideForRoles?.includes(ctx.role)) return false;
  return true;
}

/** Whether a field is shown in the read-only details view. */
export function isFieldShownInDisplay(field: FieldSchema, ctx: FormContext): boolean {
  if (field.isHidden || field.isHiddenForDisplay) return false;
  if (ctx.role && field.hideForRoles?.includes(ctx.role)) return false;
  return true;
}

/**
 * Whether a field is enabled by its dependency. `values` are the values the dotted dependent column is read
 * from (the row, for a table cell). A field disabled by its dependency is cleared and not validated.
 */
export function isEnabledByDependency(field: FieldSchema, values: FormValues): boolean {
  if (!field.dependentCol) return true;
  const actual = getPath(values, field.dependentCol);
  if (field.dependentValuesConfig?.length) {
    const config = field.dependentValuesConfig.find((c) => matches(actual, c.value));
    return config ? !config.disabled : true;
  }
  if (field.dependentValue !== undefined) return matches(actual, field.dependentValue);
  // With no value named, the field waits for its column to be filled in.
  const n = normalize(actual);
  return n !== undefined && n !== null && n !== '' && n !== false;
}

/** Whether a field's value is part of what a save keeps: it holds a value, is shown and is enabled. */
export function isFieldKept(field: FieldSchema, values: FormValues, ctx: FormContext): boolean {
  if (DISPLAY_ONLY_TYPES.includes(field.type)) return false;
  if (!isFieldShown(field, ctx)) return false;
  return isEnabledByDependency(field, values);
}

/** Whether the rules of a field are checked: kept and not read-only (disabled, or calculated and not typed). */
export function isFieldValidated(field: FieldSchema, values: FormValues, ctx: FormContext): boolean {
  if (field.disabled || (field.type === 'calculation' && !field.overridable)) return false;
  return isFieldKept(field, values, ctx);
}

/** The Edit button shows for roles in accessBy unless the editDisabledIf column is set. */
export function canEdit(
  schema: { accessBy?: Role[]; editDisabledIf?: string },
  values: FormValues,
  role: Role | null,
): boolean {
  if (!role || !schema.accessBy?.includes(role)) return false;
  if (schema.editDisabledIf) {
    const flag = normalize(getPath(values, schema.editDisabledIf));
    if (flag !== undefined && flag !== null && flag !== false && flag !== '' && flag !== 0) return false;
  }
  return true;
}
