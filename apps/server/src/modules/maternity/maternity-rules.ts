import { formatRupeesFromPaise } from '@anupalan/shared';
import { addDays, displayDate, divideHalfUp } from '../recoveries/recoveries.service.js';

/*
 * Maternity benefit (Form E; Maternity Benefit Act 1961 s.5 and s.6 as amended in 2017, LAW.md row 19), as plain
 * arithmetic on yyyy-mm-dd text and integer paise. The hooks (maternity.hooks.ts) read the worker, her attendance
 * and her wage periods and hand the facts here.
 */

/** Days actually worked in the 12 months before the expected delivery that qualify a woman (s.5(2)). */
export const QUALIFYING_DAYS = 80;

/** The entitlement (s.5(3)): 26 weeks, at most 8 before the expected delivery; 12 and 6 with two or more children. */
export function entitlementOf(survivingChildren: number) {
  return survivingChildren >= 2 ? { weeks: 12, weeksBefore: 6 } : { weeks: 26, weeksBefore: 8 };
}

/** The earliest day the leave may start: the expected delivery less the weeks allowed before it. */
export function earliestLeaveFrom(expectedDelivery: string, survivingChildren: number): string {
  return addDays(expectedDelivery, -7 * entitlementOf(survivingChildren).weeksBefore);
}

/** The same day a year before (28 February for 29 February). */
function yearBefore(date: string): string {
  const y = Number(date.slice(0, 4)) - 1;
  const md = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${String(y).padStart(4, '0')}-${md}`;
}

/** The same day `n` calendar months before (the month's last day when it has no such day). */
export function monthsBefore(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The 12 months immediately before the expected delivery (s.5(2)): from the same day a year before to the day before. */
export function qualifyingWindow(expectedDelivery: string) {
  return { from: yearBefore(expectedDelivery), to: addDays(expectedDelivery, -1) };
}

/**
 * The period whose wages give the average daily wage (s.3(n) and s.5(1)): the three calendar months immediately
 * before the day the leave starts, from the same day three months before to the day before.
 */
export function averagingWindow(leaveFrom: string) {
  return { from: monthsBefore(leaveFrom, 3), to: addDays(leaveFrom, -1) };
}

/** The average daily wage: the wages of the days worked divided by those days, to the paisa (a half up). */
export function averageDailyWagePaise(wagesPaise: number, daysWorked: number): number {
  if (daysWorked <= 0) return 0;
  return Number(divideHalfUp(BigInt(wagesPaise), BigInt(daysWorked)));
}

/** The facts of the notice of claim, read. */
export interface MaternityClaim {
  noticeDate: string;
  expectedDelivery: string;
  survivingChildren: number;
  leaveFrom: string;
}

export interface MaternityFacts {
  /** The employee register's gender ('Female', 'Male', 'Transgender'), or null when not recorded. */
  gender: string | null;
  /** Present and paid leave days in the qualifying window. */
  daysWorked: number;
}

export interface MaternityProblem {
  field: string;
  message: string;
}

export const MATERNITY_MESSAGES = {
  notAWoman: (gender: string | null) =>
    `Maternity benefit is for a woman employee (Maternity Benefit Act s.4): the employee register records this worker's gender as ${gender ? `'${gender}'` : 'not given'}.`,
  notQualified: (days: number, window: { from: string; to: string }) =>
    `A woman qualifies for maternity benefit after at least ${QUALIFYING_DAYS} days actually worked in the 12 months before her expected delivery (Maternity Benefit Act s.5(2)): the attendance shows ${days} days present or on paid leave from ${displayDate(window.from)} to ${displayDate(window.to)}.`,
  leaveTooEarly: (claim: MaternityClaim) => {
    const { weeksBefore } = entitlementOf(claim.survivingChildren);
    return `At most ${weeksBefore} weeks of the leave may precede the expected delivery (Maternity Benefit Act s.5(3)): the leave may start on ${displayDate(earliestLeaveFrom(claim.expectedDelivery, claim.survivingChildren))} at the earliest.`;
  },
  noticeAfterLeave: 'The notice of claim cannot be dated after the day the leave starts.',
  paidTooLittle: (what: string, due: number, plan: MaternityPlan) =>
    `The maternity benefit due ${what} is ${formatRupeesFromPaise(due)} (${plan.averageDailyWageText} a day, the average daily wage, Maternity Benefit Act s.5(1)): enter at least that amount.`,
  paidBeforeNotice: 'The payment cannot be dated before the notice of claim.',
  paidBeforeProof: 'The payment of the remaining period cannot be dated before the proof of delivery.',
};

/** The notice of claim's own rules and the worker's: a woman, qualified by attendance, leave not too early. */
export function checkClaim(claim: MaternityClaim, facts: MaternityFacts): MaternityProblem[] {
  const problems: MaternityProblem[] = [];
  if (facts.gender !== 'Female')
    problems.push({ field: 'employee_id', message: MATERNITY_MESSAGES.notAWoman(facts.gender) });
  if (facts.daysWorked < QUALIFYING_DAYS)
    problems.push({
      field: 'employee_id',
      message: MATERNITY_MESSAGES.notQualified(facts.daysWorked, qualifyingWindow(claim.expectedDelivery)),
    });
  if (claim.leaveFrom < earliestLeaveFrom(claim.expectedDelivery, claim.survivingChildren))
    problems.push({ field: 'body.leave_from', message: MATERNITY_MESSAGES.leaveTooEarly(claim) });
  if (claim.noticeDate > claim.leaveFrom)
    problems.push({ field: 'body.notice_date', message: MATERNITY_MESSAGES.noticeAfterLeave });
  return problems;
}

/** The leave and the benefit the claim gives, shown on the process and printed on Form E. */
export interface MaternityPlan {
  weeks: number;
  leaveFrom: string;
  leaveTo: string;
  /** Days of leave before the expected delivery (paid in advance, s.6(3)). */
  daysBefore: number;
  /** The rest of the entitlement (paid within 48 hours of the proof of delivery, s.6(4)). */
  daysAfter: number;
  averageDailyWagePaise: number;
  averageDailyWageText: string;
  /** The wages and days the average was read from. */
  averaging: { from: string; to: string; wagesPaise: number; daysWorked: number };
  beforePaise: number;
  totalPaise: number;
}

/** Whole days from a to b (yyyy-mm-dd; b later is positive). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function planOf(
  claim: MaternityClaim,
  averaging: { wagesPaise: number; daysWorked: number },
): MaternityPlan {
  const { weeks } = entitlementOf(claim.survivingChildren);
  const days = weeks * 7;
  const daysBefore = Math.min(days, Math.max(0, daysBetween(claim.leaveFrom, claim.expectedDelivery)));
  const rate = averageDailyWagePaise(averaging.wagesPaise, averaging.daysWorked);
  return {
    weeks,
    leaveFrom: claim.leaveFrom,
    leaveTo: addDays(claim.leaveFrom, days - 1),
    daysBefore,
    daysAfter: days - daysBefore,
    averageDailyWagePaise: rate,
    averageDailyWageText: formatRupeesFromPaise(rate),
    averaging: { ...averagingWindow(claim.leaveFrom), ...averaging },
    beforePaise: rate * daysBefore,
    totalPaise: rate * days,
  };
}

/** The remaining period's benefit: the whole benefit less what was paid before delivery (never below nothing). */
export function remainingDuePaise(plan: MaternityPlan, paidBeforePaise: number): number {
  return Math.max(0, plan.totalPaise - paidBeforePaise);
}
