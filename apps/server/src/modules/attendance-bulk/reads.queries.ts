import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { attendanceEntries, attendanceRegisters, employees } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';

/**
 * What the workbook, the day's CSV, the report and Form D read: one row per worker employed on each day of the
 * range (the caller's workers: a subcontractor its own), with the day's entry and register if any. One statement;
 * the entries' month partitions are pruned by the range.
 */
/**
 * The workers of an establishment the caller sees: all of them for the Government, the contractor and its
 * consultant; a subcontractor only its own (the employee register's rule, employees.queries.ts).
 */
export function employeesOfCaller(auth: AuthContext, establishmentId: string): SQL {
  if (!isUuid(establishmentId)) return sql`false`;
  const own = eq(employees.establishmentId, establishmentId);
  if (auth.role !== 'Subcontractor') return own;
  return and(own, eq(employees.subcontractorAgencyId, auth.agencyId ?? '')) as SQL;
}

export interface DayRow {
  day: string;
  employeeId: string;
  code: string;
  name: string;
  type: string | null;
  inTime: string | null;
  outTime: string | null;
  workedMinutes: number | null;
  restMinutes: number | null;
  overtimeHours: string | null;
  setOfWork: string | null;
  submitted: boolean;
  paid: boolean;
  closed: boolean;
}

export function dayRows(
  db: Executor,
  auth: AuthContext,
  establishmentId: string,
  range: { from: string; to: string },
  limit?: number,
): Promise<DayRow[]> {
  const day = sql`d.day`;
  const query = db
    .select({
      day: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
      employeeId: employees.id,
      code: employees.employeeCode,
      name: sql<string>`${employees.name} || coalesce(' ' || ${employees.surname}, '')`,
      type: attendanceEntries.type,
      inTime: attendanceEntries.inTime,
      outTime: attendanceEntries.outTime,
      workedMinutes: attendanceEntries.workedMinutes,
      restMinutes: attendanceEntries.restMinutes,
      overtimeHours: attendanceEntries.overtimeHours,
      setOfWork: attendanceEntries.setOfWork,
      submitted: sql<boolean>`${attendanceEntries.submittedOn} is not null`,
      paid: sql<boolean>`${attendanceRegisters.wageRegisterId} is not null`,
      closed: sql<boolean>`coalesce(${attendanceRegisters.isEstablishmentClosed}, false)`,
    })
    .from(sql`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)`)
    .innerJoin(
      employees,
      and(
        employeesOfCaller(auth, establishmentId),
        sql`${employees.dateOfJoining} <= ${day}`,
        or(isNull(employees.exitDate), sql`${employees.exitDate} >= ${day}`),
      ),
    )
    .leftJoin(
      attendanceRegisters,
      sql`${attendanceRegisters.establishmentId} = ${establishmentId}::uuid and ${attendanceRegisters.registerDate} = ${day}`,
    )
    .leftJoin(
      attendanceEntries,
      sql`${attendanceEntries.employeeId} = ${employees.id} and ${attendanceEntries.registerDate} = ${day}
        and ${attendanceEntries.registerDate} between ${range.from}::date and ${range.to}::date`,
    )
    .orderBy(day, asc(employees.employeeCode), asc(employees.id));
  return limit ? query.limit(limit) : query;
}

/** The caller's workers' serial numbers in Form A (its order: by employee code), by worker id. */
export async function formASerials(db: Executor, auth: AuthContext, establishmentId: string) {
  const rows = await db
    .select({
      id: employees.id,
      serial: sql<number>`(row_number() over (order by ${employees.employeeCode}, ${employees.id}))::int`,
    })
    .from(employees)
    .where(employeesOfCaller(auth, establishmentId));
  return new Map(rows.map((r) => [r.id, r.serial]));
}
