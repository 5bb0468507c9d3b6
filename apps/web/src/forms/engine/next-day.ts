import { type FieldSchema, type FormValues, getPath, resolveOutTime } from '@anupalan/shared';
import { TIME_VALUE } from './typing';

/**
 * The in-time column an out-time belongs to: the schema's `outTimeOf`, or by the spec's naming, the
 * `in_time` beside an `out_time` (`body.out_time` -> `body.in_time`).
 */
export function inTimeColOf(field: FieldSchema): string | null {
  if (field.type !== 'time') return null;
  if (field.outTimeOf) return field.outTimeOf;
  const named = /^(.*?)(out)(_?time)$/i.exec(field.colName);
  return named ? `${named[1]}${named[2] === 'OUT' ? 'IN' : 'in'}${named[3]}` : null;
}

/** Whether a field is the out-time of an in-time: it starts at PM. */
export function isOutTime(field: FieldSchema): boolean {
  return inTimeColOf(field) !== null;
}

/**
 * The spec's rule (part 1, section 3): an out-time earlier than or equal to its in-time is moved one day
 * later. `values` are where the in-time is read from (the row, for a table cell).
 */
export function fallsOnNextDay(field: FieldSchema, value: unknown, values: FormValues): boolean {
  const inCol = inTimeColOf(field);
  if (!inCol || typeof value !== 'string' || !TIME_VALUE.test(value)) return false;
  const inTime = getPath(values, inCol);
  if (typeof inTime !== 'string' || !TIME_VALUE.test(inTime)) return false;
  // The date does not matter for whether the day moves; any date gives the same answer.
  return resolveOutTime('2000-01-01', inTime, value).nextDay;
}
