import { z } from 'zod';
import { wageQueryDate } from './wages.js';

/**
 * Statutory returns (spec part 2, sections 2-4, 7 and 9 'Returns'; LAW.md rows 4 and 5; issue 15). Under
 * /api/establishments/{id}:
 * - GET returns?from_date&to_date (dd/MM/yyyy; both absent: the returns year of today)   returnList
 * - GET returns/{returnId}                              the return's blank form, printable HTML (the document)
 * - POST returns/{returnId} {values: {signedReturn?, proofDispatch?}}   returnSaved (each a file of /api/files)
 * - PUT returns/{returnId} {values: {deleteKey}}        returnSaved (removes one upload)
 * The list holds the returns *due* between the dates whose period ends on or after the establishment's
 * commencement; a return is 'n/2 Completed' until both uploads are in, then 'Completed on {date}'.
 * Dates in answers are yyyy-mm-dd, times ISO timestamps. docs/returns.md says why each choice was made.
 */

/** The two uploads of a return, in the order shown. */
export const RETURN_UPLOAD_KEYS = ['signedReturn', 'proofDispatch'] as const;
export type ReturnUploadKey = (typeof RETURN_UPLOAD_KEYS)[number];

export const RETURN_MESSAGES = {
  uploaded: 'Form Uploaded Successfully',
  deleted: 'Form Deleted Successfully',
  uploadFailed: 'Error In Adding Form. Please try again!',
  deleteFailed: 'Error In Deleting Form. Please try again!',
  notFound: 'Return not found.',
  noAccess: 'Subcontractors have no access to returns.',
  contractorOnly: 'Only the contractor of this establishment uploads or removes the documents of a return.',
  completed: 'This return is completed: both documents are uploaded. Remove one of them first to replace it.',
  notEnded: 'This return can be filed only after its period has ended.',
  notUploaded: 'This document has not been uploaded.',
  nothingSent: 'Upload the signed return or the proof of dispatch.',
  datesOrder: 'The from date must not be after the to date.',
  rangeTooLong: 'Choose at most ten years of returns at a time.',
  fileNotHere: "Upload the document on this establishment's return page.",
  banner: 'Please download the given documents and fill up the necessary details before uploading.',
} as const;

/** yyyy-mm-dd as a calendar date (no time zone arithmetic). */
function isCalendarIso(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && iso >= '1900-01-01';
}
const queryDate = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : wageQueryDate(v)) : v),
  z.string().refine(isCalendarIso, 'Enter the date as dd/MM/yyyy').optional(),
);

/** GET returns: the dates the returns are due between (both or neither). */
export const returnListQuery = z.object({ from_date: queryDate, to_date: queryDate });
export type ReturnListQuery = z.infer<typeof returnListQuery>;

/**
 * The returns year a day falls in (spec part 2, section 9): a year starts on 1 July; a day before July belongs to
 * the year that started the previous July, except in the establishment's commencement year (its first returns
 * fall due in the year starting that July). Answers the year's number (its July's year) and its first and last
 * days (yyyy-mm-dd).
 */
export function returnsYearOf(
  dayIso: string,
  commencementIso: string | null,
): { year: number; from: string; to: string } {
  const y = Number(dayIso.slice(0, 4));
  const m = Number(dayIso.slice(5, 7));
  const commencementYear = commencementIso ? Number(commencementIso.slice(0, 4)) : null;
  const year = m < 7 && (commencementYear === null || y > commencementYear) ? y - 1 : y;
  return returnsYear(year);
}

/** The returns year that starts on 1 July of `year`. */
export function returnsYear(year: number): { year: number; from: string; to: string } {
  return { year, from: `${year}-07-01`, to: `${year + 1}-06-30` };
}

export const returnUpload = z.object({
  name: z.string(),
  url: z.string(),
  uploaded_on: z.string(),
});
export type ReturnUpload = z.infer<typeof returnUpload>;

export const estReturn = z.object({
  id: z.uuid(),
  start_on: z.string(),
  end_on: z.string(),
  due_on: z.string(),
  submitted_on: z.string().nullable(),
  body: z.object({
    signedReturn: returnUpload.nullable(),
    proofDispatch: returnUpload.nullable(),
  }),
});
export type EstReturn = z.infer<typeof estReturn>;

export const cmsReturn = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The form in force for this period (its last day) in the establishment's state. */
  doc_name: z.string(),
  citation: z.string(),
  frequency: z.enum(['half_yearly', 'annual']),
  body: z.object({ description: z.string() }),
});
export type CmsReturn = z.infer<typeof cmsReturn>;

export const returnItem = z.object({
  cms_returns: cmsReturn,
  est_returns: estReturn,
  /** How many of the two documents are uploaded. */
  completed: z.number().int().min(0).max(2),
  /** Whether the period has ended (a return is filed only after). */
  period_ended: z.boolean(),
});
export type ReturnItem = z.infer<typeof returnItem>;

export const returnList = z.object({
  from_date: z.string(),
  to_date: z.string(),
  /** The establishment's commencement date (the year pager goes no further back), null when not recorded. */
  commencement_date: z.string().nullable(),
  /** Whether the caller may upload and remove (the contractor, while the establishment accepts changes). */
  can_upload: z.boolean(),
  /** Why the contractor may not change anything now (locked, cancelled, link ended), else null. */
  lock_reason: z.string().nullable(),
  returns: z.array(returnItem),
});
export type ReturnList = z.infer<typeof returnList>;

const uploadedDocument = z.object({
  name: z.string().trim().min(1).max(255),
  url: z.string().trim().min(1).max(200),
});

/** POST returns/{returnId}: one or both documents, each a file of /api/files uploaded on this establishment. */
export const returnSaveBody = z.object({
  values: z.object({
    signedReturn: uploadedDocument.optional(),
    proofDispatch: uploadedDocument.optional(),
  }),
});
export type ReturnSaveValues = z.infer<typeof returnSaveBody>['values'];

/** PUT returns/{returnId}: the document to remove. */
export const returnRemoveBody = z.object({
  values: z.object({ deleteKey: z.enum(RETURN_UPLOAD_KEYS) }),
});

export const returnSaved = z.object({ message: z.string(), return: returnItem });
export type ReturnSaved = z.infer<typeof returnSaved>;
