import { formatRupeesFromPaise, paiseToRupees, type RecoveryType } from '@anupalan/shared';
import { addDays, displayDate } from './dates.js';

/*
 * The recovery register's rules (Form C; Code on Wages s.18 and s.19, LAW.md row 15), as plain arithmetic on
 * integer paise and yyyy-mm-dd text: the hooks (recoveries.hooks.ts) read the database and hand the facts here.
 */

/** The facts of one recovery as the 'Recovery details' step gives them, read (dates yyyy-mm-dd, paise). */
export interface RecoveryFacts {
  type: RecoveryType;
  /** The date of the damage or loss, fine, advance or loan. */
  date: string;
  amountPaise: number;
  showCauseIssued: boolean;
  explanationHeardInPresenceOf: string;
  instalments: number;
  /** The first day of the month of the first instalment. */
  firstMonth: string;
}

/** What the fine rules need to know about the worker and the wage period of the fine's date. */
export interface FineContext {
  /** The worker's date of birth (Form A). */
  dateOfBirth: string;
  /** The wages of the wage period in which the fine is imposed, paise (see wagesOfPeriod in recoveries.queries). */
  wagesPaise: number;
  /** The wage period read: its dates and where it was read from. */
  period: { from: string; to: string; source: 'register' | 'attendance' };
  /** The other fines of the same worker dated in the same wage period (not cancelled), paise. */
  otherFinesPaise: number;
}

export interface RecoveryProblem {
  field: string;
  message: string;
}

/** The whole years of a person born on `birth` on `date` (both yyyy-mm-dd); the birthday itself counts. */
export function ageOn(birth: string, date: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** The first day of the month of a yyyy-mm-dd date. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The first day of the month `n` months after the month of `month` (yyyy-mm-01). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of the month of a yyyy-mm-dd date. */
export const lastDayOfMonth = (month: string) => addDays(addMonths(monthOf(month), 1), -1);

/** 'Apr 2026', as Form C writes a month. */
export function monthLabel(month: string): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

export interface Instalment {
  /** 1-based. */
  seq: number;
  /** yyyy-mm-01. */
  month: string;
  amountPaise: number;
}

/**
 * The amount split into `count` monthly instalments from `firstMonth`: each the whole-paisa share
 * floor(amount / count), the remainder on the last, so the instalments add up to the amount exactly.
 */
export function splitInstalments(amountPaise: number, count: number, firstMonth: string): Instalment[] {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0)
    throw new Error('The amount must be positive paise');
  if (!Number.isInteger(count) || count < 1)
    throw new Error('The instalments must be a whole number of at least 1');
  const share = Math.floor(amountPaise / count);
  const first = monthOf(firstMonth);
  return Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    month: addMonths(first, i),
    amountPaise: i === count - 1 ? amountPaise - share * (count - 1) : share,
  }));
}

/** The most a fine may be: 3% of the wages of the wage period, in whole paise (rounded down: never over 3%). */
export function fineLimitPaise(wagesPaise: number): number {
  return Math.floor((wagesPaise * 3) / 100);
}

export const RECOVERY_MESSAGES = {
  instalmentsAtLeastOne: 'Enter a whole number of at least 1 instalment.',
  amountPositive: 'Enter an amount of more than ₹0.00.',
  fineOneInstalment:
    'A fine is recovered in one instalment, never in instalments (Code on Wages s.19(6)): enter 1 instalment.',
  fineNoShowCause:
    'A fine may be imposed only after the worker has been given an opportunity to show cause against it (Code on Wages s.19(3)): a show-cause notice must have been issued.',
  fineNoPresence:
    "A fine may be imposed only after hearing the worker's explanation (Code on Wages s.19(3)): enter in whose presence the explanation was heard.",
  firstMonthBeforeDate: (date: string) =>
    `The first instalment cannot be recovered before the month of the recovery date (${displayDate(date)}).`,
  fineTooLate: (date: string) =>
    `A fine may not be recovered after 90 days from the day it was imposed (Code on Wages s.19(6)): its month of recovery may be ${monthLabel(monthOf(addDays(date, 90)))} at the latest.`,
  fineUnderFifteen: (date: string, age: number) =>
    `No fine may be imposed on a worker under 15 years of age (Code on Wages s.19(5)): the worker was ${age} on ${displayDate(date)}.`,
  fineOverThreePercent: (c: FineContext, amountPaise: number) => {
    const limit = fineLimitPaise(c.wagesPaise);
    const from = displayDate(c.period.from);
    const to = displayDate(c.period.to);
    const wages = formatRupeesFromPaise(c.wagesPaise);
    const fine = formatRupeesFromPaise(amountPaise);
    if (c.otherFinesPaise === 0)
      return `The fines in one wage period may not exceed 3% of the wages payable for it (Code on Wages s.19(4)): the wages for ${from} to ${to} are ${wages}, so at most ${formatRupeesFromPaise(limit)}; this fine is ${fine}.`;
    return `The fines in one wage period may not exceed 3% of the wages payable for it (Code on Wages s.19(4)): the wages for ${from} to ${to} are ${wages}, so at most ${formatRupeesFromPaise(limit)} less the other fines of that period (${formatRupeesFromPaise(c.otherFinesPaise)}), at most ${formatRupeesFromPaise(Math.max(0, limit - c.otherFinesPaise))}; this fine is ${fine}.`;
  },
};

/** The rules every recovery keeps, and a fine's own except those that need the worker and the wages. */
export function checkRecovery(facts: RecoveryFacts): RecoveryProblem[] {
  const problems: RecoveryProblem[] = [];
  if (facts.amountPaise <= 0)
    problems.push({ field: 'body.amount', message: RECOVERY_MESSAGES.amountPositive });
  if (!Number.isInteger(facts.instalments) || facts.instalments < 1)
    problems.push({ field: 'body.instalments', message: RECOVERY_MESSAGES.instalmentsAtLeastOne });
  if (monthOf(facts.firstMonth) < monthOf(facts.date))
    problems.push({ field: 'body.first_month', message: RECOVERY_MESSAGES.firstMonthBeforeDate(facts.date) });
  if (facts.type !== 'fine') return problems;
  if (facts.instalments !== 1)
    problems.push({ field: 'body.instalments', message: RECOVERY_MESSAGES.fineOneInstalment });
  else if (monthOf(facts.firstMonth) > monthOf(addDays(facts.date, 90)))
    problems.push({ field: 'body.first_month', message: RECOVERY_MESSAGES.fineTooLate(facts.date) });
  if (!facts.showCauseIssued)
    problems.push({ field: 'body.show_cause_issued', message: RECOVERY_MESSAGES.fineNoShowCause });
  else if (!facts.explanationHeardInPresenceOf.trim())
    problems.push({
      field: 'body.explanation_heard_in_presence_of',
      message: RECOVERY_MESSAGES.fineNoPresence,
    });
  return problems;
}

/** A fine's rules that need the worker and the wage period: age 15 on the date, and 3% of the period's wages. */
export function checkFine(facts: RecoveryFacts, context: FineContext): RecoveryProblem[] {
  const problems: RecoveryProblem[] = [];
  const age = ageOn(context.dateOfBirth, facts.date);
  if (age < 15)
    problems.push({ field: 'employee_id', message: RECOVERY_MESSAGES.fineUnderFifteen(facts.date, age) });
  if (context.otherFinesPaise + facts.amountPaise > fineLimitPaise(context.wagesPaise))
    problems.push({
      field: 'body.amount',
      message: RECOVERY_MESSAGES.fineOverThreePercent(context, facts.amountPaise),
    });
  return problems;
}

/** A fine is recovered within 90 days of its date; anything else by the end of its last instalment's month. */
export function recoveryDueOn(facts: Pick<RecoveryFacts, 'type' | 'date' | 'instalments' | 'firstMonth'>) {
  if (facts.type === 'fine') return addDays(facts.date, 90);
  return lastDayOfMonth(addMonths(monthOf(facts.firstMonth), facts.instalments - 1));
}

/** Rupee text of paise, for the columns. */
export const rupees = paiseToRupees;
