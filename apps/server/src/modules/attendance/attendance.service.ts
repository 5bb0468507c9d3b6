import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_RED_AFTER_DAYS,
  type AttendanceCalendar,
  type AttendanceDayState,
  type AttendanceEntry,
  type AttendanceEntryValues,
  type AttendanceRegister,
  type AttendanceRegisterDetail,
  type AttendanceRegisterQuery,
  type EstablishmentOpenValues,
  istDateKey,
  type WeekOffChoice,
} from '@anupalan/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import { attendanceEntries, attendanceRegisters } from '../../db/schema/index.js';
import { establishmentChanged, inTransaction } from '../../db/tx.js';
import { composedJson } from '../../kit/encoded-json.js';
import { badRequest, forbidden, notFound, validationFailed } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  type EstablishmentInScope,
  type EstablishmentToCheck,
  establishmentForWrite,
  establishmentInScope,
  establishmentNotFound,
  type RegisterCaller,
  registerCallerOf,
} from '../scope/index.js';
import {
  addMissingEntries,
  calendarInScope,
  type EntryPageParams,
  type EntryRow,
  earliestJoining,
  findEmployeeOf,
  findEntry,
  findRegister,
  findRegisterPageInScope,
  hasMissingEntries,
  lockRegister,
  neighbourEntries,
  ownEntryPageJson,
  pendingEmployeeIds,
  type RegisterRow,
  refreshRegisterStatus,
  registerCounts,
  registerDayOf,
} from './attendance.queries.js';
import {
  addDays,
  clockOf,
  entryColumns,
  isWeeklyHoliday,
  wagesPaidFor,
  weeklyHolidayOf,
} from './attendance-times.js';

const WEEKLY_HOLIDAY = (found: EstablishmentInScope) => weeklyHolidayOf(found.establishment.body);

function registerNotFound(): never {
  throw notFound(ATTENDANCE_MESSAGES.notFound);
}

async function registerOf(db: Executor, establishmentId: string, registerId: string) {
  if (!isUuid(registerId)) registerNotFound();
  const [row] = await findRegister(db, establishmentId, registerId);
  return row ?? registerNotFound();
}

/** Refuses a change to a register whose wages are paid. */
function refusePaid(register: RegisterRow) {
  if (register.wageRegisterId) throw forbidden(wagesPaidFor(register), 'WAGES_PAID');
}

/** Refuses a change to the entries of a day the establishment was closed. */
function refuseClosed(register: RegisterRow) {
  if (register.isEstablishmentClosed) throw forbidden(ATTENDANCE_MESSAGES.closedDay, 'DAY_CLOSED');
}

function requireContractor(caller: RegisterCaller) {
  if (caller.kind !== 'contractor') throw forbidden(ATTENDANCE_MESSAGES.contractorAction, 'CONTRACTOR_ONLY');
}

function requireRecorder(caller: RegisterCaller) {
  if (caller.kind === 'reader') throw forbidden(ATTENDANCE_MESSAGES.writersOnly, 'RECORDERS_ONLY');
}

/**
 * The weekly holiday with no choice made yet, and the caller is the one who chooses (the contractor, while the
 * day can change): the screen asks 'all' or 'manual' first. Anyone else simply fills or reads the entries.
 */
function choiceRequired(register: RegisterRow, weeklyHoliday: string | null, caller: RegisterCaller) {
  return (
    caller.kind === 'contractor' &&
    caller.writable &&
    register.wageRegisterId === null &&
    !register.isEstablishmentClosed &&
    isWeeklyHoliday(register.registerDate, weeklyHoliday) &&
    register.weekOffChoice === null
  );
}

function registerView(
  register: RegisterRow,
  found: EstablishmentInScope,
  caller: RegisterCaller,
  counts: { total: number; pending: number; ownTotal: number; ownPending: number },
): AttendanceRegister {
  const weeklyHoliday = WEEKLY_HOLIDAY(found);
  const paid = register.wageRegisterId !== null;
  const open = caller.writable && !paid;
  return {
    id: register.id,
    establishment_id: register.establishmentId,
    register_date: register.registerDate,
    status: register.status,
    submitted_on: register.submittedOn?.toISOString() ?? null,
    is_establishment_closed: register.isEstablishmentClosed,
    establishment_closed_reason: register.establishmentClosedReason,
    is_week_off: register.isWeekOff,
    is_automatic: register.isAutomatic,
    week_off_choice: register.weekOffChoice,
    is_weekly_holiday: isWeeklyHoliday(register.registerDate, weeklyHoliday),
    week_off_choice_required: choiceRequired(register, weeklyHoliday, caller),
    wage_register_id: register.wageRegisterId,
    wage_paid_from: register.wagePaidFrom,
    wage_paid_till: register.wagePaidTill,
    locked_message: paid ? wagesPaidFor(register) : null,
    can_edit_entries: open && !register.isEstablishmentClosed,
    can_close: open && caller.kind === 'contractor',
    can_delete: open && caller.kind === 'contractor',
    can_mark_week_off: open && caller.kind === 'contractor' && !register.isEstablishmentClosed,
    note:
      caller.own && counts.ownTotal > 0 && counts.ownPending === 0 && counts.pending > 0
        ? ATTENDANCE_MESSAGES.ownComplete
        : null,
  };
}

function entryView(
  row: EntryRow,
  register: RegisterRow,
  caller: RegisterCaller,
  numbering: { serial_no: number; max_count: number },
): AttendanceEntry {
  const ownWorker = caller.kind === 'contractor' || row.subcontractorId === caller.agencyId;
  return {
    id: row.id,
    register_id: row.registerId,
    register_date: row.registerDate,
    establishment_employee_id: row.employeeId,
    est_emp_id: row.employeeId,
    employee_code: row.employeeCode,
    employee_name: row.employeeName,
    employee_start_date: row.dateOfJoining,
    employee_exit_date: row.exitDate,
    subcontractor: row.subcontractorId
      ? { id: row.subcontractorId, name: row.subcontractorName ?? '' }
      : null,
    type: row.type,
    in_time: clockOf(row.inTime),
    out_time: clockOf(row.outTime),
    out_next_day: row.outTime !== null && row.outTime.slice(0, 10) > row.registerDate,
    worked_minutes: row.workedMinutes,
    rest_minutes: row.restMinutes,
    overtime_hours: row.overtimeHours,
    set_of_work: row.setOfWork,
    source: row.source,
    submitted_on: row.submittedOn?.toISOString() ?? null,
    status: row.submittedOn ? 'Completed' : 'Pending',
    is_invalid: row.isInvalid,
    can_edit:
      caller.writable &&
      ownWorker &&
      !row.isInvalid &&
      register.wageRegisterId === null &&
      !register.isEstablishmentClosed,
    ...numbering,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The calendar and opening a day.

const MAX_CALENDAR_DAYS = 62;

/** The last day of a yyyy-mm-dd's month. */
function lastOfMonth(iso: string): string {
  return addDays(`${addDays(`${iso.slice(0, 8)}01`, 31).slice(0, 8)}01`, -1);
}

/**
 * The calendar's days from from_date to to_date (default: this month), none in the future and none before the
 * earliest date of joining: each with its state, its register and, for a working day with no register, amber
 * (red when more than seven days old).
 */
export async function attendanceCalendar(
  deps: Deps,
  auth: AuthContext,
  establishment: EstablishmentToCheck,
  query: { from_date?: string | undefined; to_date?: string | undefined },
): Promise<AttendanceCalendar> {
  const today = istDateKey();
  // Without a range, this month; with one end only, that end's month.
  const from = query.from_date ?? `${(query.to_date ?? today).slice(0, 8)}01`;
  const to = query.to_date ?? lastOfMonth(from);
  const refusal =
    to < from
      ? { to_date: 'To Date cannot be before From Date' }
      : addDays(from, MAX_CALENDAR_DAYS - 1) < to
        ? { to_date: `The calendar shows at most ${MAX_CALENDAR_DAYS} days` }
        : null;
  const end = to > today ? today : to;
  // One statement: the establishment in scope, its earliest joining, its registers from `from` (those before the
  // earliest joining are never looked up below). A range refused is refused after the scope is checked.
  const read = await calendarInScope(deps.db, auth, establishment.id, from, refusal ? from : end);
  if (!read) establishmentNotFound();
  if (refusal) throw validationFailed(refusal);
  const { found, earliest } = read;
  const weeklyHoliday = WEEKLY_HOLIDAY(found);
  const start = earliest && earliest > from ? earliest : from;
  const days: AttendanceCalendar['days'] = [];
  if (earliest && start <= end) {
    const registers = new Map(read.registers.map((r) => [r.registerDate, r]));
    const redBefore = addDays(today, -ATTENDANCE_RED_AFTER_DAYS);
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const r = registers.get(day);
      const holiday = isWeeklyHoliday(day, weeklyHoliday);
      const state: AttendanceDayState = !r
        ? 'no_register'
        : r.isEstablishmentClosed
          ? 'closed'
          : r.isWeekOff
            ? 'week_off'
            : r.status;
      days.push({
        date: day,
        state,
        register_id: r?.id ?? null,
        is_weekly_holiday: holiday,
        alert: !r && !holiday ? (day < redBefore ? 'red' : 'amber') : null,
        wages_paid: r?.wageRegisterId != null,
      });
    }
  }
  return {
    from_date: from,
    to_date: to,
    today,
    earliest_joining_date: earliest,
    commencement_date: found.establishment.commencementDate,
    weekly_holiday: weeklyHoliday,
    days,
  };
}

/** Marks every entry not filled by hand a weekly off (submitted), or undoes that; then the register's state. */
async function applyWeekOff(
  tx: Tx,
  auth: AuthContext,
  register: RegisterRow,
  choice: WeekOffChoice,
  automatic: boolean,
) {
  const inRegister = and(
    eq(attendanceEntries.registerId, register.id),
    eq(attendanceEntries.registerDate, register.registerDate),
  );
  if (choice === 'all') {
    await tx
      .update(attendanceEntries)
      .set({
        type: 'week_off',
        inTime: null,
        outTime: null,
        workedMinutes: null,
        restMinutes: 0,
        overtimeHours: '0',
        source: 'weekly_off',
        submittedOn: sql`now()`,
        submittedBy: auth.userId,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          inRegister,
          or(isNull(attendanceEntries.submittedOn), eq(attendanceEntries.source, 'weekly_off')),
        ),
      );
  } else {
    await tx
      .update(attendanceEntries)
      .set({ type: null, source: 'form', submittedOn: null, submittedBy: null, updatedAt: sql`now()` })
      .where(and(inRegister, eq(attendanceEntries.source, 'weekly_off')));
  }
  await tx
    .update(attendanceRegisters)
    .set({
      isWeekOff: choice === 'all',
      isAutomatic: choice === 'all' && automatic,
      weekOffChoice: choice,
      updatedAt: sql`now()`,
    })
    .where(eq(attendanceRegisters.id, register.id));
  await refreshRegisterStatus(tx, register);
}

/** A yyyy-mm-dd month partition exists for the day (else ensure_attendance_partitions makes it). */
async function ensurePartition(tx: Tx, day: string) {
  const part = `attendance_entries_${day.slice(0, 4)}_${day.slice(5, 7)}`;
  const found = (await tx.execute(sql`select to_regclass(${part}) is not null as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  if (!found.rows[0]?.ok)
    await tx.execute(sql`select ensure_attendance_partitions(${day}::date, ${day}::date)`);
}

/**
 * Opens a day (GET ?register_date): the register's id, creating it with one entry per worker employed that day
 * when there is none (a recorder's call; others are refused, 403), and adding the entries of workers recorded since.
 * With isAutomatic on the weekly holiday, the day is marked a weekly off at once (the contractor's call).
 */
export async function openRegister(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  day: string,
  isAutomatic: boolean,
) {
  const caller = registerCallerOf(auth, found);
  const estId = found.establishment.id;
  const today = istDateKey();
  if (day > today) throw validationFailed({ register_date: ATTENDANCE_MESSAGES.futureDate });
  const weeklyHoliday = WEEKLY_HOLIDAY(found);
  const [existing] = await deps.db
    .select()
    .from(attendanceRegisters)
    .where(and(eq(attendanceRegisters.establishmentId, estId), eq(attendanceRegisters.registerDate, day)));
  if (existing) {
    const readOnly = !caller.writable || existing.wageRegisterId !== null;
    const markAutomatically =
      isAutomatic &&
      caller.kind === 'contractor' &&
      existing.weekOffChoice === null &&
      isWeeklyHoliday(day, weeklyHoliday);
    // Opening an existing day writes only when it has something to do (no lock, no recompute otherwise).
    if (readOnly || (!markAutomatically && !(await hasMissingEntries(deps.db, existing))))
      return {
        id: existing.id,
        created: false,
        week_off_choice_required: choiceRequired(existing, weeklyHoliday, caller),
      };
  }
  if (!existing) {
    requireRecorder(caller);
    const earliest = await earliestJoining(deps.db, estId);
    if (!earliest || day < earliest)
      throw validationFailed({ register_date: ATTENDANCE_MESSAGES.beforeJoining });
  }
  return inTransaction(deps.db, auth, async (tx) => {
    await establishmentForWrite(tx, auth, estId);
    let created = false;
    let [register] = await tx
      .select()
      .from(attendanceRegisters)
      .where(and(eq(attendanceRegisters.establishmentId, estId), eq(attendanceRegisters.registerDate, day)))
      .for('update');
    if (!register) {
      await ensurePartition(tx, day);
      [register] = await tx
        .insert(attendanceRegisters)
        .values({ establishmentId: estId, registerDate: day, createdBy: auth.userId })
        .returning();
      created = true;
    }
    if (register!.wageRegisterId)
      return {
        id: register!.id,
        created,
        week_off_choice_required: choiceRequired(register!, weeklyHoliday, caller),
      };
    const added = await addMissingEntries(tx, register!);
    if (
      isAutomatic &&
      caller.kind === 'contractor' &&
      register!.weekOffChoice === null &&
      isWeeklyHoliday(day, weeklyHoliday)
    ) {
      await applyWeekOff(tx, auth, register!, 'all', true);
      register = { ...register!, weekOffChoice: 'all' };
    } else if (added > 0 || created) {
      if (register!.isWeekOff && added > 0)
        await applyWeekOff(tx, auth, register!, 'all', register!.isAutomatic);
      else await refreshRegisterStatus(tx, register!);
    }
    return {
      id: register!.id,
      created,
      week_off_choice_required: choiceRequired(register!, weeklyHoliday, caller),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The register.

/**
 * The register page. Its gate reads nothing (`establishmentInStatementGate`): for everyone but a subcontractor
 * the establishment in the caller's scope, the register, its counts and the page are one statement.
 */
export async function registerDetail(
  deps: Deps,
  auth: AuthContext,
  establishment: EstablishmentToCheck,
  registerId: string,
  query: AttendanceRegisterQuery,
) {
  if (!isUuid(registerId)) registerNotFound();
  const read = {
    establishmentId: establishment.id,
    filter: query.filters,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const { found, caller, register, counts, page } =
    auth.role === 'Subcontractor'
      ? await ownRegisterPage(deps.db, auth, await establishment.load(deps.db), read, registerId)
      : await registerPage(deps.db, auth, read, registerId);
  const ownTotal = caller.kind === 'contractor' ? counts.total : counts.ownTotal;
  const ownPending = caller.kind === 'contractor' ? counts.pending : counts.ownPending;
  return composedJson<AttendanceRegisterDetail>({
    attendance_register: registerView(register, found, caller, counts),
    attendance_entries: page,
    attendance_status: {
      total: counts.total,
      pending: counts.pending,
      completed: counts.total - counts.pending,
      own_total: ownTotal,
      own_pending: ownPending,
    },
  });
}

type PageRead = Pick<EntryPageParams, 'establishmentId' | 'filter' | 'limit' | 'offset'>;

/**
 * Everyone but a subcontractor: the establishment in scope, the register, its kept counts and the page in one
 * statement, given the register's day. Whether the caller may save entries depends on the establishment (locked,
 * the caller's link ended), which the statement reads: it is taken to be so for the contractor, and in the rare
 * case it is not, the statement runs again with the right answer.
 */
async function registerPage(db: Executor, auth: AuthContext, read: PageRead, registerId: string) {
  const date = await registerDayOf(db, read.establishmentId, registerId);
  let writable = auth.role === 'Contractor';
  for (let attempt = 1; ; attempt++) {
    const row = await findRegisterPageInScope(db, auth, {
      ...read,
      registerId,
      date,
      own: false,
      agencyId: auth.agencyId,
      writable,
      allWorkers: auth.role === 'Contractor',
    });
    if (!row) establishmentNotFound();
    const caller = registerCallerOf(auth, row.found);
    if (!row.register) registerNotFound();
    if (caller.writable === writable) return { ...row, register: row.register, caller };
    // Should the establishment change again between the two reads, the answer is the page as read, for a
    // caller who may save what that read allowed (never more than one of the two states allowed).
    if (attempt === 2) return { ...row, register: row.register, caller: { ...caller, writable: false } };
    writable = caller.writable;
  }
}

/** A subcontractor: the register, then its own workers' counts, then its page (their filtered total in it). */
async function ownRegisterPage(
  db: Executor,
  auth: AuthContext,
  found: EstablishmentInScope,
  read: PageRead,
  registerId: string,
) {
  const caller = registerCallerOf(auth, found);
  const params = {
    ...read,
    own: true,
    agencyId: caller.agencyId,
    writable: caller.writable,
    allWorkers: false,
  };
  const register = await registerOf(db, read.establishmentId, registerId);
  const counts = await registerCounts(db, { ...params, date: register.registerDate });
  const total = counts.ownTotal;
  const pending = counts.ownPending;
  const maxCount =
    read.filter === 'Pending' ? pending : read.filter === 'Completed' ? total - pending : total;
  const page = await ownEntryPageJson(db, { ...params, date: register.registerDate, register, maxCount });
  return { found, caller, register, counts, page };
}

export async function pendingEntryIds(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const caller = registerCallerOf(auth, found);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  const rows = await pendingEmployeeIds(deps.db, {
    establishmentId: register.establishmentId,
    date: register.registerDate,
    own: caller.own,
    agencyId: auth.agencyId,
  });
  return { pending_entry_ids: rows.map((r) => r.id) };
}

/** The number of entries the caller sees in the register (a subcontractor: its own workers'). */
export async function totalEmployeeCount(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
) {
  const caller = registerCallerOf(auth, found);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  const counts = await registerCounts(deps.db, {
    establishmentId: register.establishmentId,
    date: register.registerDate,
    own: caller.own,
    agencyId: auth.agencyId,
  });
  return { total_employee_count: caller.own ? counts.ownTotal : counts.total };
}

/** One entry; a subcontractor reaches only its own workers' (else not found). */
export async function entryRecord(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  registerId: string,
  employeeId: string,
) {
  const caller = registerCallerOf(auth, found);
  const register = await registerOf(deps.db, found.establishment.id, registerId);
  const row = await findEntry(deps.db, register, employeeId);
  if (!row || (caller.own && row.subcontractorId !== auth.agencyId))
    throw notFound(ATTENDANCE_MESSAGES.entryNotFound);
  return entryView(row, register, caller, { serial_no: 1, max_count: 1 });
}

/**
 * The writes' common start: the establishment locked and writable, the caller a recorder, the register locked
 * (each write then refuses a paid or closed day as it must).
 */
async function registerForWrite(
  tx: Tx,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  options: { recompute?: boolean } = {},
) {
  const found = await establishmentForWrite(tx, auth, establishmentId, options);
  const caller = registerCallerOf(auth, found);
  requireRecorder(caller);
  if (!isUuid(registerId)) registerNotFound();
  const register = (await lockRegister(tx, found.establishment.id, registerId)) ?? registerNotFound();
  return { found, caller, register };
}

/**
 * Saves one worker's entry and submits it (Completed); the register is completed once no entry is pending.
 * Refused: a paid or closed day, another's worker (a subcontractor), a worker not employed that day, impossible
 * times (same in and out, rest longer than the shift, overtime beyond the hours worked, overlapping the worker's
 * previous or next day).
 */
export async function saveEntry(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId: string,
  values: AttendanceEntryValues,
) {
  return inTransaction(deps.db, auth, async (tx) => {
    // One entry of a day still being filled changes no finding worth the establishment's recompute (a few
    // hundred ms, on every save of a register of thousands): the recompute runs once the day is complete, and
    // on every later change to a complete day; the morning run covers the rest.
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId, {
      recompute: false,
    });
    refusePaid(register);
    refuseClosed(register);
    let row = await findEntry(tx, register, employeeId, true);
    if (!row) {
      // A worker recorded after the day was opened, employed on it: its entry is added now.
      const employee = await findEmployeeOf(tx, register.establishmentId, employeeId);
      if (!employee) throw notFound(ATTENDANCE_MESSAGES.entryNotFound);
      if (caller.own && employee.subcontractorAgencyId !== auth.agencyId)
        throw notFound(ATTENDANCE_MESSAGES.entryNotFound);
      if (employee.dateOfJoining > register.registerDate)
        throw badRequest(ATTENDANCE_MESSAGES.notJoined, 'NOT_EMPLOYED');
      if (employee.exitDate && employee.exitDate < register.registerDate)
        throw badRequest(ATTENDANCE_MESSAGES.exited, 'NOT_EMPLOYED');
      await tx.insert(attendanceEntries).values({
        registerId: register.id,
        registerDate: register.registerDate,
        establishmentId: register.establishmentId,
        employeeId,
      });
      row = (await findEntry(tx, register, employeeId, true))!;
    }
    if (caller.own && row.subcontractorId !== auth.agencyId)
      throw forbidden(ATTENDANCE_MESSAGES.notYourEmployee, 'NOT_YOUR_EMPLOYEE');
    if (row.dateOfJoining > register.registerDate)
      throw badRequest(ATTENDANCE_MESSAGES.notJoined, 'NOT_EMPLOYED');
    if (row.exitDate && row.exitDate < register.registerDate)
      throw badRequest(ATTENDANCE_MESSAGES.exited, 'NOT_EMPLOYED');
    const computed = entryColumns(register.registerDate, values);
    if (computed.problems) throw validationFailed(computed.problems);
    const columns = computed.columns;
    if (columns.inTime && columns.outTime) {
      for (const other of await neighbourEntries(tx, employeeId, register.registerDate)) {
        if (!other.inTime || !other.outTime) continue;
        if (other.registerDate < register.registerDate && other.outTime > columns.inTime)
          throw validationFailed({ in_time: ATTENDANCE_MESSAGES.overlapping });
        if (other.registerDate > register.registerDate && other.inTime < columns.outTime)
          throw validationFailed({ out_time: ATTENDANCE_MESSAGES.overlappingNext });
      }
    }
    await tx
      .update(attendanceEntries)
      .set({
        ...columns,
        source: 'form',
        submittedOn: sql`now()`,
        submittedBy: auth.userId,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(attendanceEntries.registerDate, register.registerDate), eq(attendanceEntries.id, row.id)),
      );
    const status = await refreshRegisterStatus(tx, register);
    if (status === 'completed') establishmentChanged(register.establishmentId);
    const saved = (await findEntry(tx, register, employeeId))!;
    return {
      message: ATTENDANCE_MESSAGES.saved,
      attendance_entry: entryView(saved, { ...register, status }, caller, { serial_no: 1, max_count: 1 }),
      register_status: status,
    };
  });
}

/** Removes an invalid entry (a worker not employed on the day); the register's state follows. */
export async function removeEntry(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId: string,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    refusePaid(register);
    const row = await findEntry(tx, register, employeeId, true);
    if (!row || (caller.own && row.subcontractorId !== auth.agencyId))
      throw notFound(ATTENDANCE_MESSAGES.entryNotFound);
    if (!row.isInvalid) throw badRequest(ATTENDANCE_MESSAGES.entryNotInvalid, 'ENTRY_VALID');
    await tx
      .delete(attendanceEntries)
      .where(
        and(eq(attendanceEntries.registerDate, register.registerDate), eq(attendanceEntries.id, row.id)),
      );
    await refreshRegisterStatus(tx, register);
  });
  return { message: ATTENDANCE_MESSAGES.deleted };
}

/** The contractor deletes a day's register and its entries (never one whose wages are paid). */
export async function deleteRegister(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    refusePaid(register);
    await tx
      .delete(attendanceEntries)
      .where(
        and(
          eq(attendanceEntries.registerId, register.id),
          eq(attendanceEntries.registerDate, register.registerDate),
        ),
      );
    await tx.delete(attendanceRegisters).where(eq(attendanceRegisters.id, register.id));
  });
  return { message: ATTENDANCE_MESSAGES.deleted };
}

async function savedRegister(
  tx: Tx,
  auth: AuthContext,
  found: EstablishmentInScope,
  caller: RegisterCaller,
  registerId: string,
  message: string,
) {
  const register = (await lockRegister(tx, found.establishment.id, registerId))!;
  const counts = await registerCounts(tx, {
    establishmentId: register.establishmentId,
    date: register.registerDate,
    own: caller.own,
    agencyId: auth.agencyId,
  });
  return { message, attendance_register: registerView(register, found, caller, counts) };
}

/** The contractor closes the day with a reason, or reopens it; only while no wage register is linked. */
export async function setEstablishmentOpen(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  values: EstablishmentOpenValues,
) {
  return inTransaction(deps.db, auth, async (tx) => {
    const { found, caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    if (register.wageRegisterId) throw forbidden(ATTENDANCE_MESSAGES.closeWhilePaid, 'WAGES_PAID');
    await tx
      .update(attendanceRegisters)
      .set({
        isEstablishmentClosed: values.is_establishment_closed,
        establishmentClosedReason: values.is_establishment_closed ? values.establishment_closed_reason : null,
        updatedAt: sql`now()`,
      })
      .where(eq(attendanceRegisters.id, register.id));
    return savedRegister(
      tx,
      auth,
      found,
      caller,
      register.id,
      values.is_establishment_closed ? ATTENDANCE_MESSAGES.closed : ATTENDANCE_MESSAGES.reopened,
    );
  });
}

/**
 * The weekly-off choice (the contractor's): 'all' marks every entry not filled by hand a weekly off, submitted;
 * 'manual' undoes the weekly offs so that each entry is filled by hand.
 */
export async function setWeekOff(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  registerId: string,
  choice: WeekOffChoice,
) {
  return inTransaction(deps.db, auth, async (tx) => {
    const { found, caller, register } = await registerForWrite(tx, auth, establishmentId, registerId);
    requireContractor(caller);
    refusePaid(register);
    refuseClosed(register);
    await applyWeekOff(tx, auth, register, choice, false);
    return savedRegister(tx, auth, found, caller, register.id, ATTENDANCE_MESSAGES.saved);
  });
}

/** The register and worker an entry's logs are asked for, in the caller's scope (else 404). */
export async function entryForAudit(deps: Deps, auth: AuthContext, registerId: string, employeeId: string) {
  if (!isUuid(registerId)) registerNotFound();
  const [register] = await deps.db
    .select()
    .from(attendanceRegisters)
    .where(eq(attendanceRegisters.id, registerId))
    .limit(1);
  if (!register) registerNotFound();
  // Another tenant's register is not found, like an unknown one.
  const found = await establishmentInScope(deps.db, auth, register.establishmentId).catch(registerNotFound);
  const caller = registerCallerOf(auth, found);
  const row = await findEntry(deps.db, register, employeeId);
  if (!row || (caller.own && row.subcontractorId !== auth.agencyId))
    throw notFound(ATTENDANCE_MESSAGES.entryNotFound);
  return { register, row };
}
