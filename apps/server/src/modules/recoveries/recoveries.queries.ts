import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/*
 * The recovery register's reads and set-based writes (Form C; docs/recoveries.md). Money is numeric(12,2) read as
 * text and turned into paise by the callers; dates are yyyy-mm-dd text.
 */

type Executed<T> = { rows: T[]; rowCount: number | null };
const rowsOf = <T>(result: unknown) => (result as Executed<T>).rows;

/** Writes a recovery's instalments (the amounts rupee text). */
export async function insertInstalments(
  db: Executor,
  process: { id: string; establishmentId: string; employeeId: string },
  parts: readonly { seq: number; month: string; amount: string }[],
) {
  if (parts.length === 0) return;
  await db.execute(sql`
    insert into recovery_instalments (process_id, establishment_id, employee_id, seq, month, amount)
    select ${process.id}::uuid, ${process.establishmentId}::uuid, ${process.employeeId}::uuid, x.seq, x.month, x.amount
    from json_to_recordset(${JSON.stringify(parts)}::json) as x(seq smallint, month date, amount numeric)`);
}

/**
 * The rule of docs/recoveries.md: a new wage register takes, for every worker with a line in it, each instalment
 * of that worker in this establishment not yet taken whose month has begun by the register's last day (so the
 * first register covering any day of the month, or a later one when no register covered the worker's days of it).
 * Written against the register in the same transaction as the register; two registers created at once never take
 * the same instalment (the row lock: the second finds it taken). Answers each worker's total, rupee text.
 */
export async function takeDueInstalments(
  db: Executor,
  establishmentId: string,
  registerId: string,
  toDate: string,
  employeeIds: readonly string[],
): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const result = await db.execute(sql`
    with taken as (
      update recovery_instalments ri set wage_register_id = ${registerId}, updated_at = now()
      where ri.establishment_id = ${establishmentId} and ri.wage_register_id is null
        and ri.month <= ${toDate}::date
        and ri.employee_id = any(${`{${employeeIds.join(',')}}`}::uuid[])
      returning ri.employee_id, ri.amount
    )
    select employee_id, sum(amount)::text as amount from taken group by employee_id`);
  return new Map(
    rowsOf<{ employee_id: string; amount: string }>(result).map((r) => [r.employee_id, r.amount]),
  );
}

/** A recovery's instalments with the wage register that took each (null while untaken). */
export interface InstalmentRow {
  seq: number;
  month: string;
  amount: string;
  wage_register_id: string | null;
  register_from: string | null;
  register_to: string | null;
  register_status: string | null;
}

export async function instalmentsOf(db: Executor, processId: string) {
  const result = await db.execute(sql`
    select ri.seq, ri.month::text as month, ri.amount::text as amount, ri.wage_register_id,
      r.from_date::text as register_from, r.to_date::text as register_to, r.status as register_status
    from recovery_instalments ri left join wage_registers r on r.id = ri.wage_register_id
    where ri.process_id = ${processId}
    order by ri.seq`);
  return rowsOf<InstalmentRow>(result);
}

/**
 * Locks a recovery's instalments for the transaction: a cancel (or completion) and a wage register taking them at
 * the same moment go one after the other, the second seeing what the first did.
 */
export async function lockInstalments(db: Executor, processId: string) {
  await db.execute(sql`select id from recovery_instalments where process_id = ${processId} for update`);
}

/** Removes a recovery's instalments no register has taken (its cancel). */
export async function deleteUntakenInstalments(db: Executor, processId: string) {
  await db.execute(
    sql`delete from recovery_instalments where process_id = ${processId} and wage_register_id is null`,
  );
}

/** The worker's Form A facts the rules need: date of birth and gender. */
export async function employeeFacts(db: Executor, establishmentId: string, employeeId: string) {
  const result = await db.execute(sql`
    select e.date_of_birth::text as date_of_birth, e.body->>'gender' as gender, e.date_of_joining::text as date_of_joining
    from employees e where e.id = ${employeeId} and e.establishment_id = ${establishmentId}`);
  return rowsOf<{ date_of_birth: string; gender: string | null; date_of_joining: string }>(result)[0] ?? null;
}

/** The live wage register's line of the worker whose dates cover the day, with its basic and DA. */
export async function entryCovering(db: Executor, establishmentId: string, employeeId: string, day: string) {
  const result = await db.execute(sql`
    select r.from_date::text as from_date, r.to_date::text as to_date, (e.basic + e.da)::text as wages
    from wage_registers r join wage_entries e on e.register_id = r.id and e.employee_id = ${employeeId}
    where r.establishment_id = ${establishmentId} and r.status is distinct from 'cancelled'
      and ${day}::date between r.from_date and r.to_date
    limit 1`);
  return rowsOf<{ from_date: string; to_date: string; wages: string }>(result)[0] ?? null;
}

/**
 * The worker's wages (basic and DA, the Code on Wages s.2(y) 'wages' without overtime or allowances) for the days
 * from..to from the attendance: every day present or on paid leave (a day the establishment was closed pays
 * nothing) at the wage and DA per day of the wage period in force that day; and those days.
 */
export async function attendanceWages(
  db: Executor,
  establishmentId: string,
  employeeId: string,
  from: string,
  to: string,
) {
  const result = await db.execute(sql`
    select coalesce(sum(w.wage_amount + w.da), 0)::text as wages, count(a.*)::int as days
    from attendance_entries a
    left join employee_wage_periods w on w.employee_id = a.employee_id and w.start_date <= a.register_date
      and (w.end_date is null or w.end_date >= a.register_date)
    where a.establishment_id = ${establishmentId} and a.employee_id = ${employeeId}
      and a.register_date between ${from}::date and ${to}::date and a.type in ('present', 'paid_leave')
      and not exists (select 1 from attendance_registers r where r.establishment_id = a.establishment_id
        and r.register_date = a.register_date and r.is_establishment_closed)`);
  return rowsOf<{ wages: string; days: number }>(result)[0]!;
}

/** The days present or on paid leave of the worker from..to (maternity's 80 days). */
export async function daysWorked(
  db: Executor,
  establishmentId: string,
  employeeId: string,
  from: string,
  to: string,
) {
  const result = await db.execute(sql`
    select count(*)::int as days from attendance_entries a
    where a.establishment_id = ${establishmentId} and a.employee_id = ${employeeId}
      and a.register_date between ${from}::date and ${to}::date and a.type in ('present', 'paid_leave')`);
  return rowsOf<{ days: number }>(result)[0]!.days;
}

/** The wage and DA per day of the worker's wage period in force on a day (rupee text), or null. */
export async function rateInForce(db: Executor, employeeId: string, day: string) {
  const result = await db.execute(sql`
    select (w.wage_amount + w.da)::text as rate from employee_wage_periods w
    where w.employee_id = ${employeeId} and w.start_date <= ${day}::date and (w.end_date is null or w.end_date >= ${day}::date)
    limit 1`);
  return rowsOf<{ rate: string }>(result)[0]?.rate ?? null;
}

/** The other fines of the worker (not cancelled) dated from..to, rupee text. */
export async function otherFines(
  db: Executor,
  establishmentId: string,
  employeeId: string,
  from: string,
  to: string,
  exceptProcessId: string | null,
) {
  const result = await db.execute(sql`
    select coalesce(sum((p.body->>'amount')::numeric), 0)::text as amount
    from employee_processes p
    where p.establishment_id = ${establishmentId} and p.employee_id = ${employeeId} and p.type = 'deduction'
      and p.cancelled_on is null and p.body->>'recovery_type' = 'fine'
      and (p.body->>'recovery_date')::date between ${from}::date and ${to}::date
      and (${exceptProcessId}::uuid is null or p.id <> ${exceptProcessId}::uuid)`);
  return rowsOf<{ amount: string }>(result)[0]!.amount;
}
