import { type and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type AgencyBody, agencies } from '../../db/schema/index.js';
import { paginate, rowCount } from '../../lib/paginate.js';

/** Active users of each agency, as a correlated count. */
// Written out with aliases: Drizzle leaves columns unqualified in a one-table select.
const activeUsers = sql<number>`(
  select count(*)::int from user_agencies ua
  join users u on u.id = ua.user_id
  where ua.agency_id = "agencies"."id" and ua.status = 'active' and u.status = 'active'
)`;

/** One page of agencies of a type, within a scope condition, numbered and counted by paginate(). */
export async function listAgencies(
  db: Executor,
  where: ReturnType<typeof and>,
  page: number,
  pageSize: number,
) {
  const { rows } = await paginate({ page, pageSize }, (window) =>
    db
      .select({
        id: agencies.id,
        type: agencies.type,
        scope_agency_id: agencies.scopeAgencyId,
        body: agencies.body,
        no_of_users: activeUsers,
        max_count: rowCount(sql`${agencies}`, where),
      })
      .from(agencies)
      .where(where)
      .orderBy(asc(sql`${agencies.body} ->> 'name'`), asc(agencies.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return rows;
}

export async function insertAgency(
  db: Executor,
  row: { type: string; scopeAgencyId: string | null; body: AgencyBody; createdBy: string },
) {
  const [created] = await db.insert(agencies).values(row).returning();
  return created!;
}

export async function updateAgencyBody(db: Executor, agencyId: string, body: AgencyBody) {
  await db.update(agencies).set({ body, updatedAt: sql`now()` }).where(eq(agencies.id, agencyId));
}

/** Serialises changes to one agency's users (the last-active-user rule). */
export async function lockAgency(db: Executor, agencyId: string) {
  await db.execute(sql`select id from ${agencies} where ${agencies.id} = ${agencyId} for update`);
}

export const agencyTypeIs = (type: string) => eq(agencies.type, type);
