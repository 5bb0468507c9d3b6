import {
  computeWage,
  EMPLOYEE_IMPORT_MAX_PROBLEMS,
  type ImportRowProblem,
  IST_TIME_ZONE,
  WAGE_BULK_MESSAGES,
  WAGE_CSV_COLUMNS,
  WAGE_CSV_ORDER,
  WAGE_MESSAGES,
  type WageCsvImportResult,
  type WageEntryValues,
  type WageProblem,
  wageCsvSameRowMessage,
} from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { wageEntries, wageRegisters } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { displayDate } from '../../lib/printable.js';
import { readSheet } from '../../lib/sheet-file.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { establishmentForWrite } from '../scope/index.js';
import { computedColumns, refreshRegister, registerInputRows, wageInputOf } from '../wages/index.js';
import { readWageCsv, WAGE_CSV_SHEET, type WageCsvRow, wageCsv } from './csv.js';
import { type AcceptedEntry, submitEntries } from './csv.queries.js';
import { linesOf, registerOf } from './register.queries.js';
import { paiseOf } from './register-data.js';

/**
 * The wage entries' CSV: the download (the caller's entries, every column) and the upload (the contractor's, all
 * or nothing). Every row is judged as the side panel's save judges one (wages.service.ts saveEntry: the entry open
 * to a submission, the line recomputed by computeWage from the attendance, wage periods and minimum wages, which
 * refuses deductions over half of gross, a rate below the minimum ...), all rows from one read; if any row is
 * refused, nothing is written, else all are submitted in one statement and the register refreshed (completed when
 * its last entry is submitted).
 */

const fileDate = (day: string) => displayDate(day).replaceAll('/', '-');

/** The time zone is checked as the attendance CSV checks it (an IANA name; India's when none is given). */
export function checkTimeZone(timeZone: string | undefined) {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || IST_TIME_ZONE });
  } catch {
    throw badRequest('The time zone is not known: send an IANA name such as Asia/Kolkata.', 'BAD_TIME_ZONE');
  }
}

/** GET generate-csv/.../wage-register/{registerId}: the caller's entries. */
export async function downloadWageCsv(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  timeZone: string | undefined,
): Promise<{ filename: string; buffer: Buffer }> {
  checkTimeZone(timeZone);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  const lines = await linesOf(deps.db, auth, found.establishment.id, register.id);
  return {
    filename: `Wage register ${fileDate(register.fromDate)} to ${fileDate(register.toDate)}.csv`,
    buffer: wageCsv(lines),
  };
}

const RANK = new Map(WAGE_CSV_ORDER.map((k, i) => [WAGE_CSV_COLUMNS[k] as string, i]));

function refuseFile(problems: ImportRowProblem[]): never {
  problems.sort((a, b) => a.row - b.row || (RANK.get(a.column) ?? -1) - (RANK.get(b.column) ?? -1));
  const rows = new Set(problems.map((p) => p.row)).size;
  const listed = problems.slice(0, EMPLOYEE_IMPORT_MAX_PROBLEMS);
  const more =
    problems.length > listed.length
      ? ` The first ${listed.length.toLocaleString('en-IN')} of ${problems.length.toLocaleString('en-IN')} problems are listed.`
      : '';
  const n = rows.toLocaleString('en-IN');
  throw new AppError(
    400,
    'WAGE_CSV_INVALID',
    `${n} row${rows === 1 ? '' : 's'} of the file ${rows === 1 ? 'has' : 'have'} problems, so no wage entry was saved. Correct ${rows === 1 ? 'it' : 'them'} and upload the file again.${more}`,
    undefined,
    listed,
  );
}

type Entry = typeof wageEntries.$inferSelect;

/** The side panel's values of a stored entry, with what the file's row says over them. */
function valuesOf(entry: Entry, row: WageCsvRow): WageEntryValues {
  const v = row.values;
  return {
    hra: v.hra ?? entry.hra,
    other_earnings: v.otherEarnings ?? entry.otherEarnings,
    pf: v.pf ?? entry.pf,
    esic: v.esic ?? entry.esic,
    society: v.society ?? entry.society,
    income_tax: v.incomeTax ?? entry.incomeTax,
    insurance: v.insurance ?? entry.insurance,
    other_deductions: v.otherDeductions ?? entry.otherDeductions,
    payment_mode: v.paymentMode === undefined ? entry.paymentMode : v.paymentMode,
    payment_reference: v.paymentReference === undefined ? entry.paymentReference : v.paymentReference,
    remarks: v.remarks === undefined ? entry.remarks : v.remarks,
  };
}

const samePaise = (a: string, b: string) => paiseOf(a) === paiseOf(b);

/** Whether a submitted entry holds what the row says already (a downloaded file uploaded again). */
function sameAsStored(entry: Entry, values: WageEntryValues): boolean {
  const money: [string, string][] = [
    [values.hra, entry.hra],
    [values.other_earnings, entry.otherEarnings],
    [values.pf, entry.pf],
    [values.esic, entry.esic],
    [values.society, entry.society],
    [values.income_tax, entry.incomeTax],
    [values.insurance, entry.insurance],
    [values.other_deductions, entry.otherDeductions],
  ];
  return (
    entry.submittedOn !== null &&
    money.every(([a, b]) => samePaise(a, b)) &&
    (values.payment_mode ?? null) === entry.paymentMode &&
    (values.payment_reference ?? null) === entry.paymentReference &&
    (values.remarks ?? null) === entry.remarks
  );
}

/** Where a refusal of computeWage shows in the file: deductions over half of gross on Total Deductions. */
function problemOf(row: number, problem: WageProblem): ImportRowProblem {
  const column =
    problem.code === 'DEDUCTIONS_OVER_HALF' ? WAGE_CSV_COLUMNS.totalDeductions : WAGE_CSV_COLUMNS.code;
  return { row, column, message: problem.message };
}

/**
 * Whether the register takes this entry's submission (the rule of the side panel's save, wages.service.ts): any
 * entry while the register is filled; once completed, only a revised entry waiting to be submitted again.
 */
function entryOpen(status: string | null, entry: Entry) {
  if (status === null) return true;
  return status === 'register_completed' && entry.isRevision && entry.submittedOn === null;
}

/** The register's state refuses any upload once cancelled, signed or its payslips given (one message, 403). */
function refuseState(status: string | null) {
  if (status === 'cancelled') throw forbidden(WAGE_MESSAGES.cancelledRegister, 'REGISTER_CANCELLED');
  if (status === 'paid_and_signed') throw forbidden(WAGE_MESSAGES.signedRegister, 'REGISTER_SIGNED');
  if (status === 'payslips_given') throw forbidden(WAGE_MESSAGES.payslipsGivenNoEdits, 'PAYSLIPS_GIVEN');
}

/** POST generate-csv/.../wage-register/{registerId}: the entries' CSV (.csv only), all or nothing. */
export async function uploadWageCsv(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  file: { name: string; data: Buffer },
  timeZone: string | undefined,
): Promise<WageCsvImportResult> {
  checkTimeZone(timeZone);
  const sheet = await readSheet(file.name, file.data, WAGE_CSV_SHEET, ['.csv']);
  const { rows, problems } = readWageCsv(sheet);
  if (rows.length === 0 && problems.length === 0) throw badRequest(WAGE_BULK_MESSAGES.empty, 'FILE_EMPTY');
  return inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId, { ownerContractor: true });
    const est = found.establishment.id;
    const register = await registerOf(tx, est, registerId);
    const [locked] = await tx
      .select({ status: wageRegisters.status })
      .from(wageRegisters)
      .where(eq(wageRegisters.id, register.id))
      .for('update');
    if (!locked) throw notFound(WAGE_MESSAGES.notFound);
    refuseState(locked.status);
    const stored = await tx
      .select()
      .from(wageEntries)
      .where(and(eq(wageEntries.registerId, register.id), eq(wageEntries.establishmentId, est)));
    const byCode = new Map(stored.map((e) => [e.employeeCode, e]));
    // Every worker's attendance, wage periods and minimum wages in one read; each row is computed from it.
    const inputs = await registerInputRows(tx, est, register.fromDate, register.toDate);
    const inputOf = new Map(inputs.map((i) => [i.employee_id, i]));
    const firstRow = new Map<string, number>();
    const accepted: AcceptedEntry[] = [];
    let unchanged = 0;
    for (const row of rows) {
      const at = (column: string, message: string) => problems.push({ row: row.row, column, message });
      const seen = firstRow.get(row.code);
      if (seen !== undefined) {
        at(WAGE_CSV_COLUMNS.code, wageCsvSameRowMessage(seen));
        continue;
      }
      firstRow.set(row.code, row.row);
      const entry = byCode.get(row.code);
      if (!entry) {
        at(WAGE_CSV_COLUMNS.code, WAGE_BULK_MESSAGES.unknownCode);
        continue;
      }
      if (row.invalid) continue;
      const values = valuesOf(entry, row);
      if (sameAsStored(entry, values)) {
        unchanged++;
        continue;
      }
      if (!entryOpen(locked.status, entry)) {
        at(WAGE_CSV_COLUMNS.code, WAGE_MESSAGES.completedNoEdits);
        continue;
      }
      const input = inputOf.get(entry.employeeId);
      if (!input) {
        at(WAGE_CSV_COLUMNS.code, WAGE_MESSAGES.entryNotFound);
        continue;
      }
      const result = computeWage(wageInputOf(input, register.fromDate, register.toDate, values));
      if (!result.ok) {
        for (const p of result.problems) problems.push(problemOf(row.row, p));
        continue;
      }
      accepted.push({ entryId: entry.id, values, columns: computedColumns(result.wage) });
    }
    if (problems.length > 0) refuseFile(problems);
    await submitEntries(tx, auth.userId, accepted);
    await refreshRegister(tx, register.id);
    const saved = accepted.length;
    const n = saved.toLocaleString('en-IN');
    return {
      message: `${n} wage entr${saved === 1 ? 'y' : 'ies'} saved${unchanged ? `; ${unchanged.toLocaleString('en-IN')} already as in the file` : ''}`,
      saved,
      unchanged,
    };
  });
}
