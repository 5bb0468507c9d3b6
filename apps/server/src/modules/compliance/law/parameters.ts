/**
 * The law's numbers as dated series (OpenFisca's parameters): a value takes effect on its date and holds until the
 * next one; a state's own series replaces the national one for establishments of that state (by the state's name as
 * establishments record it, body.state). Changing a limit when a state notifies its rules is adding a dated value
 * with its reference here, not a code change. Entries LAW.md marks '(unconfirmed)' carry `unconfirmed: true`.
 */

export interface Reference {
  title: string;
  href: string | null;
  notification: string | null;
}

export interface DatedValue {
  /** ISO date the value takes effect. */
  from: string;
  value: number;
  reference: Reference | null;
}

export interface Parameter {
  id: string;
  description: string;
  unit: 'workers' | 'employees' | 'days' | 'hours' | 'minutes';
  /** Ascending by `from`. */
  values: DatedValue[];
  /** A state's own series, replacing `values` for establishments of that state. */
  stateValues?: Record<string, DatedValue[]>;
  references: Reference[];
  unconfirmed?: boolean;
}

/** The four Labour Codes came into force on this day (LAW.md, 'Regimes and dates'). */
export const LABOUR_CODES_IN_FORCE = '2025-11-21';

const ref = (title: string, notification: string | null = null, href: string | null = null): Reference => ({
  title,
  href,
  notification,
});

const CLRA = ref('Contract Labour (Regulation and Abolition) Act, 1970, section 1(4)');
const OSH = ref(
  'Occupational Safety, Health and Working Conditions Code, 2020 (in force from 21/11/2025), section 47 and the definition of contractor establishment',
  'Labour Codes in force from 21/11/2025',
);
const BOCW = ref("Building and Other Construction Workers' (RECS) Act, 1996, sections 1(4) and 7");
const POSH = ref(
  'Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013, section 4(1)',
);
const MW_RULES = ref('Minimum Wages (Central) Rules, 1950, rule 24 (normal working day)');
const COW_RULES = ref(
  'Code on Wages (Central) Rules, 2026, and OSH Code section 25 (normal working day)',
  'Central Rules notified 08/05/2026',
);
const REGISTERS = ref(
  'Ease of Compliance to Maintain Registers under various Labour Laws Rules, 2017 (GSR 154(E)), Form A',
);
const PRODUCT = ref('Anupalan product setting (not a statutory figure): changed by adding a dated value');
const MW_HOURS = ref(
  'Minimum Wages (Central) Rules, 1950: normal working day (rule 24), spread-over and intervals of rest (LAW.md rule 11)',
);
const OSH_HOURS = ref(
  'OSH Code, 2020, section 25 (daily and weekly hours, spread-over, interval of rest) and its Central Rules, 2026',
  'Labour Codes in force from 21/11/2025; Central Rules notified 08/05/2026',
);
const MW_REST_DAY = ref(
  'Minimum Wages Act, 1948, section 13(1)(b): a day of rest in every period of seven days',
);
const COW_REST_DAY = ref(
  'Code on Wages, 2019, section 13: a day of rest in every period of seven days',
  'Labour Codes in force from 21/11/2025',
);
const CLRA_12_MONTHS = ref(
  'Contract Labour (Regulation and Abolition) Act, 1970, section 1(4): on any day of the preceding twelve months',
);
const PWA_PAYMENT = ref(
  'Payment of Wages Act, 1936, section 5(1): wages paid before the expiry of the seventh day after the last day of the wage period, the tenth where 1,000 or more persons are employed',
);
const COW_PAYMENT = ref(
  'Code on Wages, 2019, section 17(1): monthly before the expiry of the seventh day of the succeeding month; fortnightly before the end of the second day after the fortnight; weekly before the weekly holiday; daily at the end of the shift',
  'Labour Codes in force from 21/11/2025',
);
const WAGE_SLIPS = ref(
  'Contract Labour (Regulation and Abolition) Central Rules, 1971, rule 78(1)(b): wage slips issued at least a day before the disbursement of wages (timing unconfirmed)',
);
const CALENDAR = ref(
  "Anupalan specification part 2, section 9: a missing day's calendar cell turns red when more than 7 days old",
);

export const PARAMETERS: Parameter[] = [
  {
    id: 'contract-labour.applicability-workers',
    description:
      'Contract workers employed on any day of the preceding 12 months from which the contract-labour law applies and a licence is needed',
    unit: 'workers',
    values: [
      { from: '1971-02-10', value: 20, reference: CLRA },
      { from: LABOUR_CODES_IN_FORCE, value: 50, reference: OSH },
    ],
    stateValues: {
      // The state amendment raised the Act's threshold before the Codes (LAW.md does not list it: date of effect
      // to be confirmed against the state gazette).
      Rajasthan: [
        { from: '1971-02-10', value: 20, reference: CLRA },
        {
          from: '2015-01-01',
          value: 50,
          reference: ref(
            'Contract Labour (Regulation and Abolition) (Rajasthan Amendment) Act, 2014 (date of effect unconfirmed)',
          ),
        },
        { from: LABOUR_CODES_IN_FORCE, value: 50, reference: OSH },
      ],
    },
    references: [CLRA, OSH],
    unconfirmed: true,
  },
  {
    id: 'bocw.applicability-workers',
    description:
      'Building workers employed on any day of the preceding 12 months from which the BOCW Act applies and the establishment must register',
    unit: 'workers',
    values: [{ from: '1996-03-01', value: 10, reference: BOCW }],
    references: [BOCW],
  },
  {
    id: 'bocw.registration-days',
    description: 'Days from the commencement of work within which the establishment must be registered',
    unit: 'days',
    values: [{ from: '1996-03-01', value: 60, reference: BOCW }],
    references: [BOCW],
  },
  {
    id: 'posh.committee-employees',
    description: 'Employees from which an Internal Committee must be constituted',
    unit: 'employees',
    values: [{ from: '2013-12-09', value: 10, reference: POSH }],
    references: [POSH],
  },
  {
    id: 'compliance.warning-days',
    description: 'Days before a due date from which an item without evidence is shown as a warning',
    unit: 'days',
    values: [{ from: '1971-01-01', value: 15, reference: PRODUCT }],
    references: [PRODUCT],
  },
  {
    id: 'process.late-check-days',
    description:
      "Days after an employee process's step was done late (a notice, a report, a payment, a settlement) during which the lateness stays on the dashboard",
    unit: 'days',
    values: [{ from: '1971-01-01', value: 365, reference: PRODUCT }],
    references: [PRODUCT],
  },
  {
    id: 'licence.expiry-warning-days',
    description: 'Days before a licence, registration or policy expires from which it is shown as a warning',
    unit: 'days',
    values: [
      { from: '1971-01-01', value: 30, reference: ref('LAW.md rule 2: warning 30 days before expiry') },
    ],
    references: [ref('LAW.md rule 2')],
  },
  {
    id: 'minimum-wages.revision-grace-days',
    description:
      'Days after 1 April or 1 October (the VDA revisions) by which the minimum-wage table should carry the revised rates',
    unit: 'days',
    values: [{ from: '1971-01-01', value: 30, reference: PRODUCT }],
    references: [ref('LAW.md rule 10: VDA revised from 1 April and 1 October'), PRODUCT],
  },
  {
    id: 'completion.approval-days',
    description:
      'Days after the completion date a contractor marks within which the Government is expected to approve it',
    unit: 'days',
    values: [{ from: '1971-01-01', value: 30, reference: PRODUCT }],
    references: [PRODUCT],
  },
  {
    id: 'employees.form-a-days',
    description:
      "Days after a worker's date of joining by which every mandatory column of the worker's Form A is filled",
    unit: 'days',
    values: [{ from: '2017-03-21', value: 7, reference: PRODUCT }],
    references: [REGISTERS, PRODUCT],
  },
  {
    id: 'employees.wage-period-days',
    description:
      "Days after a worker's date of joining by which the worker's rate of wages (a wage period) is recorded",
    unit: 'days',
    values: [{ from: '1950-01-01', value: 7, reference: PRODUCT }],
    references: [ref('LAW.md rule 10: pay at least the minimum for the skill category'), PRODUCT],
  },
  {
    id: 'working-hours.normal-day',
    description: 'Normal working hours in a day (read by the attendance register rules)',
    unit: 'hours',
    values: [
      { from: '1950-01-01', value: 9, reference: MW_RULES },
      { from: LABOUR_CODES_IN_FORCE, value: 8, reference: COW_RULES },
    ],
    references: [MW_RULES, COW_RULES],
  },
  {
    id: 'working-hours.week',
    description: 'Normal working hours in a week (read by the attendance register rules)',
    unit: 'hours',
    values: [
      { from: '1950-01-01', value: 48, reference: MW_RULES },
      { from: LABOUR_CODES_IN_FORCE, value: 48, reference: COW_RULES },
    ],
    references: [MW_RULES, COW_RULES],
  },
  {
    id: 'working-hours.spread-over',
    description:
      'Hours from the in time to the out time of a day (work and rest together) a worker may be kept at most',
    unit: 'hours',
    values: [
      { from: '1950-01-01', value: 12, reference: MW_HOURS },
      { from: LABOUR_CODES_IN_FORCE, value: 12, reference: OSH_HOURS },
    ],
    references: [MW_HOURS, OSH_HOURS],
  },
  {
    id: 'working-hours.rest-after-hours',
    description: 'Hours of work in a day beyond which the worker must have had an interval of rest',
    unit: 'hours',
    values: [
      { from: '1950-01-01', value: 5, reference: MW_HOURS },
      { from: LABOUR_CODES_IN_FORCE, value: 5, reference: OSH_HOURS },
    ],
    references: [MW_HOURS, OSH_HOURS],
  },
  {
    id: 'working-hours.rest-interval-minutes',
    description:
      'The shortest interval of rest, in minutes, for a worker who works beyond those hours in a day',
    unit: 'minutes',
    values: [
      { from: '1950-01-01', value: 30, reference: MW_HOURS },
      { from: LABOUR_CODES_IN_FORCE, value: 30, reference: OSH_HOURS },
    ],
    references: [MW_HOURS, OSH_HOURS],
  },
  {
    id: 'rest-day.period-days',
    description:
      'A worker has a day of rest in every period of this many days: working every day of such a period is a violation',
    unit: 'days',
    values: [
      { from: '1950-01-01', value: 7, reference: MW_REST_DAY },
      { from: LABOUR_CODES_IN_FORCE, value: 7, reference: COW_REST_DAY },
    ],
    references: [MW_REST_DAY, COW_REST_DAY],
  },
  {
    id: 'contract-labour.headcount-days',
    description:
      'Days, up to and including the day checked, whose attendance gives the contract-labour headcount (the most workers present on any one of them)',
    unit: 'days',
    values: [
      { from: '1971-02-10', value: 365, reference: CLRA_12_MONTHS },
      { from: LABOUR_CODES_IN_FORCE, value: 365, reference: OSH },
    ],
    references: [CLRA_12_MONTHS, OSH],
  },
  {
    id: 'attendance.missing-register-days',
    description:
      'Days after a working day with no attendance register from which it is a violation (a warning until then)',
    unit: 'days',
    values: [{ from: '1971-01-01', value: 7, reference: CALENDAR }],
    references: [CALENDAR, PRODUCT],
  },
  {
    id: 'attendance.check-days',
    description:
      'Days of attendance, up to and including the day checked, that the attendance rules read each morning (docs/attendance.md); the weekly and rest-day rules read back to the start of the first week or period',
    unit: 'days',
    values: [{ from: '1971-01-01', value: 31, reference: PRODUCT }],
    references: [PRODUCT],
  },
  {
    id: 'wages.payment-days',
    description:
      'Days after the last day of a wage period ending before 21/11/2025 by which the wages are paid (Payment of Wages Act)',
    unit: 'days',
    values: [{ from: '1937-03-28', value: 7, reference: PWA_PAYMENT }],
    references: [PWA_PAYMENT],
  },
  {
    id: 'wages.payment-days-large',
    description:
      'The same days where the register has at least the workers below (Payment of Wages Act, before 21/11/2025)',
    unit: 'days',
    values: [{ from: '1937-03-28', value: 10, reference: PWA_PAYMENT }],
    references: [PWA_PAYMENT],
  },
  {
    id: 'wages.large-establishment-workers',
    description:
      'Workers in a wage register from which the Payment of Wages Act allows the longer days above',
    unit: 'workers',
    values: [{ from: '1937-03-28', value: 1000, reference: PWA_PAYMENT }],
    references: [PWA_PAYMENT],
  },
  {
    id: 'wages.monthly-payment-day',
    description:
      'Day of the next month by which the wages of a monthly wage period ending on or after 21/11/2025 are paid (Code on Wages)',
    unit: 'days',
    values: [{ from: LABOUR_CODES_IN_FORCE, value: 7, reference: COW_PAYMENT }],
    references: [COW_PAYMENT],
  },
  {
    id: 'wages.fortnightly-payment-days',
    description:
      'Days after a fortnightly wage period ending on or after 21/11/2025 by which its wages are paid (Code on Wages)',
    unit: 'days',
    values: [{ from: LABOUR_CODES_IN_FORCE, value: 2, reference: COW_PAYMENT }],
    references: [COW_PAYMENT],
  },
  {
    id: 'wages.payslip-days-before-payment',
    description: 'Days before the wages are due by which the wage slips are given (the payslip confirmation)',
    unit: 'days',
    values: [{ from: '1971-02-10', value: 1, reference: WAGE_SLIPS }],
    references: [WAGE_SLIPS],
    unconfirmed: true,
  },
  {
    id: 'wages.check-days',
    description:
      'Days, back from the day checked, of wage registers (by their last day) and months of attendance that the wage rules read',
    unit: 'days',
    values: [{ from: '1971-01-01', value: 366, reference: PRODUCT }],
    references: [PRODUCT],
  },
];

const byId = new Map(PARAMETERS.map((p) => [p.id, p]));

export function parameter(id: string): Parameter {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown compliance parameter ${id}`);
  return found;
}

/** The value of a series on a date (the last value whose date is on or before it), or null before the first. */
export function seriesValueOn(series: DatedValue[], date: string): number | null {
  let value: number | null = null;
  for (const v of series) if (v.from <= date) value = v.value;
  return value;
}

/** The value in force on a date for an establishment of this state (its own series if it has one). */
export function valueOn(id: string, date: string, state?: string | null): number | null {
  const p = parameter(id);
  const own = state ? p.stateValues?.[state] : undefined;
  return seriesValueOn(own ?? p.values, date);
}
