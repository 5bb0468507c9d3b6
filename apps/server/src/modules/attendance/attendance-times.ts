import {
  ATTENDANCE_MESSAGES,
  type AttendanceEntryValues,
  formatIsoDate,
  wagesPaidMessage,
} from '@anupalan/shared';

/** Whole days after a yyyy-mm-dd (negative: before). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The day of the week of a yyyy-mm-dd ('Sunday'). */
export function dayName(iso: string): string {
  return DAY_NAMES[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
}

/** Whether a date falls on the establishment's weekly holiday (a day name in its body, any case). */
export function isWeeklyHoliday(iso: string, weeklyHoliday: string | null): boolean {
  return weeklyHoliday !== null && weeklyHoliday.trim().toLowerCase() === dayName(iso).toLowerCase();
}

/** The establishment's weekly holiday as recorded ('Sunday'), or null. */
export function weeklyHolidayOf(body: unknown): string | null {
  const value = (body as Record<string, unknown> | null)?.weeklyHoliday;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** A local date-time as PostgreSQL's timestamp reads it: 'yyyy-mm-dd HH:mm:00'. */
const stamp = (iso: string, hhmm: string) => `${iso} ${hhmm}:00`;

/** What an entry stores, computed from its values on its day. */
export interface EntryColumns {
  type: AttendanceEntryValues['type'];
  inTime: string | null;
  outTime: string | null;
  workedMinutes: number | null;
  restMinutes: number;
  overtimeHours: string;
  setOfWork: string | null;
}

/**
 * An entry's values on its day, checked and computed, or the problems by field. Times only when Present (another
 * type clears them) and then both required; an out time not after the in time is the next day (a night shift),
 * the same time is refused; the rest interval must be shorter than the time between; worked minutes are out - in
 * - rest; overtime is part of the hours worked, so never more than they are, and only when Present.
 */
export function entryColumns(
  date: string,
  values: AttendanceEntryValues,
): { columns: EntryColumns; problems: null } | { columns: null; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const overtime = values.overtime_hours ?? 0;
  const rest = values.rest_minutes ?? 0;
  const setOfWork = values.set_of_work?.trim() || null;
  if (values.type !== 'present') {
    if (overtime > 0) problems.overtime_hours = ATTENDANCE_MESSAGES.overtimeNotPresent;
    if (Object.keys(problems).length) return { columns: null, problems };
    return {
      columns: {
        type: values.type,
        inTime: null,
        outTime: null,
        workedMinutes: null,
        restMinutes: 0,
        overtimeHours: '0.00',
        setOfWork,
      },
      problems: null,
    };
  }
  if (!values.in_time) problems.in_time = ATTENDANCE_MESSAGES.timeRequired;
  if (!values.out_time) problems.out_time = ATTENDANCE_MESSAGES.timeRequired;
  if (!values.in_time || !values.out_time) return { columns: null, problems };
  const inMinutes = minutesOf(values.in_time);
  const outMinutes = minutesOf(values.out_time);
  if (inMinutes === outMinutes)
    return { columns: null, problems: { out_time: ATTENDANCE_MESSAGES.sameTimes } };
  const nextDay = outMinutes < inMinutes;
  const span = outMinutes - inMinutes + (nextDay ? 1440 : 0);
  if (rest >= span) return { columns: null, problems: { rest_minutes: ATTENDANCE_MESSAGES.restTooLong } };
  const worked = span - rest;
  if (Math.round(overtime * 60) > worked)
    return { columns: null, problems: { overtime_hours: ATTENDANCE_MESSAGES.overtimeBeyondDay } };
  return {
    columns: {
      type: 'present',
      inTime: stamp(date, values.in_time),
      outTime: stamp(nextDay ? addDays(date, 1) : date, values.out_time),
      workedMinutes: worked,
      restMinutes: rest,
      overtimeHours: overtime.toFixed(2),
      setOfWork,
    },
    problems: null,
  };
}

/** 'HH:mm' of a stored local date-time ('yyyy-mm-dd HH:mm:ss'), or null. */
export function clockOf(stored: string | null): string | null {
  return stored ? stored.slice(11, 16) : null;
}

/** The wage lock's message for a register: the paid period as DD/MM/YYYY - DD/MM/YYYY (or its own day). */
export function wagesPaidFor(register: {
  registerDate: string;
  wagePaidFrom: string | null;
  wagePaidTill: string | null;
}): string {
  const from = register.wagePaidFrom ?? register.registerDate;
  const till = register.wagePaidTill ?? register.registerDate;
  return wagesPaidMessage(
    from === till ? formatIsoDate(from) : `${formatIsoDate(from)} - ${formatIsoDate(till)}`,
  );
}
