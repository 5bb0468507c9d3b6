import { formatDate, formatDateTime } from '@anupalan/shared';

/** A stored yyyy-mm-dd date as DD/MM/YYYY (the business day in India). */
export function formatDay(dateKey: string): string {
  return formatDate(`${dateKey.slice(0, 10)}T00:00:00+05:30`);
}

/** An instant as DD/MM/YYYY hh:mm AM/PM in India. */
export function formatInstant(instant: string): string {
  return formatDateTime(instant);
}
