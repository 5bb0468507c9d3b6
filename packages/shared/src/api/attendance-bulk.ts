import { z } from 'zod';
import { importRowProblem } from './employee-import.js';
import { daysInclusive, MANPOWER_MESSAGES } from './employee-registers.js';

/**
 * Attendance in bulk, reports and Form D (spec part 2, sections 2, 5, 7 'Attendance'; issue 13). Under
 * /api/establishments/{id}:
 * - GET  attendance-registers/download-xl?from_date&to_date     the workbook: one row per worker per day (xlsx)
 * - POST attendance-registers/upload-xl  (multipart `file`, .xlsx)   attendanceImportResult; 400 with `rows`
 * - GET  attendance-registers/download-report?from_date&to_date  the summary per worker (xlsx)
 * - POST attendance-punches/preview?from_date&to_date (multipart `file`, .csv or .xlsx)   punchPreview
 * - POST attendance-punches/apply {token}                        attendanceImportResult
 * GET and POST /api/generate-csv/establishments/{id}/attendance/{registerId}?time_zone   the day's CSV (.csv)
 * Window /gen-forms/establishments/{id}/attendance-register?from_date&to_date&time_zone  Form D (HTML)
 * Uploads are all or nothing: a refused file lists every bad row (row, column, message) and writes nothing.
 */

/** The most rows one workbook or CSV takes (a month of 1,600 workers). */
export const ATTENDANCE_IMPORT_MAX_ROWS = 50_000;
/** The workbook and Form D cover at most a month; the report a year. */
export const ATTENDANCE_WORKBOOK_MAX_DAYS = 31;
export const ATTENDANCE_REPORT_MAX_DAYS = 366;

export const ATTENDANCE_BULK_MESSAGES = {
  ...MANPOWER_MESSAGES,
  workbookTooLong: `The workbook and Form D cover at most ${ATTENDANCE_WORKBOOK_MAX_DAYS} days`,
  reportTooLong: `The report covers at most ${ATTENDANCE_REPORT_MAX_DAYS} days`,
  /** Shown by the browser when the server's answer carries no message (spec part 2, section 8). */
  uploadFailed: 'Failed to upload the excel file',
  reportFailed: 'An unknown error occurred while generating the report',
  xlsxOnly: 'Upload the attendance workbook as an .xlsx file.',
  csvOnly: 'Upload the attendance as a .csv file.',
  punchLogType: 'Upload the punch log as a .csv or .xlsx file.',
} as const;

/** The From and To of a report, the workbook or Form D: both required, not in the future, To not before From. */
export function attendanceRangeProblems(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
  maxDays: number,
): Partial<Record<'from_date' | 'to_date', string>> {
  const m = ATTENDANCE_BULK_MESSAGES;
  const problems: Partial<Record<'from_date' | 'to_date', string>> = {};
  if (!from) problems.from_date = m.fromRequired;
  else if (from > today) problems.from_date = m.future;
  if (!to) problems.to_date = m.toRequired;
  else if (to > today) problems.to_date = m.future;
  if (from && to && !problems.from_date && !problems.to_date) {
    if (to < from) problems.to_date = m.order;
    else if (daysInclusive(from, to) > maxDays)
      problems.to_date = maxDays === ATTENDANCE_REPORT_MAX_DAYS ? m.reportTooLong : m.workbookTooLong;
  }
  return problems;
}

/** From and To as yyyy-mm-dd or DD/MM/YYYY; `time_zone` (IANA, default Asia/Kolkata) says which day is today. */
export const attendanceRangeQuery = z.object({
  from_date: z.string().trim().max(10).optional(),
  to_date: z.string().trim().max(10).optional(),
  time_zone: z.string().trim().max(64).optional(),
});
export type AttendanceRangeQuery = z.infer<typeof attendanceRangeQuery>;

export const attendanceTimeZoneQuery = z.object({ time_zone: z.string().trim().max(64).optional() });

/** A written upload: how many entries were saved, registers opened, rows left as they were. */
export const attendanceImportResult = z.object({
  message: z.string(),
  saved: z.number().int(),
  unchanged: z.number().int(),
  registers_created: z.number().int(),
});
export type AttendanceImportResult = z.infer<typeof attendanceImportResult>;

/** An entry the punch log proposes: the worker's shift of a day. */
export const proposedEntry = z.object({
  employee_id: z.uuid(),
  employee_code: z.string(),
  employee_name: z.string(),
  register_date: z.string(),
  /** 'HH:mm' (24-hour); out_next_day when the shift ended after midnight. */
  in_time: z.string(),
  out_time: z.string(),
  out_next_day: z.boolean(),
  rest_minutes: z.number().int(),
  worked_minutes: z.number().int(),
  /** What applying does: fill a pending entry, change one the workbook or a device filled, or leave it. */
  action: z.enum(['fill', 'update', 'unchanged', 'kept']),
  /** Why a shift is left out or kept ('kept': an entry someone submitted by hand). */
  note: z.string().nullable(),
});
export type ProposedEntry = z.infer<typeof proposedEntry>;

export const punchPreview = z.object({
  /** Names this preview for apply (valid for an hour, for this establishment and user). */
  token: z.uuid(),
  from_date: z.string(),
  to_date: z.string(),
  punches: z.number().int(),
  duplicates: z.number().int(),
  entries: z.array(proposedEntry),
  /** Rows of the log that were not read, shifts that need a look (one punch), unknown workers. */
  problems: z.array(importRowProblem),
});
export type PunchPreview = z.infer<typeof punchPreview>;

export const punchApplyBody = z.object({ token: z.uuid() });

/** The file types each upload takes. */
export const ATTENDANCE_WORKBOOK_EXTENSIONS = ['.xlsx'] as const;
export const ATTENDANCE_CSV_EXTENSIONS = ['.csv'] as const;
export const PUNCH_LOG_EXTENSIONS = ['.csv', '.xlsx'] as const;
