import {
  ATTENDANCE_IMPORT_MAX_ROWS,
  ATTENDANCE_WORKBOOK_MAX_DAYS,
  type AttendanceImportResult,
  type AttendanceRangeQuery,
} from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { attendanceRegisters } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { displayDate } from '../../lib/printable.js';
import { readSheet } from '../../lib/sheet-file.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { COLUMNS, CSV_COLUMNS, WORKBOOK_COLUMNS } from './entry-rows.js';
import { importRows } from './import.service.js';
import { attendanceRange, todayIn } from './range.js';
import { dayRows } from './reads.queries.js';
import { CSV_SHEET, readEntryFile, registerCsv, WORKBOOK_SHEET, workbookXlsx } from './workbook.js';

/**
 * The attendance workbook (a range of days, one row per worker per day) and a day's CSV: downloads filled with the
 * caller's workers and their entries, uploads judged by the entry form's rules and written all or nothing.
 */
const fileDate = (day: string) => displayDate(day).replaceAll('/', '-');

export const REGISTER_NOT_FOUND = 'Attendance register not found.';
const TOO_MANY_ROWS = `The workbook would hold more than ${ATTENDANCE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows: choose a shorter range.`;

export async function downloadWorkbook(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: AttendanceRangeQuery,
): Promise<{ filename: string; buffer: Buffer }> {
  const range = attendanceRange(query, ATTENDANCE_WORKBOOK_MAX_DAYS);
  const rows = await dayRows(deps.db, auth, found.establishment.id, range, ATTENDANCE_IMPORT_MAX_ROWS + 1);
  if (rows.length > ATTENDANCE_IMPORT_MAX_ROWS) throw badRequest(TOO_MANY_ROWS, 'TOO_MANY_ROWS');
  return {
    filename: `Attendance ${fileDate(range.from)} to ${fileDate(range.to)}.xlsx`,
    buffer: await workbookXlsx(rows, WORKBOOK_COLUMNS),
  };
}

const WORKBOOK_ORDER = WORKBOOK_COLUMNS.map((c) => COLUMNS[c]);
const CSV_ORDER = CSV_COLUMNS.map((c) => COLUMNS[c]);

/** upload-xl: the workbook (.xlsx only), all or nothing. */
export async function uploadWorkbook(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  file: { name: string; data: Buffer },
): Promise<AttendanceImportResult> {
  const sheet = await readSheet(file.name, file.data, WORKBOOK_SHEET, ['.xlsx']);
  const { rows, problems } = readEntryFile(sheet, WORKBOOK_COLUMNS);
  return importRows(deps, auth, establishmentId, rows, {
    source: 'workbook',
    today: todayIn(undefined),
    problems,
    order: WORKBOOK_ORDER,
  });
}

/** The register's day, when the register is the establishment's. */
async function registerDay(deps: Deps, establishmentId: string, registerId: string): Promise<string> {
  const [register] = await deps.db
    .select({ day: attendanceRegisters.registerDate })
    .from(attendanceRegisters)
    .where(
      and(eq(attendanceRegisters.id, registerId), eq(attendanceRegisters.establishmentId, establishmentId)),
    );
  if (!register) throw notFound(REGISTER_NOT_FOUND);
  return register.day;
}

/** GET generate-csv/.../attendance/{registerId}: the day's CSV, filled. */
export async function downloadRegisterCsv(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  timeZone: string | undefined,
): Promise<{ filename: string; buffer: Buffer }> {
  todayIn(timeZone);
  const day = await registerDay(deps, found.establishment.id, registerId);
  const rows = await dayRows(deps.db, auth, found.establishment.id, { from: day, to: day });
  return { filename: `Attendance ${fileDate(day)}.csv`, buffer: registerCsv(rows, CSV_COLUMNS) };
}

/** POST generate-csv/.../attendance/{registerId}: the day's CSV (.csv only), all or nothing. */
export async function uploadRegisterCsv(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  file: { name: string; data: Buffer },
  timeZone: string | undefined,
): Promise<AttendanceImportResult> {
  const today = todayIn(timeZone);
  const day = await registerDay(deps, establishmentId, registerId);
  const sheet = await readSheet(file.name, file.data, CSV_SHEET, ['.csv']);
  const { rows, problems } = readEntryFile(sheet, CSV_COLUMNS, day);
  return importRows(deps, auth, establishmentId, rows, { source: 'csv', today, problems, order: CSV_ORDER });
}
