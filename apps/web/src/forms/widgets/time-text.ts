import { type Meridiem, timeTypingError, to12Hour, to24Hour } from '@anupalan/shared';
import { maskTimeTyping, TIME_VALUE, UNFINISHED_TIME } from '../engine/typing';

/** What a time input shows for a stored value, and the AM/PM it shows (null: not known from the value). */
export function timeText(value: unknown): { text: string; meridiem: Meridiem | null } {
  if (typeof value !== 'string' || value === '') return { text: '', meridiem: null };
  if (TIME_VALUE.test(value)) return to12Hour(value);
  const unfinished = UNFINISHED_TIME.exec(value);
  return unfinished
    ? { text: unfinished[1] ?? '', meridiem: unfinished[2] as Meridiem }
    : { text: value, meridiem: null };
}

/**
 * The value for typed text and AM/PM: 24-hour HH:MM once the text is a valid 12-hour time; while it is not,
 * the text with the AM/PM (which never reads as a time, so validation catches it); empty text is ''.
 */
export function timeValueOf(typed: string, meridiem: Meridiem): string {
  const text = maskTimeTyping(typed);
  if (text === '') return '';
  return timeTypingError(text) === null ? to24Hour(text, meridiem) : `${text} ${meridiem}`;
}
