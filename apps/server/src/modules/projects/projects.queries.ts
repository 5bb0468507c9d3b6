import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  type JsonText,
  jsonArrayAgg,
  jsonDate,
  jsonObject,
  jsonScalar,
  jsonString,
  jsonUuid,
  jsonValue,
} from '../../db/json-text.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import { projects, subprojects } from '../../db/schema/index.js';
import { type EncodedJson, encodedJson } from '../../kit/encoded-json.js';
import { type PageWindow, rowCount } from '../../lib/paginate.js';
import {
  establishmentScopeCondition,
  projectScopeCondition,
  subprojectScopeCondition,
} from '../scope/index.js';

export const SUBPROJECT_STATUSES = ['all', 'active', 'completed', 'deleted'] as const;
export type SubprojectStatus = (typeof SUBPROJECT_STATUSES)[number];

/** Which subprojects a status filter shows. */
export function subprojectFilter(status: SubprojectStatus): SQL | undefined {
  switch (status) {
    case 'active':
      return and(isNull(subprojects.deletedAt), isNull(subprojects.closedOn), isNull(projects.deletedAt));
    case 'completed':
      return and(isNull(subprojects.deletedAt), isNotNull(subprojects.closedOn), isNull(projects.deletedAt));
    case 'deleted':
      return sql`(${subprojects.deletedAt} is not null or ${projects.deletedAt} is not null)`;
    default:
      return and(isNull(subprojects.deletedAt), isNull(projects.deletedAt));
  }
}

/** The same filter inside a subquery on subprojects (the project's own state is checked outside). */
function subprojectStatusSql(status: SubprojectStatus): SQL {
  switch (status) {
    case 'active':
      return sql`(subprojects.deleted_at is null and subprojects.closed_on is null)`;
    case 'completed':
      return sql`(subprojects.deleted_at is null and subprojects.closed_on is not null)`;
    case 'deleted':
      return sql`subprojects.deleted_at is not null`;
    default:
      return sql`subprojects.deleted_at is null`;
  }
}

/**
 * Which projects a status filter shows. A Government also sees its projects without subprojects; other
 * roles see a project only through a subproject they reach that matches the filter.
 */
function projectFilter(auth: AuthContext, status: SubprojectStatus): SQL {
  const matchingSubproject = sql`exists (
    select 1 from subprojects where subprojects.project_id = projects.id
      and ${subprojectScopeCondition(auth)} and ${subprojectStatusSql(status)}
  )`;
  if (auth.role !== 'Government') return matchingSubproject;
  switch (status) {
    case 'active':
      return sql`(projects.deleted_at is null and projects.closed_on is null)`;
    case 'completed':
      return sql`(projects.deleted_at is null and (projects.closed_on is not null or ${matchingSubproject}))`;
    case 'deleted':
      return sql`(projects.deleted_at is not null or ${matchingSubproject})`;
    default:
      return sql`projects.deleted_at is null`;
  }
}

/**
 * One page of projects as the list's answer (`GET /api/projects`), written whole by PostgreSQL and sent as it is
 * (kit/encoded-json.ts): each project with its number and the total, the subprojects the filter and the caller's
 * scope show, their open violations and warnings (not for a subcontractor), a contractor's or subcontractor's
 * establishment cards, a consultant's contractors. One statement, every key named here.
 */
export async function projectPageJson(
  db: Executor,
  auth: AuthContext,
  status: SubprojectStatus,
  window: PageWindow,
): Promise<EncodedJson<object[]>> {
  // Prepared (db/prepared.ts): the caller's agency, the page's limit and offset are placeholders.
  const [row] = await preparedRead(db, `project_page_${scopeVariant(auth)}_${status}`, (db, name) =>
    projectPageQuery(db, scopeTemplate(auth), status).prepare(name),
  ).execute({ ...scopeValues(auth), limit: window.limit, offset: window.offset });
  return encodedJson(row!.page);
}

/**
 * A subproject's open violations and warnings, from the counts the compliance engine keeps with its results: a
 * Government reaches every establishment of its subprojects and reads the subproject's sum (one row); a
 * contractor or consultant counts only the establishments it reaches (its own, its contractors'), never another's.
 */
function complianceCountsSql(auth: AuthContext): JsonText {
  if (auth.role === 'Subcontractor') return sql<string>`'null'`;
  if (auth.role === 'Government')
    return jsonObject({
      violations: jsonScalar(sql`coalesce(sc.violations, 0)`),
      warnings: jsonScalar(sql`coalesce(sc.warnings, 0)`),
    });
  return sql<string>`(select ${jsonObject({
    violations: jsonScalar(sql`coalesce(sum(cc.violations), 0)::int`),
    warnings: jsonScalar(sql`coalesce(sum(cc.warnings), 0)::int`),
  })}
    from compliance_counts cc where cc.subproject_id = subprojects.id
      and exists (select 1 from establishments where establishments.id = cc.establishment_id and ${establishmentScopeCondition(auth)}))`;
}

/** What a subproject adds for the role: a contractor's or subcontractor's cards, a consultant's contractors. */
function roleFieldsSql(auth: AuthContext): Record<string, JsonText> {
  if (auth.role === 'Contractor' || auth.role === 'Subcontractor') {
    // Subcontractors see establishments without compliance counts (spec part 1).
    const counts =
      auth.role === 'Subcontractor'
        ? sql<string>`'null'`
        : jsonObject({
            violations: jsonScalar(
              sql`coalesce((select sum(cc.violations) from compliance_counts cc where cc.establishment_id = establishments.id), 0)::int`,
            ),
            warnings: jsonScalar(
              sql`coalesce((select sum(cc.warnings) from compliance_counts cc where cc.establishment_id = establishments.id), 0)::int`,
            ),
          });
    const card = jsonObject({
      id: jsonUuid(sql`establishments.id`),
      body: jsonValue(sql`establishments.body`),
      status: jsonScalar(sql`establishments.status`),
      closed_on: jsonDate(sql`establishments.closed_on`),
      compliances: counts,
    });
    const cards = auth.agencyId
      ? sql<string>`(select ${jsonArrayAgg(card, sql`establishments.body ->> 'name'`)}
        from establishments
        where establishments.subproject_id = subprojects.id and ${establishmentScopeCondition(auth)})`
      : sql<string>`'[]'`;
    return { establishments: cards };
  }
  if (auth.role === 'Consultant') {
    const contractor = jsonObject({
      agency_id: jsonUuid(sql`sa.agency_id`),
      name: jsonString(sql`a.body ->> 'name'`),
      terminated_on: jsonDate(sql`sa.terminated_on`),
    });
    const contractors = auth.agencyId
      ? sql<string>`(select ${jsonArrayAgg(contractor, sql`a.body ->> 'name'`)}
        from subproject_agencies sa join agencies a on a.id = sa.agency_id
        where sa.subproject_id = subprojects.id and sa.kind = 'contractor'
          and sa.consultant_agency_id = ${sql.placeholder('agencyId')}::uuid)`
      : sql<string>`'[]'`;
    return { contractors };
  }
  return {};
}

function projectPageQuery(db: Executor, auth: AuthContext, status: SubprojectStatus) {
  const where = and(projectScopeCondition(auth), projectFilter(auth, status));
  // The page is cut first and its subprojects built for its rows only (a subquery named `projects`, which the
  // SQL below reads as the table): with the cut last, a prepared statement's generic plan priced the subprojects
  // of every row an unknown offset might skip, and PostgreSQL planned the page afresh on every request (1 ms).
  // row_number() is taken before the cut, so it is the row's number in the whole list (the serial number).
  const page = db
    .select({
      id: projects.id,
      body: projects.body,
      closedOn: projects.closedOn,
      deletedAt: projects.deletedAt,
      createdAt: projects.createdAt,
      serialNo: sql<number>`row_number() over (order by ${projects.createdAt} desc, ${projects.id} desc)`.as(
        'serial_no',
      ),
    })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('projects');
  const subproject = jsonObject({
    subproject_id: jsonUuid(sql`subprojects.id`),
    subprojects: jsonObject({
      body: jsonValue(sql`subprojects.body`),
      closed_on: jsonDate(sql`subprojects.closed_on`),
      status: jsonScalar(sql`subprojects.status`),
      is_deleted: jsonScalar(sql`subprojects.deleted_at is not null`),
    }),
    projects: jsonObject({ id: jsonUuid(sql`projects.id`) }),
    compliances: complianceCountsSql(auth),
    ...roleFieldsSql(auth),
  });
  const subprojectsJson = sql<string>`(
    select ${jsonArrayAgg(subproject, sql`subprojects.created_at, subprojects.id`)}
    from subprojects${
      auth.role === 'Government'
        ? sql` left join compliance_subproject_counts sc on sc.subproject_id = subprojects.id`
        : sql``
    }
    where subprojects.project_id = projects.id and ${subprojectScopeCondition(auth)} and ${subprojectFilter(status)}
  )`;
  const project = jsonObject({
    id: jsonUuid(page.id),
    body: jsonValue(page.body),
    closed_on: jsonDate(page.closedOn),
    is_deleted: jsonScalar(sql`${page.deletedAt} is not null`),
    serial_no: jsonScalar(page.serialNo),
    max_count: jsonScalar(rowCount(sql`${projects}`, where)),
    subprojects: subprojectsJson,
  });
  return db.select({ page: jsonArrayAgg(project, sql`${page.createdAt} desc, ${page.id} desc`) }).from(page);
}

export async function listSubprojectsOf(
  db: Executor,
  auth: AuthContext,
  projectIds: string[],
  status: SubprojectStatus,
) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: subprojects.id,
      projectId: subprojects.projectId,
      body: subprojects.body,
      status: subprojects.status,
      closedOn: subprojects.closedOn,
      deletedAt: subprojects.deletedAt,
    })
    .from(subprojects)
    .innerJoin(projects, eq(projects.id, subprojects.projectId))
    .where(
      and(
        inArray(subprojects.projectId, projectIds),
        subprojectScopeCondition(auth),
        subprojectFilter(status),
      ),
    )
    .orderBy(subprojects.createdAt, subprojects.id);
}

/** The summary cards: projects and subprojects, ongoing and completed, within the caller's scope. */
export async function projectStats(db: Executor, auth: AuthContext) {
  // One statement (one round trip, one plan): the project counts, and the others as scalar subqueries (the two
  // subproject counts from one pass, as an array). Prepared (db/prepared.ts): the caller's agency is a placeholder.
  const [row] = await preparedRead(db, `project_stats_${scopeVariant(auth)}`, (db, name) =>
    statsQuery(db, scopeTemplate(auth)).prepare(name),
  ).execute(scopeValues(auth));
  const counts = row!;
  return {
    project: [{ completed_projects: counts.completed_projects, total_projects: counts.total_projects }],
    subproject: [
      {
        completed_sub_projects: counts.sub_projects[0],
        total_sub_projects: counts.sub_projects[1],
      },
    ],
    establishment: [{ cancelled_sub_projects_establishments: counts.cancelled_sub_projects_establishments }],
  };
}

/**
 * A constant written into the statement, not sent as a parameter: in a prepared statement's generic plan a
 * parameter's value is unknown, so the partial index of cancelled establishments (status = 2) could not serve
 * `status = $1`, and PostgreSQL planned the stats afresh on every request rather than scan (pg_prepared_statements:
 * 7 custom plans of 7).
 */
const CANCELLED = sql.raw(String(ESTABLISHMENT_STATUS.cancelled));

function statsQuery(db: Executor, auth: AuthContext) {
  return db
    .select({
      completed_projects: sql<number>`(count(*) filter (where ${projects.closedOn} is not null))::int`,
      total_projects: sql<number>`count(*)::int`,
      sub_projects: sql<[number, number]>`(
        select array[(count(*) filter (where subprojects.closed_on is not null))::int, count(*)::int]
        from subprojects join projects sp_p on sp_p.id = subprojects.project_id
        where ${subprojectScopeCondition(auth)} and subprojects.deleted_at is null and sp_p.deleted_at is null
      )`,
      cancelled_sub_projects_establishments: sql<number>`(
        select count(*)::int from establishments join subprojects on subprojects.id = establishments.subproject_id
        where ${subprojectScopeCondition(auth)} and establishments.status = ${CANCELLED}
          and subprojects.deleted_at is null
      )`,
    })
    .from(projects)
    .where(and(projectScopeCondition(auth), isNull(projects.deletedAt)));
}
