import { RUPEES_PATTERN, rupeesToPaise } from '../domain/establishments.js';

/**
 * Exact parsing for the wage arithmetic: rupees to integer paise, overtime hours to integer hundredths of an hour,
 * dates as yyyy-mm-dd text. Nothing here goes through a binary float: the digits are split and read as integers.
 */

/** Rupee texts already read: a register's thousand workers share a few wage periods and minimum wages. Bounded. */
const knownPaise = new Map<string, number>();
const KNOWN_PAISE_MAX = 10_000;

/** Rupees as typed or as the database returns numeric(12,2) ('650', '650.5', '650.50') to paise; null if not. */
export function parsePaise(text: string): number | null {
  const known = knownPaise.get(text);
  if (known !== undefined) return known;
  const trimmed = text.trim();
  if (!RUPEES_PATTERN.test(trimmed)) return null;
  const paise = rupeesToPaise(trimmed);
  // Only what the pattern accepted is kept (at most 12 characters and its spaces): a long text is never a key.
  if (text.length <= 16) {
    if (knownPaise.size >= KNOWN_PAISE_MAX) knownPaise.clear();
    knownPaise.set(text, paise);
  }
  return paise;
}

/** Overtime hours as the attendance column numeric(4,2) holds them ('1.50', '0', '12.5'). */
const HOURS_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;

/** Hours text to whole hundredths of an hour ('1.50' is 150, one and a half hours); null if not hours. */
export function parseHundredthHours(text: string): number | null {
  // Most days have none, as the database writes it or as a register's read gives it.
  if (text === '0.00' || text === '0') return 0;
  const trimmed = text.trim();
  if (!HOURS_PATTERN.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths of an hour back to text with two decimals (750 is '7.50'). */
export function formatHundredthHours(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** numerator / denominator rounded to the nearest integer, a half going up; both non-negative, exact. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of a month (1 to 12) of the Gregorian calendar. */
function dayCount(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/**
 * The calendar dates already found real: a register of 1,000 workers checks the same 31 dates 31,000 times. Bounded
 * (cleared when full), so no input can grow it without end.
 */
const knownDates = new Set<string>();
const KNOWN_DATES_MAX = 10_000;

/** Whether text is a real calendar date written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  if (knownDates.has(text)) return true;
  if (!isCalendarDate(text)) return false;
  if (knownDates.size >= KNOWN_DATES_MAX) knownDates.clear();
  knownDates.add(text);
  return true;
}

function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= dayCount(year, month);
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date `days` days after a yyyy-mm-dd date (before it when negative). */
export function addDays(date: string, days: number): string {
  return iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
}

/** dd/MM/yyyy, the product's display of a date, from yyyy-mm-dd (no time zone is involved). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The first day that is no longer within one month of `start`: the same day of the next month, or, when the next
 * month has no such day (31 January, 29 February in 2027 ...), the first day of the month after it. So a month from
 * 16 January runs to 15 February, a month from 1 January to 31 January, and a month from 31 January to the last day
 * of February.
 */
export function oneMonthAfter(start: string): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  if (day <= dayCount(nextYear, nextMonth)) return iso(new Date(Date.UTC(nextYear, nextMonth - 1, day)));
  return iso(new Date(Date.UTC(nextYear, nextMonth, 1)));
}

/** oneMonthAfter of the starts already asked about (a register asks for each of its workers). Bounded. */
const knownMonthAfter = new Map<string, string>();

/** Payment of Wages Act s.4(2), Code on Wages s.16: whether start..end (inclusive) is longer than a month. */
export function isLongerThanAMonth(start: string, end: string): boolean {
  let after = knownMonthAfter.get(start);
  if (after === undefined) {
    after = oneMonthAfter(start);
    if (isIsoDate(start)) {
      if (knownMonthAfter.size >= KNOWN_DATES_MAX) knownMonthAfter.clear();
      knownMonthAfter.set(start, after);
    }
  }
  return end >= after;
}
