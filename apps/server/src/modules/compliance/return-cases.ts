/**
 * The returns rules' worked cases (law/return-rules.ts), part of WORKED_CASES: an establishment with no return
 * filed, checked on both sides of each due date (30 July and 30 January for the half-years, 15 February for the
 * BOCW annual return; warning from `compliance.warning-days` (15) before, violation from the day after), on both
 * sides of 21/11/2025 (the half-year ending 31/12/2025 is filed in the OSH Code's Form XVIII, the one ending
 * 30/06/2025 in the Contract Labour Rules' Form XXIV) and of the commencement. Filed and half-filed returns are
 * cases of returns.rules.test.ts (they need the return's rows).
 */

/** The shapes of worked-cases.ts these cases use (declared here so that the two files do not import each other). */
interface ReturnCase {
  name: string;
  asOf: string;
  facts: {
    state?: string;
    commencementDate: string;
    status?: 'open' | 'completionMarked' | 'approved' | 'cancelled';
    completionDate?: string;
  };
  rules?: string[];
  expected: {
    rule: string;
    severity: 'violation' | 'warning';
    dueOn: string | null;
    law?: string;
    summary?: string;
  }[];
}

const CLRA = 'HALF-YEARLY-RETURN-CLRA';
const OSH = 'HALF-YEARLY-RETURN-OSH';
const BOCW = 'BOCW-ANNUAL-RETURN';
const ALL = [CLRA, OSH, BOCW];
const site = (commencementDate: string, more: Partial<ReturnCase['facts']> = {}) => ({
  state: 'Karnataka',
  commencementDate,
  ...more,
});

export const RETURN_CASES: ReturnCase[] = [
  {
    name: 'Half-yearly return Jan-Jun 2025: 16 days before 30/07/2025, no item',
    asOf: '2025-07-14',
    facts: site('2025-03-10'),
    rules: ALL,
    expected: [],
  },
  {
    name: 'Half-yearly return Jan-Jun 2025: 15 days before its due date, a warning (Form XXIV, Contract Labour Rules)',
    asOf: '2025-07-15',
    facts: site('2025-03-10'),
    rules: ALL,
    expected: [
      {
        rule: CLRA,
        severity: 'warning',
        dueOn: '2025-07-30',
        law: 'CLRA',
        summary:
          'Half-yearly return of the contractor (Form XXIV) for 01/01/2025 to 30/06/2025 was due on 30/07/2025: 0 of 2 documents uploaded.',
      },
    ],
  },
  {
    name: 'Half-yearly return Jan-Jun 2025: on its due date still a warning',
    asOf: '2025-07-30',
    facts: site('2025-03-10'),
    rules: ALL,
    expected: [{ rule: CLRA, severity: 'warning', dueOn: '2025-07-30' }],
  },
  {
    name: 'Half-yearly return Jan-Jun 2025: the day after its due date, a violation',
    asOf: '2025-07-31',
    facts: site('2025-03-10'),
    rules: ALL,
    expected: [{ rule: CLRA, severity: 'violation', dueOn: '2025-07-30', law: 'CLRA' }],
  },
  {
    name: 'Half-yearly return Jul-Dec 2025 ends after 21/11/2025: Form XVIII (OSH), a warning on 30/01/2026; the earlier one stays overdue under the Contract Labour Rules',
    asOf: '2026-01-30',
    facts: site('2025-03-10'),
    rules: [CLRA, OSH],
    expected: [
      { rule: CLRA, severity: 'violation', dueOn: '2025-07-30', law: 'CLRA' },
      {
        rule: OSH,
        severity: 'warning',
        dueOn: '2026-01-30',
        law: 'OSH',
        summary:
          'Half-yearly return of the contractor (Form XVIII) for 01/07/2025 to 31/12/2025 was due on 30/01/2026: 0 of 2 documents uploaded.',
      },
    ],
  },
  {
    name: 'Half-yearly return Jul-Dec 2025: a violation on 31/01/2026',
    asOf: '2026-01-31',
    facts: site('2025-08-01'),
    rules: [CLRA, OSH],
    expected: [{ rule: OSH, severity: 'violation', dueOn: '2026-01-30', law: 'OSH' }],
  },
  {
    name: 'Commenced on 01/07/2025: no return owed for Jan-Jun 2025',
    asOf: '2025-08-15',
    facts: site('2025-07-01'),
    rules: ALL,
    expected: [],
  },
  {
    name: 'Commenced on 30/06/2025 (the half-year’s last day): the Jan-Jun 2025 return is owed',
    asOf: '2025-08-15',
    facts: site('2025-06-30'),
    rules: ALL,
    expected: [{ rule: CLRA, severity: 'violation', dueOn: '2025-07-30' }],
  },
  {
    name: 'BOCW annual return for 2025: 16 days before 15/02/2026, no item',
    asOf: '2026-01-30',
    facts: site('2025-09-01'),
    rules: [BOCW],
    expected: [],
  },
  {
    name: 'BOCW annual return for 2025: a warning 15 days before 15/02/2026',
    asOf: '2026-01-31',
    facts: site('2025-09-01'),
    rules: [BOCW],
    expected: [
      {
        rule: BOCW,
        severity: 'warning',
        dueOn: '2026-02-15',
        law: 'BOCW',
        summary:
          'Annual return (building and other construction work) (Form XXV) for 01/01/2025 to 31/12/2025 was due on 15/02/2026: 0 of 2 documents uploaded.',
      },
    ],
  },
  {
    name: 'BOCW annual return for 2025: a violation on 16/02/2026',
    asOf: '2026-02-16',
    facts: site('2025-09-01'),
    rules: [BOCW],
    expected: [{ rule: BOCW, severity: 'violation', dueOn: '2026-02-15' }],
  },
  {
    name: 'Completion approved: the returns of the periods worked are still owed',
    asOf: '2026-02-16',
    facts: site('2025-09-01', { status: 'approved', completionDate: '2025-12-20' }),
    rules: ALL,
    expected: [
      { rule: OSH, severity: 'violation', dueOn: '2026-01-30' },
      { rule: BOCW, severity: 'violation', dueOn: '2026-02-15' },
    ],
  },
  {
    name: 'Cancelled by the Government: no return is asked for',
    asOf: '2026-02-16',
    facts: site('2025-09-01', { status: 'cancelled' }),
    rules: ALL,
    expected: [],
  },
];
