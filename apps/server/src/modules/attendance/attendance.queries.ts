import type { AttendanceFilter } from '@anupalan/shared';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedRead } from '../../db/prepared.js';
import {
  agencies,
  attendanceEntries,
  attendanceRegisterCounts,
  attendanceRegisters,
  employees,
} from '../../db/schema/index.js';

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

/**
 * The calendar's one read: the earliest date of joining of the establishment's workers (null: none recorded) and
 * its registers from one day to another, in one statement (the worker's minimum as a one-row subquery, the
 * registers left-joined to it, so the date comes back even without a register).
 */
export async function calendarRegisters(db: Executor, establishmentId: string, from: string, to: string) {
  const rows = await preparedRead(db, 'attendance_calendar', (db, name) => {
    const first = db
      .select({ earliest: sql<string | null>`min(${employees.dateOfJoining})`.as('earliest') })
      .from(employees)
      .where(eq(employees.establishmentId, ph('id')))
      .as('first');
    return db
      .select({
        earliest: first.earliest,
        id: attendanceRegisters.id,
        registerDate: attendanceRegisters.registerDate,
        status: attendanceRegisters.status,
        isEstablishmentClosed: attendanceRegisters.isEstablishmentClosed,
        isWeekOff: attendanceRegisters.isWeekOff,
        wageRegisterId: attendanceRegisters.wageRegisterId,
      })
      .from(first)
      .leftJoin(
        attendanceRegisters,
        and(
          eq(attendanceRegisters.establishmentId, ph('id')),
          sql`${attendanceRegisters.registerDate} between ${ph('from')} and ${ph('to')}`,
        ),
      )
      .orderBy(asc(attendanceRegisters.registerDate))
      .prepare(name);
  }).execute({ id: establishmentId, from, to });
  return {
    earliest: rows[0]?.earliest ?? null,
    registers: rows.flatMap(({ earliest: _, id, registerDate, status, ...r }) =>
      id && registerDate && status ? [{ id, registerDate, status, ...r }] : [],
    ),
  };
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

/**
 * One page of the register's entries in employee-code order. Its total is the register's counts
 * (registerCounts), read once for the page and the status together.
 *
 * The workers are walked in code order (employees_list_idx) and each is joined LATERAL to its entry of the day by
 * the unique (employee_id, register_date) index, so a page of 25 reads about 25 entries, not the register's
 * thousands, whatever plan PostgreSQL keeps: a lateral join can only be a nested loop over the ordered scan. A
 * prepared statement per shape (filter, own workers or all), planned once. (As a plain join, the named statement's
 * generic plan took an establishment for the average 20 workers and hashed and sorted all 5,000 of the largest
 * with every agency: 330 ms a page on the large set. An unnamed statement planned with its values every time
 * avoided that but cost 1 to 2 ms of parsing and planning a page; docs/benchmarks.md.)
 */
export function entryPage(
  db: Executor,
  params: RegisterReadParams & { filter: AttendanceFilter; limit: number; offset: number },
) {
  const { filter, own } = params;
  return preparedRead(db, `attendance_entry_page_${filter}_${own ? 'own' : 'all'}`, (db, name) =>
    entryPageSelect(
      db,
      { establishmentId: sql`${ph('establishmentId')}`, date: sql`${ph('date')}` },
      filter,
      own,
    ).prepare(name),
  ).execute({
    establishmentId: params.establishmentId,
    date: params.date,
    agencyId: params.agencyId,
    limit: params.limit,
    offset: params.offset,
  });
}

/**
 * The page's select, for the establishment and day given as SQL: placeholders (entryPage) or the columns of the
 * register the statement reads (findRegisterPage). The limit and offset are placeholders.
 */
function entryPageSelect(
  db: Executor,
  register: { establishmentId: SQL; date: SQL },
  filter: AttendanceFilter,
  own: boolean,
) {
  const entry = db
    .select(entryOwnColumns)
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.employeeId, employees.id),
        sql`${attendanceEntries.registerDate} = ${register.date}`,
        statusFilter(filter),
      ),
    )
    .as('entry');
  return db
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
      subcontractorName: sql<
        string | null
      >`(select ${agencies.body} ->> 'name' from ${agencies} where ${agencies.id} = ${employees.subcontractorAgencyId})`.as(
        'subcontractor_name',
      ),
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
    })
    .from(employees)
    .innerJoinLateral(entry, sql`true`)
    .where(and(sql`${employees.establishmentId} = ${register.establishmentId}`, ownWorkers(own)))
    .orderBy(asc(employees.employeeCode), asc(employees.id))
    .limit(ph('limit') as unknown as number)
    .offset(ph('offset') as unknown as number);
}

/**
 * The register page's usual read for a caller who sees every entry, in one statement: the register, the counts
 * kept for it (migration 0021) and the page of its entries (as entryPage), a row per entry of the page (one row
 * with no entry when the page is empty), or no row when the establishment has no such register. The page is
 * joined LATERAL to the register, reading its establishment and day; they are named as SQL text, since drizzle
 * writes a column of a one-table select without its table, which inside the page would be read as the entry's.
 */
export async function findRegisterPage(
  db: Executor,
  params: {
    establishmentId: string;
    registerId: string;
    filter: AttendanceFilter;
    limit: number;
    offset: number;
  },
) {
  const rows = await preparedRead(db, `attendance_register_page_${params.filter}`, (db, name) => {
    const page = entryPageSelect(
      db,
      {
        establishmentId: sql`attendance_registers.establishment_id`,
        date: sql`attendance_registers.register_date`,
      },
      params.filter,
      false,
    ).as('page');
    return db
      .select({
        register: attendanceRegisters,
        total: sql<number>`coalesce(${attendanceRegisterCounts.total}, 0)::int`,
        pending: sql<number>`coalesce(${attendanceRegisterCounts.pending}, 0)::int`,
        // The page's own fields, read through the subquery (each as page.<column>).
        entry: page._.selectedFields,
      })
      .from(attendanceRegisters)
      .leftJoin(
        attendanceRegisterCounts,
        and(
          eq(attendanceRegisterCounts.establishmentId, attendanceRegisters.establishmentId),
          eq(attendanceRegisterCounts.registerDate, attendanceRegisters.registerDate),
        ),
      )
      .leftJoinLateral(page, sql`true`)
      .where(
        and(eq(attendanceRegisters.id, ph('registerId')), eq(attendanceRegisters.establishmentId, ph('id'))),
      )
      .orderBy(asc(page.employeeCode), asc(page.employeeId))
      .prepare(name);
  }).execute({
    registerId: params.registerId,
    id: params.establishmentId,
    limit: params.limit,
    offset: params.offset,
  });
  const first = rows[0];
  if (!first) return null;
  return {
    register: first.register,
    counts: { total: first.total, pending: first.pending, ownTotal: 0, ownPending: 0 },
    rows: rows.flatMap((r) => (r.entry?.id ? [r.entry as EntryRow] : [])),
  };
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
