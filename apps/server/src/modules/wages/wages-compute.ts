import {
  type AttendanceType,
  computeReadWage,
  computeWage,
  paiseToRupees,
  parseHundredthHours,
  parsePaise,
  type ReadDay,
  type ReadMinimum,
  type ReadRate,
  type ReadWage,
  type SkillKey,
  type WageAttendanceDay,
  type WageComputation,
  type WageEntryValues,
  type WageInput,
  type WageProblem,
} from '@anupalan/shared';
import type { WageRateJson } from '../../db/schema/index.js';
import type { NewEntry, WageInputRow } from './wages.queries.js';

/** The entered amounts of an entry (Form B's separate columns), rupee text. */
export interface EnteredAmounts {
  hra: string;
  other_earnings: string;
  pf: string;
  esic: string;
  society: string;
  income_tax: string;
  insurance: string;
  other_deductions: string;
}

export const NO_AMOUNTS: EnteredAmounts = {
  hra: '0',
  other_earnings: '0',
  pf: '0',
  esic: '0',
  society: '0',
  income_tax: '0',
  insurance: '0',
  other_deductions: '0',
};

const EARNINGS = ['hra', 'other_earnings'] as const;
const DEDUCTIONS = ['pf', 'esic', 'society', 'income_tax', 'insurance', 'other_deductions'] as const;

/** The sum of rupee texts, exactly (through integer paise). */
function sumRupees(values: readonly string[]): string {
  let paise = 0;
  for (const v of values) paise += parsePaise(v) ?? 0;
  return paiseToRupees(paise);
}

/** The entered amounts, from the side panel's values (each already checked as rupees). */
export function enteredOf(values: WageEntryValues): EnteredAmounts {
  return {
    hra: values.hra,
    other_earnings: values.other_earnings,
    pf: values.pf,
    esic: values.esic,
    society: values.society,
    income_tax: values.income_tax,
    insurance: values.insurance,
    other_deductions: values.other_deductions,
  };
}

/** The attendance types wageInputRows reads a bit mask of, each under its own name. */
const TYPES = ['present', 'paid_leave', 'absent', 'week_off'] as const satisfies readonly AttendanceType[];

/** The register's days, yyyy-mm-dd by offset from its first day (made once per register). */
export function registerDays(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The most days a mask of int8 text is read exactly as a number (a register is at most a month). */
const MAX_MASK_DAYS = 53;

/** Each day's attendance type (by offset from the register's first day), from the masks wageInputRows reads. */
function typesOf(row: WageInputRow, days: number): (AttendanceType | undefined)[] {
  const types: (AttendanceType | undefined)[] = new Array(days);
  for (const type of TYPES) {
    const text = row[type];
    if (text === null) continue;
    let mask = Number(text);
    for (let day = 0; mask > 0; day++, mask = Math.floor(mask / 2)) {
      if (mask % 2 === 0) continue;
      if (day >= days || types[day]) throw new Error(`Unreadable attendance mask '${text}'`);
      types[day] = type;
    }
  }
  return types;
}

/** The worker's attendance days in date order, from the masks and overtime wageInputRows reads. */
function daysOf(row: WageInputRow, dates: readonly string[]): WageAttendanceDay[] {
  if (dates.length > MAX_MASK_DAYS) throw new Error(`A register of ${dates.length} days cannot be read`);
  const types = typesOf(row, dates.length);
  const overtime = new Map<number, string>();
  if (row.overtime)
    for (const part of row.overtime.split(',')) {
      const colon = part.indexOf(':');
      overtime.set(Number(part.slice(0, colon)), part.slice(colon + 1));
    }
  const days: WageAttendanceDay[] = [];
  for (let day = 0; day < dates.length; day++) {
    const type = types[day];
    if (type) days.push({ date: dates[day]!, type, overtimeHours: overtime.get(day) ?? '0' });
    else if (overtime.has(day)) throw new Error(`Overtime on day ${day} without attendance`);
  }
  return days;
}

/** computeWage's input for one worker of the register, with the entered amounts. */
export function wageInputOf(
  row: WageInputRow,
  from: string,
  to: string,
  entered: EnteredAmounts,
  dates: readonly string[] = registerDays(from, to),
): WageInput {
  return {
    employee: { code: row.employee_code, name: row.employee_name, skill: row.skill_category as SkillKey },
    periodStart: from,
    periodEnd: to,
    attendance: daysOf(row, dates),
    wagePeriods: (row.periods ?? []).map(
      ([startDate, endDate, wagePerDay, daPerDay, overtimeRatePerHour]) => ({
        startDate,
        endDate,
        wagePerDay,
        daPerDay,
        overtimeRatePerHour,
      }),
    ),
    minimumWages: (row.minimums ?? []).map(([startDate, endDate, basic, da]) => ({
      startDate,
      endDate,
      basic,
      da,
    })),
    otherEarnings: sumRupees(EARNINGS.map((k) => entered[k])),
    otherDeductions: sumRupees(DEDUCTIONS.map((k) => entered[k])),
    // The instalments of the recovery register (Form C) this register took (docs/recoveries.md).
    recoveries: row.recoveries ?? '0',
  };
}

/** Form B's 'rate of wage': the wage periods that paid in the register, rupee text. */
export function ratesOf(wage: WageComputation): WageRateJson[] {
  return wage.rates.map((r) => ({
    start_date: r.startDate,
    end_date: r.endDate,
    wage_per_day: paiseToRupees(r.wagePerDayPaise),
    da_per_day: paiseToRupees(r.daPerDayPaise),
    overtime_rate_per_hour: paiseToRupees(r.overtimeRatePaise),
    paid_days: r.paidDays,
    overtime_hours: (r.overtimeHundredths / 100).toFixed(2),
  }));
}

/** The computed columns of an entry (what the server writes, never what a person typed). */
export function computedColumns(wage: WageComputation) {
  return {
    present_days: wage.days.present,
    paid_leave_days: wage.days.paidLeave,
    absent_days: wage.days.absent,
    week_off_days: wage.days.weekOff,
    paid_days: wage.paidDays,
    overtime_hours: wage.overtimeHours,
    rates: ratesOf(wage),
    basic: paiseToRupees(wage.basicPaise),
    da: paiseToRupees(wage.daPaise),
    overtime: paiseToRupees(wage.overtimePaise),
    gross: paiseToRupees(wage.grossPaise),
    recoveries: paiseToRupees(wage.recoveriesPaise),
    total_deductions: paiseToRupees(wage.deductionsPaise),
    net: paiseToRupees(wage.netPaise),
  };
}

/**
 * The minimum wages of each skill category already read, for the workers of one call of computeRegister (the
 * read gives every worker of a category the same: the establishment's, joined on the category).
 */
type MinimumsBySkill = Map<string, ReadMinimum[] | null>;

function readMinimums(row: WageInputRow, known: MinimumsBySkill): ReadMinimum[] | null {
  if (known.has(row.skill_category)) return known.get(row.skill_category)!;
  const given = row.minimums ?? [];
  let read: ReadMinimum[] | null = [];
  for (const [startDate, endDate, basic, da] of given) {
    const basicPaise = parsePaise(basic);
    const daPaise = parsePaise(da);
    if (basicPaise === null || daPaise === null) read = null;
    else read?.push({ startDate, endDate, daily: basicPaise + daPaise });
  }
  if (!followOneAnother(given)) read = null;
  known.set(row.skill_category, read);
  return read;
}

/** Whether date ranges ([start, end | null, ...], by start) each end after they start and before the next. */
function followOneAnother(ranges: readonly (readonly [string, string | null, ...unknown[]])[]): boolean {
  let lastEnd: string | null = '';
  for (const [startDate, endDate] of ranges) {
    if (lastEnd === null || startDate <= lastEnd || (endDate !== null && endDate < startDate)) return false;
    lastEnd = endDate;
  }
  return true;
}

/**
 * A register's worker read straight into the engine's exact form (computeReadWage) from its attendance masks, or
 * null when anything in the row is unusual (overtime on a day not Present, an amount or a range the engine would
 * refuse, ranges out of order or overlapping): that worker then goes through the engine's full reading, which
 * names the problem. The register's days need no reading (registerDays makes them, real dates in order; a mask
 * gives each day one type), nor the amounts (numeric(12,2), read through parsePaise's cache).
 */
function readRow(
  row: WageInputRow,
  from: string,
  to: string,
  dates: readonly string[],
  minimumsBySkill: MinimumsBySkill,
): ReadWage | null {
  const minimums = readMinimums(row, minimumsBySkill);
  const recoveries = parsePaise(row.recoveries ?? '0');
  if (minimums === null || recoveries === null || dates.length > MAX_MASK_DAYS) return null;
  const periods = row.periods ?? [];
  if (!followOneAnother(periods)) return null;
  const rates: ReadRate[] = [];
  for (const [startDate, endDate, wagePerDay, daPerDay, overtimeRatePerHour] of periods) {
    const wage = parsePaise(wagePerDay);
    const da = parsePaise(daPerDay);
    const overtime = parsePaise(overtimeRatePerHour);
    if (wage === null || da === null || overtime === null) return null;
    const used = {
      startDate,
      endDate,
      wagePerDayPaise: wage,
      daPerDayPaise: da,
      overtimeRatePaise: overtime,
      paidDays: 0,
      overtimeHundredths: 0,
    };
    rates.push({ startDate, endDate, wage, da, overtime, used });
  }
  const types = typesOf(row, dates.length);
  const hundredths: number[] = new Array(dates.length).fill(0);
  if (row.overtime)
    for (const part of row.overtime.split(',')) {
      const colon = part.indexOf(':');
      const day = Number(part.slice(0, colon));
      const hours = parseHundredthHours(part.slice(colon + 1));
      if (hours === null || types[day] !== 'present') return null;
      hundredths[day] = hours;
    }
  const days: ReadDay[] = [];
  for (let day = 0; day < dates.length; day++) {
    const type = types[day];
    if (type) days.push({ date: dates[day]!, type, hundredths: hundredths[day]! });
  }
  return { start: from, end: to, rates, minimums, days, otherEarnings: 0, otherDeductions: 0, recoveries };
}

/**
 * Computes every worker's line of a new register (no amounts entered yet): the entries to write, or every
 * worker's refusal. Each worker is read straight from its attendance masks into the engine's exact form
 * (readRow); one with anything unusual goes through the engine's full reading (computeWage), which names it.
 */
export function computeRegister(
  rows: readonly WageInputRow[],
  from: string,
  to: string,
  dates: readonly string[] = registerDays(from, to),
): { ok: true; entries: NewEntry[] } | { ok: false; problems: WageProblem[] } {
  const entries: NewEntry[] = [];
  const problems: WageProblem[] = [];
  const minimumsBySkill: MinimumsBySkill = new Map();
  for (const row of rows) {
    const employee = {
      code: row.employee_code,
      name: row.employee_name,
      skill: row.skill_category as SkillKey,
    };
    const read = readRow(row, from, to, dates, minimumsBySkill);
    const result = read
      ? computeReadWage(employee, read)
      : computeWage(wageInputOf(row, from, to, NO_AMOUNTS, dates));
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    entries.push({
      employee_id: row.employee_id,
      subcontractor_agency_id: row.subcontractor_agency_id,
      employee_code: row.employee_code,
      employee_name: row.employee_name,
      skill_category: row.skill_category,
      designation: row.designation,
      ...computedColumns(result.wage),
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, entries };
}

/** How many refusals a message names before it says how many more there are. */
const MAX_NAMED = 20;

/** The refusals as one message, one a line, the first twenty named. */
export function refusalMessage(problems: readonly WageProblem[]): string {
  const named = problems.slice(0, MAX_NAMED).map((p) => p.message);
  if (problems.length > MAX_NAMED) named.push(`... and ${problems.length - MAX_NAMED} more.`);
  return named.join('\n');
}
