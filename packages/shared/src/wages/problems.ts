import { SKILL_KEYS, type SkillKey } from '../domain/establishments.js';
import { SKILL_CATEGORIES } from '../domain/limits.js';
import { formatRupeesFromPaise } from '../format/money.js';
import { displayDate } from './exact.js';

/**
 * Why a worker's wages for a register cannot be computed, each naming the worker and the rule, so the server can
 * show 'Ravi Kumar (E-1): The daily rate ...'. docs/wages.md lists every message.
 */
export const WAGE_PROBLEM_CODES = [
  'INVALID_INPUT',
  'PERIOD_TOO_LONG',
  'NO_WAGE_PERIOD',
  'BELOW_MINIMUM_WAGE',
  'OVERTIME_RATE_TOO_LOW',
  'DEDUCTIONS_OVER_HALF',
] as const;
export type WageProblemCode = (typeof WAGE_PROBLEM_CODES)[number];

/** The law each refusal enforces, as cited in ../shared/LAW.md (rows 6, 10, 12 and 14). */
export const WAGE_RULE_CITATIONS = {
  PERIOD_TOO_LONG: 'Payment of Wages Act s.4(2); Code on Wages s.16',
  BELOW_MINIMUM_WAGE: 'minimum wages under the Code on Wages',
  OVERTIME_RATE_TOO_LOW: 'Code on Wages s.14; BOCW Act s.29',
  DEDUCTIONS_OVER_HALF: 'Payment of Wages Act s.7(3); Code on Wages s.18',
} as const satisfies Partial<Record<WageProblemCode, string>>;

export interface WageEmployee {
  /** The employee code shown in the registers (E-1). */
  code: string;
  name: string;
  skill: SkillKey;
}

export interface WageProblem {
  code: WageProblemCode;
  /** The employee code and name, as given. */
  employeeCode: string;
  employeeName: string;
  /** The first day the problem concerns (yyyy-mm-dd), when it concerns a day. */
  date?: string;
  /** The law broken, or null for a problem with the data itself. */
  citation: string | null;
  /** The sentence without the employee: 'The daily rate (wage + DA) of ...'. */
  detail: string;
  /** The sentence with the employee first: 'Ravi Kumar (E-1): The daily rate (wage + DA) of ...'. */
  message: string;
}

function rupees(paise: number): string {
  return formatRupeesFromPaise(paise);
}

export function skillCategoryName(skill: SkillKey): string {
  return SKILL_CATEGORIES[SKILL_KEYS.indexOf(skill)] ?? skill;
}

/**
 * Builds problems for one worker: the messages as methods of one object (made for every worker of a register, so
 * nothing is made for each rule until a rule is broken).
 */
export function problemsFor(employee: WageEmployee) {
  return new WageProblems(employee);
}

export class WageProblems {
  constructor(private readonly employee: WageEmployee) {}

  private make(code: WageProblemCode, detail: string, date?: string): WageProblem {
    const citation = code === 'INVALID_INPUT' || code === 'NO_WAGE_PERIOD' ? null : WAGE_RULE_CITATIONS[code];
    const sentence = citation ? `${detail} (${citation}).` : `${detail}.`;
    return {
      code,
      employeeCode: this.employee.code,
      employeeName: this.employee.name,
      ...(date ? { date } : {}),
      citation,
      detail: sentence,
      message: `${this.employee.name} (${this.employee.code}): ${sentence}`,
    };
  }

  invalid(what: string, date?: string) {
    return this.make('INVALID_INPUT', what, date);
  }

  periodTooLong(start: string, end: string) {
    return this.make(
      'PERIOD_TOO_LONG',
      `The wage period ${displayDate(start)} to ${displayDate(end)} is longer than a month; a wage period may not exceed one month`,
    );
  }

  noWagePeriod(from: string, to: string) {
    return this.make(
      'NO_WAGE_PERIOD',
      from === to
        ? `No wage period is in force on ${displayDate(from)}, a day with attendance to be paid; add the wage period in Wage Details`
        : `No wage period is in force from ${displayDate(from)} to ${displayDate(to)}, days with attendance to be paid; add the wage period in Wage Details`,
      from,
    );
  }

  belowMinimum(date: string, ratePaise: number, minimumPaise: number) {
    return this.make(
      'BELOW_MINIMUM_WAGE',
      `The daily rate (wage + DA) of ${rupees(ratePaise)} is below the minimum wage of ${rupees(minimumPaise)} per day for ${skillCategoryName(this.employee.skill)} workers on ${displayDate(date)}`,
      date,
    );
  }

  overtimeTooLow(
    date: string,
    periodStart: string,
    wage: number,
    da: number,
    ratePaise: number,
    leastPaise: number,
  ) {
    return this.make(
      'OVERTIME_RATE_TOO_LOW',
      `The overtime rate of ${rupees(ratePaise)} per hour in the wage period from ${displayDate(periodStart)} is below twice the ordinary rate, (${rupees(wage)} + ${rupees(da)}) / 8 x 2 = ${rupees(leastPaise)} per hour, for the overtime on ${displayDate(date)}`,
      date,
    );
  }

  deductionsOverHalf(deductionsPaise: number, grossPaise: number) {
    return this.make(
      'DEDUCTIONS_OVER_HALF',
      `Total deductions of ${rupees(deductionsPaise)} are more than 50% of the gross wages of ${rupees(grossPaise)}; at most ${rupees(Math.floor(grossPaise / 2))} may be deducted`,
    );
  }
}
