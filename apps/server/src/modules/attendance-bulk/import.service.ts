import {
  ATTENDANCE_MESSAGES,
  type AttendanceImportResult,
  EMPLOYEE_IMPORT_MAX_PROBLEMS,
  type ImportRowProblem,
} from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/tx.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { displayDate } from '../../lib/printable.js';
import { type EstablishmentRow, establishmentForWrite } from '../scope/index.js';
import {
  addEmptyEntries,
  type DayRegister,
  type EntryWrite,
  entriesOf,
  openRegisters,
  paidPeriodsFrom,
  refreshStatuses,
  registersFrom,
  type StaffRow,
  type StoredEntry,
  staffByCode,
  writeEntries,
} from './entries.queries.js';
import { COLUMNS, type JudgedEntry, WEEK_OFF_BY_REGISTER } from './entry-rows.js';
import { addDays, wagesPaidFor, weeklyHolidayOf } from './entry-rules.js';

/**
 * A file's rows of attendance, each judged on its own already (entry-rows.ts), judged against the establishment
 * (the worker, the day's register, the days around it) and written in one transaction, or refused whole with
 * every problem of every row (400, `rows`; nothing written).
 */
export interface ImportRow {
  row: number;
  day: string;
  code: string;
  /** null: the row leaves the entry as it is (or, `invalid`, its cells have problems already listed). */
  entry: JudgedEntry | null;
  /** Its cells have problems: judged only for its worker and as a repeat of another row. */
  invalid?: boolean;
}

export type ImportSource = 'workbook' | 'csv' | 'device';

export const NOTHING_TO_SAVE =
  'The file holds no attendance to save: choose Present, Absent or Paid Leave in the Type of the rows to save.';
export const UNKNOWN_CODE = 'No worker of this establishment has this employee code';
export const UNKNOWN_CODE_DEVICE =
  'No worker of this establishment has this employee code: its punches are left out';
const sameRow = (row: number) => `The same worker and date as row ${row}`;

/** Wall-clock minutes of a stored local date-time ('yyyy-mm-dd HH:mm[:ss]'). */
const minutesOf = (stamp: string) => Date.parse(`${stamp.slice(0, 16).replace(' ', 'T')}:00Z`) / 60_000;

/** Whether a row says what the submitted entry already holds (a downloaded workbook uploaded again). */
function sameAsStored(entry: JudgedEntry, stored: StoredEntry | undefined): boolean {
  if (!stored?.submitted || stored.type !== entry.type) return false;
  const clock = (v: string | null) => (v ? v.slice(0, 16) : null);
  return (
    clock(stored.inTime) === clock(entry.inTime) &&
    clock(stored.outTime) === clock(entry.outTime) &&
    stored.restMinutes === entry.restMinutes &&
    Number(stored.overtimeHours) === Number(entry.overtimeHours) &&
    (stored.setOfWork ?? null) === (entry.setOfWork ?? null)
  );
}

export function refuseFile(problems: ImportRowProblem[], order: readonly string[]): never {
  const rank = new Map(order.map((c, i) => [c, i]));
  problems.sort((a, b) => a.row - b.row || (rank.get(a.column) ?? -1) - (rank.get(b.column) ?? -1));
  const rows = new Set(problems.map((p) => p.row)).size;
  const listed = problems.slice(0, EMPLOYEE_IMPORT_MAX_PROBLEMS);
  const more =
    problems.length > listed.length
      ? ` The first ${listed.length.toLocaleString('en-IN')} of ${problems.length.toLocaleString('en-IN')} problems are listed.`
      : '';
  throw new AppError(
    400,
    'ATTENDANCE_FILE_INVALID',
    `${rows.toLocaleString('en-IN')} row${rows === 1 ? '' : 's'} of the file ${rows === 1 ? 'has' : 'have'} problems, so no attendance was saved. Correct ${rows === 1 ? 'it' : 'them'} and upload the file again.${more}`,
    undefined,
    listed,
  );
}

interface Context {
  today: string;
  commencement: string | null;
  staff: Map<string, StaffRow>;
  registers: Map<string, DayRegister>;
  /** The live wage registers' periods over the file's days (a day with no attendance register yet may be paid). */
  paid: { from: string; till: string }[];
  stored: Map<string, StoredEntry>;
  source: ImportSource;
}

const keyOf = (employeeId: string, day: string) => `${employeeId}|${day}`;

/** The problems of one row against the establishment, or 'unchanged', or the write it asks for. */
function judgeRow(r: ImportRow, ctx: Context, problems: ImportRowProblem[]): EntryWrite | 'unchanged' | null {
  const at = (column: string, message: string) => problems.push({ row: r.row, column, message });
  const worker = ctx.staff.get(r.code);
  if (!worker) {
    at(COLUMNS.code, ctx.source === 'device' ? UNKNOWN_CODE_DEVICE : UNKNOWN_CODE);
    return null;
  }
  if (!r.entry || r.invalid) return null;
  if (sameAsStored(r.entry, ctx.stored.get(keyOf(worker.id, r.day)))) return 'unchanged';
  const before = problems.length;
  if (r.day > ctx.today) at(COLUMNS.date, ATTENDANCE_MESSAGES.futureDate);
  else if (ctx.commencement && r.day < ctx.commencement)
    at(COLUMNS.date, ATTENDANCE_MESSAGES.beforeCommencement);
  else if (r.day < worker.joined)
    at(COLUMNS.date, `${ATTENDANCE_MESSAGES.notJoined} (joined ${displayDate(worker.joined)})`);
  else if (worker.exited && r.day > worker.exited)
    at(COLUMNS.date, `${ATTENDANCE_MESSAGES.exited} (exited ${displayDate(worker.exited)})`);
  const register = ctx.registers.get(r.day);
  const paid = register ? null : ctx.paid.find((p) => p.from <= r.day && r.day <= p.till);
  if (register?.wageRegisterId) at(COLUMNS.date, wagesPaidFor({ registerDate: register.day, ...register }));
  else if (paid)
    at(COLUMNS.date, wagesPaidFor({ registerDate: r.day, wagePaidFrom: paid.from, wagePaidTill: paid.till }));
  else if (register?.closed) at(COLUMNS.date, ATTENDANCE_MESSAGES.closedDay);
  if (r.entry.type === 'week_off') at(COLUMNS.type, WEEK_OFF_BY_REGISTER);
  if (problems.length > before) return null;
  return { day: r.day, employeeId: worker.id, ...r.entry };
}

/**
 * A worker's times may not overlap the day before or after: what the file writes, else what is stored. Each row
 * with times is checked against its neighbours once the whole file is known.
 */
function overlaps(
  writes: readonly { row: number; write: EntryWrite }[],
  stored: Map<string, StoredEntry>,
  problems: ImportRowProblem[],
) {
  const span = new Map<string, [number, number] | null>();
  for (const [key, s] of stored)
    if (s.inTime && s.outTime) span.set(key, [minutesOf(s.inTime), minutesOf(s.outTime)]);
  for (const { write } of writes)
    span.set(
      keyOf(write.employeeId, write.day),
      write.inTime && write.outTime ? [minutesOf(write.inTime), minutesOf(write.outTime)] : null,
    );
  for (const { row, write } of writes) {
    const own = span.get(keyOf(write.employeeId, write.day));
    if (!own) continue;
    const previous = span.get(keyOf(write.employeeId, addDays(write.day, -1)));
    const next = span.get(keyOf(write.employeeId, addDays(write.day, 1)));
    if (previous && previous[1] > own[0])
      problems.push({ row, column: COLUMNS.in, message: ATTENDANCE_MESSAGES.overlapping });
    if (next && next[0] < own[1])
      problems.push({ row, column: COLUMNS.out, message: ATTENDANCE_MESSAGES.overlappingNext });
  }
}

export interface ImportOptions {
  source: ImportSource;
  today: string;
  /** Problems found reading the file (its cells), listed with the rest. */
  problems: ImportRowProblem[];
  /** The column order of the refusal's list. */
  order: readonly string[];
  /** Device punches leave an entry someone submitted on the form as it is. */
  keepHandEntries?: boolean;
}

/** A row the establishment accepts: what it writes, and the entry it replaces (if any). */
export interface AcceptedRow {
  row: number;
  write: EntryWrite;
  stored: StoredEntry | undefined;
}

/**
 * Every row judged against the establishment (read only): the rows it accepts, how many say what is stored
 * already, and every problem of every row (with those found reading the file).
 */
export async function judgeRows(
  db: Executor,
  est: EstablishmentRow,
  rows: readonly ImportRow[],
  options: ImportOptions,
): Promise<{ accepted: AcceptedRow[]; unchanged: number; problems: ImportRowProblem[] }> {
  const problems = [...options.problems];
  const days = [...new Set(rows.map((r) => r.day))].sort();
  if (days.length === 0) return { accepted: [], unchanged: 0, problems };
  const staffRows = await staffByCode(db, est.id, [...new Set(rows.map((r) => r.code))]);
  const staff = new Map(staffRows.map((s) => [s.code, s]));
  // One after another: `db` is the upload's transaction, one connection (queries sent to it at once only queue,
  // and node-postgres warns it will refuse them).
  const registers = await registersFrom(db, est.id, days[0]!, days[days.length - 1]!);
  const paid = await paidPeriodsFrom(db, est.id, days[0]!, days[days.length - 1]!);
  const stored = await entriesOf(
    db,
    est.id,
    staffRows.map((s) => s.id),
    addDays(days[0]!, -1),
    addDays(days[days.length - 1]!, 1),
  );
  const ctx: Context = {
    today: options.today,
    commencement: est.commencementDate,
    staff,
    registers: new Map(registers.map((r) => [r.day, r])),
    paid,
    stored: new Map(stored.map((s) => [keyOf(s.employeeId, s.day), s])),
    source: options.source,
  };
  const firstRow = new Map<string, number>();
  const accepted: AcceptedRow[] = [];
  let unchanged = 0;
  for (const r of rows) {
    const seen = firstRow.get(`${r.code}|${r.day}`);
    if (seen !== undefined) {
      problems.push({ row: r.row, column: COLUMNS.code, message: sameRow(seen) });
      continue;
    }
    firstRow.set(`${r.code}|${r.day}`, r.row);
    const judged = judgeRow(r, ctx, problems);
    if (judged === 'unchanged') unchanged++;
    else if (judged)
      accepted.push({
        row: r.row,
        write: judged,
        stored: ctx.stored.get(keyOf(judged.employeeId, judged.day)),
      });
  }
  overlaps(accepted, ctx.stored, problems);
  return { accepted, unchanged, problems };
}

/** Judges the rows and writes them in the caller's transaction, or refuses the file whole. */
export async function importRowsIn(
  tx: Tx,
  auth: AuthContext,
  establishmentId: string,
  rows: readonly ImportRow[],
  options: ImportOptions,
): Promise<AttendanceImportResult> {
  const found = await establishmentForWrite(tx, auth, establishmentId);
  const est = found.establishment;
  if (rows.length === 0 && options.problems.length === 0)
    throw badRequest(
      'The file holds no attendance: fill the rows under the header of the template.',
      'FILE_EMPTY',
    );
  const { accepted, unchanged, problems } = await judgeRows(tx, est, rows, options);
  if (problems.length > 0) refuseFile(problems, options.order);
  if (accepted.length === 0 && unchanged === 0) throw badRequest(NOTHING_TO_SAVE, 'FILE_EMPTY');
  const writeDays = [...new Set(accepted.map((w) => w.write.day))].sort();
  const opened =
    writeDays.length > 0
      ? await openRegisters(tx, est.id, auth.userId, writeDays, weeklyHolidayOf(est.body))
      : [];
  const saved = await writeEntries(
    tx,
    est.id,
    auth.userId,
    options.source,
    accepted.map((w) => w.write),
    options.keepHandEntries ?? false,
  );
  await addEmptyEntries(tx, est.id, opened);
  if (writeDays.length > 0) await refreshStatuses(tx, est.id, writeDays);
  const n = saved.toLocaleString('en-IN');
  return {
    message: `${n} attendance entr${saved === 1 ? 'y' : 'ies'} saved${unchanged ? `; ${unchanged.toLocaleString('en-IN')} already as in the file` : ''}`,
    saved,
    unchanged,
    registers_created: opened.length,
  };
}

/** The workbook's or a day's CSV rows, written all or nothing in one transaction. */
export function importRows(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  rows: readonly ImportRow[],
  options: ImportOptions,
): Promise<AttendanceImportResult> {
  return inTransaction(deps.db, auth, (tx) => importRowsIn(tx, auth, establishmentId, rows, options));
}
