import {
  amountOf,
  type CalculatedValue,
  evaluateExpression,
  type FieldSchema,
  type FormValues,
  getPath,
  isCalculatedValue,
  isEnabledByDependency,
  normalize,
  roundTo,
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
 * An overridable calculation keeps what the person typed and otherwise follows its columns. A plain amount
 * (saved before values said which they were) counts as typed only when it differs from the result.
 */
function overridableValue(current: unknown, computed: number | undefined): CalculatedValue | undefined {
  if (isCalculatedValue(current) && current.entered) return current;
  const plain = amountOf(current);
  if (!isCalculatedValue(current) && plain !== undefined && plain !== null && plain !== '') {
    if (computed === undefined || Number(plain) !== computed)
      return { value: plain as string, entered: true };
  }
  return computed === undefined ? undefined : { value: computed, entered: false };
}

/**
 * The values the schema fills in by itself, applied after every change: copies of another field while a
 * checkbox is ticked (valueSameAs), fields disabled by their dependency cleared, and calculations (an
 * overridable one only while nobody typed it); table
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
      const result = evaluateExpression(field.expression, next);
      const computed = result === null ? undefined : roundTo(result, field.decimals);
      next = setIfChanged(
        next,
        field.colName,
        field.overridable ? overridableValue(getPath(next, field.colName), computed) : computed,
      );
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
