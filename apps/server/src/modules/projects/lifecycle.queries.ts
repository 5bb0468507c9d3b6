import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  employees,
  establishmentSubcontractors,
  establishments,
  subprojectAgencies,
  subprojects,
} from '../../db/schema/index.js';

export async function countSubprojects(db: Executor, projectId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${subprojects.closedOn} is null))::int`,
    })
    .from(subprojects)
    .where(and(eq(subprojects.projectId, projectId), isNull(subprojects.deletedAt)));
  return row ?? { total: 0, open: 0 };
}

export async function countEstablishments(db: Executor, subprojectId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(establishments)
    .where(eq(establishments.subprojectId, subprojectId));
  return row?.n ?? 0;
}

/**
 * Ends every consultant, contractor and subcontractor link of the given subprojects as of `today`, and every
 * employee's: a worker still on the books (no exit, or one planned after today) exits today, the reason in
 * Form A's column (docs/decisions.md, 'Closing a subproject ends its employees' links').
 */
export async function terminateSubprojectLinks(
  db: Executor,
  subprojectIds: string[],
  today: string,
  reason: string,
) {
  if (subprojectIds.length === 0) return;
  await db
    .update(subprojectAgencies)
    .set({
      terminatedOn: today,
      terminationBody: { terminateDate: today, reason },
      updatedAt: sql`now()`,
    })
    .where(
      and(inArray(subprojectAgencies.subprojectId, subprojectIds), isNull(subprojectAgencies.terminatedOn)),
    );
  const inSubprojects = sql`in (select id from establishments where subproject_id in (${sql.join(
    subprojectIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
  await db
    .update(employees)
    .set({
      exitDate: sql`greatest(${employees.dateOfJoining}, ${today}::date)`,
      body: sql`${employees.body} || jsonb_build_object('exitReason', ${reason}::text)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        sql`${employees.establishmentId} ${inSubprojects}`,
        sql`(${employees.exitDate} is null or ${employees.exitDate} > ${today}::date)`,
      ),
    );
  await db
    .update(establishmentSubcontractors)
    .set({ endDate: today, hasLoginAccess: false, updatedAt: sql`now()` })
    .where(
      and(
        isNull(establishmentSubcontractors.endDate),
        sql`${establishmentSubcontractors.establishmentId} ${inSubprojects}`,
      ),
    );
}
