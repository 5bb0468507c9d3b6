import type { AttendanceEntry, AttendanceFilter } from '@anupalan/shared';
import { and, asc, eq, isNotNull, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  jsonArrayAgg,
  jsonDate,
  jsonObject,
  jsonScalar,
  jsonString,
  jsonTimestamp,
  jsonUuid,
} from '../../db/json-text.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import {
  agencies,
  attendanceEntries,
  attendanceRegisterCounts,
  attendanceRegisters,
  employees,
  establishments,
} from '../../db/schema/index.js';
import { encodedJson } from '../../kit/encoded-json.js';
import {
  type EstablishmentInScope,
  establishmentInScopeWhere,
  selectEstablishmentInScope,
} from '../scope/index.js';

/**
 * The attendance reads. Every read of attendance_entries names its register_date, so it reads one month's
 * partition (pruned when the statement runs; a prepared statement's generic plan still locks every partition on
 * each execution, a cost that grows by a partition a month: docs/benchmarks.md, fifth round); the hot ones (the
 * calendar, the register page, its counts) are prepared statements (db/prepared.ts), one per shape: the filter
 * and whether the caller sees only its own workers (a subcontractor) are in the statement's name, every value is
 * a placeholder.
 */

const ph = (name: string) => sql.placeholder(name);

/** What db.execute gave back (node-postgres): the rows and how many rows the statement touched. */
type Executed<T> = { rows: T[]; rowCount: number | null };
const executed = <T>(result: unknown) => result as Executed<T>;

export type RegisterRow = typeof attendanceRegisters.$inferSelect;

/** A register of the establishment, by its id and the establishment's id together. */
export function findRegister(db: Executor, establishmentId: string, registerId: string) {
  return preparedRead(db, 'attendance_register_by_id', (db, name) =>
    db
      .select()
      .from(attendanceRegisters)
      .where(
        and(eq(attendanceRegisters.id, ph('registerId')), eq(attendanceRegisters.establishmentId, ph('id'))),
      )
      .limit(1)
      .prepare(name),
  ).execute({ registerId, id: establishmentId });
}

/** The same register locked for the rest of the transaction (writes to one register run one after another). */
export async function lockRegister(db: Executor, establishmentId: string, registerId: string) {
  const [row] = await db
    .select()
    .from(attendanceRegisters)
    .where(
      and(eq(attendanceRegisters.id, registerId), eq(attendanceRegisters.establishmentId, establishmentId)),
    )
    .for('update');
  return row;
}

/** A register as the calendar shows it. */
export interface CalendarRegister {
  id: string;
  registerDate: string;
  status: RegisterRow['status'];
  isEstablishmentClosed: boolean;
  isWeekOff: boolean;
  wageRegisterId: string | null;
}

/**
 * The calendar's one read: the establishment in the caller's scope (the route's gate,
 * `establishmentInStatementGate`), the earliest date of joining of its workers (null: none recorded) and its
 * registers from one day to another in date order (as JSON, one row). Null when the caller's scope does not
 * reach the establishment.
 */
export async function calendarInScope(
  db: Executor,
  auth: AuthContext,
  establishmentId: string,
  from: string,
  to: string,
) {
  const scoped = scopeTemplate(auth);
  const [row] = await preparedRead(db, `attendance_calendar_${scopeVariant(auth)}`, (db, name) =>
    selectEstablishmentInScope(db, scoped, {
      earliest: sql<string | null>`(select min(${employees.dateOfJoining}) from ${employees}
        where ${employees.establishmentId} = ${establishments.id})`,
      registers: sql<CalendarRegister[]>`(select coalesce(json_agg(json_build_object('id', r.id,
          'registerDate', r.register_date, 'status', r.status, 'isEstablishmentClosed', r.is_establishment_closed,
          'isWeekOff', r.is_week_off, 'wageRegisterId', r.wage_register_id) order by r.register_date), '[]')
        from ${attendanceRegisters} r
        where r.establishment_id = ${establishments.id} and r.register_date between ${ph('from')} and ${ph('to')})`,
    })
      .where(establishmentInScopeWhere(scoped, ph('id') as Placeholder<'id'>))
      .limit(1)
      .prepare(name),
  ).execute({ ...scopeValues(auth), id: establishmentId, from, to });
  if (!row) return null;
  const { earliest, registers, ...found } = row;
  return { found: found as EstablishmentInScope, earliest, registers };
}

/** The earliest date of joining of the establishment's workers (null: none recorded). */
export async function earliestJoining(db: Executor, establishmentId: string): Promise<string | null> {
  const [row] = await preparedRead(db, 'attendance_earliest_joining', (db, name) =>
    db
      .select({ day: sql<string | null>`min(${employees.dateOfJoining})` })
      .from(employees)
      .where(eq(employees.establishmentId, ph('id')))
      .prepare(name),
  ).execute({ id: establishmentId });
  return row?.day ?? null;
}

/** The worker is employed on the day: joined on or before it, not exited before it. */
export const activeOn = (day: SQL) =>
  sql`${employees.dateOfJoining} <= ${day} and (${employees.exitDate} is null or ${employees.exitDate} >= ${day})`;

/** Adds the entries of every worker employed on the register's day that has none yet; returns how many. */
export async function addMissingEntries(db: Executor, register: RegisterRow): Promise<number> {
  const day = sql`${register.registerDate}::date`;
  const result = executed(
    await db.execute(sql`insert into ${attendanceEntries}
      (register_id, register_date, establishment_id, employee_id)
    select ${register.id}, ${day}, ${register.establishmentId}, ${employees.id} from ${employees}
    where ${employees.establishmentId} = ${register.establishmentId} and ${activeOn(day)}
    on conflict (employee_id, register_date) do nothing`),
  );
  return result.rowCount ?? 0;
}

/** Whether a worker employed on the register's day has no entry in it yet. */
export async function hasMissingEntries(db: Executor, register: RegisterRow): Promise<boolean> {
  const day = sql`${register.registerDate}::date`;
  const result = executed<{ missing: boolean }>(
    await db.execute(sql`select exists (select 1 from ${employees}
    where ${employees.establishmentId} = ${register.establishmentId} and ${activeOn(day)}
      and not exists (select 1 from ${attendanceEntries} e where e.employee_id = ${employees.id}
        and e.register_date = ${day})) as missing`),
  );
  return result.rows[0]?.missing ?? false;
}

/**
 * Sets the register's status from its entries: completed (with the time) once none is pending, else pending.
 * Writes only when it changes.
 */
export async function refreshRegisterStatus(
  db: Executor,
  register: { id: string; establishmentId: string; registerDate: string },
) {
  const result = await db.execute(sql`
    with s as (
      select case when exists (select 1 from ${attendanceEntries} e
        where e.establishment_id = ${register.establishmentId} and e.register_date = ${register.registerDate}::date and e.submitted_on is null)
        then 'pending' else 'completed' end as status
    ), changed as (
      update ${attendanceRegisters} r set status = s.status,
        submitted_on = case when s.status = 'completed' then now() else null end, updated_at = now()
      from s where r.id = ${register.id} and r.status <> s.status
      returning r.status
    )
    select status from s`);
  return executed<{ status: 'pending' | 'completed' }>(result).rows[0]!.status;
}

/** The entries the caller sees: all, or (a subcontractor) only its own workers'. */
const ownWorkers = (own: boolean) =>
  own ? eq(employees.subcontractorAgencyId, ph('agencyId') as unknown as string) : undefined;

const statusFilter = (filter: AttendanceFilter) =>
  filter === 'Pending'
    ? isNull(attendanceEntries.submittedOn)
    : filter === 'Completed'
      ? isNotNull(attendanceEntries.submittedOn)
      : undefined;

/**
 * The entries of one register, named by its establishment and day (a register is one per establishment and
 * day): the (establishment_id, register_date) index answers it with a true row estimate, where register_id
 * together with register_date would be misjudged as independent (161 rows expected of 5,000, and a sort of all
 * of them chosen for a page of 25).
 */
const inRegister = () =>
  and(
    eq(attendanceEntries.establishmentId, ph('establishmentId') as unknown as string),
    eq(attendanceEntries.registerDate, ph('date') as unknown as string),
  );

/** The query parameters of a register's reads. */
export interface RegisterReadParams {
  establishmentId: string;
  date: string;
  own: boolean;
  agencyId: string | null;
}

/** The entry's own columns the register shows. */
const entryOwnColumns = {
  id: attendanceEntries.id,
  registerId: attendanceEntries.registerId,
  registerDate: attendanceEntries.registerDate,
  employeeId: attendanceEntries.employeeId,
  type: attendanceEntries.type,
  inTime: attendanceEntries.inTime,
  outTime: attendanceEntries.outTime,
  workedMinutes: attendanceEntries.workedMinutes,
  restMinutes: attendanceEntries.restMinutes,
  overtimeHours: attendanceEntries.overtimeHours,
  setOfWork: attendanceEntries.setOfWork,
  source: attendanceEntries.source,
  submittedOn: attendanceEntries.submittedOn,
};

/** The columns of an entry as the register shows it, with its worker's. */
const entryColumns = {
  ...entryOwnColumns,
  employeeCode: employees.employeeCode,
  employeeName: sql<string>`${employees.name} || coalesce(' ' || ${employees.surname}, '')`,
  dateOfJoining: employees.dateOfJoining,
  exitDate: employees.exitDate,
  subcontractorId: employees.subcontractorAgencyId,
  subcontractorName: sql<string | null>`${agencies.body} ->> 'name'`,
  isInvalid: sql<boolean>`(${employees.dateOfJoining} > ${attendanceEntries.registerDate}
    or coalesce(${employees.exitDate} < ${attendanceEntries.registerDate}, false))`,
};

/** What the page's entries need besides the register's establishment and day. */
export interface EntryPageParams extends RegisterReadParams {
  filter: AttendanceFilter;
  limit: number;
  offset: number;
  /** The caller may save entries (a recorder whose link is open), wages and the day aside. */
  writable: boolean;
  /** The caller records every worker (the contractor); else only its own agency's workers. */
  allWorkers: boolean;
}

/**
 * One page of the register's entries in employee-code order, as the JSON text the route sends
 * (kit/encoded-json.ts): each entry as entryView writes it (attendance.test.ts compares the two), with its serial
 * number and `maxCount` as its max_count. The establishment, day, window and the caller's rights are placeholders.
 *
 * The workers are walked in code order (employees_list_idx) and each is joined LATERAL to its entry of the day by
 * the unique (employee_id, register_date) index, so a page of 25 reads about 25 entries, not the register's
 * thousands, whatever plan PostgreSQL keeps: a lateral join can only be a nested loop over the ordered scan. (As a
 * plain join, the named statement's generic plan took an establishment for the average 20 workers and hashed and
 * sorted all 5,000 of the largest with every agency: 330 ms a page on the large set; docs/benchmarks.md.)
 *
 * The day is a placeholder, never a column of another row, so PostgreSQL prunes the month partitions of
 * `attendance_entries` once, when the statement starts. (Joined to the register's row for its day, every
 * partition's index scan was set up and pruned again for each of the 25 workers: 0.5 ms of the database's time a
 * page; docs/benchmarks.md.)
 */
function entryPageSelect(
  db: Executor,
  filter: AttendanceFilter,
  own: boolean,
  register: { editable: SQL; maxCount: SQL },
) {
  const entry = db
    .select(entryOwnColumns)
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.employeeId, employees.id),
        eq(attendanceEntries.registerDate, ph('date') as unknown as string),
        statusFilter(filter),
      ),
    )
    .as('entry');
  const page = db
    .select({
      id: entry.id,
      registerId: entry.registerId,
      registerDate: entry.registerDate,
      employeeId: entry.employeeId,
      employeeCode: employees.employeeCode,
      employeeName: sql<string>`${employees.name} || coalesce(' ' || ${employees.surname}, '')`.as(
        'employee_name',
      ),
      dateOfJoining: employees.dateOfJoining,
      exitDate: employees.exitDate,
      subcontractorId: employees.subcontractorAgencyId,
      type: entry.type,
      inTime: entry.inTime,
      outTime: entry.outTime,
      workedMinutes: entry.workedMinutes,
      restMinutes: entry.restMinutes,
      overtimeHours: entry.overtimeHours,
      setOfWork: entry.setOfWork,
      source: entry.source,
      submittedOn: entry.submittedOn,
      isInvalid: sql<boolean>`(${employees.dateOfJoining} > ${entry.registerDate}
        or coalesce(${employees.exitDate} < ${entry.registerDate}, false))`.as('is_invalid'),
      serialNo: sql<number>`row_number() over (order by ${employees.employeeCode}, ${employees.id})`.as(
        'serial_no',
      ),
    })
    .from(employees)
    .innerJoinLateral(entry, sql`true`)
    .where(and(eq(employees.establishmentId, ph('establishmentId') as unknown as string), ownWorkers(own)))
    .orderBy(asc(employees.employeeCode), asc(employees.id))
    .limit(ph('limit') as unknown as number)
    .offset(ph('offset') as unknown as number)
    .as('p');
  // 'HH:mm' of a stored timestamp (time_out: to_char costs several times as much).
  const clock = (time: unknown) => jsonString(sql`left((${time})::time::text, 5)`);
  const item = jsonObject({
    id: jsonUuid(page.id),
    register_id: jsonUuid(page.registerId),
    register_date: jsonDate(page.registerDate),
    establishment_employee_id: jsonUuid(page.employeeId),
    est_emp_id: jsonUuid(page.employeeId),
    employee_code: jsonString(page.employeeCode),
    employee_name: jsonString(page.employeeName),
    employee_start_date: jsonDate(page.dateOfJoining),
    employee_exit_date: jsonDate(page.exitDate),
    subcontractor: sql<string>`case when ${page.subcontractorId} is null then 'null' else ${jsonObject({
      id: jsonUuid(page.subcontractorId),
      name: jsonString(
        sql`coalesce((select a.body ->> 'name' from ${agencies} a where a.id = ${page.subcontractorId}), '')`,
      ),
    })} end`,
    type: jsonString(page.type),
    in_time: clock(page.inTime),
    out_time: clock(page.outTime),
    out_next_day: jsonScalar(sql`coalesce(${page.outTime}::date > ${page.registerDate}, false)`),
    worked_minutes: jsonScalar(page.workedMinutes),
    rest_minutes: jsonScalar(page.restMinutes),
    overtime_hours: jsonString(page.overtimeHours),
    set_of_work: jsonString(page.setOfWork),
    source: jsonString(page.source),
    submitted_on: jsonTimestamp(page.submittedOn),
    status: sql<string>`case when ${page.submittedOn} is null then '"Pending"' else '"Completed"' end`,
    is_invalid: jsonScalar(page.isInvalid),
    can_edit: jsonScalar(
      sql`(${register.editable} and not ${page.isInvalid}
        and (${ph('allWorkers')}::boolean or ${page.subcontractorId} = ${ph('agencyId')}::uuid))`,
    ),
    serial_no: jsonScalar(page.serialNo),
    max_count: jsonScalar(register.maxCount),
  });
  return db.select({ page: jsonArrayAgg(item, sql`${page.employeeCode}, ${page.employeeId}`) }).from(page);
}

/** A register whose entries may be saved: wages not paid, the day open (the caller's rights aside). */
const entryEditable = (register: RegisterRow) =>
  register.wageRegisterId === null && !register.isEstablishmentClosed;

/** The placeholders' values of entryPageSelect. */
function entryPageValues(params: Omit<EntryPageParams, 'date'> & { date: string | null }) {
  return {
    establishmentId: params.establishmentId,
    date: params.date,
    // A caller with no agency (the contractor's own workers, a reader): the nil uuid names no agency.
    agencyId: params.agencyId ?? '00000000-0000-0000-0000-000000000000',
    limit: params.limit,
    offset: params.offset,
    writable: params.writable,
    allWorkers: params.allWorkers,
  };
}

/**
 * The page of a caller who sees only its own workers (a subcontractor), given the register (read before) and the
 * filtered total of its own workers' entries.
 */
export async function ownEntryPageJson(
  db: Executor,
  params: EntryPageParams & { register: RegisterRow; maxCount: number },
) {
  const [row] = await preparedRead(db, `attendance_entry_page_${params.filter}_own`, (db, name) =>
    entryPageSelect(db, params.filter, true, {
      editable: sql`${ph('editable')}::boolean`,
      maxCount: sql`${ph('maxCount')}::int`,
    }).prepare(name),
  ).execute({
    ...entryPageValues(params),
    editable: params.writable && entryEditable(params.register),
    maxCount: params.maxCount,
  });
  return encodedJson<AttendanceEntry[]>(row?.page ?? '[]');
}

/**
 * The register page's usual read, for a caller who sees every entry, in one statement: the establishment in the
 * caller's scope (the route's gate, `establishmentInStatementGate`), the register with the counts kept for it
 * (migration 0021) and the page of its entries (entryPageSelect), whose max_count is the filter's share of those
 * counts. Null when the caller's scope does not reach the establishment; `register` null when the establishment
 * has no such register on that day (or the day is not known: `date` null). The day must be known beforehand
 * (registerDayOf): the page reads it as a placeholder.
 */
export async function findRegisterPageInScope(
  db: Executor,
  auth: AuthContext,
  params: Omit<EntryPageParams, 'date'> & { registerId: string; date: string | null },
) {
  const { filter } = params;
  const total = sql`coalesce(${attendanceRegisterCounts.total}, 0)`;
  const pending = sql`coalesce(${attendanceRegisterCounts.pending}, 0)`;
  const maxCount =
    filter === 'Pending' ? pending : filter === 'Completed' ? sql`(${total} - ${pending})` : total;
  const scoped = scopeTemplate(auth);
  const [row] = await preparedRead(
    db,
    `attendance_register_page_${filter}_${scopeVariant(auth)}`,
    (db, name) =>
      selectEstablishmentInScope(db, scoped, {
        register: attendanceRegisters,
        total: sql<number>`${total}::int`,
        pending: sql<number>`${pending}::int`,
        // Only when the register is there (a subquery in a branch not taken is not run). The register's state
        // named as SQL text (drizzle writes a one-table select's columns unqualified).
        page: sql<string | null>`case when attendance_registers.id is null then null else (${entryPageSelect(
          db,
          filter,
          false,
          {
            editable: sql`(${ph('writable')}::boolean and attendance_registers.wage_register_id is null
            and not attendance_registers.is_establishment_closed)`,
            maxCount,
          },
        )}) end`,
      })
        .leftJoin(
          attendanceRegisters,
          and(
            eq(attendanceRegisters.id, ph('registerId')),
            eq(attendanceRegisters.establishmentId, establishments.id),
            eq(attendanceRegisters.registerDate, ph('date')),
          ),
        )
        .leftJoin(
          attendanceRegisterCounts,
          and(
            eq(attendanceRegisterCounts.establishmentId, attendanceRegisters.establishmentId),
            eq(attendanceRegisterCounts.registerDate, attendanceRegisters.registerDate),
          ),
        )
        .where(establishmentInScopeWhere(scoped, ph('establishmentId') as Placeholder<'establishmentId'>))
        .limit(1)
        .prepare(name),
  ).execute({ ...scopeValues(auth), ...entryPageValues(params), registerId: params.registerId });
  if (!row) return null;
  const { register, total: registerTotal, pending: registerPending, page, ...found } = row;
  return {
    found: found as EstablishmentInScope,
    register,
    counts: { total: registerTotal, pending: registerPending, ownTotal: 0, ownPending: 0 },
    page: encodedJson<AttendanceEntry[]>(page ?? '[]'),
  };
}

/**
 * The days of registers this process has read, by register id: a register's day never changes (no statement
 * updates it, and the entries' foreign key names it), so the page's one statement can take it as a placeholder
 * (findRegisterPage) without reading the register first. Only a hint: that statement reads the register by its
 * id, establishment and day together, so a deleted register is not found whatever is remembered here. Bounded;
 * the oldest is forgotten first.
 */
const registerDays = new Map<string, string>();
const REMEMBERED_DAYS = 10_000;

/** The day of the establishment's register (null: no such register), remembered once read. */
export async function registerDayOf(db: Executor, establishmentId: string, registerId: string) {
  const known = registerDays.get(registerId);
  if (known) return known;
  const [register] = await findRegister(db, establishmentId, registerId);
  if (!register) return null;
  if (registerDays.size >= REMEMBERED_DAYS) registerDays.delete(registerDays.keys().next().value!);
  registerDays.set(registerId, register.registerDate);
  return register.registerDate;
}

export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/** One worker's entry in a register (null when it has none). */
export async function findEntry(db: Executor, register: RegisterRow, employeeId: string, lock = false) {
  const query = db
    .select(entryColumns)
    .from(attendanceEntries)
    .innerJoin(employees, eq(employees.id, attendanceEntries.employeeId))
    .leftJoin(agencies, eq(agencies.id, employees.subcontractorAgencyId))
    .where(
      and(
        eq(attendanceEntries.registerId, register.id),
        eq(attendanceEntries.registerDate, register.registerDate),
        eq(attendanceEntries.employeeId, employeeId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: attendanceEntries }) : await query;
  return row ?? null;
}

/** Counts of the whole register, and of the caller's own workers' entries (a subcontractor's). */
export async function registerCounts(db: Executor, params: RegisterReadParams) {
  const { own } = params;
  const mine = sql`${employees.subcontractorAgencyId} = ${ph('agencyId')}`;
  const counts = {
    total: sql<number>`count(*)::int`,
    pending: sql<number>`(count(*) filter (where ${attendanceEntries.submittedOn} is null))::int`,
  };
  const [row] = await preparedRead(db, `attendance_register_counts_${own ? 'own' : 'all'}`, (db, name) =>
    own
      ? db
          .select({
            ...counts,
            ownTotal: sql<number>`(count(*) filter (where ${mine}))::int`,
            ownPending: sql<number>`(count(*) filter (where ${mine} and ${attendanceEntries.submittedOn} is null))::int`,
          })
          .from(attendanceEntries)
          .innerJoin(employees, eq(employees.id, attendanceEntries.employeeId))
          .where(inRegister())
          .prepare(name)
      : // Everyone's: the two numbers the triggers keep (migration 0021), not a count of the entries.
        db
          .select({
            total: attendanceRegisterCounts.total,
            pending: attendanceRegisterCounts.pending,
            ownTotal: sql<number>`0`,
            ownPending: sql<number>`0`,
          })
          .from(attendanceRegisterCounts)
          .where(
            and(
              eq(attendanceRegisterCounts.establishmentId, ph('establishmentId') as unknown as string),
              eq(attendanceRegisterCounts.registerDate, ph('date') as unknown as string),
            ),
          )
          .prepare(name),
  ).execute({ establishmentId: params.establishmentId, date: params.date, agencyId: params.agencyId });
  return row ?? { total: 0, pending: 0, ownTotal: 0, ownPending: 0 };
}

/** The worker ids of the pending entries the caller may fill, in the register's order (invalid ones left out). */
export function pendingEmployeeIds(db: Executor, params: RegisterReadParams) {
  return preparedRead(db, `attendance_pending_ids_${params.own ? 'own' : 'all'}`, (db, name) =>
    db
      .select({ id: attendanceEntries.employeeId })
      .from(employees)
      .innerJoin(attendanceEntries, and(eq(attendanceEntries.employeeId, employees.id), inRegister()))
      .where(
        and(
          eq(employees.establishmentId, ph('establishmentId') as unknown as string),
          isNull(attendanceEntries.submittedOn),
          ownWorkers(params.own),
          activeOn(sql`${attendanceEntries.registerDate}`),
        ),
      )
      .orderBy(asc(employees.employeeCode), asc(employees.id))
      .prepare(name),
  ).execute({ establishmentId: params.establishmentId, date: params.date, agencyId: params.agencyId });
}

/** The same worker's entries on the day before and the day after (for overlapping times). */
export function neighbourEntries(db: Executor, employeeId: string, date: string) {
  return db
    .select({
      registerDate: attendanceEntries.registerDate,
      inTime: attendanceEntries.inTime,
      outTime: attendanceEntries.outTime,
    })
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.employeeId, employeeId),
        sql`${attendanceEntries.registerDate} in (${date}::date - 1, ${date}::date + 1)`,
      ),
    );
}

/** The worker of the establishment (for an entry the register lacks). */
export async function findEmployeeOf(db: Executor, establishmentId: string, employeeId: string) {
  const [row] = await db
    .select({
      id: employees.id,
      dateOfJoining: employees.dateOfJoining,
      exitDate: employees.exitDate,
      subcontractorAgencyId: employees.subcontractorAgencyId,
    })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.establishmentId, establishmentId)));
  return row ?? null;
}
