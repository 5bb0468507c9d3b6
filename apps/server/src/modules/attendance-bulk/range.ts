import {
  ATTENDANCE_BULK_MESSAGES,
  type AttendanceRangeQuery,
  attendanceRangeProblems,
  IST_TIME_ZONE,
} from '@anupalan/shared';
import { badRequest, validationFailed } from '../../lib/errors.js';
import { parseDay } from './cells.js';

/** Today in the browser's time zone (IANA name; India's when none is given), as yyyy-mm-dd. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || IST_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw badRequest('The time zone is not known: send an IANA name such as Asia/Kolkata.', 'BAD_TIME_ZONE');
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * From and To of a report, the workbook or Form D (yyyy-mm-dd or DD/MM/YYYY): both required, real dates, not in
 * the future, To not before From, at most `maxDays`; else 400 with each field's message.
 */
export function attendanceRange(query: AttendanceRangeQuery, maxDays: number) {
  const today = todayIn(query.time_zone);
  const from = query.from_date ? parseDay(query.from_date) : null;
  const to = query.to_date ? parseDay(query.to_date) : null;
  const fields: Record<string, string> = { ...attendanceRangeProblems(from, to, today, maxDays) };
  if (query.from_date && !from) fields.from_date = ATTENDANCE_BULK_MESSAGES.invalid;
  if (query.to_date && !to) fields.to_date = ATTENDANCE_BULK_MESSAGES.invalid;
  if (Object.keys(fields).length > 0 || !from || !to) throw validationFailed(fields);
  return { from, to, today };
}
