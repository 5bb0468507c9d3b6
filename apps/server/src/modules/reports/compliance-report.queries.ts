import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  agencies,
  complianceResults,
  establishments,
  subprojectAgencies,
  subprojects,
} from '../../db/schema/index.js';

export async function reportSubprojects(db: Executor, projectId: string) {
  return db
    .select({
      id: subprojects.id,
      name: sql<string>`${subprojects.body} ->> 'name'`,
      location: sql<string | null>`${subprojects.body} ->> 'location'`,
      closedOn: subprojects.closedOn,
      establishments: sql<number>`(select count(*)::int from establishments e where e.subproject_id = subprojects.id)`,
      contractors: sql<number>`(select count(*)::int from subproject_agencies sa where sa.subproject_id = subprojects.id and sa.kind = 'contractor')`,
      violations: sql<number>`(select count(*)::int from compliance_results c where c.subproject_id = subprojects.id and c.severity = 'violation')`,
      warnings: sql<number>`(select count(*)::int from compliance_results c where c.subproject_id = subprojects.id and c.severity = 'warning')`,
    })
    .from(subprojects)
    .where(and(eq(subprojects.projectId, projectId), isNull(subprojects.deletedAt)))
    .orderBy(asc(subprojects.createdAt));
}

export async function reportEstablishments(db: Executor, projectId: string) {
  return db
    .select({
      subproject: sql<string>`${subprojects.body} ->> 'name'`,
      name: sql<string>`${establishments.body} ->> 'name'`,
      state: sql<string | null>`${establishments.body} ->> 'state'`,
      contractor: sql<string>`${agencies.body} ->> 'name'`,
      status: establishments.status,
      closedOn: establishments.closedOn,
      violations: sql<number>`(select count(*)::int from compliance_results c where c.establishment_id = establishments.id and c.severity = 'violation')`,
      warnings: sql<number>`(select count(*)::int from compliance_results c where c.establishment_id = establishments.id and c.severity = 'warning')`,
    })
    .from(establishments)
    .innerJoin(subprojects, eq(subprojects.id, establishments.subprojectId))
    .innerJoin(agencies, eq(agencies.id, establishments.contractorAgencyId))
    .where(and(eq(subprojects.projectId, projectId), isNull(subprojects.deletedAt)))
    .orderBy(asc(sql`${subprojects.body} ->> 'name'`), asc(sql`${establishments.body} ->> 'name'`));
}

export async function reportContractors(db: Executor, projectId: string) {
  return db
    .select({
      subproject: sql<string>`${subprojects.body} ->> 'name'`,
      contractor: sql<string>`${agencies.body} ->> 'name'`,
      consultant: sql<
        string | null
      >`(select c.body ->> 'name' from agencies c where c.id = ${subprojectAgencies.consultantAgencyId})`,
      terminatedOn: subprojectAgencies.terminatedOn,
    })
    .from(subprojectAgencies)
    .innerJoin(subprojects, eq(subprojects.id, subprojectAgencies.subprojectId))
    .innerJoin(agencies, eq(agencies.id, subprojectAgencies.agencyId))
    .where(
      and(
        eq(subprojects.projectId, projectId),
        eq(subprojectAgencies.kind, 'contractor'),
        isNull(subprojects.deletedAt),
      ),
    )
    .orderBy(asc(sql`${subprojects.body} ->> 'name'`), asc(sql`${agencies.body} ->> 'name'`));
}

/** The open items of one severity, each with its law, details, citation and due date (the report's sheets). */
export async function reportFindings(db: Executor, projectId: string, severity: 'violation' | 'warning') {
  return db
    .select({
      subproject: sql<string>`${subprojects.body} ->> 'name'`,
      establishment: sql<string>`${establishments.body} ->> 'name'`,
      complianceId: complianceResults.ruleCode,
      lawId: complianceResults.lawId,
      summary: complianceResults.summary,
      citation: complianceResults.citation,
      dueOn: complianceResults.dueOn,
    })
    .from(complianceResults)
    .innerJoin(establishments, eq(establishments.id, complianceResults.establishmentId))
    .innerJoin(subprojects, eq(subprojects.id, complianceResults.subprojectId))
    .where(
      and(
        eq(subprojects.projectId, projectId),
        eq(complianceResults.severity, severity),
        isNull(subprojects.deletedAt),
      ),
    )
    .orderBy(
      asc(sql`${subprojects.body} ->> 'name'`),
      asc(sql`${establishments.body} ->> 'name'`),
      sql`${complianceResults.dueOn} asc nulls last`,
      asc(complianceResults.ruleCode),
    );
}
