import {
  ATTENDANCE_BULK_MESSAGES,
  ATTENDANCE_WORKBOOK_MAX_DAYS,
  type AttendanceImportResult,
  type AttendanceRangeQuery,
  type ImportRowProblem,
  type ProposedEntry,
  type PunchPreview,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { inTransaction } from '../../db/tx.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { displayDate } from '../../lib/printable.js';
import { readSheet, type SheetOptions } from '../../lib/sheet-file.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { clock12 } from './cells.js';
import type { EntryWrite } from './entries.queries.js';
import type { JudgedEntry } from './entry-rows.js';
import { entryColumns } from './entry-rules.js';
import { type ImportRow, importRowsIn, judgeRows, refuseFile } from './import.service.js';
import { PUNCH_COLUMNS, readPunchLog } from './punch-log.js';
import { pairPunches, type Shift } from './punches.js';
import { attendanceRange } from './range.js';

/**
 * Device punches (beyond the spec): a punch log read and paired into shifts (punches.ts), each shift judged as a
 * row of the workbook would be, and shown for review (preview) before apply writes it. Apply never changes an entry
 * someone submitted on the form; a shift with one punch, an unknown worker or a day that cannot change is left out
 * and listed.
 */
const PUNCH_SHEET: SheetOptions = {
  maxRows: 200_000,
  tooManyRowsMessage: 'A punch log can hold at most 2,00,000 punches: split it by date.',
  unsupportedMessage: ATTENDANCE_BULK_MESSAGES.punchLogType,
  keepTimes: true,
};
const ORDER = [
  PUNCH_COLUMNS.code,
  PUNCH_COLUMNS.stamp,
  PUNCH_COLUMNS.date,
  PUNCH_COLUMNS.time,
  'Date',
  'In Time',
  'Out Time',
];
/** How long a preview may be applied. */
const PREVIEW_MINUTES = 60;
export const PREVIEW_GONE =
  'This preview has expired or was already applied: upload the punch log again to review it.';

const clockOf = (stamp: string) => stamp.slice(11, 16);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A shift as the entry the form would store: Present, its in and out times and its rest, no overtime. */
function shiftEntry(shift: Shift): JudgedEntry | null {
  if (!shift.outAt) return null;
  const judged = entryColumns(shift.day, {
    type: 'present',
    in_time: clockOf(shift.inAt),
    out_time: clockOf(shift.outAt),
    rest_minutes: shift.restMinutes,
    overtime_hours: 0,
    set_of_work: null,
  });
  return judged.columns;
}

const describe = (shift: Shift) => `${displayDate(shift.day)} ${clock12(minutes(clockOf(shift.inAt)))}`;

/** Reads and pairs a log; the shifts of the range as import rows (one per shift), and what needs a look. */
async function shiftsOf(file: { name: string; data: Buffer }, range: { from: string; to: string }) {
  const sheet = await readSheet(file.name, file.data, PUNCH_SHEET);
  const log = readPunchLog(sheet, range);
  // A log with lines that cannot be read is refused whole: the reviewer would be shown a partial picture.
  if (log.problems.length > 0) refuseFile(log.problems, ORDER);
  const { shifts, duplicates } = pairPunches(log.punches);
  const notes: ImportRowProblem[] = [];
  const rows: ImportRow[] = [];
  for (const shift of shifts) {
    if (shift.day < range.from || shift.day > range.to) continue;
    const row = shift.rows[0]!;
    const entry = shiftEntry(shift);
    if (!entry) {
      notes.push({
        row,
        column: PUNCH_COLUMNS.stamp,
        message: `Only one punch on ${describe(shift)}: no out time, so no entry is proposed`,
      });
      continue;
    }
    if (shift.note === 'odd_punches')
      notes.push({
        row,
        column: PUNCH_COLUMNS.stamp,
        message: `${shift.punches} punches on ${displayDate(shift.day)}: the first is the in time, the last the out time; the rest interval was not counted`,
      });
    rows.push({ row, day: shift.day, code: shift.code, entry });
  }
  return { rows, notes, punches: log.punches.length, duplicates: duplicates.length };
}

function proposed(
  row: ImportRow,
  write: EntryWrite,
  name: string,
  action: ProposedEntry['action'],
): ProposedEntry {
  return {
    employee_id: write.employeeId,
    employee_code: row.code,
    employee_name: name,
    register_date: row.day,
    in_time: clockOf(write.inTime!),
    out_time: clockOf(write.outTime!),
    out_next_day: write.outTime!.slice(0, 10) !== row.day,
    rest_minutes: write.restMinutes,
    worked_minutes: write.workedMinutes ?? 0,
    action,
    note: action === 'kept' ? 'Submitted on the form: left as it is' : null,
  };
}

/** POST attendance-punches/preview: what the log would write, for review; nothing is written to the registers. */
export async function previewPunches(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: AttendanceRangeQuery,
  file: { name: string; data: Buffer },
): Promise<PunchPreview> {
  const range = attendanceRange(query, ATTENDANCE_WORKBOOK_MAX_DAYS);
  const est = found.establishment;
  const { rows, notes, punches, duplicates } = await shiftsOf(file, range);
  const judged = await judgeRows(deps.db, est, rows, {
    source: 'device',
    today: range.today,
    problems: [],
    order: ORDER,
  });
  const refused = new Set(judged.problems.map((p) => p.row));
  const names = await namesOf(
    deps,
    est.id,
    judged.accepted.map((a) => a.write.employeeId),
  );
  const byRow = new Map(rows.map((r) => [r.row, r]));
  const entries: ProposedEntry[] = [];
  const toApply: ImportRow[] = [];
  for (const a of judged.accepted) {
    if (refused.has(a.row)) continue;
    const row = byRow.get(a.row)!;
    const hand = a.stored?.submitted && a.stored.source === 'form';
    const action = hand ? 'kept' : a.stored?.submitted ? 'update' : 'fill';
    entries.push(proposed(row, a.write, names.get(a.write.employeeId) ?? '', action));
    if (!hand) toApply.push(row);
  }
  entries.sort(
    (x, y) =>
      x.register_date.localeCompare(y.register_date) ||
      x.employee_code.localeCompare(y.employee_code, 'en', { numeric: true }),
  );
  const token = await savePreview(deps, auth, est.id, range, toApply);
  return {
    token,
    from_date: range.from,
    to_date: range.to,
    punches,
    duplicates,
    entries,
    problems: [...notes, ...judged.problems].sort((a, b) => a.row - b.row),
  };
}

async function namesOf(deps: Deps, establishmentId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const result = (await deps.db.execute(sql`select id, name || coalesce(' ' || surname, '') as name
    from employees where establishment_id = ${establishmentId}::uuid
      and id in (select v::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as l(v))`)) as unknown as {
    rows: { id: string; name: string }[];
  };
  return new Map(result.rows.map((r) => [r.id, r.name]));
}

async function savePreview(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  range: { from: string; to: string },
  rows: ImportRow[],
): Promise<string> {
  return inTransaction(deps.db, auth, async (tx) => {
    await tx.execute(sql`delete from attendance_punch_previews where created_at < now() - interval '1 day'`);
    const result = (await tx.execute(sql`insert into attendance_punch_previews
        (establishment_id, user_id, from_date, to_date, rows)
      values (${establishmentId}::uuid, ${auth.userId}::uuid, ${range.from}::date, ${range.to}::date,
        ${JSON.stringify(rows)}::jsonb)
      returning id`)) as unknown as { rows: { id: string }[] };
    return result.rows[0]!.id;
  });
}

/**
 * POST attendance-punches/apply {token}: the reviewed entries written, all or nothing, judged again (a day may
 * have been paid or closed since); an entry submitted on the form since the preview is still left as it is.
 */
export async function applyPunches(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  token: string,
  today: string,
): Promise<AttendanceImportResult> {
  return inTransaction(deps.db, auth, async (tx) => {
    const taken = (await tx.execute(sql`delete from attendance_punch_previews
      where id = ${token}::uuid and establishment_id = ${establishmentId}::uuid and user_id = ${auth.userId}::uuid
        and created_at > now() - make_interval(mins => ${PREVIEW_MINUTES})
      returning rows`)) as unknown as { rows: { rows: ImportRow[] }[] };
    const preview = taken.rows[0];
    if (!preview) throw notFound(PREVIEW_GONE);
    if (preview.rows.length === 0)
      throw badRequest('The preview proposes no entries to write.', 'NOTHING_TO_APPLY');
    return importRowsIn(tx, auth, establishmentId, preview.rows, {
      source: 'device',
      today,
      problems: [],
      order: ORDER,
      keepHandEntries: true,
    });
  });
}
