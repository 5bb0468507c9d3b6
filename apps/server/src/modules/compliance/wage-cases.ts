import { computeWage, type WageInput } from '@anupalan/shared';

/**
 * The wage rules' worked cases (law/wage-rules.ts), part of WORKED_CASES: wage registers, their entries and the
 * attendance in, expected items out, on both sides of 21/11/2025 (the Payment of Wages Act's 7 days after the
 * period, 10 with 1,000 workers; the Code on Wages' 7th of the next month, 2 days after a fortnight, the day before
 * the weekly holiday) and on both sides of each limit (exactly at the limit: no item).
 */

export interface WageRateFact {
  start: string;
  end?: string | null;
  wage: string;
  da: string;
  overtimeRate?: string;
  overtimeHours?: string;
}

export interface WageEntryFact {
  /** The worker's employee code (a worker of the case). */
  code: string;
  rates?: WageRateFact[];
  /** Rupees; 10000.00 and 0.00 unless given (gross is basic here; deductions 'other deductions'). */
  gross?: string;
  deductions?: string;
  overtimeHours?: string;
  /** The messages of a refused computation (then every amount is 0), as the register stores them. */
  problems?: string[];
}

export interface WageRegisterFact {
  from: string;
  to: string;
  status?: 'register_completed' | 'payslips_given' | 'paid_and_signed' | 'cancelled';
  /** date_of_payment. */
  paidOn?: string;
  /** The day (in India) the payslips were confirmed given. */
  payslipsOn?: string;
  /** total_entries when not the entries given (the Payment of Wages Act's 1,000 workers). */
  workers?: number;
  entries?: WageEntryFact[];
}

export interface WageFacts {
  registers: WageRegisterFact[];
}

/** The shapes of worked-cases.ts these cases use (declared here so that the two files do not import each other). */
interface EmployeeFact {
  code: string;
  name: string;
  born: string;
  joined: string;
  skill?: 'highlySkilled' | 'skilled' | 'semiSkilled' | 'unskilled';
}

interface CaseFacts {
  state?: string;
  commencementDate: string;
  employees?: EmployeeFact[];
  attendance?: {
    weeklyHoliday?: string;
    days: { date: string; closed?: string; entries?: { code: string; type?: 'present' | 'week_off' }[] }[];
  };
  wages?: WageFacts;
}

interface WorkedCase {
  name: string;
  asOf: string;
  facts: CaseFacts;
  rules?: string[];
  expected: {
    rule: string;
    severity: 'violation' | 'warning';
    dueOn: string | null;
    law?: string;
    summary?: string;
  }[];
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

const ravi: EmployeeFact = { code: 'E-1', name: 'Ravi Kumar', born: '1990-05-05', joined: '2025-06-01' };
const pooja: EmployeeFact = {
  code: 'E-2',
  name: 'Pooja Sharma',
  born: '1994-02-11',
  joined: '2025-06-01',
  skill: 'unskilled',
};

/** A site in Karnataka with Ravi (skilled) and Pooja (unskilled), Sunday its weekly holiday, and these registers. */
const site = (registers: WageRegisterFact[], more: Partial<CaseFacts> = {}): CaseFacts => ({
  state: 'Karnataka',
  commencementDate: '2025-06-01',
  employees: [ravi, pooja],
  attendance: { weeklyHoliday: 'Sunday', days: [] },
  wages: { registers },
  ...more,
});

/** A register with Ravi's entry at ₹900 + ₹100 a day (above every demo minimum). */
const register = (from: string, to: string, more: Partial<WageRegisterFact> = {}): WageRegisterFact => ({
  from,
  to,
  entries: [{ code: 'E-1', rates: [{ start: '2025-06-01', wage: '900.00', da: '100.00' }] }],
  ...more,
});

const paid = (from: string, to: string, paidOn: string, more: Partial<WageRegisterFact> = {}) =>
  register(from, to, {
    status: 'paid_and_signed',
    paidOn,
    payslipsOn: addDays(paidOn, -2),
    ...more,
  });

/** What computeWage answers for a refused line: its messages, as the register stores them. */
function refusal(input: Omit<WageInput, 'employee'> & { employee?: WageInput['employee'] }): string[] {
  const result = computeWage({
    employee: { code: 'E-2', name: 'Pooja Sharma', skill: 'unskilled' },
    ...input,
  });
  if (result.ok) throw new Error('The case expects a refusal');
  return result.problems.map((p) => p.message);
}

/** Pooja present every day of the period at this wage period, with the demo minimum for unskilled workers. */
const poojaAt = (from: string, to: string, wage: string, da: string, more: Partial<WageInput> = {}) => ({
  periodStart: from,
  periodEnd: to,
  attendance: daysFrom(from, to).map((date) => ({ date, type: 'present' as const, overtimeHours: '0' })),
  wagePeriods: [
    { startDate: '2025-06-01', endDate: null, wagePerDay: wage, daPerDay: da, overtimeRatePerHour: '200.00' },
  ],
  minimumWages: [{ startDate: '2025-04-01', endDate: null, basic: '540.00', da: '100.00' }],
  ...more,
});

const TOO_LONG = ['WAGE-PERIOD-TOO-LONG'];
const LATE = ['WAGES-PAID-LATE'];
const PAYSLIPS = ['PAYSLIPS-NOT-GIVEN'];
const MINIMUM = ['WAGE-REGISTER-BELOW-MINIMUM'];
const OVERTIME = ['WAGE-REGISTER-OVERTIME-RATE'];
const DEDUCTIONS = ['WAGE-DEDUCTIONS-OVER-HALF'];
const MISSING = ['WAGE-REGISTER-MISSING'];

/** Ravi present on these days (registers with his entry). */
const attendanceOn = (days: string[]) => ({
  weeklyHoliday: 'Sunday',
  days: days.map((date) => ({ date, entries: [{ code: 'E-1', type: 'present' as const }] })),
});

export const WAGE_CASES: WorkedCase[] = [
  // A wage period of at most a month (Payment of Wages Act s.4(2); Code on Wages s.16).
  {
    name: 'Wage period: 16/01/2026 to 15/02/2026 is one month, no item',
    asOf: '2026-03-01',
    facts: site([paid('2026-01-16', '2026-02-15', '2026-02-20')]),
    rules: TOO_LONG,
    expected: [],
  },
  {
    name: 'Wage period: 16/01/2026 to 16/02/2026 is a month and a day, a violation (Code on Wages)',
    asOf: '2026-03-01',
    facts: site([paid('2026-01-16', '2026-02-16', '2026-02-20')]),
    rules: TOO_LONG,
    expected: [
      {
        rule: 'WAGE-PERIOD-TOO-LONG',
        severity: 'violation',
        dueOn: '2026-02-16',
        law: 'COW',
        summary:
          'The wage register from 16/01/2026 to 16/02/2026 is longer than a month: a wage period from 16/01/2026 may end on 15/02/2026 at the latest.',
      },
    ],
  },
  {
    name: 'Wage period: 31/01/2026 to 28/02/2026 is one month (February is shorter), no item',
    asOf: '2026-03-10',
    facts: site([paid('2026-01-31', '2026-02-28', '2026-03-05')]),
    rules: TOO_LONG,
    expected: [],
  },
  {
    name: 'Wage period: 01/10/2025 to 01/11/2025 checked on 15/11/2025, a violation (Payment of Wages Act)',
    asOf: '2025-11-15',
    facts: site([paid('2025-10-01', '2025-11-01', '2025-11-05')]),
    rules: TOO_LONG,
    expected: [{ rule: 'WAGE-PERIOD-TOO-LONG', severity: 'violation', dueOn: '2025-11-01', law: 'PW' }],
  },
  {
    name: 'Wage period: a cancelled register of a month and a day, no item',
    asOf: '2026-03-01',
    facts: site([register('2026-01-16', '2026-02-16', { status: 'cancelled' })]),
    rules: TOO_LONG,
    expected: [],
  },
  // The due day under the Payment of Wages Act (a period ending before 21/11/2025): 7 days after, 10 with 1,000.
  {
    name: 'Paid late: October 2025 paid on 07/11/2025, the 7th day after the period: in time',
    asOf: '2025-11-15',
    facts: site([paid('2025-10-01', '2025-10-31', '2025-11-07')]),
    rules: LATE,
    expected: [],
  },
  {
    name: 'Paid late: October 2025 paid on 08/11/2025, a day late (Payment of Wages Act)',
    asOf: '2025-11-15',
    facts: site([paid('2025-10-01', '2025-10-31', '2025-11-08')]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'violation',
        dueOn: '2025-11-07',
        law: 'PW',
        summary:
          'Wages for 01/10/2025 to 31/10/2025 are due by 07/11/2025 (7 days after the wage period); paid on 08/11/2025, 1 day(s) late.',
      },
    ],
  },
  {
    name: 'Paid late: October 2025 with 1,000 workers paid on 10/11/2025, in time',
    asOf: '2025-11-15',
    facts: site([paid('2025-10-01', '2025-10-31', '2025-11-10', { workers: 1000 })]),
    rules: LATE,
    expected: [],
  },
  {
    name: 'Paid late: October 2025 with 1,000 workers paid on 11/11/2025, a day late',
    asOf: '2025-11-15',
    facts: site([paid('2025-10-01', '2025-10-31', '2025-11-11', { workers: 1000 })]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'violation',
        dueOn: '2025-11-10',
        summary:
          'Wages for 01/10/2025 to 31/10/2025 are due by 10/11/2025 (10 days after the wage period, with 1000 or more workers); paid on 11/11/2025, 1 day(s) late.',
      },
    ],
  },
  {
    name: 'Paid late: 999 workers have 7 days, paid on 10/11/2025 is 3 days late',
    asOf: '2025-11-15',
    facts: site([paid('2025-10-01', '2025-10-31', '2025-11-10', { workers: 999 })]),
    rules: LATE,
    expected: [{ rule: 'WAGES-PAID-LATE', severity: 'violation', dueOn: '2025-11-07' }],
  },
  // The same payment day on both sides of 21/11/2025: a period ending 20/11/2025 has 7 days, one ending
  // 30/11/2025 is monthly under the Code (by 07/12/2025).
  {
    name: 'Paid late: 01/11/2025 to 20/11/2025 paid on 05/12/2025, 8 days after 27/11/2025 (the Act)',
    asOf: '2025-12-10',
    facts: site([paid('2025-11-01', '2025-11-20', '2025-12-05')]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'violation',
        dueOn: '2025-11-27',
        law: 'COW',
        summary:
          'Wages for 01/11/2025 to 20/11/2025 are due by 27/11/2025 (7 days after the wage period); paid on 05/12/2025, 8 day(s) late.',
      },
    ],
  },
  {
    name: 'Paid late: November 2025 paid on 05/12/2025, before the 7th of the next month (Code on Wages): in time',
    asOf: '2025-12-10',
    facts: site([paid('2025-11-01', '2025-11-30', '2025-12-05')]),
    rules: LATE,
    expected: [],
  },
  {
    name: 'Paid late: December 2025 paid on 08/01/2026, a day after the 7th of the next month (Code on Wages)',
    asOf: '2026-01-20',
    facts: site([paid('2025-12-01', '2025-12-31', '2026-01-08')]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'violation',
        dueOn: '2026-01-07',
        law: 'COW',
        summary:
          'Wages for 01/12/2025 to 31/12/2025 are due by 07/01/2026 (a monthly wage period: by day 7 of the next month); paid on 08/01/2026, 1 day(s) late.',
      },
    ],
  },
  {
    name: 'Paid late: the fortnight 01/12/2025 to 15/12/2025 paid on 17/12/2025, in time',
    asOf: '2025-12-31',
    facts: site([paid('2025-12-01', '2025-12-15', '2025-12-17')]),
    rules: LATE,
    expected: [],
  },
  {
    name: 'Paid late: the fortnight 01/12/2025 to 15/12/2025 paid on 18/12/2025, a day late',
    asOf: '2025-12-31',
    facts: site([paid('2025-12-01', '2025-12-15', '2025-12-18')]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'violation',
        dueOn: '2025-12-17',
        summary:
          'Wages for 01/12/2025 to 15/12/2025 are due by 17/12/2025 (a fortnightly wage period: 2 days after it); paid on 18/12/2025, 1 day(s) late.',
      },
    ],
  },
  {
    name: 'Paid late: the week Monday 01/12/2025 to Sunday 07/12/2025 paid on the Saturday, before the weekly holiday',
    asOf: '2025-12-20',
    facts: site([paid('2025-12-01', '2025-12-07', '2025-12-06')]),
    rules: LATE,
    expected: [],
  },
  {
    name: 'Paid late: the same week paid on the Sunday, the weekly holiday: a day late',
    asOf: '2025-12-20',
    facts: site([paid('2025-12-01', '2025-12-07', '2025-12-07')]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'violation',
        dueOn: '2025-12-06',
        summary:
          'Wages for 01/12/2025 to 07/12/2025 are due by 06/12/2025 (a weekly wage period: before the weekly holiday); paid on 07/12/2025, 1 day(s) late.',
      },
    ],
  },
  {
    name: 'Paid late: December 2025 not paid, on 20/12/2025 outside the warning days: no item',
    asOf: '2025-12-20',
    facts: site([register('2025-12-01', '2025-12-31')]),
    rules: LATE,
    expected: [],
  },
  {
    name: 'Paid late: December 2025 not paid, on 25/12/2025 a warning due 07/01/2026',
    asOf: '2025-12-25',
    facts: site([register('2025-12-01', '2025-12-31', { status: 'register_completed' })]),
    rules: LATE,
    expected: [
      {
        rule: 'WAGES-PAID-LATE',
        severity: 'warning',
        dueOn: '2026-01-07',
        summary:
          'Wages for 01/12/2025 to 31/12/2025 are due by 07/01/2026 (a monthly wage period: by day 7 of the next month); not paid.',
      },
    ],
  },
  {
    name: 'Paid late: December 2025 not paid on the due day 07/01/2026 is still a warning; on 08/01/2026 a violation',
    asOf: '2026-01-08',
    facts: site([register('2025-12-01', '2025-12-31')]),
    rules: LATE,
    expected: [{ rule: 'WAGES-PAID-LATE', severity: 'violation', dueOn: '2026-01-07' }],
  },
  {
    name: 'Paid late: a cancelled register owes nothing',
    asOf: '2026-01-20',
    facts: site([register('2025-12-01', '2025-12-31', { status: 'cancelled' })]),
    rules: LATE,
    expected: [],
  },
  // Payslips a day before the wages are due (the confirmation is the product's record of them).
  {
    name: 'Payslips: December 2025 not confirmed, on 20/12/2025 outside the warning days: no item',
    asOf: '2025-12-20',
    facts: site([register('2025-12-01', '2025-12-31')]),
    rules: PAYSLIPS,
    expected: [],
  },
  {
    name: 'Payslips: December 2025 not confirmed on 06/01/2026, the day before the wages are due: a warning',
    asOf: '2026-01-06',
    facts: site([register('2025-12-01', '2025-12-31', { status: 'register_completed' })]),
    rules: PAYSLIPS,
    expected: [
      {
        rule: 'PAYSLIPS-NOT-GIVEN',
        severity: 'warning',
        dueOn: '2026-01-06',
        law: 'COW',
        summary:
          'Payslips for 01/12/2025 to 31/12/2025 are not confirmed given; due by 06/01/2026, 1 day(s) before the wages are due on 07/01/2026.',
      },
    ],
  },
  {
    name: 'Payslips: December 2025 not confirmed on 07/01/2026, a violation',
    asOf: '2026-01-07',
    facts: site([register('2025-12-01', '2025-12-31', { status: 'register_completed' })]),
    rules: PAYSLIPS,
    expected: [{ rule: 'PAYSLIPS-NOT-GIVEN', severity: 'violation', dueOn: '2026-01-06' }],
  },
  {
    name: 'Payslips: confirmed with the payment on 05/01/2026, no item',
    asOf: '2026-01-20',
    facts: site([
      register('2025-12-01', '2025-12-31', {
        status: 'payslips_given',
        paidOn: '2026-01-05',
        payslipsOn: '2026-01-05',
      }),
    ]),
    rules: PAYSLIPS,
    expected: [],
  },
  {
    name: 'Payslips: October 2025 not confirmed on 10/11/2025, a violation from 06/11/2025 (Contract Labour Rules)',
    asOf: '2025-11-10',
    facts: site([register('2025-10-01', '2025-10-31', { status: 'register_completed' })]),
    rules: PAYSLIPS,
    expected: [{ rule: 'PAYSLIPS-NOT-GIVEN', severity: 'violation', dueOn: '2025-11-06', law: 'CLRA' }],
  },
  // A rate below the minimum (the demo minimum: Unskilled ₹540 + ₹100 = ₹640 a day).
  {
    name: 'Below minimum: Pooja (Unskilled) paid ₹540 + ₹100, exactly the minimum: no item',
    asOf: '2026-01-20',
    facts: site([
      paid('2025-12-01', '2025-12-31', '2026-01-05', {
        entries: [{ code: 'E-2', rates: [{ start: '2025-06-01', wage: '540.00', da: '100.00' }] }],
      }),
    ]),
    rules: MINIMUM,
    expected: [],
  },
  {
    name: 'Below minimum: Pooja paid ₹539.99 + ₹100 in December 2025, a violation (Code on Wages)',
    asOf: '2026-01-20',
    facts: site([
      paid('2025-12-01', '2025-12-31', '2026-01-05', {
        entries: [
          { code: 'E-1', rates: [{ start: '2025-06-01', wage: '900.00', da: '100.00' }] },
          { code: 'E-2', rates: [{ start: '2025-06-01', wage: '539.99', da: '100.00' }] },
        ],
      }),
    ]),
    rules: MINIMUM,
    expected: [
      {
        rule: 'WAGE-REGISTER-BELOW-MINIMUM',
        severity: 'violation',
        dueOn: '2025-12-01',
        law: 'COW',
        summary:
          '1 worker(s) in the wage register from 01/12/2025 to 31/12/2025 paid below the minimum wage; Pooja Sharma (E-2): ₹639.99 a day from 01/12/2025, below the minimum of ₹640.00 for Unskilled workers.',
      },
    ],
  },
  {
    name: 'Below minimum: a raise from 16/10/2025 to ₹560 + ₹100 leaves the first half of October below (Minimum Wages Act)',
    asOf: '2025-11-15',
    facts: site([
      paid('2025-10-01', '2025-10-31', '2025-11-05', {
        entries: [
          {
            code: 'E-2',
            rates: [
              { start: '2025-06-01', end: '2025-10-15', wage: '500.00', da: '100.00' },
              { start: '2025-10-16', wage: '560.00', da: '100.00' },
            ],
          },
        ],
      }),
    ]),
    rules: MINIMUM,
    expected: [
      { rule: 'WAGE-REGISTER-BELOW-MINIMUM', severity: 'violation', dueOn: '2025-10-01', law: 'MW' },
    ],
  },
  {
    name: 'Below minimum: a line the register refused for the minimum wage, a violation with its message',
    asOf: '2026-01-20',
    facts: site([
      register('2025-12-01', '2025-12-31', {
        entries: [
          {
            code: 'E-2',
            problems: refusal(poojaAt('2025-12-01', '2025-12-31', '530.00', '100.00')),
          },
        ],
      }),
    ]),
    rules: MINIMUM,
    expected: [
      {
        rule: 'WAGE-REGISTER-BELOW-MINIMUM',
        severity: 'violation',
        dueOn: '2025-12-01',
        summary:
          '1 worker(s) in the wage register from 01/12/2025 to 31/12/2025 paid below the minimum wage; Pooja Sharma (E-2): The daily rate (wage + DA) of ₹630.00 is below the minimum wage of ₹640.00 per day for Unskilled workers on 01/12/2025 (minimum wages under the Code on Wages).',
      },
    ],
  },
  // Overtime at least twice the ordinary rate: (₹600 + ₹120) / 8 x 2 = ₹180.00 an hour.
  {
    name: 'Overtime: 2 h at ₹180.00 where twice the ordinary rate is ₹180.00, no item',
    asOf: '2026-01-20',
    facts: site([
      paid('2025-12-01', '2025-12-31', '2026-01-05', {
        entries: [
          {
            code: 'E-1',
            overtimeHours: '2.00',
            rates: [
              {
                start: '2025-06-01',
                wage: '600.00',
                da: '120.00',
                overtimeRate: '180.00',
                overtimeHours: '2.00',
              },
            ],
          },
        ],
      }),
    ]),
    rules: OVERTIME,
    expected: [],
  },
  {
    name: 'Overtime: 2 h at ₹179.99, a violation (Code on Wages)',
    asOf: '2026-01-20',
    facts: site([
      paid('2025-12-01', '2025-12-31', '2026-01-05', {
        entries: [
          {
            code: 'E-1',
            overtimeHours: '2.00',
            rates: [
              {
                start: '2025-06-01',
                wage: '600.00',
                da: '120.00',
                overtimeRate: '179.99',
                overtimeHours: '2.00',
              },
            ],
          },
        ],
      }),
    ]),
    rules: OVERTIME,
    expected: [
      {
        rule: 'WAGE-REGISTER-OVERTIME-RATE',
        severity: 'violation',
        dueOn: '2025-12-01',
        law: 'COW',
        summary:
          '1 worker(s) in the wage register from 01/12/2025 to 31/12/2025 paid overtime below twice the ordinary rate; Ravi Kumar (E-1): 2.00 h of overtime at ₹179.99 an hour from 01/12/2025, below (₹600.00 + ₹120.00) / 8 x 2 = ₹180.00.',
      },
    ],
  },
  {
    name: 'Overtime: a low rate with no overtime hours paid, no item',
    asOf: '2026-01-20',
    facts: site([
      paid('2025-12-01', '2025-12-31', '2026-01-05', {
        entries: [
          {
            code: 'E-1',
            rates: [{ start: '2025-06-01', wage: '600.00', da: '120.00', overtimeRate: '150.00' }],
          },
        ],
      }),
    ]),
    rules: OVERTIME,
    expected: [],
  },
  {
    name: 'Overtime: 3 h at ₹150.00 in October 2025, a violation (Minimum Wages Act)',
    asOf: '2025-11-15',
    facts: site([
      paid('2025-10-01', '2025-10-31', '2025-11-05', {
        entries: [
          {
            code: 'E-1',
            overtimeHours: '3.00',
            rates: [
              {
                start: '2025-06-01',
                wage: '600.00',
                da: '120.00',
                overtimeRate: '150.00',
                overtimeHours: '3.00',
              },
            ],
          },
        ],
      }),
    ]),
    rules: OVERTIME,
    expected: [
      { rule: 'WAGE-REGISTER-OVERTIME-RATE', severity: 'violation', dueOn: '2025-10-01', law: 'MW' },
    ],
  },
  // Deductions at most half of gross (the database refuses to store more: only a refused line can show it).
  {
    name: 'Deductions: ₹5,500.00 of ₹11,000.00 is exactly half, no item',
    asOf: '2026-01-20',
    facts: site([
      paid('2025-12-01', '2025-12-31', '2026-01-05', {
        entries: [{ code: 'E-1', gross: '11000.00', deductions: '5500.00' }],
      }),
    ]),
    rules: DEDUCTIONS,
    expected: [],
  },
  {
    name: 'Deductions: a line refused for deductions of ₹5,500.01 of ₹11,000.00, a violation (Code on Wages)',
    asOf: '2026-01-20',
    facts: site([
      register('2025-12-01', '2025-12-22', {
        entries: [
          {
            code: 'E-2',
            problems: refusal({
              ...poojaAt('2025-12-01', '2025-12-22', '400.00', '100.00', {
                minimumWages: [],
              }),
              otherDeductions: '5500.01',
            }),
          },
        ],
      }),
    ]),
    rules: DEDUCTIONS,
    expected: [
      {
        rule: 'WAGE-DEDUCTIONS-OVER-HALF',
        severity: 'violation',
        dueOn: '2025-12-01',
        law: 'COW',
        summary:
          '1 worker(s) in the wage register from 01/12/2025 to 22/12/2025 with deductions over half the wages; Pooja Sharma (E-2): Total deductions of ₹5,500.01 are more than 50% of the gross wages of ₹11,000.00; at most ₹5,500.00 may be deducted (Payment of Wages Act s.7(3); Code on Wages s.18).',
      },
    ],
  },
  {
    name: 'Deductions: the same refusal in October 2025, a violation (Payment of Wages Act)',
    asOf: '2025-11-15',
    facts: site([
      register('2025-10-01', '2025-10-22', {
        entries: [
          {
            code: 'E-2',
            problems: refusal({
              ...poojaAt('2025-10-01', '2025-10-22', '400.00', '100.00', { minimumWages: [] }),
              otherDeductions: '5500.01',
            }),
          },
        ],
      }),
    ]),
    rules: DEDUCTIONS,
    expected: [{ rule: 'WAGE-DEDUCTIONS-OVER-HALF', severity: 'violation', dueOn: '2025-10-01', law: 'PW' }],
  },
  // A month of attendance with no wage register.
  {
    name: 'Register missing: attendance from 05/01/2026 to 09/01/2026, on 20/01/2026 outside the warning days',
    asOf: '2026-01-20',
    facts: site([], { attendance: attendanceOn(daysFrom('2026-01-05', '2026-01-09')) }),
    rules: MISSING,
    expected: [],
  },
  {
    name: 'Register missing: the same attendance on 25/01/2026, a warning due 07/02/2026',
    asOf: '2026-01-25',
    facts: site([], { attendance: attendanceOn(daysFrom('2026-01-05', '2026-01-09')) }),
    rules: MISSING,
    expected: [
      {
        rule: 'WAGE-REGISTER-MISSING',
        severity: 'warning',
        dueOn: '2026-02-07',
        law: 'COW',
        summary:
          '1 month(s) with 5 day(s) of attendance from 05/01/2026 to 09/01/2026 not in a wage register; the wages of January 2026 are due by 07/02/2026.',
      },
    ],
  },
  {
    name: 'Register missing: on 08/02/2026 a violation; a cancelled register does not count',
    asOf: '2026-02-08',
    facts: site([register('2026-01-01', '2026-01-31', { status: 'cancelled' })], {
      attendance: attendanceOn(daysFrom('2026-01-05', '2026-01-09')),
    }),
    rules: MISSING,
    expected: [{ rule: 'WAGE-REGISTER-MISSING', severity: 'violation', dueOn: '2026-02-07' }],
  },
  {
    name: 'Register missing: January 2026 covered by a register, no item; the weekly off and a closed day are not attendance',
    asOf: '2026-02-08',
    facts: site([paid('2026-01-01', '2026-01-31', '2026-02-05')], {
      attendance: {
        weeklyHoliday: 'Sunday',
        days: [
          ...daysFrom('2026-01-05', '2026-01-09').map((date) => ({
            date,
            entries: [{ code: 'E-1', type: 'present' as const }],
          })),
          { date: '2026-02-02', closed: 'Heavy rain — site flooded' },
        ],
      },
    }),
    rules: MISSING,
    expected: [],
  },
  {
    name: 'Register missing: a register to 06/01/2026 leaves 07/01 to 09/01/2026 uncovered',
    asOf: '2026-02-08',
    facts: site([paid('2026-01-01', '2026-01-06', '2026-01-07')], {
      attendance: attendanceOn(daysFrom('2026-01-05', '2026-01-09')),
    }),
    rules: MISSING,
    expected: [
      {
        rule: 'WAGE-REGISTER-MISSING',
        severity: 'violation',
        dueOn: '2026-02-07',
        summary:
          '1 month(s) with 3 day(s) of attendance from 07/01/2026 to 09/01/2026 not in a wage register; the wages of January 2026 are due by 07/02/2026.',
      },
    ],
  },
  {
    name: 'Register missing: December 2025 and January 2026 without registers on 10/02/2026, one item from December',
    asOf: '2026-02-10',
    facts: site([], {
      attendance: attendanceOn([
        ...daysFrom('2025-12-29', '2025-12-31'),
        ...daysFrom('2026-01-05', '2026-01-06'),
      ]),
    }),
    rules: MISSING,
    expected: [
      {
        rule: 'WAGE-REGISTER-MISSING',
        severity: 'violation',
        dueOn: '2026-01-07',
        summary:
          '2 month(s) with 5 day(s) of attendance from 29/12/2025 to 06/01/2026 not in a wage register; the wages of December 2025 are due by 07/01/2026.',
      },
    ],
  },
  {
    name: 'Register missing: October 2025 on 08/11/2025, the day after its due day, a violation (Payment of Wages Act)',
    asOf: '2025-11-08',
    facts: site([], { attendance: attendanceOn(daysFrom('2025-10-06', '2025-10-10')) }),
    rules: MISSING,
    expected: [{ rule: 'WAGE-REGISTER-MISSING', severity: 'violation', dueOn: '2025-11-07', law: 'PW' }],
  },
  {
    name: 'Register missing: October 2025 on its due day 07/11/2025, a warning (Payment of Wages Act)',
    asOf: '2025-11-07',
    facts: site([], { attendance: attendanceOn(daysFrom('2025-10-06', '2025-10-10')) }),
    rules: MISSING,
    expected: [{ rule: 'WAGE-REGISTER-MISSING', severity: 'warning', dueOn: '2025-11-07', law: 'PW' }],
  },
  {
    name: 'Register missing: November 2025 checked on 25/11/2025 is due by 07/12/2025 under the Code',
    asOf: '2025-11-25',
    facts: site([], { attendance: attendanceOn(daysFrom('2025-11-17', '2025-11-21')) }),
    rules: MISSING,
    expected: [{ rule: 'WAGE-REGISTER-MISSING', severity: 'warning', dueOn: '2025-12-07', law: 'COW' }],
  },
];
