import { amountOf, formatCount, formatDate, formatDateTime, to12Hour } from '@anupalan/shared';
import { DATE_VALUE, DATETIME_VALUE, TIME_VALUE } from '../engine/typing';

/** An instant (ISO text) as DD/MM/YYYY hh:mm AM/PM in India; anything unreadable as it is. */
export function formatInstant(value: unknown): string {
  const text = String(value);
  return Number.isNaN(Date.parse(text)) ? text : formatDateTime(text);
}

/** A stored yyyy-mm-dd date as DD/MM/YYYY. */
export function formatDateValue(value: unknown): string {
  const text = String(value);
  return DATE_VALUE.test(text) ? formatDate(`${text}T00:00:00+05:30`) : text;
}

/** A stored 24-hour time as hh:mm AM/PM. */
export function formatTimeValue(value: unknown): string {
  const text = String(value);
  if (!TIME_VALUE.test(text)) return text;
  const { text: hhmm, meridiem } = to12Hour(text);
  return `${hhmm} ${meridiem}`;
}

/** A stored date and time as DD/MM/YYYY hh:mm AM/PM. */
export function formatDateTimeValue(value: unknown): string {
  return DATETIME_VALUE.test(String(value)) ? formatInstant(value) : String(value);
}

/** A number with Indian digit grouping (12,34,567.5); text that is not a number as it is. */
export function formatNumber(given: unknown): string {
  // An overridable calculation shows its amount, typed or calculated.
  const value = amountOf(given);
  const n = Number(value);
  return value === '' || !Number.isFinite(n) ? String(value) : formatCount(n);
}
