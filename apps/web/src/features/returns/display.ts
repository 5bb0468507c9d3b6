import { type ReturnItem, returnsYearOf } from '@anupalan/shared';

/** The returns screens' pure pieces: dates, the status and the year pager's bounds. */

/** yyyy-mm-dd (or a timestamp starting with one) as DD/MM/YYYY, with no time zone involved. */
export function formatDay(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** A period, '01/07/2025 - 31/12/2025'. */
export const formatPeriod = (from: string, to: string) => `${formatDay(from)} - ${formatDay(to)}`;

/** yyyy-mm-dd as dd/MM/yyyy for the API's query. */
export const queryDate = formatDay;

/**
 * The years the pager offers: from the returns year of the commencement (the year its first return falls due)
 * to the returns year of today; without a commencement, today's only.
 */
export function yearBounds(commencement: string | null, today: string): { first: number; last: number } {
  const last = returnsYearOf(today, commencement).year;
  const first = commencement ? Math.min(returnsYearOf(commencement, commencement).year, last) : last;
  return { first, last };
}

export const clampYear = (year: number, bounds: { first: number; last: number }) =>
  Number.isInteger(year) ? Math.min(Math.max(year, bounds.first), bounds.last) : bounds.last;

/** 'completed' once both documents are in, else how many are. */
export type ReturnStatus = { kind: 'completed'; on: string } | { kind: 'pending'; count: number };
export function returnStatus(item: ReturnItem): ReturnStatus {
  const submitted = item.est_returns.submitted_on;
  return submitted ? { kind: 'completed', on: submitted } : { kind: 'pending', count: item.completed };
}
