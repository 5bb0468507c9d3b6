import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedRead } from '../../db/prepared.js';
import { agencies, establishmentSubcontractors, userAgencies, users } from '../../db/schema/index.js';
import { subcontractorAccessIsLive } from '../scope/index.js';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Read on every get-user: prepared (db/prepared.ts). */
export async function findUserById(db: Executor, id: string) {
  const [row] = await preparedRead(db, 'user_by_id', (db, name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  return row;
}

export interface Membership {
  agencyId: string;
  type: string;
  name: string;
  scopeAgencyId: string | null;
}

/** The agencies a user may act for, in a stable order. */
export async function listMemberships(db: Executor, userId: string): Promise<Membership[]> {
  return preparedRead(db, 'user_memberships', (db, name) =>
    db
      .select({
        agencyId: agencies.id,
        type: agencies.type,
        name: sql<string>`${agencies.body} ->> 'name'`,
        scopeAgencyId: agencies.scopeAgencyId,
      })
      .from(userAgencies)
      .innerJoin(agencies, eq(agencies.id, userAgencies.agencyId))
      .where(and(eq(userAgencies.userId, sql.placeholder('userId')), eq(userAgencies.status, 'active')))
      .orderBy(asc(sql`${agencies.body} ->> 'name'`), asc(agencies.id))
      .prepare(name),
  ).execute({ userId });
}

/**
 * Whether some membership gives the user something to reach. A subcontractor agency has nothing until a
 * contractor gives it login access to an establishment: its users do not sign in before that.
 */
export async function hasReachableMembership(db: Executor, memberships: Membership[]): Promise<boolean> {
  if (memberships.some((m) => m.type !== 'Subcontractor')) return true;
  if (memberships.length === 0) return false;
  const [row] = await db
    .select({ id: establishmentSubcontractors.id })
    .from(establishmentSubcontractors)
    .where(
      and(
        inArray(
          establishmentSubcontractors.subcontractorAgencyId,
          memberships.map((m) => m.agencyId),
        ),
        subcontractorAccessIsLive(),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function recordLogin(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ previousLogin: sql`${users.lastLogin}`, lastLogin: sql`now()` })
    .where(eq(users.id, userId));
}
