import { addDays, displayDate, isIsoDate, parseHundredthHours, parsePaise } from './exact.js';
import type { problemsFor, WageProblem } from './problems.js';
import type { WageAttendanceDay, WageInput, WageRateUsed } from './types.js';

/**
 * Reads a wage input into exact integers, or lists everything in it that cannot be computed (INVALID_INPUT): an
 * amount that is not rupees with at most two decimals, hours that are not hours, a date that does not exist,
 * overlapping date ranges, attendance outside the register or given twice, overtime on a day not Present.
 */

interface Ranged {
  startDate: string;
  endDate: string | null;
}

/** A wage period in paise; `used` collects what it paid in this register. */
export interface ReadRate extends Ranged {
  wage: number;
  da: number;
  overtime: number;
  used: WageRateUsed;
}

export interface ReadMinimum extends Ranged {
  /** basic + DA, paise a day. */
  daily: number;
}

export interface ReadDay {
  date: string;
  type: WageAttendanceDay['type'];
  /** Overtime in hundredths of an hour. */
  hundredths: number;
}

export interface ReadWage {
  start: string;
  end: string;
  rates: ReadRate[];
  minimums: ReadMinimum[];
  /** In date order. */
  days: ReadDay[];
  otherEarnings: number;
  otherDeductions: number;
  recoveries: number;
}

type Say = ReturnType<typeof problemsFor>;

export const inForce = (r: Ranged, date: string) =>
  r.startDate <= date && (r.endDate === null || date <= r.endDate);

/** The range of a list in force on a day (a plain loop: it runs for every day of every worker). */
export function inForceOn<T extends Ranged>(ranges: readonly T[], date: string): T | undefined {
  for (const r of ranges) if (inForce(r, date)) return r;
  return undefined;
}

function checkRanges(ranges: readonly Ranged[], what: string, say: Say): WageProblem[] {
  const problems: WageProblem[] = [];
  for (const r of ranges) {
    if (!isIsoDate(r.startDate) || (r.endDate !== null && !isIsoDate(r.endDate)))
      problems.push(say.invalid(`A ${what} has a date that is not a calendar date`));
    else if (r.endDate !== null && r.endDate < r.startDate)
      problems.push(say.invalid(`A ${what} from ${displayDate(r.startDate)} ends before it starts`));
  }
  if (problems.length > 0) return problems;
  const sorted = [...ranges].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0,
  );
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!;
    const after = sorted[i]!;
    if (before.endDate === null || before.endDate >= after.startDate)
      problems.push(say.invalid(`Two ${what}s are in force on ${displayDate(after.startDate)}`));
  }
  return problems;
}

/** Consecutive runs of sorted yyyy-mm-dd dates, as [first, last] pairs. */
export function runsOf(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of dates) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

export function readWageInput(
  input: WageInput,
  say: Say,
): { ok: true; read: ReadWage } | { ok: false; problems: WageProblem[] } {
  const { periodStart: start, periodEnd: end } = input;
  if (!isIsoDate(start) || !isIsoDate(end))
    return { ok: false, problems: [say.invalid('The register dates are not calendar dates')] };
  if (end < start) {
    const text = `The register ends on ${displayDate(end)}, before it starts on ${displayDate(start)}`;
    return { ok: false, problems: [say.invalid(text)] };
  }

  const problems = [
    ...checkRanges(input.wagePeriods, 'wage period', say),
    ...checkRanges(input.minimumWages, 'minimum wage', say),
  ];
  const amount = (text: string | undefined, what: string) => {
    const paise = parsePaise(text ?? '0');
    if (paise !== null) return paise;
    problems.push(say.invalid(`Enter the ${what} in rupees with at most two decimals, not '${text}'`));
    return 0;
  };

  const rates = input.wagePeriods.map((p): ReadRate => {
    const wage = amount(p.wagePerDay, 'wage per day');
    const da = amount(p.daPerDay, 'DA per day');
    const overtime = amount(p.overtimeRatePerHour, 'overtime rate per hour');
    const used = { startDate: p.startDate, endDate: p.endDate, paidDays: 0, overtimeHundredths: 0 };
    return {
      startDate: p.startDate,
      endDate: p.endDate,
      wage,
      da,
      overtime,
      used: { ...used, wagePerDayPaise: wage, daPerDayPaise: da, overtimeRatePaise: overtime },
    };
  });
  const minimums = input.minimumWages.map(
    (m): ReadMinimum => ({
      startDate: m.startDate,
      endDate: m.endDate,
      daily: amount(m.basic, 'minimum basic wage') + amount(m.da, 'minimum DA'),
    }),
  );
  const otherEarnings = amount(input.otherEarnings, 'other earnings');
  const otherDeductions = amount(input.otherDeductions, 'other deductions');
  const recoveries = amount(input.recoveries, 'recoveries');

  // Usually given in date order already (the register's read orders them): sorted only when not.
  const given = input.attendance;
  const inOrder = given.every((d, i) => i === 0 || given[i - 1]!.date <= d.date);
  const sorted = inOrder
    ? given
    : [...given].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const days: ReadDay[] = [];
  for (const day of sorted) {
    if (!isIsoDate(day.date)) {
      problems.push(say.invalid(`The attendance date '${day.date}' is not a calendar date`));
      continue;
    }
    if (day.date < start || day.date > end)
      problems.push(
        say.invalid(`The attendance of ${displayDate(day.date)} is outside the register`, day.date),
      );
    if (days[days.length - 1]?.date === day.date)
      problems.push(say.invalid(`The attendance of ${displayDate(day.date)} is given twice`, day.date));
    const hundredths = parseHundredthHours(day.overtimeHours);
    if (hundredths === null)
      problems.push(
        say.invalid(
          `The overtime '${day.overtimeHours}' on ${displayDate(day.date)} is not hours with at most two decimals`,
          day.date,
        ),
      );
    else if (hundredths > 0 && day.type !== 'present')
      problems.push(
        say.invalid(`Overtime is recorded on ${displayDate(day.date)}, a day that is not Present`, day.date),
      );
    days.push({ date: day.date, type: day.type, hundredths: hundredths ?? 0 });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    read: { start, end, rates, minimums, days, otherEarnings, otherDeductions, recoveries },
  };
}
