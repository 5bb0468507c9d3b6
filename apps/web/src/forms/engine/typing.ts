import { type FieldType, timeTypingError } from '@anupalan/shared';

/** A stored time: 24-hour HH:MM. */
export const TIME_VALUE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A stored date: yyyy-mm-dd. */
export const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;
/** A stored date and time: an instant in India, yyyy-mm-ddTHH:MM:00+05:30. */
export const DATETIME_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00\+05:30$/;
/** What a time field holds while its text is not a time yet: the text and the AM/PM chosen. */
export const UNFINISHED_TIME = /^(.*) (AM|PM)$/;

/** Time typing: digits and one colon, the colon put in after two digits, at most HH:MM. */
export function maskTimeTyping(typed: string): string {
  const cleaned = typed.replace(/[^\d:]/g, '');
  const [hours = '', ...rest] = cleaned.split(':');
  if (rest.length > 0) return `${hours.slice(0, 2)}:${rest.join('').slice(0, 2)}`;
  return hours.length > 2 ? `${hours.slice(0, 2)}:${hours.slice(2, 4)}` : hours;
}

const INVALID_DATE = 'Invalid Date';

/**
 * Checks of typed values that the shared rules leave to the input: a time must be a whole HH:MM and a date
 * and time must have both parts. Each returns the message, or null when the value is fine or empty.
 */
export const typingChecks: Partial<Record<FieldType, (value: unknown) => string | null>> = {
  time(value) {
    if (value === undefined || value === null || value === '') return null;
    const text = String(value);
    if (TIME_VALUE.test(text)) return null;
    const typed = UNFINISHED_TIME.exec(text)?.[1] ?? text;
    return timeTypingError(typed) ?? 'Enter the time as HH:MM';
  },
  datetime(value) {
    if (value === undefined || value === null || value === '') return null;
    return DATETIME_VALUE.test(String(value)) ? null : INVALID_DATE;
  },
};
