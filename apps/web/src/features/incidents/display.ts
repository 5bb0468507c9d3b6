import { formatDate, formatDateTime, type ProcessStatus } from '@anupalan/shared';
import type { KindInfo } from './kinds';

/** A day (yyyy-mm-dd, or an instant's Indian day) as DD/MM/YYYY; an instant of a timed event with its 12-hour time. */
export function formatEvent(eventDate: string, kind: KindInfo): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(eventDate)) return formatDate(`${eventDate}T12:00:00+05:30`);
  return kind.eventHasTime ? formatDateTime(eventDate) : formatDate(eventDate);
}

/** An instant as DD/MM/YYYY h:mm AM/PM in India. */
export const formatMoment = (instant: string) => formatDateTime(instant);

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
