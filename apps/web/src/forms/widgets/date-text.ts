import { dateTypingError, maskDateTyping, parseDisplayDate } from '@anupalan/shared';
import { DATE_VALUE } from '../engine/typing';

/** yyyy-mm-dd as the DD/MM/YYYY an input shows. */
export function dateValueToText(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** What a date input shows for a stored value: a date as DD/MM/YYYY, unfinished typing as typed. */
export function dateText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return DATE_VALUE.test(value) ? dateValueToText(value) : value;
}

/** The value for typed text: yyyy-mm-dd once it is a whole valid date, else the masked text itself. */
export function dateValueOf(typed: string): string {
  const text = maskDateTyping(typed);
  return dateTypingError(text) === null ? (parseDisplayDate(text) ?? text) : text;
}

/** Why the typed text is not a date yet, or null (also for an empty field or a stored date). */
export function dateTextError(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || DATE_VALUE.test(value)) return null;
  return dateTypingError(value);
}
