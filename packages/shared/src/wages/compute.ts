import type { AttendanceType } from '../api/attendance.js';
import { defaultOvertimePaise } from '../domain/establishments.js';
import {
  addDays,
  displayDate,
  divideHalfUp,
  formatHundredthHours,
  isIsoDate,
  isLongerThanAMonth,
  parseHundredthHours,
  parsePaise,
} from './exact.js';
import { problemsFor, type WageEmployee, type WageProblem } from './problems.js';

/**
 * The wage arithmetic of one worker for one wage register (issue 14, Form B): pure, exact, integer paise.
 * docs/wages.md explains every line, the single rounding and every refusal.
 */

/** One day of the worker's attendance (Form D): the register day, its type and the overtime on it. */
export interface WageAttendanceDay {
  /** yyyy-mm-dd: the register day. A night shift's overtime belongs to the day its shift started. */
  date: string;
  type: AttendanceType;
  /** Hours with at most two decimals, as attendance_entries.overtime_hours holds them ('1.50' is 1 h 30 min). */
  overtimeHours: string;
}

/** A wage period of the worker (Wage Details): rupees per day and per hour, as text. */
export interface WageRateInput {
  startDate: string;
  /** The last day, or null while open-ended. */
  endDate: string | null;
  wagePerDay: string;
  daPerDay: string;
  overtimeRatePerHour: string;
}

/** The establishment's minimum wage for the worker's skill category, by date range. */
export interface MinimumWageInput {
  startDate: string;
  endDate: string | null;
  basic: string;
  da: string;
}

export interface WageInput {
  employee: WageEmployee;
  /** The register's first and last day (yyyy-mm-dd), both included. */
  periodStart: string;
  periodEnd: string;
  attendance: readonly WageAttendanceDay[];
  wagePeriods: readonly WageRateInput[];
  minimumWages: readonly MinimumWageInput[];
  /** Rupees: earnings beyond basic, DA and overtime (HRA, others); '0' when absent. */
  otherEarnings?: string;
  /** Rupees: deductions other than recoveries (PF, ESIC, society, income tax, insurance, others). */
  otherDeductions?: string;
  /** Rupees: the recoveries due in this period from the recovery register (Form C); zero until it exists. */
  recoveries?: string;
}

/** A wage period as it paid in this register: the Form B 'rate of wage'. */
export interface WageRateUsed {
  startDate: string;
  endDate: string | null;
  wagePerDayPaise: number;
  daPerDayPaise: number;
  overtimeRatePaise: number;
  paidDays: number;
  overtimeHundredths: number;
}

export interface WageComputation {
  employee: WageEmployee;
  periodStart: string;
  periodEnd: string;
  days: { present: number; paidLeave: number; absent: number; weekOff: number };
  /** Present + Paid Leave. */
  paidDays: number;
  overtimeHundredths: number;
  /** Total overtime hours with two decimals ('7.50'). */
  overtimeHours: string;
  basicPaise: number;
  daPaise: number;
  overtimePaise: number;
  otherEarningsPaise: number;
  grossPaise: number;
  recoveriesPaise: number;
  otherDeductionsPaise: number;
  deductionsPaise: number;
  netPaise: number;
  /** The wage periods that paid a day or an hour, in date order. */
  rates: WageRateUsed[];
}

export type WageResult = { ok: true; wage: WageComputation } | { ok: false; problems: WageProblem[] };

interface Ranged {
  startDate: string;
  endDate: string | null;
}

interface Rate extends Ranged {
  wage: number;
  da: number;
  overtime: number;
  used: WageRateUsed;
}

interface Minimum extends Ranged {
  daily: number;
}

const inForce = (r: Ranged, date: string) => r.startDate <= date && (r.endDate === null || date <= r.endDate);

function checkRanges(ranges: readonly Ranged[], what: string, invalid: (text: string) => WageProblem) {
  const problems: WageProblem[] = [];
  for (const r of ranges) {
    if (!isIsoDate(r.startDate) || (r.endDate !== null && !isIsoDate(r.endDate)))
      problems.push(invalid(`A ${what} has a date that is not a calendar date`));
    else if (r.endDate !== null && r.endDate < r.startDate)
      problems.push(invalid(`A ${what} from ${displayDate(r.startDate)} ends before it starts`));
  }
  if (problems.length > 0) return problems;
  const sorted = [...ranges].sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1]!;
    const after = sorted[i]!;
    if (before.endDate === null || before.endDate >= after.startDate)
      problems.push(invalid(`Two ${what}s are in force on ${displayDate(after.startDate)}`));
  }
  return problems;
}

/** Consecutive runs of sorted yyyy-mm-dd dates, as [first, last] pairs. */
function runsOf(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const date of dates) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

function amount(
  text: string | undefined,
  what: string,
  problems: WageProblem[],
  invalid: (t: string) => WageProblem,
) {
  const paise = parsePaise(text ?? '0');
  if (paise === null) {
    problems.push(invalid(`Enter the ${what} in rupees with at most two decimals, not '${text}'`));
    return 0;
  }
  return paise;
}

/**
 * Computes one worker's wages for a register, or refuses with every problem found. Basic and DA are sums of whole
 * paise and need no rounding; overtime is summed exactly in hundredths of a paisa (hundredths of an hour x paise
 * per hour) and rounded to the paisa, half up, once, at the end; every other line is whole paise as given.
 */
export function computeWage(input: WageInput): WageResult {
  const say = problemsFor(input.employee);
  const invalid: WageProblem[] = [];
  const { periodStart: start, periodEnd: end } = input;

  if (!isIsoDate(start) || !isIsoDate(end))
    return { ok: false, problems: [say.invalid('The register dates are not calendar dates')] };
  if (end < start)
    return {
      ok: false,
      problems: [
        say.invalid(`The register ends on ${displayDate(end)}, before it starts on ${displayDate(start)}`),
      ],
    };

  invalid.push(...checkRanges(input.wagePeriods, 'wage period', say.invalid));
  invalid.push(...checkRanges(input.minimumWages, 'minimum wage', say.invalid));

  const rates: Rate[] = [];
  for (const p of input.wagePeriods) {
    const wage = amount(p.wagePerDay, 'wage per day', invalid, say.invalid);
    const da = amount(p.daPerDay, 'DA per day', invalid, say.invalid);
    const overtime = amount(p.overtimeRatePerHour, 'overtime rate per hour', invalid, say.invalid);
    rates.push({
      startDate: p.startDate,
      endDate: p.endDate,
      wage,
      da,
      overtime,
      used: {
        startDate: p.startDate,
        endDate: p.endDate,
        wagePerDayPaise: wage,
        daPerDayPaise: da,
        overtimeRatePaise: overtime,
        paidDays: 0,
        overtimeHundredths: 0,
      },
    });
  }
  const minimums: Minimum[] = input.minimumWages.map((m) => ({
    startDate: m.startDate,
    endDate: m.endDate,
    daily:
      amount(m.basic, 'minimum basic wage', invalid, say.invalid) +
      amount(m.da, 'minimum DA', invalid, say.invalid),
  }));
  const otherEarnings = amount(input.otherEarnings, 'other earnings', invalid, say.invalid);
  const otherDeductions = amount(input.otherDeductions, 'other deductions', invalid, say.invalid);
  const recoveries = amount(input.recoveries, 'recoveries', invalid, say.invalid);

  const days = [...input.attendance].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const hours = new Map<WageAttendanceDay, number>();
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    if (!isIsoDate(day.date)) {
      invalid.push(say.invalid(`The attendance date '${day.date}' is not a calendar date`));
      continue;
    }
    if (day.date < start || day.date > end)
      invalid.push(
        say.invalid(`The attendance of ${displayDate(day.date)} is outside the register`, day.date),
      );
    if (i > 0 && days[i - 1]!.date === day.date)
      invalid.push(say.invalid(`The attendance of ${displayDate(day.date)} is given twice`, day.date));
    const h = parseHundredthHours(day.overtimeHours);
    if (h === null)
      invalid.push(
        say.invalid(
          `The overtime '${day.overtimeHours}' on ${displayDate(day.date)} is not hours with at most two decimals`,
          day.date,
        ),
      );
    else if (h > 0 && day.type !== 'present')
      invalid.push(
        say.invalid(`Overtime is recorded on ${displayDate(day.date)}, a day that is not Present`, day.date),
      );
    else hours.set(day, h);
  }
  if (invalid.length > 0) return { ok: false, problems: invalid };

  const problems: WageProblem[] = [];
  if (isLongerThanAMonth(start, end)) problems.push(say.periodTooLong(start, end));

  const count = { present: 0, paidLeave: 0, absent: 0, weekOff: 0 };
  let basic = 0;
  let da = 0;
  let overtimeHundredths = 0;
  /** Hundredths of an hour x paise per hour: hundredths of a paisa, exact. */
  let overtimeCentipaise = 0n;
  const unpriced: string[] = [];
  const belowMinimum = new Map<string, WageProblem>();
  const overtimeLow = new Map<Rate, WageProblem>();

  for (const day of days) {
    if (day.type === 'present') count.present++;
    else if (day.type === 'paid_leave') count.paidLeave++;
    else if (day.type === 'absent') count.absent++;
    else count.weekOff++;
    const paid = day.type === 'present' || day.type === 'paid_leave';
    const h = hours.get(day) ?? 0;
    if (!paid && h === 0) continue;
    const rate = rates.find((r) => inForce(r, day.date));
    if (!rate) {
      unpriced.push(day.date);
      continue;
    }
    if (paid) {
      basic += rate.wage;
      da += rate.da;
      rate.used.paidDays++;
    }
    if (h > 0) {
      overtimeHundredths += h;
      overtimeCentipaise += BigInt(h) * BigInt(rate.overtime);
      rate.used.overtimeHundredths += h;
      const least = defaultOvertimePaise(rate.wage, rate.da);
      if (rate.overtime < least && !overtimeLow.has(rate))
        overtimeLow.set(
          rate,
          say.overtimeTooLow(day.date, rate.startDate, rate.wage, rate.da, rate.overtime, least),
        );
    }
    const minimum = minimums.find((m) => inForce(m, day.date));
    const daily = rate.wage + rate.da;
    if (minimum && daily < minimum.daily) {
      const key = `${rate.startDate}|${minimum.startDate}`;
      if (!belowMinimum.has(key)) belowMinimum.set(key, say.belowMinimum(day.date, daily, minimum.daily));
    }
  }

  for (const [from, to] of runsOf(unpriced)) problems.push(say.noWagePeriod(from, to));
  problems.push(...belowMinimum.values(), ...overtimeLow.values());

  const overtime = Number(divideHalfUp(overtimeCentipaise, 100n));
  const gross = basic + da + overtime + otherEarnings;
  const deductions = recoveries + otherDeductions;
  if (!Number.isSafeInteger(gross) || !Number.isSafeInteger(deductions))
    problems.push(say.invalid('The amounts are too large to compute exactly'));
  // At most half of gross, compared exactly: 2 x deductions <= gross. Meaningless while a day has no rate.
  else if (unpriced.length === 0 && deductions * 2 > gross)
    problems.push(say.deductionsOverHalf(deductions, gross));

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    wage: {
      employee: input.employee,
      periodStart: start,
      periodEnd: end,
      days: count,
      paidDays: count.present + count.paidLeave,
      overtimeHundredths,
      overtimeHours: formatHundredthHours(overtimeHundredths),
      basicPaise: basic,
      daPaise: da,
      overtimePaise: overtime,
      otherEarningsPaise: otherEarnings,
      grossPaise: gross,
      recoveriesPaise: recoveries,
      otherDeductionsPaise: otherDeductions,
      deductionsPaise: deductions,
      netPaise: gross - deductions,
      rates: rates
        .filter((r) => r.used.paidDays > 0 || r.used.overtimeHundredths > 0)
        .sort((a, b) => (a.startDate < b.startDate ? -1 : 1))
        .map((r) => r.used),
    },
  };
}
