import { defaultOvertimePaise } from '../domain/establishments.js';
import { divideHalfUp, formatHundredthHours, isLongerThanAMonth } from './exact.js';
import { problemsFor, type WageEmployee, type WageProblem, type WageProblems } from './problems.js';
import { inForceOn, type ReadRate, type ReadWage, readWageInput, runsOf } from './read.js';
import type { WageInput, WageResult } from './types.js';

/**
 * Computes one worker's wages for one register (issue 14, Form B), or refuses with every problem found.
 *
 * Basic and DA are sums of whole paise (the day's wage and DA at the wage period in force that day, over the paid
 * days: Present and Paid Leave) and need no rounding. Overtime is summed exactly in hundredths of a paisa
 * (hundredths of an hour x paise an hour, each day at that day's rate) and rounded to the paisa, half up, once, at
 * the end. Other earnings, recoveries and other deductions are whole paise as given. So the overtime line is the
 * only one ever rounded, and gross, deductions and net are exact sums of whole paise. docs/wages.md has the rules.
 */
export function computeWage(input: WageInput): WageResult {
  const say = problemsFor(input.employee);
  const reading = readWageInput(input, say);
  if (!reading.ok) return reading;
  return computeReadWage(input.employee, reading.read, say);
}

/**
 * The same arithmetic over an input already read into exact integers (ReadWage): for a caller that makes the read
 * form itself from data whose every check already holds (the wage register's create, from attendance kept as bit
 * masks: docs/wages.md), so that a thousand workers are not written out as text only to be read back.
 */
export function computeReadWage(
  employee: WageEmployee,
  read: ReadWage,
  say: WageProblems = problemsFor(employee),
): WageResult {
  const { start, end, rates, minimums, days, otherEarnings, otherDeductions, recoveries } = read;

  const problems: WageProblem[] = [];
  if (isLongerThanAMonth(start, end)) problems.push(say.periodTooLong(start, end));

  const count = { present: 0, paidLeave: 0, absent: 0, weekOff: 0 };
  let basic = 0;
  let da = 0;
  let overtimeHundredths = 0;
  /**
   * Hundredths of an hour x paise an hour: hundredths of a paisa, exact as long as it stays a safe integer (a
   * day's at most 2,400 x a rate's paise; checked at the end, so no BigInt is made for every day).
   */
  let overtimeCentipaise = 0;
  const unpriced: string[] = [];
  const belowMinimum = new Map<string, WageProblem>();
  const overtimeLow = new Map<ReadRate, WageProblem>();

  for (const day of days) {
    if (day.type === 'present') count.present++;
    else if (day.type === 'paid_leave') count.paidLeave++;
    else if (day.type === 'absent') count.absent++;
    else count.weekOff++;
    const paid = day.type === 'present' || day.type === 'paid_leave';
    // An unpaid day with no overtime needs no rate.
    if (!paid && day.hundredths === 0) continue;
    const rate = inForceOn(rates, day.date);
    if (!rate) {
      unpriced.push(day.date);
      continue;
    }
    if (paid) {
      basic += rate.wage;
      da += rate.da;
      rate.used.paidDays++;
    }
    if (day.hundredths > 0) {
      overtimeHundredths += day.hundredths;
      overtimeCentipaise += day.hundredths * rate.overtime;
      rate.used.overtimeHundredths += day.hundredths;
      // Twice (wage + DA) / 8, to the paisa half up: the figure the wage period form fills in by default.
      const least = defaultOvertimePaise(rate.wage, rate.da);
      if (rate.overtime < least && !overtimeLow.has(rate))
        overtimeLow.set(
          rate,
          say.overtimeTooLow(day.date, rate.startDate, rate.wage, rate.da, rate.overtime, least),
        );
    }
    const minimum = inForceOn(minimums, day.date);
    const daily = rate.wage + rate.da;
    // One problem for each pair of a rate and a minimum, naming the first day it pays below.
    if (minimum && daily < minimum.daily) {
      const key = `${rate.startDate}|${minimum.startDate}`;
      if (!belowMinimum.has(key)) belowMinimum.set(key, say.belowMinimum(day.date, daily, minimum.daily));
    }
  }

  for (const [from, to] of runsOf(unpriced)) problems.push(say.noWagePeriod(from, to));
  problems.push(...belowMinimum.values(), ...overtimeLow.values());

  const exactOvertime = Number.isSafeInteger(overtimeCentipaise);
  const overtime = exactOvertime ? Number(divideHalfUp(BigInt(overtimeCentipaise), 100n)) : 0;
  const gross = basic + da + overtime + otherEarnings;
  const deductions = recoveries + otherDeductions;
  if (!exactOvertime || !Number.isSafeInteger(gross) || !Number.isSafeInteger(deductions))
    problems.push(say.invalid('The amounts are too large to compute exactly'));
  // At most half of gross, compared exactly as 2 x deductions <= gross; meaningless while a day has no rate.
  else if (unpriced.length === 0 && deductions * 2 > gross)
    problems.push(say.deductionsOverHalf(deductions, gross));

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    wage: {
      employee,
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
