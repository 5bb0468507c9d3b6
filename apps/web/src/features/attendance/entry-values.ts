import {
  ATTENDANCE_MESSAGES,
  type AttendanceChoosableType,
  type AttendanceEntry,
  type AttendanceEntryValues,
  type AttendanceType,
  attendanceEntryValues,
  REQUIRED,
  resolveOutTime,
  to12Hour,
} from '@anupalan/shared';
import { TIME_VALUE, typingChecks } from '../../forms/engine/typing';

/**
 * One entry as the side panel edits it. Times hold 24-hour 'HH:mm' once typed whole (the time input keeps
 * unfinished text with its AM/PM until then); numbers are kept as typed.
 */
export interface EntryDraft {
  type: AttendanceType | null;
  in_time: string;
  out_time: string;
  rest_minutes: string;
  overtime_hours: string;
  set_of_work: string;
}

export type DraftField = keyof EntryDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** Overtime as the server sends it ('1.50') without the zeros that say nothing ('1.5', '0'). */
export function formatHours(hours: string): string {
  return hours.includes('.') ? hours.replace(/\.?0+$/, '') : hours;
}

export function draftOf(entry: AttendanceEntry): EntryDraft {
  return {
    type: entry.type,
    in_time: entry.in_time ?? '',
    out_time: entry.out_time ?? '',
    rest_minutes: entry.rest_minutes ? String(entry.rest_minutes) : '',
    overtime_hours: Number(entry.overtime_hours) ? formatHours(entry.overtime_hours) : '',
    set_of_work: entry.set_of_work ?? '',
  };
}

/** Times, rest and overtime belong to a day worked: choosing another type than Present clears them. */
export function withType(draft: EntryDraft, type: AttendanceChoosableType): EntryDraft {
  return type === 'present'
    ? { ...draft, type }
    : { ...draft, type, in_time: '', out_time: '', rest_minutes: '', overtime_hours: '' };
}

export const isPresent = (draft: EntryDraft) => draft.type === 'present';

/** Whether the out time falls on the next day: it is not after the in time (a night shift). */
export function outOnNextDay(inTime: string | null, outTime: string | null): boolean {
  if (!inTime || !outTime || !TIME_VALUE.test(inTime) || !TIME_VALUE.test(outTime)) return false;
  return resolveOutTime('2000-01-01', inTime, outTime).nextDay;
}

/** A stored 'HH:mm' as the 12-hour time people read ('09:05 PM'); empty for none. */
export function formatClock(time: string | null): string {
  if (!time || !TIME_VALUE.test(time)) return '';
  const { text, meridiem } = to12Hour(time);
  return `${text} ${meridiem}`;
}

const timeError = typingChecks.time ?? (() => null);

/**
 * What is wrong with the draft before it is sent (the server checks it all again, and more: overlaps with the
 * neighbouring days, hours beyond the day). Messages are the shared English sentences, translated when shown.
 */
export function draftErrors(draft: EntryDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.type === null || draft.type === 'week_off') errors.type = REQUIRED;
  if (!isPresent(draft)) return errors;
  const inError = timeError(draft.in_time);
  const outError = timeError(draft.out_time);
  if (inError) errors.in_time = inError;
  if (outError) errors.out_time = outError;
  // Present needs both times (the server says the same).
  if (!draft.in_time) errors.in_time = REQUIRED;
  if (!draft.out_time) errors.out_time = REQUIRED;
  if (!inError && !outError && draft.in_time && draft.in_time === draft.out_time) {
    errors.out_time = ATTENDANCE_MESSAGES.sameTimes;
  }
  const parsed = attendanceEntryValues.safeParse(valuesOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'overtime_hours' || field === 'rest_minutes') && !errors[field]) {
        errors[field] = issue.message;
      }
    }
  }
  return errors;
}

/** The values the server is sent: times only when Present, numbers as numbers, an empty text as null. */
export function valuesOf(draft: EntryDraft): AttendanceEntryValues {
  const present = isPresent(draft);
  return {
    type: draft.type as AttendanceChoosableType,
    in_time: present && draft.in_time ? draft.in_time : null,
    out_time: present && draft.out_time ? draft.out_time : null,
    rest_minutes: present && draft.rest_minutes.trim() ? Number(draft.rest_minutes) : 0,
    overtime_hours: present && draft.overtime_hours.trim() ? Number(draft.overtime_hours) : 0,
    set_of_work: draft.set_of_work.trim() || null,
  };
}
