import type { CalculatedValue, FieldSchema } from './types.js';

/** Whether a value has the shape of an overridable calculation's value. */
export function isCalculatedValue(value: unknown): value is CalculatedValue {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { entered?: unknown }).entered === 'boolean'
  );
}

/**
 * The plain value of a field: the amount of an overridable calculation, the value itself otherwise. Values
 * saved before calculations said which they were are plain amounts, and read the same.
 */
export function plainValue(field: Pick<FieldSchema, 'type'>, value: unknown): unknown {
  return field.type === 'calculation' && isCalculatedValue(value) ? value.value : value;
}

/** An amount read from a plain or a calculated value (a column an expression refers to, a stored record). */
export function amountOf(value: unknown): unknown {
  return isCalculatedValue(value) ? value.value : value;
}

/** Rounds a result to `decimals` places, half away from zero, without binary noise (161.3875 -> 161.39). */
export function roundTo(value: number, decimals: number | undefined): number {
  if (decimals === undefined) return value;
  const scale = 10 ** decimals;
  return (Math.round(Number((Math.abs(value) * scale).toPrecision(15))) / scale) * Math.sign(value);
}
