import {
  evaluateExpression,
  type FieldSchema,
  type FormValues,
  getPath,
  isEnabledByDependency,
  normalize,
  setPath,
  TABLE_TYPES,
  unsetPath,
} from '@anupalan/shared';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function setIfChanged(values: FormValues, path: string, value: unknown): FormValues {
  if (same(getPath(values, path), value)) return values;
  return value === undefined ? unsetPath(values, path) : setPath(values, path, value);
}

/** Whether the valueSameAs checkbox of a field is ticked. */
export function isCopying(field: FieldSchema, values: FormValues): boolean {
  return Boolean(field.valueSameAs && normalize(getPath(values, field.valueSameAs.checkbox)) === true);
}

/**
 * The values the schema fills in by itself, applied after every change: copies of another field while a
 * checkbox is ticked (valueSameAs), fields disabled by their dependency cleared, and calculations; table
 * rows get the same per row. Returns the same object when nothing changes.
 */
export function deriveValues(fields: FieldSchema[], values: FormValues): FormValues {
  let next = values;
  for (const field of fields) {
    if (field.valueSameAs && isCopying(field, next)) {
      next = setIfChanged(next, field.colName, getPath(next, field.valueSameAs.source));
    }
  }
  for (const field of fields) {
    if (!isEnabledByDependency(field, next)) next = setIfChanged(next, field.colName, undefined);
  }
  for (const field of fields) {
    if (field.type === 'calculation' && field.expression) {
      next = setIfChanged(next, field.colName, evaluateExpression(field.expression, next) ?? undefined);
    }
    const rows = getPath(next, field.colName);
    if (TABLE_TYPES.includes(field.type) && field.columns && Array.isArray(rows)) {
      const columns = field.columns;
      const derived = rows.map((row: unknown) => deriveValues(columns, (row ?? {}) as FormValues));
      if (derived.some((row, index) => row !== rows[index])) next = setPath(next, field.colName, derived);
    }
  }
  return next;
}
