/**
 * The attendance rules' worked cases (law/attendance-rules.ts), part of WORKED_CASES: registers and entries in,
 * expected items out, on both sides of 21/11/2025 for the hours rules (9-hour day, then 8) and the
 * contract-labour threshold (20, then 50), and on both sides of each limit (exactly at the limit: no item).
 */

export type AttendanceType = 'present' | 'absent' | 'paid_leave' | 'week_off';

export interface AttendanceEntryFact {
  /** The worker's employee code. */
  code: string;
  type?: AttendanceType;
  /** 'HH:mm', local; an out time not after the in time is on the next day (a night shift). */
  in?: string;
  out?: string;
  rest?: number;
  overtime?: number;
}

export interface AttendanceDayFact {
  date: string;
  /** The establishment was closed that day, for this reason. */
  closed?: string;
  entries?: AttendanceEntryFact[];
}

/**
 * The shapes of worked-cases.ts that these cases use (declared here, not imported, so that the two files do not
 * import each other; worked-cases.ts type-checks them as its WorkedCase).
 */
interface EmployeeFact {
  code: string;
  name: string;
  born: string;
  joined: string;
}

interface CaseFacts {
  state?: string;
  maxWorkers?: number;
  commencementDate: string;
  licences?: { key: string; type: 1 | 2 | 3; start: string; end: string; maxWorkers?: number; no?: string }[];
  employees?: EmployeeFact[];
  attendance?: AttendanceFacts;
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
    record?: string;
    summary?: string;
  }[];
}

export interface AttendanceFacts {
  /** body.weeklyHoliday of the establishment ('Sunday', ...). */
  weeklyHoliday?: string;
  /** The days with a register. */
  days: AttendanceDayFact[];
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Every day from `from` to `to`, both included. */
const daysFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

const ravi = (joined: string): EmployeeFact => ({
  code: 'E-1',
  name: 'Ravi Kumar',
  born: '1990-05-05',
  joined,
});

/** `n` workers C-01 .. C-nn who joined on `joined`. */
const crew = (n: number, joined: string): EmployeeFact[] =>
  Array.from({ length: n }, (_, i) => ({
    code: `C-${String(i + 1).padStart(2, '0')}`,
    name: `Worker ${i + 1}`,
    born: '1992-03-03',
    joined,
  }));

/** A register on `date` with Ravi (E-1) present from `inTime` to `outTime`. */
const ravisDay = (
  date: string,
  inTime: string,
  outTime: string,
  rest = 30,
  overtime = 0,
): AttendanceDayFact => ({
  date,
  entries: [{ code: 'E-1', type: 'present', in: inTime, out: outTime, rest, overtime }],
});

const site = (
  commencementDate: string,
  employees: EmployeeFact[],
  attendance: AttendanceFacts,
  more: Partial<CaseFacts> = {},
): CaseFacts => ({ state: 'Karnataka', maxWorkers: 5, commencementDate, employees, attendance, ...more });

/** Everyone of `workers` present on `date`, 09:00 to 17:30. */
const allPresent = (date: string, workers: EmployeeFact[]): AttendanceDayFact => ({
  date,
  entries: workers.map((w) => ({ code: w.code, type: 'present', in: '09:00', out: '17:30', rest: 30 })),
});

const MISSING = ['ATTENDANCE-REGISTER-MISSING'];
const DAILY = ['ATTENDANCE-DAILY-HOURS'];
const WEEKLY = ['ATTENDANCE-WEEKLY-HOURS'];
const SPREAD = ['ATTENDANCE-SPREAD-OVER'];
const REST = ['ATTENDANCE-REST-INTERVAL'];
const REST_DAY = ['ATTENDANCE-REST-DAY'];
const HEADCOUNT = ['CONTRACT-LABOUR-HEADCOUNT'];
const ABOVE = ['CONTRACT-LABOUR-HEADCOUNT-ABOVE-LICENCE'];
const EXPIRY = ['CONTRACT-LABOUR-ATTENDANCE-AFTER-EXPIRY'];

// Work commenced Monday 05/01/2026; the first worker joined Saturday 10/01/2026; the weekly holiday is Sunday.
const missingSite = (registers: string[], closed: Record<string, string> = {}) =>
  site('2026-01-05', [ravi('2026-01-10')], {
    weeklyHoliday: 'Sunday',
    days: registers.map((date) => ({ date, closed: closed[date] })),
  });

export const ATTENDANCE_CASES: WorkedCase[] = [
  // A working day with no register: a warning, a violation once more than 7 days old.
  {
    name: 'Register missing: today (14/01/2026) has none, a warning due 21/01/2026',
    asOf: '2026-01-14',
    facts: missingSite(['2026-01-10', '2026-01-12', '2026-01-13']),
    rules: MISSING,
    expected: [
      {
        rule: 'ATTENDANCE-REGISTER-MISSING',
        severity: 'warning',
        dueOn: '2026-01-21',
        law: 'OSH',
        summary:
          '1 working day(s) from 14/01/2026 to 14/01/2026 without an attendance register, 0 of them more than 7 days old.',
      },
    ],
  },
  {
    name: 'Register missing: 12/01/2026 is 7 days old on 19/01/2026, still a warning',
    asOf: '2026-01-19',
    facts: missingSite(['2026-01-10', ...daysFrom('2026-01-13', '2026-01-17'), '2026-01-19']),
    rules: MISSING,
    expected: [{ rule: 'ATTENDANCE-REGISTER-MISSING', severity: 'warning', dueOn: '2026-01-19' }],
  },
  {
    name: 'Register missing: 12/01/2026 is more than 7 days old on 20/01/2026, a violation',
    asOf: '2026-01-20',
    facts: missingSite(['2026-01-10', ...daysFrom('2026-01-13', '2026-01-17'), '2026-01-19', '2026-01-20']),
    rules: MISSING,
    expected: [
      {
        rule: 'ATTENDANCE-REGISTER-MISSING',
        severity: 'violation',
        dueOn: '2026-01-19',
        summary:
          '1 working day(s) from 12/01/2026 to 12/01/2026 without an attendance register, 1 of them more than 7 days old.',
      },
    ],
  },
  {
    name: 'Register missing: 8 working days from 12/01/2026 on 20/01/2026, one of them overdue: one violation',
    asOf: '2026-01-20',
    facts: missingSite(['2026-01-10']),
    rules: MISSING,
    expected: [
      {
        rule: 'ATTENDANCE-REGISTER-MISSING',
        severity: 'violation',
        dueOn: '2026-01-19',
        summary:
          '8 working day(s) from 12/01/2026 to 20/01/2026 without an attendance register, 1 of them more than 7 days old.',
      },
    ],
  },
  {
    name: 'Register missing: none before the first joining, on the weekly holiday, or on a day closed with a reason',
    asOf: '2026-01-12',
    facts: missingSite(['2026-01-10', '2026-01-12'], { '2026-01-10': 'Heavy rain — site flooded' }),
    rules: MISSING,
    expected: [],
  },
  {
    name: 'Register missing: before the Labour Codes, under the Registers Rules (CLRA)',
    asOf: '2025-11-20',
    facts: site('2025-11-01', [ravi('2025-11-03')], {
      weeklyHoliday: 'Sunday',
      days: daysFrom('2025-11-03', '2025-11-19').map((date) => ({ date })),
    }),
    rules: MISSING,
    expected: [
      { rule: 'ATTENDANCE-REGISTER-MISSING', severity: 'warning', dueOn: '2025-11-27', law: 'CLRA' },
    ],
  },
  // Daily hours: 9 before 21/11/2025, 8 from it; hours recorded as overtime are not over the limit.
  {
    name: 'Daily hours: 9 h on 20/11/2025 is within the 9-hour day; 9 h on 24/11/2025 is over the 8-hour day',
    asOf: '2025-11-25',
    facts: site('2025-10-01', [ravi('2025-11-01')], {
      days: [ravisDay('2025-11-20', '08:00', '17:30'), ravisDay('2025-11-24', '08:00', '17:30')],
    }),
    rules: DAILY,
    expected: [
      {
        rule: 'ATTENDANCE-DAILY-HOURS',
        severity: 'violation',
        dueOn: '2025-11-24',
        law: 'OSH',
        summary:
          'Ravi Kumar (E-1) worked 9 h on 24/11/2025 against a normal day of 8 h with 0 h of overtime recorded; 1 such day(s) up to 24/11/2025.',
      },
    ],
  },
  {
    name: 'Daily hours: 9 h 30 min on 19/11/2025, over the 9-hour day (Minimum Wages Rules)',
    asOf: '2025-11-20',
    facts: site('2025-10-01', [ravi('2025-11-01')], { days: [ravisDay('2025-11-19', '08:00', '18:00')] }),
    rules: DAILY,
    expected: [{ rule: 'ATTENDANCE-DAILY-HOURS', severity: 'violation', dueOn: '2025-11-19', law: 'MW' }],
  },
  {
    name: 'Daily hours: 10 h with 2 h recorded as overtime, no item',
    asOf: '2025-11-25',
    facts: site('2025-10-01', [ravi('2025-11-01')], {
      days: [ravisDay('2025-11-24', '08:00', '18:30', 30, 2)],
    }),
    rules: DAILY,
    expected: [],
  },
  {
    name: 'Daily hours: a night shift from 20:00 to 05:30 the next day is 9 h, over the 8-hour day',
    asOf: '2026-02-05',
    facts: site('2026-01-05', [ravi('2026-01-10')], { days: [ravisDay('2026-02-03', '20:00', '05:30')] }),
    rules: DAILY,
    expected: [
      {
        rule: 'ATTENDANCE-DAILY-HOURS',
        severity: 'violation',
        dueOn: '2026-02-03',
        summary:
          'Ravi Kumar (E-1) worked 9 h on 03/02/2026 against a normal day of 8 h with 0 h of overtime recorded; 1 such day(s) up to 03/02/2026.',
      },
    ],
  },
  // Weekly hours, weeks from Monday.
  {
    name: 'Weekly hours: 6 days of 8 h from Monday 02/02/2026 is 48 h, no item',
    asOf: '2026-02-08',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: daysFrom('2026-02-02', '2026-02-07').map((d) => ravisDay(d, '08:00', '16:30')),
    }),
    rules: WEEKLY,
    expected: [],
  },
  {
    name: 'Weekly hours: 2 h more on Sunday 08/02/2026 makes 50 h in the week, a violation (OSH Code)',
    asOf: '2026-02-08',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: [
        ...daysFrom('2026-02-02', '2026-02-07').map((d) => ravisDay(d, '08:00', '16:30')),
        ravisDay('2026-02-08', '08:00', '10:00', 0),
      ],
    }),
    rules: WEEKLY,
    expected: [
      {
        rule: 'ATTENDANCE-WEEKLY-HOURS',
        severity: 'violation',
        dueOn: '2026-02-02',
        law: 'OSH',
        summary:
          'Ravi Kumar (E-1) worked 50 h in the week from 02/02/2026 against 48 h with 0 h of overtime recorded; 1 such week(s) up to the week from 02/02/2026.',
      },
    ],
  },
  {
    name: 'Weekly hours: 6 days of 8 h 30 min from Monday 10/11/2025 is 51 h, a violation (Minimum Wages Rules)',
    asOf: '2025-11-16',
    facts: site('2025-10-01', [ravi('2025-11-01')], {
      days: daysFrom('2025-11-10', '2025-11-15').map((d) => ravisDay(d, '08:00', '17:00')),
    }),
    rules: WEEKLY,
    expected: [{ rule: 'ATTENDANCE-WEEKLY-HOURS', severity: 'violation', dueOn: '2025-11-10', law: 'MW' }],
  },
  // Spread-over: in to out at most 12 hours.
  {
    name: 'Spread-over: 07:00 to 19:30 is 12 h 30 min, a violation',
    asOf: '2026-02-05',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: [ravisDay('2026-02-03', '07:00', '19:30', 210)],
    }),
    rules: SPREAD,
    expected: [
      {
        rule: 'ATTENDANCE-SPREAD-OVER',
        severity: 'violation',
        dueOn: '2026-02-03',
        law: 'OSH',
        summary:
          'Ravi Kumar (E-1) was at work 12 h 30 min on 03/02/2026, beyond the spread-over of 12 h; 1 such day(s) up to 03/02/2026.',
      },
    ],
  },
  {
    name: 'Spread-over: 07:00 to 19:00 is exactly 12 h, no item',
    asOf: '2026-02-05',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: [ravisDay('2026-02-03', '07:00', '19:00', 180)],
    }),
    rules: SPREAD,
    expected: [],
  },
  {
    name: 'Spread-over: 13 h on 19/11/2025, a violation (Minimum Wages Rules)',
    asOf: '2025-11-20',
    facts: site('2025-10-01', [ravi('2025-11-01')], {
      days: [ravisDay('2025-11-19', '06:00', '19:00', 240)],
    }),
    rules: SPREAD,
    expected: [{ rule: 'ATTENDANCE-SPREAD-OVER', severity: 'violation', dueOn: '2025-11-19', law: 'MW' }],
  },
  // The half-hour rest after 5 hours.
  {
    name: 'Rest interval: 5 h 30 min without rest, a violation',
    asOf: '2026-02-05',
    facts: site('2026-01-05', [ravi('2026-01-10')], { days: [ravisDay('2026-02-03', '08:00', '13:30', 0)] }),
    rules: REST,
    expected: [
      {
        rule: 'ATTENDANCE-REST-INTERVAL',
        severity: 'violation',
        dueOn: '2026-02-03',
        summary:
          'Ravi Kumar (E-1) worked 5 h 30 min on 03/02/2026 with 0 min of rest (at least 30 min after 5 h); 1 such day(s) up to 03/02/2026.',
      },
    ],
  },
  {
    name: 'Rest interval: 5 h without rest, and 8 h with 30 min of rest, no item',
    asOf: '2026-02-05',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: [ravisDay('2026-02-03', '08:00', '13:00', 0), ravisDay('2026-02-04', '08:00', '16:30', 30)],
    }),
    rules: REST,
    expected: [],
  },
  {
    name: 'Rest interval: 6 h without rest on 19/11/2025, a violation (Minimum Wages Rules)',
    asOf: '2025-11-20',
    facts: site('2025-10-01', [ravi('2025-11-01')], { days: [ravisDay('2025-11-19', '07:00', '13:00', 0)] }),
    rules: REST,
    expected: [{ rule: 'ATTENDANCE-REST-INTERVAL', severity: 'violation', dueOn: '2025-11-19', law: 'MW' }],
  },
  // A rest day in every seven.
  {
    name: 'Rest day: present 7 days in a row from 02/02/2026, a violation (Code on Wages)',
    asOf: '2026-02-10',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: daysFrom('2026-02-02', '2026-02-08').map((d) => ravisDay(d, '09:00', '13:00', 0)),
    }),
    rules: REST_DAY,
    expected: [
      {
        rule: 'ATTENDANCE-REST-DAY',
        severity: 'violation',
        dueOn: '2026-02-02',
        law: 'COW',
        summary:
          'Ravi Kumar (E-1) was present 7 days in a row from 02/02/2026 to 08/02/2026 without a rest day; 1 such run(s).',
      },
    ],
  },
  {
    name: 'Rest day: 6 days, a day off, then work again, no item',
    asOf: '2026-02-10',
    facts: site('2026-01-05', [ravi('2026-01-10')], {
      days: [
        ...daysFrom('2026-02-02', '2026-02-07').map((d) => ravisDay(d, '09:00', '13:00', 0)),
        { date: '2026-02-08', entries: [{ code: 'E-1', type: 'week_off' }] },
        ravisDay('2026-02-09', '09:00', '13:00', 0),
      ],
    }),
    rules: REST_DAY,
    expected: [],
  },
  {
    name: 'Rest day: 7 days in a row from 10/11/2025, a violation (Minimum Wages Act)',
    asOf: '2025-11-19',
    facts: site('2025-10-01', [ravi('2025-11-01')], {
      days: daysFrom('2025-11-10', '2025-11-16').map((d) => ravisDay(d, '09:00', '13:00', 0)),
    }),
    rules: REST_DAY,
    expected: [{ rule: 'ATTENDANCE-REST-DAY', severity: 'violation', dueOn: '2025-11-10', law: 'MW' }],
  },
  // The contract-labour threshold from the real headcount: 20 before 21/11/2025, 50 from it.
  {
    name: 'Headcount: 25 present on 10/11/2025, no licence, on 20/11/2025 (threshold 20): a violation',
    asOf: '2025-11-20',
    facts: site('2025-10-01', crew(25, '2025-10-01'), {
      days: [allPresent('2025-11-10', crew(25, '2025-10-01'))],
    }),
    rules: HEADCOUNT,
    expected: [
      {
        rule: 'CONTRACT-LABOUR-HEADCOUNT',
        severity: 'violation',
        dueOn: '2025-11-10',
        law: 'CLRA',
        summary: '25 workers were present on 10/11/2025 (threshold 20) and no labour licence is recorded.',
      },
    ],
  },
  {
    name: 'Headcount: the same 25 on 22/11/2025 are under the OSH Code threshold of 50',
    asOf: '2025-11-22',
    facts: site('2025-10-01', crew(25, '2025-10-01'), {
      days: [allPresent('2025-11-10', crew(25, '2025-10-01'))],
    }),
    rules: HEADCOUNT,
    expected: [],
  },
  {
    name: 'Headcount: 25 present in Rajasthan on 10/11/2025, under the state threshold of 50',
    asOf: '2025-11-20',
    facts: site(
      '2025-10-01',
      crew(25, '2025-10-01'),
      { days: [allPresent('2025-11-10', crew(25, '2025-10-01'))] },
      { state: 'Rajasthan' },
    ),
    rules: HEADCOUNT,
    expected: [],
  },
  {
    name: 'Headcount: 19 present on 10/11/2025, under the threshold of 20',
    asOf: '2025-11-20',
    facts: site('2025-10-01', crew(25, '2025-10-01'), {
      days: [allPresent('2025-11-10', crew(19, '2025-10-01'))],
    }),
    rules: HEADCOUNT,
    expected: [],
  },
  {
    name: 'Headcount: 25 present with a labour licence recorded, no item',
    asOf: '2025-11-20',
    facts: site(
      '2025-10-01',
      crew(25, '2025-10-01'),
      { days: [allPresent('2025-11-10', crew(25, '2025-10-01'))] },
      {
        licences: [{ key: 'L', type: 1, start: '2025-09-01', end: '2026-08-31', maxWorkers: 40 }],
      },
    ),
    rules: HEADCOUNT,
    expected: [],
  },
  {
    name: 'Headcount: 25 present 365 days before the day checked is outside the preceding 12 months',
    asOf: '2025-11-19',
    facts: site('2024-10-01', crew(25, '2024-10-01'), {
      days: [allPresent('2024-11-19', crew(25, '2024-10-01'))],
    }),
    rules: HEADCOUNT,
    expected: [],
  },
  {
    name: 'Headcount: 50 present on 05/01/2026, no licence: a violation under the OSH Code',
    asOf: '2026-02-01',
    facts: site('2025-12-01', crew(50, '2025-12-01'), {
      days: [allPresent('2026-01-05', crew(50, '2025-12-01'))],
    }),
    rules: HEADCOUNT,
    expected: [{ rule: 'CONTRACT-LABOUR-HEADCOUNT', severity: 'violation', dueOn: '2026-01-05', law: 'OSH' }],
  },
  // More workers on a day than the licence allows.
  {
    name: 'Licensed workers: 4 present on 03/02/2026 under a licence for 3, a violation',
    asOf: '2026-02-05',
    facts: site(
      '2026-01-05',
      crew(4, '2026-01-05'),
      { days: [allPresent('2026-02-03', crew(4, '2026-01-05'))] },
      {
        licences: [
          { key: 'L', type: 1, start: '2026-01-01', end: '2026-12-31', maxWorkers: 3, no: 'CLRA/1' },
        ],
      },
    ),
    rules: ABOVE,
    expected: [
      {
        rule: 'CONTRACT-LABOUR-HEADCOUNT-ABOVE-LICENCE',
        severity: 'violation',
        dueOn: '2026-02-03',
        law: 'OSH',
        record: 'L',
        summary:
          '4 workers were present on 03/02/2026, more than the 3 that licence CLRA/1 allows; 1 such day(s) up to 03/02/2026.',
      },
    ],
  },
  {
    name: 'Licensed workers: 3 present under a licence for 3, no item',
    asOf: '2026-02-05',
    facts: site(
      '2026-01-05',
      crew(4, '2026-01-05'),
      { days: [allPresent('2026-02-03', crew(3, '2026-01-05'))] },
      {
        licences: [{ key: 'L', type: 1, start: '2026-01-01', end: '2026-12-31', maxWorkers: 3 }],
      },
    ),
    rules: ABOVE,
    expected: [],
  },
  {
    name: 'Licensed workers: 25 present on 10/11/2025 under a licence for 20 (Contract Labour Act)',
    asOf: '2025-11-20',
    facts: site(
      '2025-10-01',
      crew(25, '2025-10-01'),
      { days: [allPresent('2025-11-10', crew(25, '2025-10-01'))] },
      {
        licences: [{ key: 'L', type: 1, start: '2025-09-01', end: '2026-08-31', maxWorkers: 20 }],
      },
    ),
    rules: ABOVE,
    expected: [
      {
        rule: 'CONTRACT-LABOUR-HEADCOUNT-ABOVE-LICENCE',
        severity: 'violation',
        dueOn: '2025-11-10',
        law: 'CLRA',
      },
    ],
  },
  // Attendance after the licence expired.
  {
    name: 'Licence expired on 31/01/2026: workers present on 02/02 and 03/02/2026, a violation',
    asOf: '2026-02-05',
    facts: site(
      '2025-02-01',
      [ravi('2025-02-01')],
      { days: [ravisDay('2026-02-02', '09:00', '17:00'), ravisDay('2026-02-03', '09:00', '17:00')] },
      { licences: [{ key: 'L', type: 1, start: '2025-02-01', end: '2026-01-31', no: 'CLRA/7' }] },
    ),
    rules: EXPIRY,
    expected: [
      {
        rule: 'CONTRACT-LABOUR-ATTENDANCE-AFTER-EXPIRY',
        severity: 'violation',
        dueOn: '2026-02-02',
        law: 'OSH',
        record: 'L',
        summary:
          'Workers were present on 2 day(s) from 02/02/2026 to 03/02/2026 after licence CLRA/7 expired on 31/01/2026.',
      },
    ],
  },
  {
    name: 'Licence expired on 31/01/2026 and renewed from 01/02/2026: no item',
    asOf: '2026-02-05',
    facts: site(
      '2025-02-01',
      [ravi('2025-02-01')],
      { days: [ravisDay('2026-02-02', '09:00', '17:00')] },
      {
        licences: [
          { key: 'L', type: 1, start: '2025-02-01', end: '2026-01-31' },
          { key: 'R', type: 1, start: '2026-02-01', end: '2027-01-31' },
        ],
      },
    ),
    rules: EXPIRY,
    expected: [],
  },
];
