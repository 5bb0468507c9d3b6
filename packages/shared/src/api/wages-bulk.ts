import { z } from 'zod';

/**
 * Wage registers' printables and CSV (spec part 2, section 7 'Wages'; issue 14):
 * - window /gen-forms/establishments/{id}/wages/{registerId}                         Form B (HTML, A4 landscape)
 * - window /gen-forms/establishments/{id}/wages/{registerId}/payslips_given           every submitted entry's payslip
 * - window /gen-forms/establishments/{id}/wages/{registerId}/wage-entries/{employeeId}/payslips_given   one payslip
 * - GET /api/reports/establishments/{id}/wages/{wageId}                               the register's report (HTML)
 * - GET and POST /api/generate-csv/establishments/{id}/wage-register/{registerId}?time_zone   the entries' CSV
 * Every role in the establishment's scope reads them (a subcontractor its own workers); only the establishment's
 * contractor uploads the CSV. An upload is all or nothing: a refused file lists every bad row (row, column,
 * message; 400 WAGE_CSV_INVALID with `rows`) and nothing is written; every accepted row is recomputed by the server
 * (computeWage) and submitted, as the side panel's save submits it.
 */

/** The most rows one CSV takes (a register of 10,000 workers). */
export const WAGE_CSV_MAX_ROWS = 10_000;

/** The CSV's columns, in order, by key. The editable ones are what the side panel's values hold. */
export const WAGE_CSV_COLUMNS = {
  code: 'Employee Code',
  name: 'Employee Name',
  skill: 'Skill Category',
  paidDays: 'Paid Days',
  overtimeHours: 'Overtime Hours',
  basic: 'Basic',
  da: 'DA',
  overtime: 'Overtime',
  hra: 'HRA',
  otherEarnings: 'Other Earnings',
  gross: 'Gross Wages',
  recoveries: 'Recoveries (Form C)',
  pf: 'PF',
  esic: 'ESIC',
  society: 'Society',
  incomeTax: 'Income Tax',
  insurance: 'Insurance',
  otherDeductions: 'Other Deductions',
  totalDeductions: 'Total Deductions',
  net: 'Net Payment',
  paymentMode: 'Payment Mode',
  paymentReference: 'Receipt or Bank Transaction Id',
  remarks: 'Remarks',
  status: 'Status',
} as const;
export type WageCsvColumn = keyof typeof WAGE_CSV_COLUMNS;
export const WAGE_CSV_ORDER = Object.keys(WAGE_CSV_COLUMNS) as WageCsvColumn[];

/** The columns an upload reads; the others are computed by the server (or, the name and status, shown only). */
export const WAGE_CSV_EDITABLE = [
  'hra',
  'otherEarnings',
  'pf',
  'esic',
  'society',
  'incomeTax',
  'insurance',
  'otherDeductions',
  'paymentMode',
  'paymentReference',
  'remarks',
] as const satisfies readonly WageCsvColumn[];
export type WageCsvEditable = (typeof WAGE_CSV_EDITABLE)[number];

/** The most characters of the receipt or transaction id and of the remarks (the side panel's limits). */
export const WAGE_CSV_TEXT_LIMITS = { paymentReference: 100, remarks: 200 } as const;

export const WAGE_BULK_MESSAGES = {
  csvOnly: 'Upload the wage entries as a .csv file.',
  tooManyRows: `A file can hold at most ${WAGE_CSV_MAX_ROWS.toLocaleString('en-IN')} rows: split it into smaller files.`,
  empty: 'The file holds no wage entries: fill the rows under the header of the downloaded file.',
  codeRequired: 'Required',
  unknownCode: 'No wage entry of this register has this employee code',
  amount: 'Enter an amount in rupees with at most two decimals',
  paymentMode: 'Enter Bank Transfer, Cash or Cheque (or leave it empty)',
  notEditable: 'This entry cannot be changed now',
  notYours: 'You can edit wage entries only of your own employees',
  contractorOnly: 'Only the contractor of this establishment uploads the wage entries’ CSV.',
  pendingEntry: 'The payslip is available once the wage entry is submitted.',
  /** Shown by the browser when an upload's answer carries no message (spec part 2, section 8). */
  uploadFailed: 'CSV upload failed',
  uploadSucceeded: 'Successfully edited the data!',
} as const;

export const wageCsvSameRowMessage = (row: number) => `The same employee code as row ${row}`;
export const wageCsvTooLongMessage = (max: number) => `Enter at most ${max} characters`;

/** `time_zone` (IANA, default Asia/Kolkata), checked as the attendance CSV checks it; no cell of the file depends on it. */
export const wageCsvQuery = z.object({ time_zone: z.string().trim().max(64).optional() });
export type WageCsvQuery = z.infer<typeof wageCsvQuery>;

/** A written upload: entries saved (and submitted), and rows that said what the entry holds already. */
export const wageCsvImportResult = z.object({
  message: z.string(),
  saved: z.number().int(),
  unchanged: z.number().int(),
});
export type WageCsvImportResult = z.infer<typeof wageCsvImportResult>;
