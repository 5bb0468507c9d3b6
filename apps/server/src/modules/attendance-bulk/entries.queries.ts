import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { attendanceEntries, attendanceRegisters, employees, wageRegisters } from '../../db/schema/index.js';

/**
 * The reads and writes of the bulk imports, set-based: a handful of statements for a file of any size, the
 * lists sent as one jsonb parameter each (never one parameter per row: PostgreSQL takes at most 65,535).
 */
/** What a statement answers on the pg driver (the transaction's type leaves it unknown). */
type Executed<T = unknown> = { rows: T[]; rowCount: number | null };

const jsonList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export interface StaffRow {
  id: string;
  code: string;
  name: string;
  joined: string;
  exited: string | null;
}

/** The establishment's workers with these codes (every worker: the contractor and the Government import). */
export function staffByCode(
  db: Executor,
  establishmentId: string,
  codes: readonly string[],
): Promise<StaffRow[]> {
  return db
    .select({
      id: employees.id,
      code: employees.employeeCode,
      name: sql<string>`${employees.name} || coalesce(' ' || ${employees.surname}, '')`,
      joined: employees.dateOfJoining,
      exited: employees.exitDate,
    })
    .from(employees)
    .where(
      and(
        eq(employees.establishmentId, establishmentId),
        sql`${employees.employeeCode} in ${jsonList(codes)}`,
      ),
    );
}

export interface DayRegister {
  id: string;
  day: string;
  closed: boolean;
  wageRegisterId: string | null;
  wagePaidFrom: string | null;
  wagePaidTill: string | null;
}

export function registersFrom(
  db: Executor,
  establishmentId: string,
  from: string,
  to: string,
): Promise<DayRegister[]> {
  return db
    .select({
      id: attendanceRegisters.id,
      day: attendanceRegisters.registerDate,
      closed: attendanceRegisters.isEstablishmentClosed,
      wageRegisterId: attendanceRegisters.wageRegisterId,
      wagePaidFrom: attendanceRegisters.wagePaidFrom,
      wagePaidTill: attendanceRegisters.wagePaidTill,
    })
    .from(attendanceRegisters)
    .where(
      and(
        eq(attendanceRegisters.establishmentId, establishmentId),
        sql`${attendanceRegisters.registerDate} between ${from}::date and ${to}::date`,
      ),
    );
}

/**
 * The establishment's live wage registers (not cancelled) over any day from `from` to `to`: a day of theirs that has
 * no attendance register yet is paid too (the register its opening makes is linked to them at once, migration 0018's
 * trigger), so an import may not write it.
 */
export function paidPeriodsFrom(db: Executor, establishmentId: string, from: string, to: string) {
  return db
    .select({ from: wageRegisters.fromDate, till: wageRegisters.toDate })
    .from(wageRegisters)
    .where(
      and(
        eq(wageRegisters.establishmentId, establishmentId),
        sql`${wageRegisters.status} is distinct from 'cancelled'`,
        sql`${wageRegisters.fromDate} <= ${to}::date and ${wageRegisters.toDate} >= ${from}::date`,
      ),
    );
}

export interface StoredEntry {
  employeeId: string;
  day: string;
  type: string | null;
  inTime: string | null;
  outTime: string | null;
  restMinutes: number;
  overtimeHours: string;
  setOfWork: string | null;
  source: string;
  submitted: boolean;
}

/** The entries of these workers from `from` to `to` (the days around an import's, for overlaps). */
export function entriesOf(
  db: Executor,
  establishmentId: string,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<StoredEntry[]> {
  return db
    .select({
      employeeId: attendanceEntries.employeeId,
      day: attendanceEntries.registerDate,
      type: attendanceEntries.type,
      inTime: attendanceEntries.inTime,
      outTime: attendanceEntries.outTime,
      restMinutes: attendanceEntries.restMinutes,
      overtimeHours: attendanceEntries.overtimeHours,
      setOfWork: attendanceEntries.setOfWork,
      source: attendanceEntries.source,
      submitted: sql<boolean>`${attendanceEntries.submittedOn} is not null`,
    })
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.establishmentId, establishmentId),
        sql`${attendanceEntries.registerDate} between ${from}::date and ${to}::date`,
        sql`${attendanceEntries.employeeId} in (select v::uuid from ${jsonList(employeeIds)} as l(v))`,
      ),
    );
}

/**
 * Opens the registers of these days that have none (on the weekly holiday with the choice 'manual': the file
 * marks each entry); returns the ids of those it opened. Their workers' entries are added by addEmptyEntries once
 * the file's entries are written: written first, they are inserted, not inserted empty and then updated (an
 * update costs the audit trigger a comparison of every column).
 */
export async function openRegisters(
  tx: Tx,
  establishmentId: string,
  userId: string,
  days: readonly string[],
  weeklyHoliday: string | null,
): Promise<string[]> {
  const [first, last] = [days[0]!, days[days.length - 1]!];
  await tx.execute(sql`select ensure_attendance_partitions(${first}::date, ${last}::date)`);
  const opened = (await tx.execute(sql`
    insert into ${attendanceRegisters} (establishment_id, register_date, created_by, week_off_choice)
    select ${establishmentId}::uuid, d.v::date, ${userId}::uuid,
      case when lower(trim(to_char(d.v::date, 'FMDay'))) = lower(${weeklyHoliday ?? ''}) then 'manual' end
    from ${jsonList(days)} as d(v)
    on conflict (establishment_id, register_date) do nothing
    returning id`)) as Executed<{ id: string }>;
  return opened.rows.map((r) => r.id);
}

/** An empty entry (Pending) for every worker employed on the day of each of these registers that has none. */
export async function addEmptyEntries(tx: Tx, establishmentId: string, registerIds: readonly string[]) {
  if (registerIds.length === 0) return;
  await tx.execute(sql`insert into ${attendanceEntries} (register_id, register_date, establishment_id, employee_id)
    select r.id, r.register_date, r.establishment_id, e.id
    from ${attendanceRegisters} r join ${employees} e on e.establishment_id = r.establishment_id
      and e.date_of_joining <= r.register_date and (e.exit_date is null or e.exit_date >= r.register_date)
    where r.establishment_id = ${establishmentId}::uuid
      and r.id in (select v::uuid from ${jsonList(registerIds)} as l(v))
    on conflict (employee_id, register_date) do nothing`);
}

/** An entry to write: its day, its worker and what it stores. */
export interface EntryWrite {
  day: string;
  employeeId: string;
  type: string;
  inTime: string | null;
  outTime: string | null;
  workedMinutes: number | null;
  restMinutes: number;
  overtimeHours: string;
  setOfWork: string | null;
}

/** Rows a statement: 5,000 entries are about 1 MB of JSON. */
const WRITE_CHUNK = 5_000;

/**
 * Writes the entries (inserted, or the day's entry updated) as submitted by the user, from `source`. With
 * `keepHandEntries`, an entry someone submitted on the form is left as it is.
 */
export async function writeEntries(
  tx: Tx,
  establishmentId: string,
  userId: string,
  source: 'workbook' | 'csv' | 'device',
  writes: readonly EntryWrite[],
  keepHandEntries: boolean,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < writes.length; i += WRITE_CHUNK) {
    const json = JSON.stringify(
      writes.slice(i, i + WRITE_CHUNK).map((w) => ({
        register_date: w.day,
        employee_id: w.employeeId,
        type: w.type,
        in_time: w.inTime,
        out_time: w.outTime,
        worked_minutes: w.workedMinutes,
        rest_minutes: w.restMinutes,
        overtime_hours: w.overtimeHours,
        set_of_work: w.setOfWork,
      })),
    );
    const result = (await tx.execute(sql`insert into ${attendanceEntries} as t (register_id, register_date,
        establishment_id, employee_id, type, in_time, out_time, worked_minutes, rest_minutes, overtime_hours,
        set_of_work, source, submitted_on, submitted_by)
      select r.id, x.register_date, ${establishmentId}::uuid, x.employee_id, x.type, x.in_time, x.out_time,
        x.worked_minutes, x.rest_minutes, x.overtime_hours, x.set_of_work, ${source}, now(), ${userId}::uuid
      from jsonb_to_recordset(${json}::jsonb) as x(register_date date, employee_id uuid, type text,
        in_time timestamp, out_time timestamp, worked_minutes integer, rest_minutes integer,
        overtime_hours numeric, set_of_work text)
      join ${attendanceRegisters} r on r.establishment_id = ${establishmentId}::uuid
        and r.register_date = x.register_date
      on conflict (employee_id, register_date) do update set type = excluded.type, in_time = excluded.in_time,
        out_time = excluded.out_time, worked_minutes = excluded.worked_minutes,
        rest_minutes = excluded.rest_minutes, overtime_hours = excluded.overtime_hours,
        set_of_work = excluded.set_of_work, source = excluded.source, submitted_on = excluded.submitted_on,
        submitted_by = excluded.submitted_by, updated_at = now()
      ${keepHandEntries ? sql`where not (t.source = 'form' and t.submitted_on is not null)` : sql``}`)) as Executed;
    written += result.rowCount ?? 0;
  }
  return written;
}

/** The registers of these days: completed (with the time) once none of their entries is pending, else pending. */
export async function refreshStatuses(tx: Tx, establishmentId: string, days: readonly string[]) {
  await tx.execute(sql`
    with s as (
      select r.id, case when exists (select 1 from ${attendanceEntries} e where e.register_id = r.id
          and e.register_date = r.register_date and e.submitted_on is null) then 'pending' else 'completed' end
        as status
      from ${attendanceRegisters} r
      where r.establishment_id = ${establishmentId}::uuid and r.register_date in (select v::date from ${jsonList(days)} as l(v))
    )
    update ${attendanceRegisters} r set status = s.status,
      submitted_on = case when s.status = 'completed' then now() else null end, updated_at = now()
    from s where r.id = s.id and r.status <> s.status`);
}
