import { z } from 'zod';
import { RUPEES_PATTERN } from '../domain/establishments.js';
import { INPUT_LIMITS } from '../domain/limits.js';
import { REQUIRED } from './basics.js';
import { uploadedFile } from './employee-registers.js';

/**
 * Wage registers (Form B), spec part 2 sections 2-9 ('Wages') and issue 14. Under /api/establishments/{id}:
 * - GET    wages?start_date&end_date | ?from_date&to_date [&page&pageSize]   wageRegisterList (the year pager)
 * - POST   wages?from_date&to_date                                           wageRegisterCreated ({id})
 * - GET    wages/{registerId}?page&pageSize&filters&nameOrCode                wageRegisterDetail (25 a page)
 * - GET    wages/{registerId}/pending-entry-ids                              wagePendingEntryIds (in order)
 * - GET    wages/{registerId}/total-employee-count                           wageTotalEmployeeCount
 * - GET    wages/{registerId}/wage-entries/{employeeId}                      wageEntry (the side panel)
 * - POST   wages/{registerId}/wage-entries/{employeeId} {values: wageEntryValues}   wageEntrySaved (submits)
 * - POST   wages/{registerId}/wage-entries/{employeeId}/redo-register {values}      wageEntrySaved (Revise Entry)
 * - PUT    wages/{registerId}/reopen-register                                wageRegisterSaved (contractor)
 * - DELETE wages/{registerId}                                                {message}
 * - POST   wages/{registerId}/cancel                                         wageRegisterSaved
 * - POST   wages/{registerId}/payslips_given {values: payslipsGivenValues}   wageRegisterSaved
 * - POST   wages/{registerId}/paid_and_signed {values: {body: {name, url}}}  wageRegisterSaved
 * - GET    /api/audit/wage-registers/{registerId}?page&pageSize                       auditEntry[]
 * - GET    /api/audit/wage-entries?register_id&establishment_employee_id&page&pageSize auditEntry[]
 * (Form B, payslips, the report and the CSV are in the wages-bulk module.)
 *
 * Dates: the list's and the add's query dates are dd/MM/yyyy as the spec says (yyyy-mm-dd is accepted too); every
 * date in an answer is yyyy-mm-dd, every time an ISO timestamp. Money on the wire is rupee text with two decimals
 * ('15600.00'), exactly as numeric(12,2) holds it (never a float); the screens format it with Indian grouping.
 *
 * States (docs/decisions.md 'Wages'): a register is created with status null (entries pending); it becomes
 * 'register_completed' when its last entry is submitted (entries get wage_status 'register_completed');
 * payslips_given confirms the payslips with date_of_payment and the tick (status 'payslips_given', no edits
 * after); paid_and_signed uploads the signed register (status 'paid_and_signed', nothing changes); the contractor
 * may reopen a paid_and_signed register (reopened_on; back to 'register_completed'; signing again sets
 * resubmitted_on); cancel while not signed ('cancelled'); delete while neither signed nor cancelled.
 */

/** Page size of the wage entries and of the register list (spec part 2, section 9). */
export const WAGES_PAGE_SIZE = 25;

/** A register's status; null (not in this list) while entries are being filled. */
export const WAGE_REGISTER_STATUSES = [
  'register_completed',
  'payslips_given',
  'paid_and_signed',
  'cancelled',
] as const;
export type WageRegisterStatus = (typeof WAGE_REGISTER_STATUSES)[number];
/** The states a live register may have (everything but cancelled); null is live too. */
export const WAGE_REGISTER_STATUS_LABELS: Record<WageRegisterStatus | 'created', string> = {
  created: 'Created',
  register_completed: 'Register Completed',
  payslips_given: 'Payslips Given',
  paid_and_signed: 'Paid and Signed',
  cancelled: 'Cancelled',
};

/** The steps shown on the register page (spec part 2, section 2). */
export const WAGE_REGISTER_STEPS = [
  'Create Register',
  'Download Payslips',
  'Upload Signed Register',
] as const;

/** An entry's wage_status: the register's status stamped on the entries once the register is completed. */
export const WAGE_ENTRY_WAGE_STATUSES = ['register_completed', 'payslips_given', 'paid_and_signed'] as const;
export type WageEntryWageStatus = (typeof WAGE_ENTRY_WAGE_STATUSES)[number];

/** An entry's display status (spec part 2, section 4). */
export const WAGE_ENTRY_DISPLAY_STATUSES = [
  'Pending',
  'Revision Pending',
  'Completed',
  'Completed after register submission',
] as const;
export type WageEntryDisplayStatus = (typeof WAGE_ENTRY_DISPLAY_STATUSES)[number];

/**
 * The register page's status filter. 'Pending' is every entry not submitted (revisions included), 'Completed'
 * every submitted one; the other two are the narrower display statuses.
 */
export const WAGE_ENTRY_FILTERS = [
  'All',
  'Pending',
  'Completed',
  'Revision Pending',
  'Completed after register submission',
] as const;
export type WageEntryFilter = (typeof WAGE_ENTRY_FILTERS)[number];

/** How a worker was paid (Form B's 'receipt or bank transaction id' goes with it). */
export const WAGE_PAYMENT_MODES = ['bank_transfer', 'cash', 'cheque'] as const;
export type WagePaymentMode = (typeof WAGE_PAYMENT_MODES)[number];
export const WAGE_PAYMENT_MODE_LABELS: Record<WagePaymentMode, string> = {
  bank_transfer: 'Bank Transfer',
  cash: 'Cash',
  cheque: 'Cheque',
};

/** The tick of the payslip confirmation (spec part 2, section 5). */
export const PAYSLIPS_TICK_LABEL =
  'All employees have been given payslips and required evaluations have been conducted';

/** The texts the screens and the server use (spec part 2, section 8, and issue 14). */
export const WAGE_MESSAGES = {
  deleted: 'Successfully deleted the wage register',
  deleteFailed: 'Failed to delete the wage register',
  cancelled: 'Successfully Cancelled the wage register',
  cancelFailed: 'Failed to cancel the wage register',
  entriesPending: 'There are still some wage entries pending.',
  payslipsTick: PAYSLIPS_TICK_LABEL,
  /** The payslip confirmation's note. */
  noEditsAfter: 'No edits can be made after submission.',
  saved: 'Successfully edited the data!',
  submitted: 'Form Submitted Successfully',
  uploaded: 'Form Uploaded Successfully',
  submitFailed: 'Error In Submitting Form. Please try again!',
  uploadFailed: 'Error In Adding Form. Please try again!',
  downloadFailed: 'Error in downloading form',
  reportFailed: 'An unknown error occurred while generating the report',
  csvUploadFailed: 'CSV upload failed',
  required: REQUIRED,
  created: 'Wage register created',
  reopened: 'The wage register is reopened',
  revised: 'The wage entry is reopened for revision',
  notFound: 'Wage register not found.',
  entryNotFound: 'Wage entry not found.',
  datesRequired: 'Both the start date and the end date are required',
  endBeforeStart: 'The end date cannot be before the start date',
  futureDate: 'A wage register cannot include a future date',
  contractorOnly: 'Only the contractor of this establishment may do this.',
  writersOnly: 'Only the contractor or a subcontractor records wage entries.',
  notYourEmployee: 'You can edit wage entries only of your own employees',
  govtCannotOpen: 'This wage entry is not available until it is submitted with the register.',
  cancelledRegister: 'The wage register is cancelled; it cannot be changed',
  signedRegister: 'The wage register is paid and signed; it cannot be changed',
  payslipsGivenNoEdits: 'Payslips have been given for this register; its entries cannot be edited',
  completedNoEdits: 'The wage register is completed; revise the entry to change it',
  notCompleted: 'The wage register is not completed yet',
  notPayslipsGiven: 'Payslips have not been given for this register yet',
  notSigned: 'Only a paid and signed wage register can be reopened',
  reviseNotAllowed: 'Only a submitted entry of a completed register can be revised',
  cannotDeleteSigned: 'A paid and signed wage register cannot be deleted',
  cannotDeleteCancelled: 'A cancelled wage register cannot be deleted',
  cannotCancelSigned: 'A paid and signed wage register cannot be cancelled',
  alreadyCancelled: 'The wage register is already cancelled',
  noEmployees: 'No employee was employed in the establishment during these dates',
  dateOfPaymentBeforeEnd: 'The date of payment cannot be before the last day of the wage period',
  dateOfPaymentFuture: 'The date of payment cannot be in the future',
} as const;

/** yyyy-mm-dd as DD/MM/YYYY (local to this contract; the same as attendance's formatIsoDate). */
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The refusal when a register would overlap a live one; dates yyyy-mm-dd. */
export const wageOverlapMessage = (from: string, to: string) =>
  `A wage register already covers some of these dates (${dmy(from)} - ${dmy(to)}); a register cannot overlap another`;
/** The refusal when the period is longer than a month (LAW.md row 6). */
export const wagePeriodTooLongMessage = (from: string, to: string) =>
  `The wage period ${dmy(from)} to ${dmy(to)} is longer than a month; a wage period may not exceed one month (Payment of Wages Act s.4(2); Code on Wages s.16).`;
/**
 * The refusal when the attendance of the dates is not complete: `days` are yyyy-mm-dd with what is pending on each
 * ('no attendance register', or 'N entries pending'); at most ten are named, then '... and N more days'.
 */
export function wageAttendancePendingMessage(days: readonly { date: string; pending: string }[]): string {
  const shown = days.slice(0, 10).map((d) => `${dmy(d.date)} (${d.pending})`);
  const more = days.length > 10 ? ` and ${days.length - 10} more days` : '';
  return `The attendance of these dates is not complete: ${shown.join(', ')}${more}. Complete the attendance before creating the wage register.`;
}

/** 'dd/MM/yyyy' or 'yyyy-mm-dd' to yyyy-mm-dd; anything else unchanged (then refused as not a date). */
export function wageQueryDate(text: string): string {
  const t = text.trim();
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : t;
}
function isCalendarIso(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && iso >= '1900-01-01';
}
/** A query date: dd/MM/yyyy (or yyyy-mm-dd), answered as yyyy-mm-dd; '' is absent. */
const queryDate = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : wageQueryDate(v)) : v),
  z.string().refine(isCalendarIso, 'Enter the date as dd/MM/yyyy').optional(),
);
const isoDate = z.string().refine(isCalendarIso, 'Enter the date as yyyy-mm-dd');

/** Rupee text: at most two decimals, no sign, as typed; '' or absent is '0'. Never a float. */
export const rupeesInput = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? '0' : typeof v === 'number' ? String(v) : v),
  z.string().trim().regex(RUPEES_PATTERN, 'Enter an amount in rupees with at most two decimals'),
);
/** Money in an answer: rupees with two decimals ('15600.00'). */
const money = z.string();

/** GET wages: the registers between two dates (the year pager gives a year); either pair of names. */
export const wageRegisterListQuery = z.object({
  start_date: queryDate,
  end_date: queryDate,
  from_date: queryDate,
  to_date: queryDate,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(WAGES_PAGE_SIZE),
});
export type WageRegisterListQuery = z.infer<typeof wageRegisterListQuery>;

/** POST wages: both dates required (WAGE_MESSAGES.datesRequired when either is missing). */
export const wageRegisterCreateQuery = z.object({
  from_date: queryDate,
  to_date: queryDate,
});
export type WageRegisterCreateQuery = z.infer<typeof wageRegisterCreateQuery>;
export const wageRegisterCreated = z.object({ id: z.uuid(), message: z.string() });
export type WageRegisterCreated = z.infer<typeof wageRegisterCreated>;

/** A signed register as uploaded (a file of /api/files), and the earlier ones after reopening. */
export const wageRegisterBody = z.object({
  name: z.string().nullable(),
  url: z.string().nullable(),
  /** 0 until reopened; each reopening adds one. */
  curr_revision: z.number().int(),
  /** The earlier signed copies, oldest first. */
  revisions: z.array(
    z.object({ revision: z.number().int(), name: z.string(), url: z.string(), signed_on: z.string() }),
  ),
});
export type WageRegisterBody = z.infer<typeof wageRegisterBody>;

/** A row of the register list. */
export const wageRegisterListItem = z.object({
  id: z.uuid(),
  from_date: z.string(),
  to_date: z.string(),
  status: z.enum(WAGE_REGISTER_STATUSES).nullable(),
  total_entries: z.number().int(),
  entries_completed: z.number().int(),
  total_gross: money,
  total_net_payment: money,
  total_deduction_amount: money,
  submitted_on: z.string().nullable(),
  date_of_payment: z.string().nullable(),
  cancelled_on: z.string().nullable(),
  last_updated_on: z.string(),
  serial_no: z.number().int(),
  max_count: z.number().int(),
});
export type WageRegisterListItem = z.infer<typeof wageRegisterListItem>;

export const wageRegisterList = z.object({
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  wage_registers: z.array(wageRegisterListItem),
  /** All registers between the dates (the pages' count is max_count / pageSize rounded up). */
  max_count: z.number().int(),
  /** Whether the caller may add a register (the contractor of a writable link). */
  can_create: z.boolean(),
});
export type WageRegisterList = z.infer<typeof wageRegisterList>;

/** The register (the detail's `wage_registers`). Totals are of the submitted entries. */
export const wageRegister = z.object({
  id: z.uuid(),
  establishment_id: z.uuid(),
  status: z.enum(WAGE_REGISTER_STATUSES).nullable(),
  from_date: z.string(),
  to_date: z.string(),
  max_count: z.number().int(),
  total_entries: z.number().int(),
  entries_completed: z.number().int(),
  total_gross: money,
  total_net_payment: money,
  total_deduction_amount: money,
  submitted_on: z.string().nullable(),
  payslips_given_on: z.string().nullable(),
  signed_on: z.string().nullable(),
  reopened_on: z.string().nullable(),
  resubmitted_on: z.string().nullable(),
  cancelled_on: z.string().nullable(),
  last_updated_on: z.string(),
  date_of_payment: z.string().nullable(),
  body: wageRegisterBody,
  /** The step the register is at: 0 Create Register, 1 Download Payslips, 2 Upload Signed Register, 3 done. */
  step: z.number().int().min(0).max(3),
  /** What the caller may do (the server refuses the rest anyway). */
  can_edit_entries: z.boolean(),
  /** 'Start' when all of the caller's entries are pending, 'Resume' when some; null when none or not allowed. */
  start_label: z.enum(['Start', 'Resume']).nullable(),
  can_confirm_payslips: z.boolean(),
  can_upload_signed: z.boolean(),
  can_cancel: z.boolean(),
  can_delete: z.boolean(),
  can_reopen: z.boolean(),
  can_revise: z.boolean(),
});
export type WageRegister = z.infer<typeof wageRegister>;

/** The rates a wage period paid in the register (Form B's 'rate of wage'), rupees. */
export const wageRateUsed = z.object({
  start_date: z.string(),
  end_date: z.string().nullable(),
  wage_per_day: money,
  da_per_day: money,
  overtime_rate_per_hour: money,
  paid_days: z.number().int(),
  overtime_hours: z.string(),
});
export type WageRateUsedRow = z.infer<typeof wageRateUsed>;

/** A row of the register page (25 a page). */
export const wageEntryRow = z.object({
  id: z.uuid(),
  register_id: z.uuid(),
  /** The worker (employees.id). */
  establishment_employee_id: z.uuid(),
  employee_code: z.string(),
  employee_name: z.string(),
  skill_category: z.string(),
  subcontractor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  gross_wages: money,
  total_deductions: money,
  net_payment: money,
  submitted_on: z.string().nullable(),
  wage_status: z.enum(WAGE_ENTRY_WAGE_STATUSES).nullable(),
  is_revision: z.boolean(),
  modified_after_submission: z.boolean(),
  status: z.enum(WAGE_ENTRY_DISPLAY_STATUSES),
  /** Whether the caller may open the entry's panel (Government: only entries with a wage_status, not revisions). */
  can_open: z.boolean(),
  /** Whether the caller may save (submit) it. */
  can_edit: z.boolean(),
  /** Whether the caller may revise it (redo-register). */
  can_revise: z.boolean(),
  serial_no: z.number().int(),
  max_count: z.number().int(),
});
export type WageEntryRow = z.infer<typeof wageEntryRow>;

/** The whole entry (the side panel): Form B's columns. Money is rupee text. */
export const wageEntry = wageEntryRow.extend({
  designation: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  present_days: z.number().int(),
  paid_leave_days: z.number().int(),
  absent_days: z.number().int(),
  week_off_days: z.number().int(),
  paid_days: z.number().int(),
  overtime_hours: z.string(),
  rates: z.array(wageRateUsed),
  // Earnings
  basic: money,
  da: money,
  overtime: money,
  hra: money,
  other_earnings: money,
  // Deductions
  /** The recoveries due in the period from the recovery register (Form C); zero until that module lands. */
  recoveries: money,
  pf: money,
  esic: money,
  society: money,
  income_tax: money,
  insurance: money,
  other_deductions: money,
  payment_mode: z.enum(WAGE_PAYMENT_MODES).nullable(),
  /** The receipt number or bank transaction id. */
  payment_reference: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The refusal from the last recomputation when the entry could not be computed, else null. */
  problems: z.array(z.string()),
  /** Body as the spec names it (totalBasic, totalDeductions, netPayment, isRevision). */
  body: z.object({
    totalBasic: money,
    totalDeductions: money,
    netPayment: money,
    isRevision: z.boolean(),
  }),
});
export type WageEntry = z.infer<typeof wageEntry>;

/** Counts of the whole register in SQL (not the page); own_* are the caller's own workers (a subcontractor's). */
export const wageStatusCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
  revision_pending: z.number().int(),
  completed_after_submission: z.number().int(),
  own_total: z.number().int(),
  own_pending: z.number().int(),
});
export type WageStatusCounts = z.infer<typeof wageStatusCounts>;

export const wageRegisterDetailQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(WAGES_PAGE_SIZE),
  filters: z.enum(WAGE_ENTRY_FILTERS).default('All'),
  /** Part of the employee's name or code, case-insensitive. */
  nameOrCode: z
    .string()
    .trim()
    .max(INPUT_LIMITS.text)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type WageRegisterDetailQuery = z.infer<typeof wageRegisterDetailQuery>;

export const wageRegisterDetail = z.object({
  wage_registers: wageRegister,
  wage_entries: z.array(wageEntryRow),
  wage_status: wageStatusCounts,
});
export type WageRegisterDetail = z.infer<typeof wageRegisterDetail>;

/** The pending entries' worker ids in the register's order (employee code), the caller's own for a subcontractor. */
export const wagePendingEntryIds = z.object({ pending_entry_ids: z.array(z.uuid()) });
export type WagePendingEntryIds = z.infer<typeof wagePendingEntryIds>;
export const wageTotalEmployeeCount = z.object({ total_employee_count: z.number().int() });
export type WageTotalEmployeeCount = z.infer<typeof wageTotalEmployeeCount>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().optional(),
  );

/**
 * The side panel's values: the earnings and deductions a person enters. Basic, DA, overtime and recoveries are
 * computed by the server (computeWage), never sent. Saving submits the entry; the server recomputes the whole line
 * and refuses deductions over 50% of gross with computeWage's message.
 */
export const wageEntryValues = z.object({
  hra: rupeesInput,
  other_earnings: rupeesInput,
  pf: rupeesInput,
  esic: rupeesInput,
  society: rupeesInput,
  income_tax: rupeesInput,
  insurance: rupeesInput,
  other_deductions: rupeesInput,
  payment_mode: z.preprocess((v) => (v === '' ? null : v), z.enum(WAGE_PAYMENT_MODES).nullable().optional()),
  payment_reference: optionalText(100),
  remarks: optionalText(INPUT_LIMITS.text),
});
export type WageEntryValues = z.infer<typeof wageEntryValues>;
export const wageEntryBody = z.object({ values: wageEntryValues });

export const wageEntrySaved = z.object({
  message: z.string(),
  wage_entry: wageEntry,
  /** The register's status after the save ('register_completed' once every entry is submitted). */
  register_status: z.enum(WAGE_REGISTER_STATUSES).nullable(),
});
export type WageEntrySaved = z.infer<typeof wageEntrySaved>;

/** POST redo-register (Revise Entry): an optional reason. */
export const wageRedoBody = z.object({
  values: z.object({ reason: optionalText(INPUT_LIMITS.text) }).optional(),
});

/** POST payslips_given: the date of payment and the tick, both required. */
export const payslipsGivenValues = z
  .object({
    date_of_payment: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : wageQueryDate(v)) : v),
      isoDate.optional(),
    ),
    payslips_given: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.date_of_payment) ctx.addIssue({ code: 'custom', path: ['date_of_payment'], message: REQUIRED });
    if (v.payslips_given !== true)
      ctx.addIssue({ code: 'custom', path: ['payslips_given'], message: REQUIRED });
  });
export type PayslipsGivenValues = z.infer<typeof payslipsGivenValues>;
export const payslipsGivenBody = z.object({ values: payslipsGivenValues });

/** POST paid_and_signed: the signed register (a file of /api/files the caller may read). */
export const paidAndSignedValues = z.object({ body: uploadedFile });
export const paidAndSignedBody = z.object({ values: paidAndSignedValues });

/** PUT reopen-register: no values needed (an optional reason). */
export const reopenRegisterBody = z
  .object({ values: z.object({ reason: optionalText(INPUT_LIMITS.text) }).optional() })
  .optional();

export const wageRegisterSaved = z.object({
  message: z.string(),
  wage_registers: wageRegister,
});
export type WageRegisterSaved = z.infer<typeof wageRegisterSaved>;

export const wageRegisterAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export const wageEntryAuditQuery = z.object({
  register_id: z.uuid(),
  establishment_employee_id: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
