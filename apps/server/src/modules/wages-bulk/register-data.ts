import {
  formatRupeesFromPaise,
  parsePaise,
  type SkillKey,
  type WageEntryDisplayStatus,
  type WagePaymentMode,
  type WageRegisterStatus,
} from '@anupalan/shared';

/**
 * What Form B, the payslips and the report print: a wage register and its lines as plain data (loaded by
 * register.queries.ts), so the pages are pure functions tested without a database. Money is rupee text exactly as
 * numeric(12,2) reads ('15600.00'); dates are yyyy-mm-dd; instants ISO text.
 */

/** A wage period as it paid in the register (Form B's 'rate of wage'), rupee text. */
export interface RateUsed {
  start_date: string;
  end_date: string | null;
  wage_per_day: string;
  da_per_day: string;
  overtime_rate_per_hour: string;
  paid_days: number;
  overtime_hours: string;
}

/** One worker's line (a wage entry). */
export interface WageLine {
  employeeId: string;
  /** Serial number in Form A (the caller's workers by employee code), or null. */
  serial: number | null;
  code: string;
  name: string;
  fatherOrSpouse: string;
  designation: string;
  skill: SkillKey;
  uan: string;
  esicIpNo: string;
  /** The bank account's last four digits, or ''. */
  bankAccountLast4: string;
  submitted: boolean;
  status: WageEntryDisplayStatus;
  presentDays: number;
  paidLeaveDays: number;
  paidDays: number;
  overtimeHours: string;
  rates: RateUsed[];
  basic: string;
  da: string;
  overtime: string;
  hra: string;
  otherEarnings: string;
  gross: string;
  recoveries: string;
  pf: string;
  esic: string;
  society: string;
  incomeTax: string;
  insurance: string;
  otherDeductions: string;
  totalDeductions: string;
  net: string;
  paymentMode: WagePaymentMode | null;
  paymentReference: string | null;
  remarks: string | null;
  /** computeWage's refusal from the last recomputation, if any. */
  problems: string[];
}

/** An establishment's minimum wage for a skill category, in force for part of the register's dates. */
export interface MinimumRate {
  skill: SkillKey;
  from: string;
  to: string | null;
  basic: string;
  da: string;
  overtime: string;
}

export interface WageRegisterPrint {
  establishment: string;
  employer: string;
  lin: string;
  placeOfWork: string;
  from: string;
  to: string;
  status: WageRegisterStatus | null;
  dateOfPayment: string | null;
  submittedOn: string | null;
  payslipsGivenOn: string | null;
  signedOn: string | null;
  reopenedOn: string | null;
  resubmittedOn: string | null;
  cancelledOn: string | null;
  createdAt: string;
  minimums: MinimumRate[];
  /** The caller's lines in Form A order. */
  lines: WageLine[];
}

/** Rupee text to paise (numeric(12,2) always parses; anything else counts as 0, never NaN). */
export const paiseOf = (text: string | null | undefined) => (text ? (parsePaise(text) ?? 0) : 0);

/** Rupees with Indian grouping and two decimals, no sign (table cells under a '(₹)' heading): '1,23,456.50'. */
export const grouped = (text: string | null | undefined) =>
  formatRupeesFromPaise(paiseOf(text)).replace('₹', '');
export const groupedPaise = (paise: number) => formatRupeesFromPaise(paise).replace('₹', '');

/** Rupees with the sign: '₹1,23,456.50'. */
export const rupees = (text: string | null | undefined) => formatRupeesFromPaise(paiseOf(text));

/** The money columns of a line that add up in totals, by key. */
export const SUMMED = [
  'basic',
  'da',
  'overtime',
  'hra',
  'otherEarnings',
  'gross',
  'recoveries',
  'pf',
  'esic',
  'society',
  'incomeTax',
  'insurance',
  'otherDeductions',
  'totalDeductions',
  'net',
] as const satisfies readonly (keyof WageLine)[];
export type SummedKey = (typeof SUMMED)[number];

/** The totals of the submitted lines, in paise (exact integer sums). */
export function totalsOf(lines: readonly WageLine[]): Record<SummedKey, number> {
  const totals = Object.fromEntries(SUMMED.map((k) => [k, 0])) as Record<SummedKey, number>;
  for (const line of lines) {
    if (!line.submitted) continue;
    for (const k of SUMMED) totals[k] += paiseOf(line[k]);
  }
  return totals;
}
