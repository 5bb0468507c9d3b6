/**
 * The employee processes' rules' worked cases (law/process-rules.ts), part of WORKED_CASES: accidents, harassment
 * complaints, recoveries, maternity leave and terminations in, expected items out. The hour clocks are checked at
 * an instant (`at`) on both sides of the due time, across midnight; the working-day clock across a Sunday; the
 * POSH inquiry on day 74, 75, 90 and 91; each law on both sides of 21/11/2025 where it changed.
 */

export interface ProcessStepFact {
  key: string;
  /** The step form's values (its body), as the engine accepted them. */
  values: Record<string, unknown>;
  /** When it was submitted (ISO instant); the instant its form's date field names when absent. */
  submittedOn?: string;
}

export interface ProcessFact {
  kind: 'accident' | 'harassment' | 'deduction' | 'maternity_leave' | 'termination';
  /** The worker's employee code. */
  code: string;
  /** The steps submitted, the first one (the event) included. */
  steps: ProcessStepFact[];
  cancelled?: boolean;
}

export type ProcessFacts = ProcessFact[];

/** The shapes of worked-cases.ts these cases use (declared here so that the two files do not import each other). */
interface EmployeeFact {
  code: string;
  name: string;
  born: string;
  joined: string;
  exit?: string;
}

interface CaseFacts {
  state?: string;
  commencementDate: string;
  employees?: EmployeeFact[];
  submitted?: string[];
  maxWorkers?: number;
  attendance?: { days: { date: string; entries?: { code: string; type?: 'present' | 'week_off' }[] }[] };
  wages?: {
    registers: {
      from: string;
      to: string;
      entries?: { code: string; rates?: { start: string; wage: string; da: string }[]; gross?: string }[];
    }[];
  };
  processes?: ProcessFacts;
}

interface WorkedCase {
  name: string;
  asOf: string;
  at?: string;
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

const meena: EmployeeFact = { code: 'E-1', name: 'Meena Devi', born: '1995-08-14', joined: '2025-01-06' };
const site = (processes: ProcessFacts, more: Partial<CaseFacts> = {}): CaseFacts => ({
  state: 'Karnataka',
  commencementDate: '2025-01-01',
  employees: [meena],
  processes,
  ...more,
});

/** An accident at `at`; fatal or not; a notice sent at `noticeAt` when given. */
const accident = (at: string, fatal: boolean, noticeAt?: string, serious = false): ProcessFact => ({
  kind: 'accident',
  code: 'E-1',
  steps: [
    {
      key: 'accident_details',
      values: {
        event_date: at,
        location: 'Shuttering yard, block C',
        isFatalAccident: fatal ? 'yes' : 'no',
        is_serious_injury: serious ? 'yes' : 'no',
        description: 'Fell from the scaffold',
      },
      submittedOn: at,
    },
    ...(noticeAt
      ? [
          {
            key: 'accident_notice',
            values: { notice_sent_on: noticeAt, notice_sent_to: 'Inspector of Factories, Mysuru' },
          },
        ]
      : []),
  ],
});

const NOTICE = ['ACCIDENT-NOTICE', 'ACCIDENT-FORM-EE'];

/** A harassment complaint made on `complaintOn` about an incident 20 days before; the inquiry when given. */
const complaint = (complaintOn: string, inquiryOn?: string): ProcessFact => ({
  kind: 'harassment',
  code: 'E-1',
  steps: [
    {
      key: 'complaint',
      values: {
        incident_date: '2025-12-21',
        complaint_date: complaintOn,
        complaintCodeNo: 'IC-2026-004',
        extension_granted: 'no',
      },
    },
    ...(inquiryOn ? [{ key: 'inquiry', values: { inquiry_completed_on: inquiryOn } }] : []),
  ],
});
const POSH = ['POSH-COMPLAINT-TIME', 'POSH-INQUIRY', 'POSH-INQUIRY-REPORT', 'POSH-ACTION'];

/** A termination on `exit`; the settlement on `settledOn` when given. */
const termination = (exit: string, settledOn?: string): ProcessFact => ({
  kind: 'termination',
  code: 'E-1',
  steps: [
    { key: 'exit_details', values: { exit_date: exit, exit_reason: 'Resigned' } },
    ...(settledOn ? [{ key: 'settlement', values: { settlement_date: settledOn, amount: '18450.00' } }] : []),
  ],
});

/** Maternity leave from `leaveFrom` (delivery expected 8 weeks later), the proof submitted at `proofAt`. */
const maternity = (leaveFrom: string, delivery: string, proofAt?: string, paidAt?: string): ProcessFact => ({
  kind: 'maternity_leave',
  code: 'E-1',
  steps: [
    {
      key: 'notice_of_claim',
      values: {
        notice_date: '2025-12-01',
        expected_delivery_date: delivery,
        surviving_children: '1',
        leave_from: leaveFrom,
      },
    },
    { key: 'payment_before_delivery', values: { amount: '42120.00', paid_on: '2025-12-20' } },
    ...(proofAt
      ? [{ key: 'proof_of_delivery', values: { delivery_date: delivery }, submittedOn: proofAt }]
      : []),
    ...(paidAt ? [{ key: 'payment_remaining', values: { amount: '98280.00', paid_on: paidAt } }] : []),
  ],
});

/** A fine of `amount` on `day`, with or without a show-cause notice. */
const fine = (day: string, amount: string, showCause = true, completedOn?: string): ProcessFact => ({
  kind: 'deduction',
  code: 'E-1',
  steps: [
    {
      key: 'recovery_details',
      values: {
        recovery_type: 'fine',
        particulars: 'Damaged the concrete vibrator through negligence',
        recovery_date: day,
        amount,
        show_cause_issued: showCause ? 'yes' : 'no',
        explanation_heard_in_presence_of: showCause ? 'Suresh Patil, site engineer' : '',
        instalments: '1',
        first_month: `${day.slice(0, 7)}-01`,
      },
    },
    ...(completedOn
      ? [{ key: 'recovery_completed', values: { date_of_complete_recovery: completedOn } }]
      : []),
  ],
});

/** Meena's March 2026 wage register line: gross ₹10,000.00. */
const marchWages = {
  registers: [
    {
      from: '2026-03-01',
      to: '2026-03-31',
      entries: [
        { code: 'E-1', rates: [{ start: '2025-01-06', wage: '900.00', da: '100.00' }], gross: '10000.00' },
      ],
    },
  ],
};
const FINES = ['FINE-OVER-LIMIT', 'FINE-WITHOUT-SHOW-CAUSE', 'FINE-UNDER-15', 'FINE-RECOVERY-90-DAYS'];

const present = (days: string[]) => ({ days: days.map((date) => ({ date, entries: [{ code: 'E-1' }] })) });

const tenWorkers = (n: number): EmployeeFact[] =>
  Array.from({ length: n }, (_, i) => ({
    code: `E-${i + 1}`,
    name: `Worker ${i + 1}`,
    born: '1990-01-01',
    joined: `2026-02-${String(i + 1).padStart(2, '0')}`,
  }));

export const PROCESS_CASES: WorkedCase[] = [
  // A fatal accident at 10:30 PM on Saturday 07/03/2026: the notice is due by 2:30 AM on Sunday.
  {
    name: 'Accident notice: fatal at 10:30 PM, not sent, a warning at 2:29 AM the next day',
    asOf: '2026-03-08',
    at: '2026-03-08T02:29:00+05:30',
    facts: site([accident('2026-03-07T22:30:00+05:30', true)]),
    rules: NOTICE,
    expected: [
      {
        rule: 'ACCIDENT-NOTICE',
        severity: 'warning',
        dueOn: '2026-03-08',
        law: 'OSH',
        summary: 'Notice of accident for Meena Devi (E-1): due by 08/03/2026 2:30 AM.',
      },
      { rule: 'ACCIDENT-FORM-EE', severity: 'warning', dueOn: '2026-03-14', law: 'ECA' },
    ],
  },
  {
    name: 'Accident notice: fatal at 10:30 PM, not sent, a violation at 2:31 AM the next day',
    asOf: '2026-03-08',
    at: '2026-03-08T02:31:00+05:30',
    facts: site([accident('2026-03-07T22:30:00+05:30', true)]),
    rules: NOTICE,
    expected: [
      {
        rule: 'ACCIDENT-NOTICE',
        severity: 'violation',
        dueOn: '2026-03-08',
        summary:
          'Notice of accident for Meena Devi (E-1): was due by 08/03/2026 2:30 AM and is not recorded.',
      },
      { rule: 'ACCIDENT-FORM-EE', severity: 'warning', dueOn: '2026-03-14' },
    ],
  },
  {
    name: 'Accident notice: not fatal, sent at 10:29 PM on the third day (within 72 hours), no Form EE due',
    asOf: '2026-03-11',
    facts: site([accident('2026-03-07T22:30:00+05:30', false, '2026-03-10T22:29:00+05:30')]),
    rules: NOTICE,
    expected: [],
  },
  {
    name: 'Accident notice: not fatal, sent at 10:31 PM on the third day, late',
    asOf: '2026-03-11',
    facts: site([accident('2026-03-07T22:30:00+05:30', false, '2026-03-10T22:31:00+05:30')]),
    rules: NOTICE,
    expected: [
      {
        rule: 'ACCIDENT-NOTICE',
        severity: 'violation',
        dueOn: '2026-03-10',
        summary:
          'Notice of accident for Meena Devi (E-1): done on 10/03/2026 10:31 PM, after its due time 10/03/2026 10:30 PM.',
      },
    ],
  },
  {
    name: 'Accident notice: a serious injury (not fatal) needs Form EE in 7 days: a violation on the 8th day',
    asOf: '2026-03-15',
    facts: site([accident('2026-03-07T09:15:00+05:30', false, '2026-03-07T11:00:00+05:30', true)]),
    rules: NOTICE,
    expected: [{ rule: 'ACCIDENT-FORM-EE', severity: 'violation', dueOn: '2026-03-14' }],
  },
  {
    name: 'Accident notice: before the Codes (20/11/2025) under the BOCW Act',
    asOf: '2025-11-20',
    at: '2025-11-20T10:00:00+05:30',
    facts: site([accident('2025-11-20T08:00:00+05:30', true)]),
    rules: ['ACCIDENT-NOTICE'],
    expected: [{ rule: 'ACCIDENT-NOTICE', severity: 'warning', dueOn: '2025-11-20', law: 'BOCW' }],
  },
  {
    name: 'Accident notice: a cancelled accident is not judged',
    asOf: '2026-03-20',
    facts: site([{ ...accident('2026-03-07T22:30:00+05:30', true), cancelled: true }]),
    rules: NOTICE,
    expected: [],
  },
  // A complaint on 10/01/2026: the inquiry is due by 10/04/2026 (90 days), a warning from 26/03 (15 days before).
  {
    name: 'POSH inquiry: day 74 of 90 (25/03/2026), nothing yet',
    asOf: '2026-03-25',
    facts: site([complaint('2026-01-10')]),
    rules: POSH,
    expected: [],
  },
  {
    name: 'POSH inquiry: day 75 (26/03/2026), a warning',
    asOf: '2026-03-26',
    facts: site([complaint('2026-01-10')]),
    rules: POSH,
    expected: [{ rule: 'POSH-INQUIRY', severity: 'warning', dueOn: '2026-04-10', law: 'POSH' }],
  },
  {
    name: 'POSH inquiry: day 90 (10/04/2026), still a warning',
    asOf: '2026-04-10',
    facts: site([complaint('2026-01-10')]),
    rules: POSH,
    expected: [{ rule: 'POSH-INQUIRY', severity: 'warning', dueOn: '2026-04-10' }],
  },
  {
    name: 'POSH inquiry: day 91 (11/04/2026), a violation',
    asOf: '2026-04-11',
    facts: site([complaint('2026-01-10')]),
    rules: POSH,
    expected: [{ rule: 'POSH-INQUIRY', severity: 'violation', dueOn: '2026-04-10' }],
  },
  {
    name: 'POSH inquiry: completed on 05/04/2026, the report then due in 10 days (15/04/2026): a warning',
    asOf: '2026-04-06',
    facts: site([complaint('2026-01-10', '2026-04-05')]),
    rules: POSH,
    expected: [{ rule: 'POSH-INQUIRY-REPORT', severity: 'warning', dueOn: '2026-04-15' }],
  },
  {
    name: 'POSH complaint: made 4 months after the incident without an extension',
    asOf: '2026-04-22',
    facts: site([complaint('2026-04-22')]),
    rules: ['POSH-COMPLAINT-TIME'],
    expected: [{ rule: 'POSH-COMPLAINT-TIME', severity: 'violation', dueOn: '2026-03-21' }],
  },
  // Exit on Friday 06/03/2026: the settlement is due by the 2nd working day, Monday 09/03 (Sunday is not one).
  {
    name: 'Final settlement: exit on a Friday, pending on Saturday: a warning due Monday',
    asOf: '2026-03-07',
    facts: site([termination('2026-03-06')]),
    rules: ['FINAL-SETTLEMENT'],
    expected: [{ rule: 'FINAL-SETTLEMENT', severity: 'warning', dueOn: '2026-03-09', law: 'COW' }],
  },
  {
    name: 'Final settlement: settled on Monday 09/03/2026, in time',
    asOf: '2026-03-12',
    facts: site([termination('2026-03-06', '2026-03-09')]),
    rules: ['FINAL-SETTLEMENT'],
    expected: [],
  },
  {
    name: 'Final settlement: settled on Tuesday 10/03/2026, late',
    asOf: '2026-03-12',
    facts: site([termination('2026-03-06', '2026-03-10')]),
    rules: ['FINAL-SETTLEMENT'],
    expected: [{ rule: 'FINAL-SETTLEMENT', severity: 'violation', dueOn: '2026-03-09' }],
  },
  {
    name: 'Final settlement: before the Codes, under the Payment of Wages Act (exit 14/11/2025, not settled)',
    asOf: '2025-11-18',
    facts: site([termination('2025-11-14')]),
    rules: ['FINAL-SETTLEMENT'],
    expected: [{ rule: 'FINAL-SETTLEMENT', severity: 'violation', dueOn: '2025-11-17', law: 'PW' }],
  },
  // The proof of delivery submitted at 11:00 AM on 10/02/2026: the rest is due by 11:00 AM on 12/02.
  {
    name: 'Maternity: the rest not paid, a warning at 10:59 AM two days after the proof',
    asOf: '2026-02-12',
    at: '2026-02-12T10:59:00+05:30',
    facts: site([maternity('2025-12-22', '2026-02-09', '2026-02-10T11:00:00+05:30')]),
    rules: ['MATERNITY-ADVANCE-PAYMENT', 'MATERNITY-REMAINING-PAYMENT'],
    expected: [{ rule: 'MATERNITY-REMAINING-PAYMENT', severity: 'warning', dueOn: '2026-02-12', law: 'MB' }],
  },
  {
    name: 'Maternity: the rest not paid, a violation at 11:01 AM two days after the proof',
    asOf: '2026-02-12',
    at: '2026-02-12T11:01:00+05:30',
    facts: site([maternity('2025-12-22', '2026-02-09', '2026-02-10T11:00:00+05:30')]),
    rules: ['MATERNITY-ADVANCE-PAYMENT', 'MATERNITY-REMAINING-PAYMENT'],
    expected: [{ rule: 'MATERNITY-REMAINING-PAYMENT', severity: 'violation', dueOn: '2026-02-12' }],
  },
  {
    name: 'Maternity: the advance paid on 20/12/2025 for leave from 19/12/2025 is late',
    asOf: '2026-01-05',
    facts: site([maternity('2025-12-19', '2026-02-09')]),
    rules: ['MATERNITY-ADVANCE-PAYMENT'],
    expected: [{ rule: 'MATERNITY-ADVANCE-PAYMENT', severity: 'violation', dueOn: '2025-12-18' }],
  },
  {
    name: 'Maternity leave: present 30 days after the delivery: a violation (six weeks)',
    asOf: '2026-03-12',
    facts: site([maternity('2025-12-22', '2026-02-09', '2026-02-10T11:00:00+05:30', '2026-02-11')], {
      attendance: present(['2026-03-11']),
    }),
    rules: ['MATERNITY-LEAVE-SHORT'],
    expected: [{ rule: 'MATERNITY-LEAVE-SHORT', severity: 'violation', dueOn: '2026-03-11' }],
  },
  {
    name: 'Maternity leave: present 10 weeks after the delivery, inside the 26 weeks: a warning',
    asOf: '2026-04-21',
    facts: site([maternity('2025-12-22', '2026-02-09', '2026-02-10T11:00:00+05:30', '2026-02-11')], {
      attendance: present(['2026-04-20']),
    }),
    rules: ['MATERNITY-LEAVE-SHORT'],
    expected: [{ rule: 'MATERNITY-LEAVE-SHORT', severity: 'warning', dueOn: '2026-04-20' }],
  },
  // Meena's March wages are ₹10,000.00: 3% is ₹300.00.
  {
    name: 'Fine: ₹300.00 (exactly 3%) after a show-cause notice, recovered: nothing',
    asOf: '2026-03-31',
    facts: site([fine('2026-03-12', '300.00', true, '2026-03-31')], { wages: marchWages }),
    rules: FINES,
    expected: [],
  },
  {
    name: 'Fine: ₹300.01 (one paisa over 3%)',
    asOf: '2026-03-31',
    facts: site([fine('2026-03-12', '300.01', true, '2026-03-31')], { wages: marchWages }),
    rules: FINES,
    expected: [{ rule: 'FINE-OVER-LIMIT', severity: 'violation', dueOn: '2026-03-12', law: 'COW' }],
  },
  {
    name: 'Fine: without a show-cause notice, not recovered in 90 days',
    asOf: '2026-06-11',
    facts: site([fine('2026-03-12', '250.00', false)], { wages: marchWages }),
    rules: FINES,
    expected: [
      { rule: 'FINE-WITHOUT-SHOW-CAUSE', severity: 'violation', dueOn: '2026-03-12' },
      { rule: 'FINE-RECOVERY-90-DAYS', severity: 'violation', dueOn: '2026-06-10' },
    ],
  },
  {
    name: 'Fine: on a worker the day before her 15th birthday',
    asOf: '2026-03-20',
    facts: site([fine('2026-03-12', '100.00', true, '2026-03-20')], {
      employees: [{ ...meena, born: '2011-03-13' }],
    }),
    rules: FINES,
    expected: [{ rule: 'FINE-UNDER-15', severity: 'violation', dueOn: '2026-03-12' }],
  },
  {
    name: 'Fine: on a worker on her 15th birthday',
    asOf: '2026-03-20',
    facts: site([fine('2026-03-12', '100.00', true, '2026-03-20')], {
      employees: [{ ...meena, born: '2011-03-12' }],
    }),
    rules: FINES,
    expected: [],
  },
  {
    name: 'Attendance after exit: exited 05/03/2026, present on 07/03/2026',
    asOf: '2026-03-09',
    facts: site([], {
      employees: [{ ...meena, exit: '2026-03-05' }],
      attendance: present(['2026-03-04', '2026-03-07']),
    }),
    rules: ['ATTENDANCE-AFTER-EXIT'],
    expected: [{ rule: 'ATTENDANCE-AFTER-EXIT', severity: 'violation', dueOn: '2026-03-07' }],
  },
  {
    name: 'Attendance after exit: present on the exit day only',
    asOf: '2026-03-09',
    facts: site([], {
      employees: [{ ...meena, exit: '2026-03-05' }],
      attendance: present(['2026-03-05']),
    }),
    rules: ['ATTENDANCE-AFTER-EXIT'],
    expected: [],
  },
  {
    name: 'POSH committee: 10 workers on the books (expected 5), none recorded',
    asOf: '2026-03-01',
    facts: site([], { employees: tenWorkers(10), maxWorkers: 5 }),
    rules: ['POSH-COMMITTEE-WORKERS'],
    expected: [{ rule: 'POSH-COMMITTEE-WORKERS', severity: 'violation', dueOn: '2026-02-10' }],
  },
  {
    name: 'POSH committee: 9 workers on the books',
    asOf: '2026-03-01',
    facts: site([], { employees: tenWorkers(9), maxWorkers: 5 }),
    rules: ['POSH-COMMITTEE-WORKERS'],
    expected: [],
  },
  {
    name: 'POSH committee: 10 workers on the books and the committee recorded',
    asOf: '2026-03-01',
    facts: site([], { employees: tenWorkers(10), maxWorkers: 5, submitted: ['posh-committee'] }),
    rules: ['POSH-COMMITTEE-WORKERS'],
    expected: [],
  },
];
