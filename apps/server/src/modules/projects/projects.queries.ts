import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import {
  agencies,
  establishments,
  projects,
  subprojectAgencies,
  subprojects,
} from '../../db/schema/index.js';
import { type PageWindow, rowCount } from '../../lib/paginate.js';
import {
  establishmentScopeCondition,
  projectScopeCondition,
  type SubprojectRow,
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

/** A subproject of a project page, as the page's statement builds it (json: dates are text). */
export interface PageSubproject {
  id: string;
  body: SubprojectRow['body'];
  status: number;
  closed_on: string | null;
  is_deleted: boolean;
  violations: number;
  warnings: number;
}

/**
 * One page of projects, each with the subprojects the filter and the caller's scope show and their open
 * violations and warnings, and the total: one statement (one round trip, one plan) instead of one per part.
 */
export async function listProjectPage(
  db: Executor,
  auth: AuthContext,
  status: SubprojectStatus,
  window: PageWindow,
) {
  // Prepared (db/prepared.ts): the caller's agency, the page's limit and offset are placeholders.
  return preparedRead(db, `project_page_${scopeVariant(auth)}_${status}`, (db, name) =>
    projectPageQuery(db, scopeTemplate(auth), status).prepare(name),
  ).execute({ ...scopeValues(auth), limit: window.limit, offset: window.offset });
}

function projectPageQuery(db: Executor, auth: AuthContext, status: SubprojectStatus) {
  const where = and(projectScopeCondition(auth), projectFilter(auth, status));
  // The counts the compliance engine keeps per establishment (compliance_counts, written with its results): a
  // Government reaches every establishment of its subprojects (one index range per subproject); a contractor or
  // consultant counts only the establishments it reaches (its own, its contractors'), never another contractor's.
  const reached =
    auth.role === 'Government'
      ? sql``
      : sql` and exists (select 1 from establishments where establishments.id = cc.establishment_id and ${establishmentScopeCondition(auth)})`;
  // The page is cut first and its subprojects built for its rows only (a subquery named `projects`, which the
  // SQL below reads as the table): with the cut last, a prepared statement's generic plan priced the subprojects
  // of every row an unknown offset might skip, and PostgreSQL planned the page afresh on every request (1 ms).
  const page = db
    .select({
      id: projects.id,
      body: projects.body,
      closedOn: projects.closedOn,
      deletedAt: projects.deletedAt,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('projects');
  return db
    .select({
      id: page.id,
      body: page.body,
      closedOn: page.closedOn,
      deletedAt: page.deletedAt,
      max_count: rowCount(sql`${projects}`, where),
      subprojects: sql<PageSubproject[]>`(
        select coalesce(json_agg(json_build_object(
          'id', subprojects.id, 'body', subprojects.body, 'status', subprojects.status,
          'closed_on', subprojects.closed_on, 'is_deleted', subprojects.deleted_at is not null,
          'violations', coalesce(counts.violations, 0), 'warnings', coalesce(counts.warnings, 0)
        ) order by subprojects.created_at, subprojects.id), '[]'::json)
        from subprojects
        left join lateral (
          select sum(cc.violations)::int as violations, sum(cc.warnings)::int as warnings
          from compliance_counts cc where cc.subproject_id = subprojects.id${reached}
        ) counts on true
        where subprojects.project_id = projects.id and ${subprojectScopeCondition(auth)}
          and ${subprojectFilter(status)}
      )`,
    })
    .from(page)
    .orderBy(desc(page.createdAt), desc(page.id));
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

/** The establishments a contractor (its own) or subcontractor (with login access) sees in subprojects. */
export async function establishmentCards(db: Executor, auth: AuthContext, subprojectIds: string[]) {
  if (subprojectIds.length === 0 || !auth.agencyId) return [];
  // Prepared (db/prepared.ts): the page's subproject ids are one array placeholder.
  return preparedRead(db, `establishment_cards_${scopeVariant(auth)}`, (db, name) =>
    establishmentCardsQuery(db, scopeTemplate(auth)).prepare(name),
  ).execute({ subprojectIds, ...scopeValues(auth) });
}

function establishmentCardsQuery(db: Executor, auth: AuthContext) {
  return db
    .select({
      id: establishments.id,
      subprojectId: establishments.subprojectId,
      body: establishments.body,
      status: establishments.status,
      closedOn: establishments.closedOn,
      // The counts the compliance engine keeps with its results (compliance_counts), one index read each.
      violations: sql<number>`coalesce((select sum(cc.violations)::int from compliance_counts cc where cc.establishment_id = establishments.id), 0)`,
      warnings: sql<number>`coalesce((select sum(cc.warnings)::int from compliance_counts cc where cc.establishment_id = establishments.id), 0)`,
    })
    .from(establishments)
    .where(
      and(
        sql`${establishments.subprojectId} = any(${sql.placeholder('subprojectIds')}::uuid[])`,
        establishmentScopeCondition(auth),
      ),
    )
    .orderBy(sql`${establishments.body} ->> 'name'`);
}

/** The contractors a consultant reviews in each subproject. */
export async function consultantContractors(
  db: Executor,
  consultantAgencyId: string,
  subprojectIds: string[],
) {
  if (subprojectIds.length === 0) return [];
  return preparedRead(db, 'consultant_contractors', (db, name) =>
    consultantContractorsQuery(db).prepare(name),
  ).execute({ consultantAgencyId, subprojectIds });
}

function consultantContractorsQuery(db: Executor) {
  return db
    .select({
      subprojectId: subprojectAgencies.subprojectId,
      agencyId: subprojectAgencies.agencyId,
      name: sql<string>`${agencies.body} ->> 'name'`,
      terminatedOn: subprojectAgencies.terminatedOn,
    })
    .from(subprojectAgencies)
    .innerJoin(agencies, eq(agencies.id, subprojectAgencies.agencyId))
    .where(
      and(
        sql`${subprojectAgencies.subprojectId} = any(${sql.placeholder('subprojectIds')}::uuid[])`,
        eq(subprojectAgencies.kind, 'contractor'),
        eq(subprojectAgencies.consultantAgencyId, sql.placeholder('consultantAgencyId')),
      ),
    )
    .orderBy(sql`${agencies.body} ->> 'name'`);
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
