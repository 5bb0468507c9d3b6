import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { agencies, states } from '../../db/schema/index.js';

export async function searchStates(db: Executor, search: string | undefined, limit: number | undefined) {
  const query = db
    .select({ id: states.id, name: states.name, kind: states.kind })
    .from(states)
    .where(search ? sql`${states.name} ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}` : undefined)
    .orderBy(asc(states.name));
  return limit ? query.limit(limit) : query;
}

export async function agencyState(db: Executor, agencyId: string) {
  const [row] = await db
    .select({ state: sql<string | null>`${agencies.body} ->> 'state'` })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.state ?? null;
}
