import {
  computeWage,
  isLongerThanAMonth,
  istDateKey,
  type PayslipsGivenValues,
  WAGE_ENTRY_DISPLAY_STATUSES,
  WAGE_MESSAGES,
  type WageEntry,
  type WageEntryDisplayStatus,
  type WageEntryRow,
  type WageEntryValues,
  type WageProblem,
  type WageRegister,
  type WageRegisterDetail,
  type WageRegisterDetailQuery,
  type WageRegisterListItem,
  type WageRegisterStatus,
  wageAttendancePendingMessage,
  wageOverlapMessage,
  wagePeriodTooLongMessage,
} from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import { type WageRegisterBodyJson, wageEntries, wageRegisters } from '../../db/schema/index.js';
import { establishmentChanged, inTransaction } from '../../db/tx.js';
import { viewJson } from '../../kit/encoded-json.js';
import { AppError, badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { isWeeklyHoliday, weeklyHolidayOf } from '../attendance/index.js';
import { findVisibleFile } from '../files/files.service.js';
import { takeDueInstalments } from '../recoveries/recoveries.service.js';
import {
  type EstablishmentInScope,
  establishmentForWrite,
  establishmentInScope,
  type RegisterCaller,
  registerCallerOf,
} from '../scope/index.js';
import {
  attendanceDays,
  copyEntries,
  type EntryRowWithAgency,
  type EntryWithAgency,
  entryCounts,
  entryPage,
  findEntry,
  findWageRegister,
  findWageRegisterWithRevisions,
  hasAttendance,
  linkAttendance,
  lockWageRegister,
  overlappingRegister,
  pendingEmployeeIds,
  refreshRegister,
  registerCounts,
  registerInputRows,
  registersBetween,
  stampWageStatus,
  unlinkAttendance,
  type WageRegisterRow,
  wageInputRows,
} from './wages.queries.js';
import {
  computedColumns,
  computeRegister,
  type EnteredAmounts,
  enteredOf,
  refusalMessage,
  registerDays,
  wageInputOf,
} from './wages-compute.js';

/** What the services need of the app's dependencies (the seed passes a database alone). */
export type WageDeps = Pick<Deps, 'db'>;

function registerNotFound(): never {
  throw notFound(WAGE_MESSAGES.notFound);
}
function entryNotFound(): never {
  throw notFound(WAGE_MESSAGES.entryNotFound);
}

async function registerOf(db: Executor, establishmentId: string, registerId: string) {
  if (!isUuid(registerId)) registerNotFound();
  return (await findWageRegister(db, establishmentId, registerId)) ?? registerNotFound();
}

function requireContractor(caller: RegisterCaller) {
  if (caller.kind !== 'contractor') throw forbidden(WAGE_MESSAGES.contractorOnly, 'CONTRACTOR_ONLY');
}
function requireRecorder(caller: RegisterCaller) {
  if (caller.kind === 'reader') throw forbidden(WAGE_MESSAGES.writersOnly, 'RECORDERS_ONLY');
}

/** Refuses any change to a cancelled or paid and signed register. */
function refuseFinal(register: WageRegisterRow) {
  if (register.status === 'cancelled') throw forbidden(WAGE_MESSAGES.cancelledRegister, 'REGISTER_CANCELLED');
  if (register.status === 'paid_and_signed') throw forbidden(WAGE_MESSAGES.signedRegister, 'REGISTER_SIGNED');
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function displayStatus(e: {
  submittedOn: Date | null;
  isRevision: boolean;
  modifiedAfterSubmission: boolean;
}): WageEntryDisplayStatus {
  const [pending, revisionPending, completed, completedAfter] = WAGE_ENTRY_DISPLAY_STATUSES;
  if (!e.submittedOn) return e.isRevision ? revisionPending : pending;
  return e.modifiedAfterSubmission ? completedAfter : completed;
}

/**
 * Whether the register takes this entry's submission: any entry while the register is filled (a submitted one may
 * be corrected until the last is submitted), only a pending revision once the register is completed.
 */
function entryOpenFor(register: WageRegisterRow, entry: { submittedOn: Date | null; isRevision: boolean }) {
  if (register.status === null) return true;
  return register.status === 'register_completed' && entry.isRevision && !entry.submittedOn;
}

function canRevise(caller: RegisterCaller, register: WageRegisterRow, entry: WageEntryRecordLike) {
  return (
    caller.kind === 'contractor' &&
    caller.writable &&
    register.status === 'register_completed' &&
    entry.submittedOn !== null &&
    entry.wageStatus === 'register_completed'
  );
}

type WageEntryRecordLike = EntryRowWithAgency['entry'];

function canOpen(caller: RegisterCaller, entry: WageEntryRecordLike) {
  if (caller.kind === 'contractor') return true;
  if (caller.kind === 'subcontractor') return entry.subcontractorAgencyId === caller.agencyId;
  return entry.wageStatus !== null && !entry.isRevision;
}

function rowView(
  { entry, subcontractorName }: EntryRowWithAgency,
  register: WageRegisterRow,
  caller: RegisterCaller,
  numbering: { serial_no: number; max_count: number },
): WageEntryRow {
  const own = caller.kind === 'contractor' || entry.subcontractorAgencyId === caller.agencyId;
  return {
    id: entry.id,
    register_id: entry.registerId,
    establishment_employee_id: entry.employeeId,
    employee_code: entry.employeeCode,
    employee_name: entry.employeeName,
    skill_category: entry.skillCategory,
    subcontractor: entry.subcontractorAgencyId
      ? { id: entry.subcontractorAgencyId, name: subcontractorName ?? '' }
      : null,
    gross_wages: entry.gross,
    total_deductions: entry.totalDeductions,
    net_payment: entry.net,
    submitted_on: iso(entry.submittedOn),
    wage_status: entry.wageStatus,
    is_revision: entry.isRevision,
    modified_after_submission: entry.modifiedAfterSubmission,
    status: displayStatus(entry),
    can_open: canOpen(caller, entry),
    can_edit: caller.writable && caller.kind !== 'reader' && own && entryOpenFor(register, entry),
    can_revise: canRevise(caller, register, entry),
    ...numbering,
  };
}

function entryView(
  row: EntryWithAgency,
  register: WageRegisterRow,
  caller: RegisterCaller,
  numbering = { serial_no: 1, max_count: 1 },
): WageEntry {
  const e = row.entry;
  return {
    ...rowView(row, register, caller, numbering),
    designation: e.designation,
    period_start: register.fromDate,
    period_end: register.toDate,
    present_days: e.presentDays,
    paid_leave_days: e.paidLeaveDays,
    absent_days: e.absentDays,
    week_off_days: e.weekOffDays,
    paid_days: e.paidDays,
    overtime_hours: e.overtimeHours,
    rates: e.rates,
    basic: e.basic,
    da: e.da,
    overtime: e.overtime,
    hra: e.hra,
    other_earnings: e.otherEarnings,
    recoveries: e.recoveries,
    pf: e.pf,
    esic: e.esic,
    society: e.society,
    income_tax: e.incomeTax,
    insurance: e.insurance,
    other_deductions: e.otherDeductions,
    payment_mode: e.paymentMode,
    payment_reference: e.paymentReference,
    remarks: e.remarks,
    problems: e.problems,
    body: {
      totalBasic: e.basic,
      totalDeductions: e.totalDeductions,
      netPayment: e.net,
      isRevision: e.isRevision,
    },
  };
}

const STEP: Record<string, number> = {
  none: 0,
  register_completed: 1,
  payslips_given: 2,
  paid_and_signed: 3,
  cancelled: 0,
};

function registerView(
  register: WageRegisterRow,
  caller: RegisterCaller,
  counts: { total: number; pending: number; ownTotal: number; ownPending: number },
): WageRegister {
  const status = register.status;
  const contractor = caller.kind === 'contractor' && caller.writable;
  const live = status !== 'cancelled' && status !== 'paid_and_signed';
  const editable =
    caller.writable && caller.kind !== 'reader' && (status === null || status === 'register_completed');
  const ownPending = caller.kind === 'contractor' ? counts.pending : counts.ownPending;
  const ownTotal = caller.kind === 'contractor' ? counts.total : counts.ownTotal;
  return {
    id: register.id,
    establishment_id: register.establishmentId,
    status: status as WageRegisterStatus | null,
    from_date: register.fromDate,
    to_date: register.toDate,
    max_count: register.totalEntries,
    total_entries: register.totalEntries,
    entries_completed: register.entriesCompleted,
    total_gross: register.totalGross,
    total_net_payment: register.totalNetPayment,
    total_deduction_amount: register.totalDeductionAmount,
    submitted_on: iso(register.submittedOn),
    payslips_given_on: iso(register.payslipsGivenOn),
    signed_on: iso(register.signedOn),
    reopened_on: iso(register.reopenedOn),
    resubmitted_on: iso(register.resubmittedOn),
    cancelled_on: iso(register.cancelledOn),
    last_updated_on: register.updatedAt.toISOString(),
    date_of_payment: register.dateOfPayment,
    body: {
      name: register.body.name,
      url: register.body.url,
      curr_revision: register.body.curr_revision,
      revisions: register.body.revisions.map(({ revision, name, url, signed_on }) => ({
        revision,
        name,
        url,
        signed_on,
      })),
    },
    step: STEP[status ?? 'none'] ?? 0,
    can_edit_entries: editable,
    start_label: editable && ownPending > 0 ? (ownPending === ownTotal ? 'Start' : 'Resume') : null,
    can_confirm_payslips: contractor && status === 'register_completed' && counts.pending === 0,
    can_upload_signed: contractor && status === 'payslips_given',
    can_cancel: contractor && live,
    can_delete: contractor && live,
    can_reopen: contractor && status === 'paid_and_signed',
    can_revise: contractor && status === 'register_completed',
  };
}

function listItem(register: WageRegisterRow, numbering: { serial_no: number; max_count: number }) {
  return {
    id: register.id,
    from_date: register.fromDate,
    to_date: register.toDate,
    status: register.status as WageRegisterStatus | null,
    total_entries: register.totalEntries,
    entries_completed: register.entriesCompleted,
    total_gross: register.totalGross,
    total_net_payment: register.totalNetPayment,
    total_deduction_amount: register.totalDeductionAmount,
    submitted_on: iso(register.submittedOn),
    date_of_payment: register.dateOfPayment,
    cancelled_on: iso(register.cancelledOn),
    last_updated_on: register.updatedAt.toISOString(),
    ...numbering,
  } satisfies WageRegisterListItem;
}

// ---------------------------------------------------------------------------------------------------------
// The list and a new register.

/**
 * The registers between two dates (either pair of names; default: this calendar year in India), a page at a
 * time, oldest first, cancelled ones included.
 */
export async function listRegisters(
  deps: WageDeps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: {
    start_date?: string | undefined;
    end_date?: string | undefined;
    from_date?: string | undefined;
    to_date?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const caller = registerCallerOf(auth, found);
  let from = query.start_date ?? query.from_date ?? null;
  let to = query.end_date ?? query.to_date ?? null;
  if (!from && !to) {
    const year = istDateKey().slice(0, 4);
    from = `${year}-01-01`;
    to = `${year}-12-31`;
  }
  if (from && to && to < from) throw validationFailed({ end_date: WAGE_MESSAGES.endBeforeStart });
  const { rows, count } = await registersBetween(
    deps.db,
    found.establishment.id,
    from,
    to,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return {
    from_date: from,
    to_date: to,
    wage_registers: rows.map((r, i) =>
      listItem(r, { serial_no: (query.page - 1) * query.pageSize + i + 1, max_count: count }),
    ),
    max_count: count,
    can_create: caller.kind === 'contractor' && caller.writable,
  };
}

/** The days of from..to whose attendance is not complete, with what is pending on each. */
async function pendingAttendance(db: Executor, found: EstablishmentInScope, from: string, to: string) {
  const holiday = weeklyHolidayOf(found.establishment.body);
  const days = await attendanceDays(db, found.establishment.id, from, to);
  const pending: { date: string; pending: string }[] = [];
  for (const d of days) {
    if (!d.anyone) continue;
    if (!d.register_id) {
      // A weekly holiday with no register is a day off for everyone (nothing to pay); any other day is missing.
      if (!isWeeklyHoliday(d.day, holiday)) pending.push({ date: d.day, pending: 'no attendance register' });
    } else if (d.status === 'pending' && !d.closed) {
      const n = d.pending ?? 0;
      pending.push({
        date: d.day,
        pending: n > 0 ? `${n} ${n === 1 ? 'entry' : 'entries'} pending` : 'not completed',
      });
    }
  }
  return pending;
}

/** What the register's add refuses before it reads any attendance: the dates. */
export function checkRegisterDates(from: string | undefined, to: string | undefined) {
  if (!from || !to) {
    const fields: Record<string, string> = {};
    if (!from) fields.from_date = WAGE_MESSAGES.required;
    if (!to) fields.to_date = WAGE_MESSAGES.required;
    throw validationFailed(fields, WAGE_MESSAGES.datesRequired);
  }
  if (to < from)
    throw validationFailed({ to_date: WAGE_MESSAGES.endBeforeStart }, WAGE_MESSAGES.endBeforeStart);
  if (to > istDateKey())
    throw validationFailed({ to_date: WAGE_MESSAGES.futureDate }, WAGE_MESSAGES.futureDate);
  if (isLongerThanAMonth(from, to))
    throw new AppError(400, 'PERIOD_TOO_LONG', wagePeriodTooLongMessage(from, to), {
      to_date: wagePeriodTooLongMessage(from, to),
    });
  return { from, to };
}

/**
 * The parts a new register's lines are computed and written in, as [start, end) of its workers: a small first
 * part, so the database starts writing while the next is computed, then each twice the one before, up to 400 (a
 * part is computed in less time than the database takes to write the one before it; docs/benchmarks.md, 'Wages').
 */
function* computeParts(count: number): Generator<[number, number]> {
  for (let start = 0, size = 50; start < count; start += size, size = Math.min(size * 2, 400))
    yield [start, Math.min(start + size, count)];
}

/** PostgreSQL's exclusion violation (another live register took the dates first). */
const isExclusionViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23P01' ||
  (e as { cause?: { code?: string } })?.cause?.code === '23P01';

/**
 * Creates the establishment's register for from..to (the contractor's), computed from the attendance for every
 * worker employed in the period: one read of all attendance, wage periods and minimum wages; computeWage per
 * worker in memory; one insert of every entry. Refused: the dates (both required, in order, not in the future,
 * at most a month), another live register overlapping, attendance of those dates not complete (naming the days),
 * nobody employed, and any worker's wages refused by computeWage (naming the worker and the rule). The attendance
 * registers of the dates are linked to it (and so locked).
 */
export async function createRegister(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  fromDate: string | undefined,
  toDate: string | undefined,
) {
  const { from, to } = checkRegisterDates(fromDate, toDate);
  try {
    return await inTransaction(deps.db as Db, auth, async (tx) => {
      // The checks below are costed over a month of attendance; compiling them with JIT took seconds, running them
      // takes milliseconds (docs/benchmarks.md, 'Wages').
      await tx.execute(sql`set local jit = off`);
      const found = await establishmentForWrite(tx, auth, establishmentId);
      requireContractor(registerCallerOf(auth, found));
      const estId = found.establishment.id;
      const other = await overlappingRegister(tx, estId, from, to);
      if (other) throw conflict(wageOverlapMessage(other.fromDate, other.toDate), 'REGISTER_OVERLAP');
      const pending = await pendingAttendance(tx, found, from, to);
      if (pending.length) throw badRequest(wageAttendancePendingMessage(pending), 'ATTENDANCE_PENDING');
      // Every worker employed in the period with attendance in it (one with none, e.g. only on days the site was
      // closed, has nothing to pay and no line: the employee register may still delete such a worker).
      const rows = (await registerInputRows(tx, estId, from, to)).filter(hasAttendance);
      if (rows.length === 0) throw badRequest(WAGE_MESSAGES.noEmployees, 'NO_EMPLOYEES');
      const [register] = await tx
        .insert(wageRegisters)
        .values({
          establishmentId: estId,
          fromDate: from,
          toDate: to,
          totalEntries: rows.length,
          createdBy: auth.userId,
        })
        .returning({ id: wageRegisters.id });
      const id = register!.id;
      // The recoveries (Form C) due: the instalments this register takes, once (docs/recoveries.md).
      const taken = await takeDueInstalments(
        tx,
        estId,
        id,
        to,
        rows.map((r) => r.employee_id),
      );
      for (const r of rows) r.recoveries = taken.get(r.employee_id) ?? null;
      // Computed and written in parts: each part is sent to PostgreSQL's one COPY the moment it is computed, and
      // written there while the next is computed. A refusal anywhere abandons the COPY, and the transaction with it.
      const dates = registerDays(from, to);
      const problems: WageProblem[] = [];
      const entries = copyEntries(tx, id, estId);
      try {
        for (const [start, end] of computeParts(rows.length)) {
          const part = computeRegister(rows.slice(start, end), from, to, dates);
          if (!part.ok) problems.push(...part.problems);
          else if (problems.length === 0) entries.write(part.entries);
          // Lets the connection take PostgreSQL's answers (its readiness for the COPY, an error) between parts.
          await new Promise((resolve) => setImmediate(resolve));
        }
      } catch (e) {
        // The connection is freed for the transaction's rollback.
        await entries.fail('The wages could not be computed');
        throw e;
      }
      if (problems.length) {
        await entries.fail('The wages were refused');
        throw badRequest(refusalMessage(problems), 'WAGES_REFUSED');
      }
      const written = await entries.end();
      if (written !== rows.length) throw new Error(`${written} wage entries written of ${rows.length}`);
      await linkAttendance(tx, estId, id, from, to);
      return { id, message: WAGE_MESSAGES.created };
    });
  } catch (e) {
    // Two adds of overlapping dates at once: the one that committed second is refused like any overlap.
    if (isExclusionViolation(e)) throw conflict(wageOverlapMessage(from, to), 'REGISTER_OVERLAP');
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The register.

export async function registerDetail(
  deps: WageDeps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  query: WageRegisterDetailQuery,
) {
  const caller = registerCallerOf(auth, found);
  if (!isUuid(registerId)) registerNotFound();
  const read = await findWageRegisterWithRevisions(deps.db, found.establishment.id, registerId);
  if (!read) registerNotFound();
  const { register } = read;
  const params = {
    registerId: register.id,
    own: caller.own,
    agencyId: auth.agencyId,
    filter: query.filters,
    nameOrCode: query.nameOrCode,
  };
  // The usual view reads the register's own counts; a subcontractor's, a filter or a search count the entries.
  const usual = !caller.own && query.filters === 'All' && !query.nameOrCode;
  const [counts, rows] = await Promise.all([
    usual ? registerCounts(register, read) : entryCounts(deps.db, params),
    entryPage(deps.db, { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  // Every field of the answer is named by its views: written without zod's checked copy (kit/encoded-json.ts).
  return viewJson<WageRegisterDetail>({
    wage_registers: registerView(register, caller, counts),
    wage_entries: rows.map((row, i) =>
      rowView(row, register, caller, {
        serial_no: (query.page - 1) * query.pageSize + i + 1,
        max_count: counts.matching,
      }),
    ),
    wage_status: {
      total: counts.total,
      pending: counts.pending,
      completed: counts.total - counts.pending,
      revision_pending: counts.revisionPending,
      completed_after_submission: counts.completedAfter,
      own_total: caller.kind === 'contractor' ? counts.total : counts.ownTotal,
      own_pending: caller.kind === 'contractor' ? counts.pending : counts.ownPending,
    },
  });
}

/** The pending entries' worker ids the caller may fill (its own, for a subcontractor), in order. */
export async function pendingEntryIds(
  deps: WageDeps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const caller = registerCallerOf(auth, found);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  if (!entryOpenFor(register, { submittedOn: null, isRevision: true }) || caller.kind === 'reader')
    return { pending_entry_ids: [] };
  const ids = await pendingEmployeeIds(deps.db, {
    registerId: register.id,
    own: caller.own,
    agencyId: auth.agencyId,
  });
  return { pending_entry_ids: ids };
}

/** The number of entries the caller sees (a subcontractor: its own workers'). */
export async function totalEmployeeCount(
  deps: WageDeps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const caller = registerCallerOf(auth, found);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  const counts = await entryCounts(deps.db, {
    registerId: register.id,
    own: caller.own,
    agencyId: auth.agencyId,
    filter: 'All',
  });
  return { total_employee_count: caller.own ? counts.ownTotal : counts.total };
}

/**
 * One entry (the side panel). A subcontractor reaches only its own workers' (else not found); the Government and
 * other readers open only entries that have a wage_status and are not revisions (else 403).
 */
export async function entryRecord(
  deps: WageDeps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  employeeId: string,
) {
  const caller = registerCallerOf(auth, found);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  const row = (await findEntry(deps.db, register.id, employeeId)) ?? entryNotFound();
  if (caller.own && row.entry.subcontractorAgencyId !== auth.agencyId) entryNotFound();
  if (!canOpen(caller, row.entry)) throw forbidden(WAGE_MESSAGES.govtCannotOpen, 'ENTRY_NOT_OPEN');
  return entryView(row, register, caller);
}

/** The writes' common start: the establishment locked and writable, the register locked. */
async function registerForWrite(
  tx: Tx,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  options: { recompute?: boolean } = {},
) {
  const found = await establishmentForWrite(tx, auth, establishmentId, options);
  const caller = registerCallerOf(auth, found);
  if (!isUuid(registerId)) registerNotFound();
  const register = (await lockWageRegister(tx, found.establishment.id, registerId)) ?? registerNotFound();
  return { found, caller, register };
}

/** Recomputes one worker's line with the entered amounts: the columns, or computeWage's refusal. */
async function recompute(tx: Tx, register: WageRegisterRow, employeeId: string, entered: EnteredAmounts) {
  const [input] = await wageInputRows(
    tx,
    register.establishmentId,
    register.fromDate,
    register.toDate,
    employeeId,
  );
  if (!input) entryNotFound();
  const result = computeWage(wageInputOf(input, register.fromDate, register.toDate, entered));
  if (!result.ok) {
    const first = result.problems[0]!;
    const field = first.code === 'DEDUCTIONS_OVER_HALF' ? 'other_deductions' : '_';
    throw new AppError(400, first.code, refusalMessage(result.problems), { [field]: first.detail });
  }
  return computedColumns(result.wage);
}

/**
 * Saves one worker's entry and submits it: the earnings and deductions a person enters; basic, DA, overtime and
 * recoveries recomputed by the server (computeWage), which refuses deductions over 50% of gross. Taken while the
 * register is filled (a pending entry) or, once completed, for a revised entry (then marked modified after
 * register submission). The register is completed when its last entry is submitted. A subcontractor saves only
 * its own workers' entries.
 */
export async function saveEntry(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId: string,
  values: WageEntryValues,
) {
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId, {
      recompute: false,
    });
    requireRecorder(caller);
    refuseFinal(register);
    if (!isUuid(employeeId)) entryNotFound();
    const row = (await findEntry(tx, register.id, employeeId, true)) ?? entryNotFound();
    const entry = row.entry;
    if (caller.own && entry.subcontractorAgencyId !== auth.agencyId)
      throw forbidden(WAGE_MESSAGES.notYourEmployee, 'NOT_YOUR_EMPLOYEE');
    if (register.status === 'payslips_given')
      throw forbidden(WAGE_MESSAGES.payslipsGivenNoEdits, 'PAYSLIPS_GIVEN');
    if (!entryOpenFor(register, entry)) throw forbidden(WAGE_MESSAGES.completedNoEdits, 'ENTRY_SUBMITTED');
    const entered = enteredOf(values);
    const columns = await recompute(tx, register, employeeId, entered);
    const revision = entry.isRevision;
    await tx
      .update(wageEntries)
      .set({
        presentDays: columns.present_days,
        paidLeaveDays: columns.paid_leave_days,
        absentDays: columns.absent_days,
        weekOffDays: columns.week_off_days,
        paidDays: columns.paid_days,
        overtimeHours: columns.overtime_hours,
        rates: columns.rates,
        basic: columns.basic,
        da: columns.da,
        overtime: columns.overtime,
        hra: entered.hra,
        otherEarnings: entered.other_earnings,
        gross: columns.gross,
        recoveries: columns.recoveries,
        pf: entered.pf,
        esic: entered.esic,
        society: entered.society,
        incomeTax: entered.income_tax,
        insurance: entered.insurance,
        otherDeductions: entered.other_deductions,
        totalDeductions: columns.total_deductions,
        net: columns.net,
        paymentMode: values.payment_mode ?? null,
        paymentReference: values.payment_reference ?? null,
        remarks: values.remarks ?? null,
        problems: [],
        submittedOn: sql`now()`,
        submittedBy: auth.userId,
        isRevision: false,
        ...(revision ? { modifiedAfterSubmission: true, wageStatus: 'register_completed' as const } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(wageEntries.id, entry.id));
    const status = await refreshRegister(tx, register.id);
    if (status !== register.status || revision) establishmentChanged(register.establishmentId);
    const saved = (await findEntry(tx, register.id, employeeId))!;
    const after = (await lockWageRegister(tx, register.establishmentId, register.id))!;
    return {
      message: WAGE_MESSAGES.submitted,
      wage_entry: entryView(saved, after, caller),
      register_status: status as WageRegisterStatus | null,
    };
  });
}

/**
 * Revise Entry (the contractor's): a submitted entry of a completed register (wage_status register_completed)
 * becomes a revision pending submission; once submitted again it is flagged modified after register submission.
 */
export async function redoEntry(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId: string,
) {
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    refuseFinal(register);
    if (!isUuid(employeeId)) entryNotFound();
    const row = (await findEntry(tx, register.id, employeeId, true)) ?? entryNotFound();
    if (!canRevise(caller, register, row.entry))
      throw forbidden(WAGE_MESSAGES.reviseNotAllowed, 'REVISE_NOT_ALLOWED');
    await tx
      .update(wageEntries)
      .set({ submittedOn: null, submittedBy: null, isRevision: true, updatedAt: sql`now()` })
      .where(eq(wageEntries.id, row.entry.id));
    const status = await refreshRegister(tx, register.id);
    const saved = (await findEntry(tx, register.id, employeeId))!;
    const after = (await lockWageRegister(tx, register.establishmentId, register.id))!;
    return {
      message: WAGE_MESSAGES.revised,
      wage_entry: entryView(saved, after, caller),
      register_status: status as WageRegisterStatus | null,
    };
  });
}

async function savedRegister(
  tx: Tx,
  auth: AuthContext,
  caller: RegisterCaller,
  register: WageRegisterRow,
  message: string,
) {
  const after = (await lockWageRegister(tx, register.establishmentId, register.id))!;
  const counts = await entryCounts(tx, {
    registerId: register.id,
    own: caller.own,
    agencyId: auth.agencyId,
    filter: 'All',
  });
  return { message, wage_registers: registerView(after, caller, counts) };
}

/** The contractor deletes a register neither signed nor cancelled; its attendance is unlocked. */
export async function deleteRegister(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
) {
  await inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    if (register.status === 'paid_and_signed')
      throw forbidden(WAGE_MESSAGES.cannotDeleteSigned, 'REGISTER_SIGNED');
    if (register.status === 'cancelled')
      throw forbidden(WAGE_MESSAGES.cannotDeleteCancelled, 'REGISTER_CANCELLED');
    await unlinkAttendance(tx, register.establishmentId, register.id);
    await tx.delete(wageRegisters).where(eq(wageRegisters.id, register.id));
  });
  return { message: WAGE_MESSAGES.deleted };
}

/** The contractor cancels a register not signed (status cancelled, with the time); its attendance is unlocked. */
export async function cancelRegister(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
) {
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    if (register.status === 'paid_and_signed')
      throw forbidden(WAGE_MESSAGES.cannotCancelSigned, 'REGISTER_SIGNED');
    if (register.status === 'cancelled')
      throw forbidden(WAGE_MESSAGES.alreadyCancelled, 'REGISTER_CANCELLED');
    await tx
      .update(wageRegisters)
      .set({ status: 'cancelled', cancelledOn: sql`now()`, updatedAt: sql`now()` })
      .where(eq(wageRegisters.id, register.id));
    await unlinkAttendance(tx, register.establishmentId, register.id);
    return savedRegister(tx, auth, caller, register, WAGE_MESSAGES.cancelled);
  });
}

/**
 * The payslip confirmation (the contractor's): every entry submitted ('There are still some wage entries
 * pending.' otherwise), the date of payment (not before the period's last day, not in the future) and the tick.
 * The register becomes payslips_given; its entries can no longer be edited.
 */
export async function confirmPayslips(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  values: PayslipsGivenValues,
) {
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    refuseFinal(register);
    const pending = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(wageEntries)
      .where(and(eq(wageEntries.registerId, register.id), sql`${wageEntries.submittedOn} is null`));
    if ((pending[0]?.n ?? 0) > 0 || register.status === null)
      throw badRequest(WAGE_MESSAGES.entriesPending, 'ENTRIES_PENDING');
    if (register.status !== 'register_completed')
      throw forbidden(WAGE_MESSAGES.payslipsGivenNoEdits, 'PAYSLIPS_GIVEN');
    const day = values.date_of_payment!;
    if (day < register.toDate)
      throw validationFailed({ date_of_payment: WAGE_MESSAGES.dateOfPaymentBeforeEnd });
    if (day > istDateKey()) throw validationFailed({ date_of_payment: WAGE_MESSAGES.dateOfPaymentFuture });
    await tx
      .update(wageRegisters)
      .set({
        status: 'payslips_given',
        dateOfPayment: day,
        payslipsGivenOn: sql`now()`,
        payslipsGivenBy: auth.userId,
        updatedAt: sql`now()`,
      })
      .where(eq(wageRegisters.id, register.id));
    await stampWageStatus(tx, register.id, 'payslips_given');
    return savedRegister(tx, auth, caller, register, WAGE_MESSAGES.submitted);
  });
}

/**
 * The signed register (the contractor's): a file of /api/files the caller may read, uploaded once payslips are
 * given. The register becomes paid_and_signed and never changes again (unless the contractor reopens it); signing a
 * reopened register sets resubmitted_on.
 */
export async function markPaidAndSigned(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  file: { name: string; url: string },
) {
  await findVisibleFile(deps as Deps, auth, file.url, 'read');
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    refuseFinal(register);
    if (register.status !== 'payslips_given')
      throw forbidden(WAGE_MESSAGES.notPayslipsGiven, 'PAYSLIPS_NOT_GIVEN');
    const body: WageRegisterBodyJson = { ...register.body, name: file.name, url: file.url };
    await tx
      .update(wageRegisters)
      .set({
        status: 'paid_and_signed',
        body,
        signedOn: sql`now()`,
        signedBy: auth.userId,
        ...(register.reopenedOn ? { resubmittedOn: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(wageRegisters.id, register.id));
    await stampWageStatus(tx, register.id, 'paid_and_signed');
    return savedRegister(tx, auth, caller, register, WAGE_MESSAGES.uploaded);
  });
}

/**
 * The contractor reopens a paid and signed register: back to register_completed (entries may then be revised),
 * reopened_on set, the signed copy kept among the body's revisions. Payslips are confirmed and the register signed
 * again afterwards (resubmitted_on).
 */
export async function reopenRegister(
  deps: WageDeps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
) {
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    if (register.status !== 'paid_and_signed')
      throw forbidden(WAGE_MESSAGES.notSigned, 'REGISTER_NOT_SIGNED');
    const old = register.body;
    const body: WageRegisterBodyJson = {
      name: null,
      url: null,
      curr_revision: old.curr_revision + 1,
      revisions: [
        ...old.revisions,
        ...(old.url
          ? [
              {
                revision: old.curr_revision,
                name: old.name ?? '',
                url: old.url,
                signed_on: iso(register.signedOn) ?? '',
              },
            ]
          : []),
      ],
    };
    await tx
      .update(wageRegisters)
      .set({
        status: 'register_completed',
        body,
        signedOn: null,
        signedBy: null,
        payslipsGivenOn: null,
        payslipsGivenBy: null,
        reopenedOn: sql`now()`,
        resubmittedOn: null,
        updatedAt: sql`now()`,
      })
      .where(eq(wageRegisters.id, register.id));
    await stampWageStatus(tx, register.id, 'register_completed');
    return savedRegister(tx, auth, caller, register, WAGE_MESSAGES.reopened);
  });
}

/** The register and worker an entry's logs are asked for, in the caller's scope (else 404). */
export async function entryForAudit(
  deps: WageDeps,
  auth: AuthContext,
  registerId: string,
  employeeId: string,
) {
  const register = await registerForAudit(deps, auth, registerId);
  const found = await establishmentInScope(deps.db, auth, register.establishmentId);
  const caller = registerCallerOf(auth, found);
  if (!isUuid(employeeId)) entryNotFound();
  const row = (await findEntry(deps.db, register.id, employeeId)) ?? entryNotFound();
  if (caller.own && row.entry.subcontractorAgencyId !== auth.agencyId) entryNotFound();
  return { register, entry: row.entry };
}

/** A register whose logs are asked for, in the caller's scope (another tenant's is not found). */
export async function registerForAudit(deps: WageDeps, auth: AuthContext, registerId: string) {
  if (!isUuid(registerId)) registerNotFound();
  const [register] = await deps.db
    .select()
    .from(wageRegisters)
    .where(eq(wageRegisters.id, registerId))
    .limit(1);
  if (!register) registerNotFound();
  await establishmentInScope(deps.db, auth, register.establishmentId).catch(registerNotFound);
  return register;
}
