import { formatDate, formatDateTime, type ProcessStatus } from '@anupalan/shared';
import type { KindInfo } from './kinds';

/** A day (yyyy-mm-dd, or an instant's Indian day) as DD/MM/YYYY; an instant of a timed event with its 12-hour time. */
export function formatEvent(eventDate: string, kind: KindInfo): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return formatDate(`${eventDate}T12:00:00+05:30`);
  return kind.eventHasTime ? formatDateTime(eventDate) : formatDate(eventDate);
}

/** An instant as DD/MM/YYYY h:mm AM/PM in India. */
export const formatMoment = (instant: string) => formatDateTime(instant);

/**
 * When a step's action took place: a day-based field (a date of payment, a date of recovery) arrives as the start of
 * its Indian day and is shown as the day alone; an instant with a time of day (a notice sent at 9:15 AM) in full.
 */
export function formatDone(instant: string): string {
  const full = formatDateTime(instant);
  return full.endsWith(' 12:00 AM') ? formatDate(instant) : full;
}

export const STATUS_COLORS: Record<ProcessStatus, string> = {
  Ongoing: 'orange',
  Completed: 'green',
  Cancelled: 'gray',
};

/** A value of a record's first step as text for the list ('' when absent). */
export const bodyText = (body: Record<string, unknown>, key: string): string => {
  const value = body[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
