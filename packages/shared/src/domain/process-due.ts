/**
 * The arithmetic of the employee processes' legal clocks (spec part 2, 'Incidents'; LAW.md rows 8, 17-20), pure and
 * in Asia/Kolkata whatever the machine's zone. India keeps no daylight saving, so an Indian calendar day is the
 * fixed span [00:00, 24:00) at UTC+05:30 and no time-zone library is needed.
 *
 * Conventions (docs/decisions.md 'Employee processes'):
 * - hours: the exact instant, n hours after the anchor instant (a 4-hour notice of a fatal accident at 22:30 is
 *   due at 02:30 the next day).
 * - days: the end (23:59:59.999 IST) of the Indian calendar day n days after the anchor's day ('within 7 days').
 * - months: the end of the same day of the month n months later, the last day of a shorter month when that day
 *   does not exist (31 Jan + 1 month is 28 Feb, or 29 Feb in a leap year).
 * - working days: the end of the n-th working day after the anchor's day; working days are Monday to Saturday
 *   (the construction week; Sunday the usual weekly holiday), holidays are not known to the product.
 * Every result is an ISO instant in UTC ('2026-11-24T18:29:59.999Z' is the end of 24 Nov 2026 in India).
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A yyyy-mm-dd Indian calendar date. */
export type DayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(day: DayKey): [number, number, number] {
  const m = DAY_KEY.exec(day);
  if (!m) throw new Error(`not a yyyy-mm-dd date: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Days since 1970-01-01 of a calendar date (the date's own number, no zone involved). */
function dayNumber(day: DayKey): number {
  const [y, m, d] = dayParts(day);
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

function dayOfNumber(n: number): DayKey {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The Indian calendar day of an instant (an ISO text with a zone, or a yyyy-mm-dd day as itself). */
export function istDay(at: string | Date): DayKey {
  if (typeof at === 'string' && DAY_KEY.test(at)) return at;
  const ms = (typeof at === 'string' ? Date.parse(at) : at.getTime()) + IST_OFFSET_MS;
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${String(at)}`);
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first instant of an Indian calendar day, as an ISO instant. */
export function startOfIstDay(day: DayKey): string {
  return new Date(dayNumber(day) * DAY_MS - IST_OFFSET_MS).toISOString();
}

/** The last instant (23:59:59.999) of an Indian calendar day, as an ISO instant. */
export function endOfIstDay(day: DayKey): string {
  return new Date((dayNumber(day) + 1) * DAY_MS - IST_OFFSET_MS - 1).toISOString();
}

/** The calendar date n days after a date (n may be negative). */
export function addDays(day: DayKey, n: number): DayKey {
  return dayOfNumber(dayNumber(day) + n);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day of the month n months later, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: DayKey, n: number): DayKey {
  const [y, m, d] = dayParts(day);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const clamped = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/** The last day of the month that `month` (yyyy-mm or a day of it) is in, n months later. */
export function lastDayOfMonth(month: string, n = 0): DayKey {
  const first = addMonths(`${month.slice(0, 7)}-01`, n);
  const [y, m] = dayParts(first);
  return `${first.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

/** Whether a date is a working day: Monday to Saturday (1970-01-01 was a Thursday). */
export function isWorkingDay(day: DayKey): boolean {
  return (dayNumber(day) + 4) % 7 !== 0;
}

/** The n-th working day (Mon-Sat) after a date; n >= 1. */
export function addWorkingDays(day: DayKey, n: number): DayKey {
  let current = day;
  let left = n;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** The units a clock counts in. */
export type DueUnit = 'hours' | 'days' | 'months' | 'working_days';

/**
 * When a clock of `amount` units started at `anchor` (an ISO instant, or a yyyy-mm-dd day taken as the whole day)
 * runs out, as an ISO instant. Hours need an instant: a bare day counts from its first moment.
 */
export function dueAfter(anchor: string, unit: DueUnit, amount: number): string {
  if (unit === 'hours') {
    const start = DAY_KEY.test(anchor) ? startOfIstDay(anchor) : anchor;
    return new Date(Date.parse(start) + amount * HOUR_MS).toISOString();
  }
  const day = istDay(anchor);
  if (unit === 'days') return endOfIstDay(addDays(day, amount));
  if (unit === 'months') return endOfIstDay(addMonths(day, amount));
  return endOfIstDay(addWorkingDays(day, amount));
}

/** Whole working days (Mon-Sat) from one date to a later one: the days after `from` up to and including `to`. */
export function workingDaysBetween(from: DayKey, to: DayKey): number {
  let count = 0;
  for (let n = dayNumber(from) + 1; n <= dayNumber(to); n += 1) if ((n + 4) % 7 !== 0) count += 1;
  return count;
}
