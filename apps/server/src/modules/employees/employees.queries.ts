import type { EmployeeFilterQuery } from '@anupalan/shared';
import { and, asc, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { agencies, employees, employeeVerifications } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { type PageWindow, rowCount } from '../../lib/paginate.js';

/**
 * The workers of an establishment the caller sees: every one for the Government, the contractor and its
 * consultant; a subcontractor only its own (whose worker each is, `subcontractor_agency_id`).
 */
export function employeesOfCaller(auth: AuthContext, establishmentId: string): SQL {
  if (!isUuid(establishmentId)) return sql`false`;
  const own = eq(employees.establishmentId, establishmentId);
  if (auth.role !== 'Subcontractor') return own;
  return and(own, eq(employees.subcontractorAgencyId, auth.agencyId ?? '')) as SQL;
}

/** One worker the caller sees, by its id and its establishment's id together. */
export function employeeOfCaller(auth: AuthContext, establishmentId: string, employeeId: string): SQL {
  if (!isUuid(employeeId)) return sql`false`;
  return and(employeesOfCaller(auth, establishmentId), eq(employees.id, employeeId)) as SQL;
}

/** `%`, `_` and `\` typed into a search are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const pendingVerification = sql`exists (select 1 from ${employeeVerifications} ev
  where ev.employee_id = ${employees.id} and ev.submitted_on is null)`;

/** The list's filters (status on the IST day `today`, verification, name or code) as one condition. */
export function employeeFilter(
  auth: AuthContext,
  establishmentId: string,
  filter: EmployeeFilterQuery,
  today: string,
): SQL {
  const terminated = and(isNotNull(employees.exitDate), sql`${employees.exitDate} <= ${today}::date`);
  const q = filter.nameOrCode?.trim();
  return and(
    employeesOfCaller(auth, establishmentId),
    filter.status === 'Active'
      ? or(isNull(employees.exitDate), sql`${employees.exitDate} > ${today}::date`)
      : filter.status === 'Terminated'
        ? terminated
        : undefined,
    filter.verification === 'Pending'
      ? pendingVerification
      : filter.verification === 'Completed'
        ? sql`not ${pendingVerification}`
        : undefined,
    q
      ? or(
          sql`${employees.employeeCode} ilike ${`${likeEscaped(q)}%`}`,
          sql`(${employees.name} || ' ' || coalesce(${employees.surname}, '')) ilike ${`%${likeEscaped(q)}%`}`,
        )
      : undefined,
  ) as SQL;
}

/** The columns every list row and the record share. */
export const employeeColumns = (today: string) => ({
  id: employees.id,
  establishment_id: employees.establishmentId,
  employee_code: employees.employeeCode,
  name: employees.name,
  surname: employees.surname,
  designation: employees.designation,
  skill_category: employees.skillCategory,
  date_of_birth: employees.dateOfBirth,
  date_of_joining: employees.dateOfJoining,
  exit_date: employees.exitDate,
  terminated: sql<boolean>`coalesce(${employees.exitDate} <= ${today}::date, false)`,
  aadhaar_last4: employees.aadhaarLast4,
  subcontractor_id: employees.subcontractorAgencyId,
  subcontractor_name: sql<string | null>`${agencies.body} ->> 'name'`,
  verified: sql<number>`(select count(*)::int from ${employeeVerifications} ev
    where ev.employee_id = ${employees.id} and ev.submitted_on is not null)`,
  form_count: sql<number>`(select count(*)::int from ${employeeVerifications} ev
    where ev.employee_id = ${employees.id})`,
});

/** One page of the list, ordered by code, with its total (one statement). */
export function listEmployeePage(db: Executor, where: SQL, today: string, window: PageWindow) {
  return db
    .select({ ...employeeColumns(today), max_count: rowCount(sql`${employees}`, where) })
    .from(employees)
    .leftJoin(agencies, eq(agencies.id, employees.subcontractorAgencyId))
    .where(where)
    .orderBy(asc(employees.employeeCode), asc(employees.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countEmployees(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where);
  return row?.n ?? 0;
}

export function findEmployee(db: Executor, where: SQL, today: string) {
  return db
    .select({
      ...employeeColumns(today),
      body: employees.body,
      aadhaar_hash: employees.aadhaarHash,
      created_at: employees.createdAt,
      updated_at: employees.updatedAt,
    })
    .from(employees)
    .leftJoin(agencies, eq(agencies.id, employees.subcontractorAgencyId))
    .where(where)
    .limit(1);
}

/** Another worker of the establishment holding this code or this Aadhaar hash (the refusal names which). */
export async function clashingEmployee(
  db: Executor,
  establishmentId: string,
  exceptId: string | undefined,
  clash: SQL,
) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.establishmentId, establishmentId),
        exceptId ? ne(employees.id, exceptId) : undefined,
        clash,
      ),
    )
    .limit(1);
  return row;
}
