import type { EmployeeFilterQuery, EmployeeListItem } from '@anupalan/shared';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { jsonArrayAgg, jsonDate, jsonObject, jsonScalar, jsonString, jsonUuid } from '../../db/json-text.js';
import { preparedRead } from '../../db/prepared.js';
import { agencies, employeeCounts, employees, employeeVerifications } from '../../db/schema/index.js';
import { type EncodedJson, encodedJson } from '../../kit/encoded-json.js';
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

/** What the list's condition is built from: literal values, or a prepared statement's placeholders. */
interface FilterValues {
  establishmentId: SQL;
  /** A subcontractor's agency (its own workers only); null for every other role. */
  agencyId: SQL | null;
  today: SQL;
  /** The search as typed and escaped: `code%` and `%name%` patterns; null without a search. */
  codePrefix: SQL | null;
  nameInfix: SQL | null;
}

function filterSql(values: FilterValues, filter: Pick<EmployeeFilterQuery, 'status' | 'verification'>): SQL {
  const today = sql`${values.today}::date`;
  return and(
    sql`${employees.establishmentId} = ${values.establishmentId}::uuid`,
    values.agencyId ? sql`${employees.subcontractorAgencyId} = ${values.agencyId}::uuid` : undefined,
    filter.status === 'Active'
      ? sql`(${employees.exitDate} is null or ${employees.exitDate} > ${today})`
      : filter.status === 'Terminated'
        ? sql`${employees.exitDate} <= ${today}`
        : undefined,
    filter.verification === 'Pending'
      ? pendingVerification
      : filter.verification === 'Completed'
        ? sql`not ${pendingVerification}`
        : undefined,
    values.codePrefix && values.nameInfix
      ? or(
          sql`${employees.employeeCode} ilike ${values.codePrefix}`,
          sql`(${employees.name} || ' ' || coalesce(${employees.surname}, '')) ilike ${values.nameInfix}`,
        )
      : undefined,
  ) as SQL;
}

/** The list's filters (status on the IST day `today`, verification, name or code) as one condition. */
export function employeeFilter(
  auth: AuthContext,
  establishmentId: string,
  filter: EmployeeFilterQuery,
  today: string,
): SQL {
  if (!isUuid(establishmentId) || (auth.role === 'Subcontractor' && !auth.agencyId)) return sql`false`;
  const q = filter.nameOrCode?.trim();
  return filterSql(
    {
      establishmentId: sql`${establishmentId}`,
      agencyId: auth.role === 'Subcontractor' ? sql`${auth.agencyId ?? ''}` : null,
      today: sql`${today}`,
      codePrefix: q ? sql`${`${likeEscaped(q)}%`}` : null,
      nameInfix: q ? sql`${`%${likeEscaped(q)}%`}` : null,
    },
    filter,
  );
}

/**
 * One page of the list as the JSON the route sends (kit/encoded-json.ts), its serial numbers and total in the
 * same statement, prepared (db/prepared.ts): the establishment, the caller's agency, the day, the search and the
 * window are placeholders; the role, the filters and whether there is a search name the variant. Profiled on the
 * establishment with 5,000 workers, the rows built as objects, checked and written again cost the API 3 ms a page.
 */
export async function employeePageJson(
  db: Executor,
  auth: AuthContext,
  establishmentId: string,
  filter: EmployeeFilterQuery,
  today: string,
  window: PageWindow,
): Promise<EncodedJson<EmployeeListItem[]>> {
  if (!isUuid(establishmentId) || (auth.role === 'Subcontractor' && !auth.agencyId)) return encodedJson('[]');
  const sub = auth.role === 'Subcontractor';
  const q = filter.nameOrCode?.trim();
  const name = `employee_page_${sub ? 's' : 'a'}_${filter.status}_${filter.verification}_${q ? 'q' : ''}`;
  const [row] = await preparedRead(db, name, (db, name) =>
    employeePageQuery(
      db,
      {
        establishmentId: sql`${sql.placeholder('establishmentId')}`,
        agencyId: sub ? sql`${sql.placeholder('agencyId')}` : null,
        today: sql`${sql.placeholder('today')}`,
        codePrefix: q ? sql`${sql.placeholder('codePrefix')}` : null,
        nameInfix: q ? sql`${sql.placeholder('nameInfix')}` : null,
      },
      filter,
    ).prepare(name),
  ).execute({
    establishmentId,
    agencyId: auth.agencyId ?? '',
    today,
    codePrefix: q ? `${likeEscaped(q)}%` : '',
    nameInfix: q ? `%${likeEscaped(q)}%` : '',
    limit: window.limit,
    offset: window.offset,
  });
  return encodedJson(row?.page ?? '[]');
}

function employeePageQuery(db: Executor, values: FilterValues, filter: EmployeeFilterQuery) {
  const where = filterSql(values, filter);
  const today = sql`${values.today}::date`;
  const page = db
    .select({
      id: employees.id,
      establishmentId: employees.establishmentId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      surname: employees.surname,
      designation: employees.designation,
      skillCategory: employees.skillCategory,
      dateOfBirth: employees.dateOfBirth,
      dateOfJoining: employees.dateOfJoining,
      exitDate: employees.exitDate,
      aadhaarLast4: employees.aadhaarLast4,
      subcontractorAgencyId: employees.subcontractorAgencyId,
      serialNo: sql<number>`row_number() over (order by ${employees.employeeCode}, ${employees.id})`.as(
        'serial_no',
      ),
    })
    .from(employees)
    .where(where)
    .orderBy(asc(employees.employeeCode), asc(employees.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('w');
  // Both counts of the worker's verification forms in one pass over them (two subqueries cost twice as much).
  const verification = sql<string>`(select ${jsonObject({
    verified: jsonScalar(sql`(count(*) filter (where ev.submitted_on is not null))::int`),
    form_count: jsonScalar(sql`count(*)::int`),
  })} from ${employeeVerifications} ev where ev.employee_id = ${page.id})`;
  const item = jsonObject({
    id: jsonUuid(page.id),
    establishment_id: jsonUuid(page.establishmentId),
    employee_code: jsonString(page.employeeCode),
    name: jsonString(page.name),
    surname: jsonString(page.surname),
    label: jsonString(
      sql`concat_ws(' ', ${page.name}, nullif(${page.surname}, '')) || ' (' || ${page.employeeCode} || ')'`,
    ),
    designation: jsonString(page.designation),
    skill_category: jsonString(page.skillCategory),
    date_of_birth: jsonDate(page.dateOfBirth),
    date_of_joining: jsonDate(page.dateOfJoining),
    exit_date: jsonDate(page.exitDate),
    status: jsonString(sql`case when ${page.exitDate} <= ${today} then 'Terminated' else 'Active' end`),
    is_adolescent: jsonScalar(
      sql`(${page.dateOfBirth} <= (${today} - interval '14 years')::date and ${page.dateOfBirth} > (${today} - interval '18 years')::date)`,
    ),
    aadhaar: jsonString(sql`'XXXX XXXX ' || ${page.aadhaarLast4}`),
    subcontractor: sql<string>`case when ${page.subcontractorAgencyId} is null then 'null' else ${jsonObject({
      id: jsonUuid(page.subcontractorAgencyId),
      name: jsonString(
        sql`coalesce((select a.body ->> 'name' from ${agencies} a where a.id = ${page.subcontractorAgencyId}), '')`,
      ),
    })} end`,
    verification,
    serial_no: jsonScalar(page.serialNo),
    max_count: jsonScalar(listTotal(values, filter, where)),
  });
  return db.select({ page: jsonArrayAgg(item, sql`${page.employeeCode}, ${page.id}`) }).from(page);
}

/**
 * The list's total. Unfiltered but for the status, and for everyone but a subcontractor (who sees only its own
 * workers), it comes from the kept counts (employee_counts, migration 0022): every worker, those with an exit date,
 * and those whose exit date is still ahead (counted from the (establishment_id, exit_date) index, rarely any).
 * Any other filter counts the rows it selects.
 */
function listTotal(values: FilterValues, filter: EmployeeFilterQuery, where: SQL): SQL {
  if (values.agencyId || values.codePrefix || filter.verification !== 'All')
    return rowCount(sql`${employees}`, where);
  const kept = (column: SQL) =>
    sql`coalesce((select ${column} from ${employeeCounts} where ${employeeCounts.establishmentId} = ${values.establishmentId}::uuid), 0)`;
  const leavingLater = sql`(select count(*)::int from ${employees} where ${employees.establishmentId} = ${values.establishmentId}::uuid and ${employees.exitDate} > ${values.today}::date)`;
  if (filter.status === 'Active')
    return sql`(${kept(sql`${employeeCounts.total} - ${employeeCounts.exited}`)} + ${leavingLater})`;
  if (filter.status === 'Terminated') return sql`(${kept(sql`${employeeCounts.exited}`)} - ${leavingLater})`;
  return kept(sql`${employeeCounts.total}`);
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
