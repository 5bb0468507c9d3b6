import { z } from 'zod';

/**
 * The employee register's printable and report calls (spec part 2, sections 2, 3, 5 and 7 'Employees'):
 * - window /gen-forms/establishments/{id}/employee-register and .../adol-employee-register   Form A (HTML)
 * - GET  /api/establishments/{id}/employees/manpower-report?from_date&to_date                xlsx
 * - GET  /api/establishments/{id}/employees/{employeeId}/employee-verification               employeeVerification[]
 * - POST and DELETE .../employee-verification/{verificationId} {values: {id, body}}          {message}
 * - window /gen-forms/establishment-employees/{employeeId}/{urlPart}                          a verification form
 * - GET  /api/androidAppLink                                                                 {link}
 */

/** Manpower report: at most this many days, From and To included (spec part 2, sections 5 and 9). */
export const MANPOWER_REPORT_MAX_DAYS = 60;

export const MANPOWER_MESSAGES = {
  fromRequired: 'From Date is required',
  toRequired: 'To Date is required',
  invalid: 'Enter the date as DD/MM/YYYY',
  future: 'The date cannot be in the future',
  order: 'To Date cannot be before From Date',
  tooLong: `The manpower report covers at most ${MANPOWER_REPORT_MAX_DAYS} days`,
} as const;

/** From and To as yyyy-mm-dd or DD/MM/YYYY; checked by the server (400 with the fields' messages). */
export const manpowerReportQuery = z.object({
  from_date: z.string().trim().max(10).optional(),
  to_date: z.string().trim().max(10).optional(),
});

/** Number of days from `from` to `to`, both included (yyyy-mm-dd). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The manpower report's range problems, by field (empty when the range may be asked for). */
export function manpowerRangeProblems(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
): Partial<Record<'from_date' | 'to_date', string>> {
  const problems: Partial<Record<'from_date' | 'to_date', string>> = {};
  if (!from) problems.from_date = MANPOWER_MESSAGES.fromRequired;
  else if (from > today) problems.from_date = MANPOWER_MESSAGES.future;
  if (!to) problems.to_date = MANPOWER_MESSAGES.toRequired;
  else if (to > today) problems.to_date = MANPOWER_MESSAGES.future;
  if (from && to && !problems.from_date && !problems.to_date) {
    if (to < from) problems.to_date = MANPOWER_MESSAGES.order;
    else if (daysInclusive(from, to) > MANPOWER_REPORT_MAX_DAYS) problems.to_date = MANPOWER_MESSAGES.tooLong;
  }
  return problems;
}

export const VERIFICATION_BANNER =
  'Please download the given documents and fill up the necessary details before uploading.';
export const VERIFICATION_MESSAGES = {
  uploaded: 'Form Uploaded Successfully',
  deleted: 'Form Deleted Successfully',
  uploadFailed: 'Error In Adding Form. Please try again!',
  deleteFailed: 'Error In Deleting Form. Please try again!',
  downloadFailed: 'Error in downloading form',
} as const;

export const uploadedFile = z.object({
  name: z.string().trim().min(1).max(255),
  url: z.string().trim().min(1).max(200),
});

/** A verification form due for the worker (spec part 2, section 3 'Employee verification'). */
export const employeeVerification = z.object({
  id: z.uuid(),
  form_schema: z.object({ title: z.string(), description: z.string(), urlPart: z.string() }),
  body: uploadedFile.nullable(),
  due_on: z.string(),
  submitted_on: z.string().nullable(),
});
export type EmployeeVerification = z.infer<typeof employeeVerification>;
export const employeeVerificationList = z.array(employeeVerification);

/** POST employee-verification/{id}: the uploaded signed copy (a file of /api/files). */
export const verificationUpload = z.object({ values: z.object({ id: z.uuid(), body: uploadedFile }) });
/** DELETE employee-verification/{id}: the spec sends the same shape; the body is optional. */
export const verificationRemoval = z
  .object({ values: z.object({ id: z.uuid().optional(), body: z.unknown().optional() }).optional() })
  .optional();

/** GET /api/androidAppLink: where site staff get the mobile app (or the web app's own address). */
export const androidAppLink = z.object({ link: z.string(), configured: z.boolean() });
export type AndroidAppLink = z.infer<typeof androidAppLink>;
