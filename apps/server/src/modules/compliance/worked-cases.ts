/**
 * The engine's worked cases as data (facts in, expected items out), run as one suite by compliance.cases.test.ts.
 * Each case builds one establishment from its facts, recomputes it as of `asOf` and compares the items of the
 * rules it names (`rules`; every rule when absent) with `expected`. Dates are chosen across each rule's
 * boundaries: the Labour Codes' day (the same facts on 20/11/2025 and 22/11/2025), due dates, warning windows,
 * and a state with its own threshold.
 */

import { ATTENDANCE_CASES, type AttendanceFacts } from './attendance-cases.js';
import { PROCESS_CASES, type ProcessFacts } from './process-cases.js';
import { RETURN_CASES } from './return-cases.js';
import { WAGE_CASES, type WageFacts } from './wage-cases.js';

export interface CaseFacts {
  state?: string;
  /** 'Most workers expected on any day' (body.maxWorkers). */
  maxWorkers?: number;
  commencementDate: string;
  status?: 'open' | 'completionMarked' | 'approved' | 'cancelled';
  /** completion_body.date for a marked completion. */
  completionDate?: string;
  /** Requirement codes submitted. */
  submitted?: string[];
  licences?: { key: string; type: 1 | 2 | 3; start: string; end: string; maxWorkers?: number; no?: string }[];
  /** Start dates of minimum-wage periods (the first one starts on the commencement month's April if absent). */
  minWageStarts?: string[];
  /** Workers in Form A (employee rules). */
  employees?: EmployeeFact[];
  /** Attendance registers and entries (attendance rules, attendance-cases.ts). */
  attendance?: AttendanceFacts;
  /** Wage registers and entries (wage rules, wage-cases.ts). */
  wages?: WageFacts;
  /** Accidents, complaints, recoveries, maternity leave and terminations (process rules, process-cases.ts). */
  processes?: ProcessFacts;
}

/**
 * A worker: complete Form A with an Aadhaar of its own and one wage period from joining (₹900 + ₹100 DA, above
 * the demo minimum) unless the fact says otherwise.
 */
export interface EmployeeFact {
  code: string;
  name: string;
  born: string;
  joined: string;
  exit?: string;
  skill?: 'highlySkilled' | 'skilled' | 'semiSkilled' | 'unskilled';
  /** Form A columns left empty ('aadhaar', 'body.mobile', ...). */
  omit?: string[];
  /** Names the person: workers with the same key share an Aadhaar (keyed hash). */
  person?: string;
  /** The person also works in another establishment from `from` to `to` (null: still). */
  elsewhere?: { from: string; to: string | null };
  /** Nature of work, daily hours and rest intervals recorded (adolescents). */
  adolescentParticulars?: boolean;
  /** Verification forms uploaded (codes); absent: all of them. */
  verified?: string[];
  /** Wage periods; absent: one from joining, ₹900 + ₹100. */
  wages?: { start: string; wage: string; da: string }[];
}

export interface ExpectedItem {
  rule: string;
  severity: 'violation' | 'warning';
  dueOn: string | null;
  law?: string;
  /** 'requirement': the requirement of the rule; otherwise a licence's key. */
  record?: string;
  summary?: string;
}

export interface WorkedCase {
  name: string;
  asOf: string;
  /** The instant the hour clocks are checked at (ISO); the end of `asOf` in India when absent. */
  at?: string;
  facts: CaseFacts;
  rules?: string[];
  expected: ExpectedItem[];
}

const open = (commencementDate: string, more: Partial<CaseFacts> = {}): CaseFacts => ({
  state: 'Karnataka',
  maxWorkers: 5,
  commencementDate,
  ...more,
});

const worker = (more: Partial<EmployeeFact> = {}): EmployeeFact => ({
  code: 'E-1',
  name: 'Ravi Kumar',
  born: '1990-05-05',
  joined: '2026-01-10',
  ...more,
});

/** 18 years before a day, plus `days`. */
const eighteenBefore = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - 18);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const EMPLOYEE_CASES: WorkedCase[] = [
  // Verification forms: the self-declaration due 7 days after joining, the police verification 30 days.
  {
    name: 'Verification: nothing uploaded, none overdue on the due day (17/01/2026)',
    asOf: '2026-01-17',
    facts: open('2025-12-01', { employees: [worker({ verified: [] })] }),
    rules: ['VERIFICATION-OVERDUE'],
    expected: [],
  },
  {
    name: 'Verification: the self-declaration overdue the day after (18/01/2026)',
    asOf: '2026-01-18',
    facts: open('2025-12-01', { employees: [worker({ verified: [] })] }),
    rules: ['VERIFICATION-OVERDUE'],
    expected: [
      {
        rule: 'VERIFICATION-OVERDUE',
        severity: 'violation',
        dueOn: '2026-01-17',
        law: 'OSH',
        summary: "Ravi Kumar (E-1): Worker's self-declaration not uploaded; overdue since 17/01/2026.",
      },
    ],
  },
  {
    name: 'Verification: both overdue, named in one item from the earlier due date',
    asOf: '2026-02-10',
    facts: open('2025-12-01', { employees: [worker({ verified: [] })] }),
    rules: ['VERIFICATION-OVERDUE'],
    expected: [
      {
        rule: 'VERIFICATION-OVERDUE',
        severity: 'violation',
        dueOn: '2026-01-17',
        summary:
          "Ravi Kumar (E-1): Worker's self-declaration, Police verification of antecedents not uploaded; overdue since 17/01/2026.",
      },
    ],
  },
  {
    name: 'Verification: the self-declaration uploaded, the police verification overdue from 09/02/2026',
    asOf: '2026-02-10',
    facts: open('2025-12-01', { employees: [worker({ verified: ['self-declaration'] })] }),
    rules: ['VERIFICATION-OVERDUE'],
    expected: [
      {
        rule: 'VERIFICATION-OVERDUE',
        severity: 'violation',
        dueOn: '2026-02-09',
        summary:
          'Ravi Kumar (E-1): Police verification of antecedents not uploaded; overdue since 09/02/2026.',
      },
    ],
  },
  {
    name: 'Verification: both uploaded, or the worker exited, no item',
    asOf: '2026-02-10',
    facts: open('2025-12-01', {
      employees: [worker(), worker({ code: 'E-2', verified: [], exit: '2026-01-12' })],
    }),
    rules: ['VERIFICATION-OVERDUE'],
    expected: [],
  },
  {
    name: 'Verification: before the Labour Codes, under the 2017 Registers Rules (CLRA)',
    asOf: '2025-11-20',
    facts: open('2025-06-01', { employees: [worker({ joined: '2025-11-01', verified: [] })] }),
    rules: ['VERIFICATION-OVERDUE'],
    expected: [{ rule: 'VERIFICATION-OVERDUE', severity: 'violation', dueOn: '2025-11-08', law: 'CLRA' }],
  },
  // Form A: 7 days after joining (employees.form-a-days) to fill every mandatory column.
  {
    name: 'Form A: complete, no item',
    asOf: '2026-02-01',
    facts: open('2025-12-01', { employees: [worker()] }),
    rules: ['FORM-A-INCOMPLETE'],
    expected: [],
  },
  {
    name: 'Form A: mobile and bank account missing, a warning until 17/01/2026 (joined 10/01/2026)',
    asOf: '2026-01-17',
    facts: open('2025-12-01', { employees: [worker({ omit: ['body.mobile', 'body.bankAccount'] })] }),
    rules: ['FORM-A-INCOMPLETE'],
    expected: [
      {
        rule: 'FORM-A-INCOMPLETE',
        severity: 'warning',
        dueOn: '2026-01-17',
        law: 'OSH',
        summary: 'Form A of Ravi Kumar (E-1) lacks: Mobile, Bank account number.',
      },
    ],
  },
  {
    name: 'Form A: Aadhaar missing, a violation from 18/01/2026',
    asOf: '2026-01-18',
    facts: open('2025-12-01', { employees: [worker({ omit: ['aadhaar'] })] }),
    rules: ['FORM-A-INCOMPLETE'],
    expected: [
      {
        rule: 'FORM-A-INCOMPLETE',
        severity: 'violation',
        dueOn: '2026-01-17',
        summary: 'Form A of Ravi Kumar (E-1) lacks: Aadhaar number.',
      },
    ],
  },
  {
    name: 'Form A: before the Labour Codes, the 2017 Registers Rules (CLRA)',
    asOf: '2025-11-20',
    facts: open('2025-06-01', { employees: [worker({ joined: '2025-07-01', omit: ['body.ifsc'] })] }),
    rules: ['FORM-A-INCOMPLETE'],
    expected: [{ rule: 'FORM-A-INCOMPLETE', severity: 'violation', dueOn: '2025-07-08', law: 'CLRA' }],
  },
  {
    name: 'Form A: a worker who has exited is not checked',
    asOf: '2026-03-01',
    facts: open('2025-12-01', { employees: [worker({ exit: '2026-02-01', omit: ['body.mobile'] })] }),
    rules: ['FORM-A-INCOMPLETE'],
    expected: [],
  },
  // Wage below the minimum (demo minimum for skilled workers: ₹690 + ₹130 = ₹820 a day from 01/04).
  {
    name: 'Minimum wage: ₹819.99 a day for a skilled worker, a violation at once (Code on Wages)',
    asOf: '2026-05-01',
    facts: open('2026-01-01', {
      employees: [worker({ wages: [{ start: '2026-01-10', wage: '700', da: '119.99' }] })],
    }),
    rules: ['WAGE-BELOW-MINIMUM'],
    expected: [
      {
        rule: 'WAGE-BELOW-MINIMUM',
        severity: 'violation',
        dueOn: '2026-04-01',
        law: 'COW',
        summary:
          'Ravi Kumar (E-1): ₹819.99 a day, below the minimum of ₹820.00 for Skilled workers in force from 01/04/2026.',
      },
    ],
  },
  {
    name: 'Minimum wage: exactly ₹820.00, no item',
    asOf: '2026-05-01',
    facts: open('2026-01-01', {
      employees: [worker({ wages: [{ start: '2026-01-10', wage: '700', da: '120' }] })],
    }),
    rules: ['WAGE-BELOW-MINIMUM'],
    expected: [],
  },
  {
    name: 'Minimum wage: before the Labour Codes, the Minimum Wages Act',
    asOf: '2025-11-20',
    facts: open('2025-01-01', {
      employees: [worker({ joined: '2025-02-01', wages: [{ start: '2025-02-01', wage: '500', da: '0' }] })],
    }),
    rules: ['WAGE-BELOW-MINIMUM'],
    expected: [{ rule: 'WAGE-BELOW-MINIMUM', severity: 'violation', dueOn: '2025-04-01', law: 'MW' }],
  },
  // Adolescents: under 18 on the day checked.
  {
    name: 'Adolescent: a day short of 18 without particulars, a violation',
    asOf: '2026-06-01',
    facts: open('2026-01-01', { employees: [worker({ born: eighteenBefore('2026-06-01', 1) })] }),
    rules: ['ADOLESCENT-PARTICULARS'],
    expected: [{ rule: 'ADOLESCENT-PARTICULARS', severity: 'violation', dueOn: '2026-01-10', law: 'OSH' }],
  },
  {
    name: 'Adolescent: 18 today, no item',
    asOf: '2026-06-01',
    facts: open('2026-01-01', { employees: [worker({ born: eighteenBefore('2026-06-01', 0) })] }),
    rules: ['ADOLESCENT-PARTICULARS'],
    expected: [],
  },
  {
    name: 'Adolescent: with nature of work, hours and rest intervals, no item',
    asOf: '2026-06-01',
    facts: open('2026-01-01', {
      employees: [worker({ born: eighteenBefore('2026-06-01', 300), adolescentParticulars: true })],
    }),
    rules: ['ADOLESCENT-PARTICULARS'],
    expected: [],
  },
  // One Aadhaar in two establishments.
  {
    name: 'Same Aadhaar: also working elsewhere from 01/02/2026, a warning from the first common day',
    asOf: '2026-03-01',
    facts: open('2025-12-01', { employees: [worker({ elsewhere: { from: '2026-02-01', to: null } })] }),
    rules: ['AADHAAR-TWO-ESTABLISHMENTS'],
    expected: [{ rule: 'AADHAAR-TWO-ESTABLISHMENTS', severity: 'warning', dueOn: '2026-02-01' }],
  },
  {
    name: 'Same Aadhaar: the other engagement ended the day before joining, no item',
    asOf: '2026-03-01',
    facts: open('2025-12-01', {
      employees: [worker({ elsewhere: { from: '2025-06-01', to: '2026-01-09' } })],
    }),
    rules: ['AADHAAR-TWO-ESTABLISHMENTS'],
    expected: [],
  },
  // A wage period for every active worker, 7 days after joining (employees.wage-period-days).
  {
    name: 'No wage period: a warning until 17/01/2026',
    asOf: '2026-01-17',
    facts: open('2025-12-01', { employees: [worker({ wages: [] })] }),
    rules: ['NO-WAGE-PERIOD'],
    expected: [{ rule: 'NO-WAGE-PERIOD', severity: 'warning', dueOn: '2026-01-17', law: 'COW' }],
  },
  {
    name: 'No wage period: a violation from 18/01/2026',
    asOf: '2026-01-18',
    facts: open('2025-12-01', { employees: [worker({ wages: [] })] }),
    rules: ['NO-WAGE-PERIOD'],
    expected: [{ rule: 'NO-WAGE-PERIOD', severity: 'violation', dueOn: '2026-01-17' }],
  },
  {
    name: 'No wage period: a period from joining, no item',
    asOf: '2026-01-18',
    facts: open('2025-12-01', { employees: [worker()] }),
    rules: ['NO-WAGE-PERIOD'],
    expected: [],
  },
];

export const WORKED_CASES: WorkedCase[] = [
  ...EMPLOYEE_CASES,
  ...ATTENDANCE_CASES,
  ...WAGE_CASES,
  ...PROCESS_CASES,
  ...RETURN_CASES,
  // Form VII, due 30 days before commencement (20/11/2025 for work starting 20/12/2025).
  {
    name: 'Form VII: outside the warning window, no item',
    asOf: '2025-11-04',
    facts: open('2025-12-20'),
    rules: ['FORM-VII-COMMENCEMENT'],
    expected: [],
  },
  {
    name: 'Form VII: 15 days ahead, a warning',
    asOf: '2025-11-05',
    facts: open('2025-12-20'),
    rules: ['FORM-VII-COMMENCEMENT'],
    expected: [
      {
        rule: 'FORM-VII-COMMENCEMENT',
        severity: 'warning',
        dueOn: '2025-11-20',
        law: 'CLRA',
        record: 'requirement',
        summary: 'Form VII: intimation of commencement of work: due on 20/11/2025, not submitted.',
      },
    ],
  },
  {
    name: 'Form VII: due today (20/11/2025), still a warning',
    asOf: '2025-11-20',
    facts: open('2025-12-20'),
    rules: ['FORM-VII-COMMENCEMENT'],
    expected: [
      { rule: 'FORM-VII-COMMENCEMENT', severity: 'warning', dueOn: '2025-11-20', record: 'requirement' },
    ],
  },
  {
    name: 'Form VII: passed (22/11/2025), a violation',
    asOf: '2025-11-22',
    facts: open('2025-12-20'),
    rules: ['FORM-VII-COMMENCEMENT'],
    expected: [
      { rule: 'FORM-VII-COMMENCEMENT', severity: 'violation', dueOn: '2025-11-20', record: 'requirement' },
    ],
  },
  {
    name: 'Form VII: submitted, no item',
    asOf: '2025-11-22',
    facts: open('2025-12-20', { submitted: ['form-vii-commencement'] }),
    rules: ['FORM-VII-COMMENCEMENT'],
    expected: [],
  },
  // EC Act insurance, due on commencement; a valid policy under Licences meets it.
  {
    name: 'EC insurance: due 21/11/2025, a warning on 20/11/2025',
    asOf: '2025-11-20',
    facts: open('2025-11-21'),
    rules: ['EC-INSURANCE'],
    expected: [
      { rule: 'EC-INSURANCE', severity: 'warning', dueOn: '2025-11-21', law: 'ECA', record: 'requirement' },
    ],
  },
  {
    name: 'EC insurance: a violation on 22/11/2025',
    asOf: '2025-11-22',
    facts: open('2025-11-21'),
    rules: ['EC-INSURANCE'],
    expected: [{ rule: 'EC-INSURANCE', severity: 'violation', dueOn: '2025-11-21', record: 'requirement' }],
  },
  {
    name: 'EC insurance: met by a valid policy recorded under Licences',
    asOf: '2025-11-22',
    facts: open('2025-11-21', {
      licences: [{ key: 'policy', type: 3, start: '2025-11-01', end: '2026-10-31' }],
    }),
    rules: ['EC-INSURANCE'],
    expected: [],
  },
  // BOCW cess, due 30 days after commencement; still owed once completion is marked.
  {
    name: 'BOCW cess: due 20/11/2025, a warning that day',
    asOf: '2025-11-20',
    facts: open('2025-10-21'),
    rules: ['BOCW-CESS'],
    expected: [
      {
        rule: 'BOCW-CESS',
        severity: 'warning',
        dueOn: '2025-11-20',
        law: 'BOCW-CESS',
        record: 'requirement',
      },
    ],
  },
  {
    name: 'BOCW cess: a violation on 22/11/2025, also after completion is marked',
    asOf: '2025-11-22',
    facts: open('2025-10-21', { status: 'completionMarked', completionDate: '2025-11-15' }),
    rules: ['BOCW-CESS'],
    expected: [{ rule: 'BOCW-CESS', severity: 'violation', dueOn: '2025-11-20', record: 'requirement' }],
  },
  // POSH committee: 10 or more employed.
  {
    name: 'POSH committee: 9 workers, not needed',
    asOf: '2025-11-22',
    facts: open('2025-10-21', { maxWorkers: 9 }),
    rules: ['POSH-COMMITTEE'],
    expected: [],
  },
  {
    name: 'POSH committee: 10 workers, overdue',
    asOf: '2025-11-22',
    facts: open('2025-10-21', { maxWorkers: 10 }),
    rules: ['POSH-COMMITTEE'],
    expected: [
      {
        rule: 'POSH-COMMITTEE',
        severity: 'violation',
        dueOn: '2025-11-20',
        law: 'POSH',
        record: 'requirement',
      },
    ],
  },
  // Welfare facilities: the Contract Labour Act until 20/11/2025, the OSH Code from 21/11/2025.
  {
    name: 'Welfare facilities on 20/11/2025: due that day, under the Contract Labour Act',
    asOf: '2025-11-20',
    facts: open('2025-11-13'),
    rules: ['WELFARE-FACILITIES'],
    expected: [{ rule: 'WELFARE-FACILITIES', severity: 'warning', dueOn: '2025-11-20', law: 'CLRA' }],
  },
  {
    name: 'Welfare facilities on 22/11/2025: overdue, under the OSH Code',
    asOf: '2025-11-22',
    facts: open('2025-11-13'),
    rules: ['WELFARE-FACILITIES'],
    expected: [{ rule: 'WELFARE-FACILITIES', severity: 'violation', dueOn: '2025-11-20', law: 'OSH' }],
  },
  // Contract-labour applicability: 20 workers before the Codes, 50 from 21/11/2025; Rajasthan 50 already.
  {
    name: 'Labour licence: 30 workers in Karnataka on 20/11/2025 (threshold 20), none recorded',
    asOf: '2025-11-20',
    facts: open('2025-06-01', { maxWorkers: 30 }),
    rules: ['CONTRACT-LABOUR-LICENCE'],
    expected: [
      {
        rule: 'CONTRACT-LABOUR-LICENCE',
        severity: 'violation',
        dueOn: '2025-06-01',
        law: 'CLRA',
        record: 'requirement',
        summary: 'Up to 30 workers are expected (threshold 20) and no labour licence is recorded.',
      },
    ],
  },
  {
    name: 'Labour licence: the same 30 workers on 22/11/2025 are under the OSH Code threshold of 50',
    asOf: '2025-11-22',
    facts: open('2025-06-01', { maxWorkers: 30 }),
    rules: ['CONTRACT-LABOUR-LICENCE'],
    expected: [],
  },
  {
    name: 'Labour licence: 30 workers in Rajasthan on 20/11/2025, under the state threshold of 50',
    asOf: '2025-11-20',
    facts: open('2025-06-01', { maxWorkers: 30, state: 'Rajasthan' }),
    rules: ['CONTRACT-LABOUR-LICENCE'],
    expected: [],
  },
  {
    name: 'Labour licence: 60 workers on 22/11/2025, under the OSH Code',
    asOf: '2025-11-22',
    facts: open('2025-06-01', { maxWorkers: 60 }),
    rules: ['CONTRACT-LABOUR-LICENCE'],
    expected: [{ rule: 'CONTRACT-LABOUR-LICENCE', severity: 'violation', dueOn: '2025-06-01', law: 'OSH' }],
  },
  {
    name: 'Labour licence: work starting 01/12/2025, a warning on 22/11/2025',
    asOf: '2025-11-22',
    facts: open('2025-12-01', { maxWorkers: 60 }),
    rules: ['CONTRACT-LABOUR-LICENCE'],
    expected: [{ rule: 'CONTRACT-LABOUR-LICENCE', severity: 'warning', dueOn: '2025-12-01', law: 'OSH' }],
  },
  {
    name: 'Labour licence: recorded, the applicability rule is met',
    asOf: '2025-11-22',
    facts: open('2025-06-01', {
      maxWorkers: 60,
      licences: [{ key: 'clra', type: 1, start: '2025-05-20', end: '2026-05-19', maxWorkers: 80 }],
    }),
    rules: ['CONTRACT-LABOUR-LICENCE', 'CONTRACT-LABOUR-LICENCE-WORKERS'],
    expected: [],
  },
  {
    name: 'Labour licence for 40 workers, 60 expected: a violation',
    asOf: '2025-11-22',
    facts: open('2025-06-01', {
      maxWorkers: 60,
      licences: [
        { key: 'clra', type: 1, start: '2025-05-20', end: '2026-05-19', maxWorkers: 40, no: 'CLRA/1' },
      ],
    }),
    rules: ['CONTRACT-LABOUR-LICENCE-WORKERS'],
    expected: [
      {
        rule: 'CONTRACT-LABOUR-LICENCE-WORKERS',
        severity: 'violation',
        dueOn: '2025-06-01',
        law: 'OSH',
        record: 'clra',
        summary: 'Licence CLRA/1 allows 40 workers; up to 60 are expected.',
      },
    ],
  },
  // Licence expiry: a warning 30 days ahead, a violation once it has run out while open.
  {
    name: 'Labour licence ending 20/12/2025: no warning on 19/11/2025 (31 days ahead)',
    asOf: '2025-11-19',
    facts: open('2025-01-10', { licences: [{ key: 'l', type: 1, start: '2024-12-21', end: '2025-12-20' }] }),
    rules: ['CONTRACT-LABOUR-LICENCE-EXPIRING', 'CONTRACT-LABOUR-LICENCE-EXPIRED'],
    expected: [],
  },
  {
    name: 'Labour licence ending 20/12/2025: a warning on 20/11/2025 (30 days ahead)',
    asOf: '2025-11-20',
    facts: open('2025-01-10', {
      licences: [{ key: 'l', type: 1, start: '2024-12-21', end: '2025-12-20', no: 'CLRA/MYS/9' }],
    }),
    rules: ['CONTRACT-LABOUR-LICENCE-EXPIRING', 'CONTRACT-LABOUR-LICENCE-EXPIRED'],
    expected: [
      {
        rule: 'CONTRACT-LABOUR-LICENCE-EXPIRING',
        severity: 'warning',
        dueOn: '2025-12-20',
        law: 'CLRA',
        record: 'l',
        summary: 'Labour licence CLRA/MYS/9 expires on 20/12/2025.',
      },
    ],
  },
  {
    name: 'Labour licence renewed: the later licence is the one that counts',
    asOf: '2025-11-20',
    facts: open('2025-01-10', {
      licences: [
        { key: 'old', type: 1, start: '2024-12-21', end: '2025-12-20' },
        { key: 'new', type: 1, start: '2025-12-21', end: '2026-12-20' },
      ],
    }),
    rules: ['CONTRACT-LABOUR-LICENCE-EXPIRING', 'CONTRACT-LABOUR-LICENCE-EXPIRED'],
    expected: [],
  },
  {
    name: 'Labour licence ending 21/11/2025: still a warning on its last day',
    asOf: '2025-11-21',
    facts: open('2025-01-10', { licences: [{ key: 'l', type: 1, start: '2024-11-22', end: '2025-11-21' }] }),
    rules: ['CONTRACT-LABOUR-LICENCE-EXPIRING', 'CONTRACT-LABOUR-LICENCE-EXPIRED'],
    expected: [
      {
        rule: 'CONTRACT-LABOUR-LICENCE-EXPIRING',
        severity: 'warning',
        dueOn: '2025-11-21',
        law: 'OSH',
        record: 'l',
      },
    ],
  },
  {
    name: 'Labour licence ended 21/11/2025: expired on 22/11/2025 while open',
    asOf: '2025-11-22',
    facts: open('2025-01-10', { licences: [{ key: 'l', type: 1, start: '2024-11-22', end: '2025-11-21' }] }),
    rules: ['CONTRACT-LABOUR-LICENCE-EXPIRING', 'CONTRACT-LABOUR-LICENCE-EXPIRED'],
    expected: [
      {
        rule: 'CONTRACT-LABOUR-LICENCE-EXPIRED',
        severity: 'violation',
        dueOn: '2025-11-21',
        law: 'OSH',
        record: 'l',
      },
    ],
  },
  {
    name: 'Labour licence ended after completion was marked: nothing more is asked',
    asOf: '2025-11-22',
    facts: open('2025-01-10', {
      status: 'completionMarked',
      completionDate: '2025-11-15',
      licences: [{ key: 'l', type: 1, start: '2024-11-22', end: '2025-11-21' }],
    }),
    rules: ['CONTRACT-LABOUR-LICENCE-EXPIRING', 'CONTRACT-LABOUR-LICENCE-EXPIRED'],
    expected: [],
  },
  {
    name: 'BOCW registration certificate ending 10/12/2025: a warning on 20/11/2025',
    asOf: '2025-11-20',
    facts: open('2025-01-10', { licences: [{ key: 'b', type: 2, start: '2024-12-11', end: '2025-12-10' }] }),
    rules: ['BOCW-REGISTRATION-EXPIRING', 'BOCW-REGISTRATION-EXPIRED'],
    expected: [
      {
        rule: 'BOCW-REGISTRATION-EXPIRING',
        severity: 'warning',
        dueOn: '2025-12-10',
        law: 'BOCW',
        record: 'b',
      },
    ],
  },
  {
    name: 'EC Act policy ended 31/10/2025: expired on 22/11/2025',
    asOf: '2025-11-22',
    facts: open('2025-01-10', { licences: [{ key: 'p', type: 3, start: '2024-11-01', end: '2025-10-31' }] }),
    rules: ['EC-INSURANCE-EXPIRING', 'EC-INSURANCE-EXPIRED'],
    expected: [
      { rule: 'EC-INSURANCE-EXPIRED', severity: 'violation', dueOn: '2025-10-31', law: 'ECA', record: 'p' },
    ],
  },
  {
    name: 'BOCW registration certificate ending 10/12/2025: no warning on 09/11/2025 (31 days ahead)',
    asOf: '2025-11-09',
    facts: open('2025-01-10', { licences: [{ key: 'b', type: 2, start: '2024-12-11', end: '2025-12-10' }] }),
    rules: ['BOCW-REGISTRATION-EXPIRING', 'BOCW-REGISTRATION-EXPIRED'],
    expected: [],
  },
  {
    name: 'BOCW registration certificate ending 21/11/2025: expiring on 21/11/2025',
    asOf: '2025-11-21',
    facts: open('2025-01-10', { licences: [{ key: 'b', type: 2, start: '2020-11-22', end: '2025-11-21' }] }),
    rules: ['BOCW-REGISTRATION-EXPIRING', 'BOCW-REGISTRATION-EXPIRED'],
    expected: [{ rule: 'BOCW-REGISTRATION-EXPIRING', severity: 'warning', dueOn: '2025-11-21', record: 'b' }],
  },
  {
    name: 'BOCW registration certificate ending 21/11/2025: expired on 22/11/2025',
    asOf: '2025-11-22',
    facts: open('2025-01-10', { licences: [{ key: 'b', type: 2, start: '2020-11-22', end: '2025-11-21' }] }),
    rules: ['BOCW-REGISTRATION-EXPIRING', 'BOCW-REGISTRATION-EXPIRED'],
    expected: [
      {
        rule: 'BOCW-REGISTRATION-EXPIRED',
        severity: 'violation',
        dueOn: '2025-11-21',
        law: 'BOCW',
        record: 'b',
      },
    ],
  },
  {
    name: 'EC Act policy ending 31/10/2025: expiring on its last day',
    asOf: '2025-10-31',
    facts: open('2025-01-10', { licences: [{ key: 'p', type: 3, start: '2024-11-01', end: '2025-10-31' }] }),
    rules: ['EC-INSURANCE-EXPIRING', 'EC-INSURANCE-EXPIRED'],
    expected: [
      { rule: 'EC-INSURANCE-EXPIRING', severity: 'warning', dueOn: '2025-10-31', law: 'ECA', record: 'p' },
    ],
  },
  {
    name: 'Labour licence for 40 workers, 60 expected, on 20/11/2025: under the Contract Labour Act',
    asOf: '2025-11-20',
    facts: open('2025-06-01', {
      maxWorkers: 60,
      licences: [{ key: 'clra', type: 1, start: '2025-05-20', end: '2026-05-19', maxWorkers: 40 }],
    }),
    rules: ['CONTRACT-LABOUR-LICENCE-WORKERS'],
    expected: [
      {
        rule: 'CONTRACT-LABOUR-LICENCE-WORKERS',
        severity: 'violation',
        dueOn: '2025-06-01',
        law: 'CLRA',
        record: 'clra',
      },
    ],
  },
  {
    name: 'POSH committee: 10 workers, due 20/11/2025, a warning that day',
    asOf: '2025-11-20',
    facts: open('2025-10-21', { maxWorkers: 10 }),
    rules: ['POSH-COMMITTEE'],
    expected: [{ rule: 'POSH-COMMITTEE', severity: 'warning', dueOn: '2025-11-20', record: 'requirement' }],
  },
  // BOCW registration within 60 days of commencement, with 10 or more building workers.
  {
    name: 'BOCW registration: 10 workers, due 20/11/2025, a warning that day',
    asOf: '2025-11-20',
    facts: open('2025-09-21', { maxWorkers: 10 }),
    rules: ['BOCW-REGISTRATION'],
    expected: [
      {
        rule: 'BOCW-REGISTRATION',
        severity: 'warning',
        dueOn: '2025-11-20',
        law: 'BOCW',
        record: 'requirement',
      },
    ],
  },
  {
    name: 'BOCW registration: a violation on 22/11/2025',
    asOf: '2025-11-22',
    facts: open('2025-09-21', { maxWorkers: 10 }),
    rules: ['BOCW-REGISTRATION'],
    expected: [
      { rule: 'BOCW-REGISTRATION', severity: 'violation', dueOn: '2025-11-20', record: 'requirement' },
    ],
  },
  {
    name: 'BOCW registration: 9 workers, the Act does not apply',
    asOf: '2025-11-22',
    facts: open('2025-09-21', { maxWorkers: 9 }),
    rules: ['BOCW-REGISTRATION'],
    expected: [],
  },
  {
    name: 'BOCW registration: submitted as a requirement',
    asOf: '2025-11-22',
    facts: open('2025-09-21', { maxWorkers: 40, submitted: ['bocw-registration'] }),
    rules: ['BOCW-REGISTRATION'],
    expected: [],
  },
  // Minimum wages: revised from 1 April and 1 October, flagged after 30 grace days.
  {
    name: 'Minimum wages: on 30/10/2025 the October revision is within its grace days',
    asOf: '2025-10-30',
    facts: open('2025-05-01', { minWageStarts: ['2025-04-01'] }),
    rules: ['MINIMUM-WAGES-REVISION'],
    expected: [],
  },
  {
    name: 'Minimum wages: on 31/10/2025 the table lacks the October revision (Minimum Wages Act)',
    asOf: '2025-10-31',
    facts: open('2025-05-01', { minWageStarts: ['2025-04-01'] }),
    rules: ['MINIMUM-WAGES-REVISION'],
    expected: [
      {
        rule: 'MINIMUM-WAGES-REVISION',
        severity: 'warning',
        dueOn: '2025-10-31',
        law: 'MW',
        summary:
          'No minimum wages entered from 01/10/2025 (VDA revision); the latest period starts 01/04/2025.',
      },
    ],
  },
  {
    name: 'Minimum wages: the same table on 22/11/2025, under the Code on Wages',
    asOf: '2025-11-22',
    facts: open('2025-05-01', { minWageStarts: ['2025-04-01'] }),
    rules: ['MINIMUM-WAGES-REVISION'],
    expected: [{ rule: 'MINIMUM-WAGES-REVISION', severity: 'warning', dueOn: '2025-10-31', law: 'COW' }],
  },
  {
    name: 'Minimum wages: revised from 01/10/2025',
    asOf: '2025-11-22',
    facts: open('2025-05-01', { minWageStarts: ['2025-04-01', '2025-10-01'] }),
    rules: ['MINIMUM-WAGES-REVISION'],
    expected: [],
  },
  // Completion marked and not approved within 30 days.
  {
    name: 'Completion on 20/10/2025: not yet late on 19/11/2025',
    asOf: '2025-11-19',
    facts: open('2025-01-10', { status: 'completionMarked', completionDate: '2025-10-20' }),
    rules: ['COMPLETION-APPROVAL'],
    expected: [],
  },
  {
    name: 'Completion on 20/10/2025: awaiting approval on 20/11/2025',
    asOf: '2025-11-20',
    facts: open('2025-01-10', { status: 'completionMarked', completionDate: '2025-10-20' }),
    rules: ['COMPLETION-APPROVAL'],
    expected: [{ rule: 'COMPLETION-APPROVAL', severity: 'warning', dueOn: '2025-11-19', law: 'CLRA' }],
  },
  // The establishment's state decides what is checked at all.
  {
    name: 'Cancelled establishment: no items whatever is missing',
    asOf: '2025-11-22',
    facts: open('2025-06-01', { maxWorkers: 80, status: 'cancelled' }),
    expected: [],
  },
  {
    name: 'Approved completion: only the cess and the returns of the periods worked are still owed',
    asOf: '2025-11-22',
    facts: open('2025-06-01', { maxWorkers: 80, status: 'approved', completionDate: '2025-10-01' }),
    expected: [
      { rule: 'BOCW-CESS', severity: 'violation', dueOn: '2025-07-01', record: 'requirement' },
      { rule: 'HALF-YEARLY-RETURN-CLRA', severity: 'violation', dueOn: '2025-07-30' },
    ],
  },
];
