import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
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
 * Ends every consultant, contractor and subcontractor link of the given subprojects as of `today`.
 * (Employee links end with them once the employee module keeps them.)
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
  await db
    .update(establishmentSubcontractors)
    .set({ endDate: today, hasLoginAccess: false, updatedAt: sql`now()` })
    .where(
      and(
        isNull(establishmentSubcontractors.endDate),
        sql`${establishmentSubcontractors.establishmentId} in (
          select id from establishments where subproject_id in (${sql.join(
            subprojectIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        )`,
      ),
    );
}
