import { WEEK_DAYS } from '@anupalan/shared';

/**
 * The month calendar of the attendance register (spec part 2, sections 5 and 9): weeks start Monday; no future
 * dates and none before the earliest joining date can be opened; paging stops at the commencement month and at
 * the current month; a working day with no register is amber, red once more than 7 days old (the server says
 * which). Dates are yyyy-mm-dd keys of the business day in India; months are yyyy-mm.
 */

export type WeekDay = (typeof WEEK_DAYS)[number];

/** What a day's register says, as the calendar shows it. */
export type DayState = 'none' | 'pending' | 'completed' | 'closed' | 'weekOff';

/** A day of the calendar as the server answers it (GET attendance-registers?from_date&to_date). */
export interface ServedDay {
  date: string;
  state: 'no_register' | 'pending' | 'completed' | 'closed' | 'week_off';
  register_id: string | null;
  is_weekly_holiday: boolean;
  alert: 'amber' | 'red' | null;
  wages_paid: boolean;
}

/** The month as the server answers it: the days that can be opened, and what bounds the rest. */
export interface ServedMonth {
  today: string;
  earliest_joining_date: string | null;
  days: readonly ServedDay[];
}

export interface CalendarDay {
  date: string;
  /** The register of the day, when there is one. */
  registerId: string | null;
  state: DayState;
  /** amber: a working day with no register; red: the same, more than 7 days old (the server decides). */
  warning: 'amber' | 'red' | null;
  /** The establishment's weekly holiday. */
  holiday: boolean;
  today: boolean;
  /** Wages are paid for the day: its register can no longer be edited. */
  wagesPaid: boolean;
  /** Why the day cannot be opened, or null when it can. */
  blocked: 'future' | 'beforeJoining' | null;
}

/** What bounds the month pager: today in India and the establishment's commencement. */
export interface PagerBounds {
  today: string;
  commencement: string | null;
  /** Used when there is no commencement date. */
  earliestJoining: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const keyOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return keyOf(utc(date) + days * dayMs);
}

/** The day of the week of a date, by the names the establishment form uses (WEEK_DAYS, Monday first). */
export function weekDayOf(date: string): WeekDay {
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts Monday.
  return WEEK_DAYS[(new Date(utc(date)).getUTCDay() + 6) % 7] as WeekDay;
}

export function isWeekDay(value: unknown): value is WeekDay {
  return typeof value === 'string' && (WEEK_DAYS as readonly string[]).includes(value);
}

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
}

/** First and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/**
 * The weeks of a month, Monday first: each week is 7 dates or nulls for the days of the neighbouring months.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const lead = (new Date(utc(from)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The months the pager may show: from the commencement month (or the earliest joining) to the current month. */
export function monthBounds(bounds: PagerBounds): { first: string; last: string } {
  const last = monthOf(bounds.today);
  const start = bounds.commencement ?? bounds.earliestJoining ?? bounds.today;
  const first = monthOf(start) > last ? last : monthOf(start);
  return { first, last };
}

/** A requested month (?month=yyyy-mm), kept within the pager's bounds; the current month when none is asked. */
export function clampMonth(requested: string | null, bounds: PagerBounds): string {
  const { first, last } = monthBounds(bounds);
  if (!requested || !/^\d{4}-(0[1-9]|1[0-2])$/.test(requested)) return last;
  if (requested < first) return first;
  if (requested > last) return last;
  return requested;
}

const STATES: Record<ServedDay['state'], DayState> = {
  no_register: 'none',
  pending: 'pending',
  completed: 'completed',
  closed: 'closed',
  week_off: 'weekOff',
};

/**
 * One day of the calendar. The server lists the days that can be opened, with their state and warning; a day it
 * does not list is in the future or before anyone joined.
 */
export function calendarDay(
  date: string,
  served: ServedDay | undefined,
  month: ServedMonth,
  weeklyHoliday: WeekDay | null,
): CalendarDay {
  const today = date === month.today;
  if (!served) {
    return {
      date,
      registerId: null,
      state: 'none',
      warning: null,
      holiday: weeklyHoliday !== null && weekDayOf(date) === weeklyHoliday,
      today,
      wagesPaid: false,
      blocked: date > month.today ? 'future' : 'beforeJoining',
    };
  }
  return {
    date,
    registerId: served.register_id,
    state: STATES[served.state],
    warning: served.state === 'no_register' ? served.alert : null,
    holiday: served.is_weekly_holiday,
    today,
    wagesPaid: served.wages_paid,
    blocked: null,
  };
}

/** The month's weeks, Monday first, with each day's state from the server's answer. */
export function calendarMonth(
  month: string,
  served: ServedMonth,
  weeklyHoliday: WeekDay | null,
): (CalendarDay | null)[][] {
  const byDate = new Map(served.days.map((day) => [day.date.slice(0, 10), day]));
  return monthWeeks(month).map((week) =>
    week.map((date) => (date === null ? null : calendarDay(date, byDate.get(date), served, weeklyHoliday))),
  );
}
