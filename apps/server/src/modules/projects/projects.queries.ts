import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  agencies,
  complianceResults,
  establishments,
  projects,
  subprojectAgencies,
  subprojects,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../plugins/session.js';
import { establishmentScopeCondition } from '../scope/establishment-scope.js';
import { projectScopeCondition, subprojectScopeCondition } from '../scope/project-scope.js';

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

export async function listProjectPage(
  db: Executor,
  auth: AuthContext,
  status: SubprojectStatus,
  page: number,
  pageSize: number,
) {
  return db
    .select({
      id: projects.id,
      body: projects.body,
      closedOn: projects.closedOn,
      deletedAt: projects.deletedAt,
      createdAt: projects.createdAt,
      maxCount: sql<number>`(count(*) over ())::int`,
    })
    .from(projects)
    .where(and(projectScopeCondition(auth), projectFilter(auth, status)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
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

/** Open violations and warnings per subproject, from the compliance engine's results. */
export async function complianceCounts(db: Executor, subprojectIds: string[]) {
  if (subprojectIds.length === 0) return new Map<string, { violations: number; warnings: number }>();
  const rows = await db
    .select({
      subprojectId: complianceResults.subprojectId,
      violations: sql<number>`(count(*) filter (where ${complianceResults.severity} = 'violation'))::int`,
      warnings: sql<number>`(count(*) filter (where ${complianceResults.severity} = 'warning'))::int`,
    })
    .from(complianceResults)
    .where(inArray(complianceResults.subprojectId, subprojectIds))
    .groupBy(complianceResults.subprojectId);
  return new Map(rows.map((r) => [r.subprojectId, { violations: r.violations, warnings: r.warnings }]));
}

/** The establishments a contractor (its own) or subcontractor (with login access) sees in subprojects. */
export async function establishmentCards(db: Executor, auth: AuthContext, subprojectIds: string[]) {
  if (subprojectIds.length === 0 || !auth.agencyId) return [];
  return db
    .select({
      id: establishments.id,
      subprojectId: establishments.subprojectId,
      body: establishments.body,
      status: establishments.status,
      closedOn: establishments.closedOn,
    })
    .from(establishments)
    .where(and(inArray(establishments.subprojectId, subprojectIds), establishmentScopeCondition(auth)))
    .orderBy(sql`${establishments.body} ->> 'name'`);
}

/** The contractors a consultant reviews in each subproject. */
export async function consultantContractors(
  db: Executor,
  consultantAgencyId: string,
  subprojectIds: string[],
) {
  if (subprojectIds.length === 0) return [];
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
        inArray(subprojectAgencies.subprojectId, subprojectIds),
        eq(subprojectAgencies.kind, 'contractor'),
        eq(subprojectAgencies.consultantAgencyId, consultantAgencyId),
      ),
    )
    .orderBy(sql`${agencies.body} ->> 'name'`);
}

/** The summary cards: projects and subprojects, ongoing and completed, within the caller's scope. */
export async function projectStats(db: Executor, auth: AuthContext) {
  const [project] = await db
    .select({
      completed_projects: sql<number>`(count(*) filter (where ${projects.closedOn} is not null))::int`,
      total_projects: sql<number>`count(*)::int`,
    })
    .from(projects)
    .where(and(projectScopeCondition(auth), isNull(projects.deletedAt)));
  const [subproject] = await db
    .select({
      completed_sub_projects: sql<number>`(count(*) filter (where ${subprojects.closedOn} is not null))::int`,
      total_sub_projects: sql<number>`count(*)::int`,
    })
    .from(subprojects)
    .innerJoin(projects, eq(projects.id, subprojects.projectId))
    .where(and(subprojectScopeCondition(auth), isNull(subprojects.deletedAt), isNull(projects.deletedAt)));
  const [establishment] = await db
    .select({ cancelled_sub_projects_establishments: sql<number>`count(*)::int` })
    .from(establishments)
    .innerJoin(subprojects, eq(subprojects.id, establishments.subprojectId))
    .innerJoin(projects, eq(projects.id, subprojects.projectId))
    .where(and(subprojectScopeCondition(auth), eq(establishments.status, 2), isNull(subprojects.deletedAt)));
  return { project: [project!], subproject: [subproject!], establishment: [establishment!] };
}
