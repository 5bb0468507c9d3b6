import { formatDate } from '@anupalan/shared';

/** A yyyy-mm-dd date (or a date-time that starts with one) as DD/MM/YYYY, the business day in India. */
export function formatDay(dateKey: string): string {
  return formatDate(`${dateKey.slice(0, 10)}T00:00:00+05:30`);
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A month (yyyy-mm) by name in the reader's language, e.g. 'November 2026'. */
export function monthTitle(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noon(`${month}-01`),
  );
}

/** The day of the week of a date by name in the reader's language, e.g. 'Wednesday'. */
export function weekDayName(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(noon(date));
}

/** The calendar's column heads, Monday first (2 November 2026 is a Monday). */
export function weekDayNames(language: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => {
    const day = noon(`2026-11-0${i + 2}`);
    return { short: short.format(day), long: long.format(day) };
  });
}
