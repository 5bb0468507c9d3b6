import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type UserBody, userAgencies, users } from '../../db/schema/index.js';
import { paginate, rowCount } from '../../lib/paginate.js';

export interface AgencyUserRow {
  id: string;
  email_address: string;
  body: UserBody;
  last_login: string | null;
  status: 'active' | 'revoked';
  serial_no: number;
  max_count: number;
}

/** One page of an agency's users, numbered and counted by paginate(). */
export async function listAgencyUsers(
  db: Executor,
  agencyId: string,
  page: number,
  pageSize: number,
): Promise<AgencyUserRow[]> {
  const { rows } = await paginate({ page, pageSize }, (window) =>
    db
      .select({
        id: users.id,
        email_address: users.emailAddress,
        body: users.body,
        last_login: users.lastLogin,
        status: sql<
          'active' | 'revoked'
        >`case when ${users.status} = 'revoked' or ${userAgencies.status} = 'revoked' then 'revoked' else 'active' end`,
        max_count: rowCount(sql`${userAgencies}`, eq(userAgencies.agencyId, agencyId)),
      })
      .from(userAgencies)
      .innerJoin(users, eq(users.id, userAgencies.userId))
      .where(eq(userAgencies.agencyId, agencyId))
      .orderBy(asc(sql`${users.body} ->> 'name'`), asc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return rows.map((r) => ({ ...r, last_login: r.last_login ? r.last_login.toISOString() : null }));
}

export async function findMembership(db: Executor, agencyId: string, userId: string) {
  const [row] = await db
    .select({
      membershipId: userAgencies.id,
      membershipStatus: userAgencies.status,
      user: users,
    })
    .from(userAgencies)
    .innerJoin(users, eq(users.id, userAgencies.userId))
    .where(and(eq(userAgencies.agencyId, agencyId), eq(userAgencies.userId, userId)))
    .limit(1);
  return row;
}

export async function countActiveMembers(db: Executor, agencyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAgencies)
    .innerJoin(users, eq(users.id, userAgencies.userId))
    .where(
      and(eq(userAgencies.agencyId, agencyId), eq(userAgencies.status, 'active'), eq(users.status, 'active')),
    );
  return row?.n ?? 0;
}

export async function countOtherActiveMemberships(db: Executor, userId: string, agencyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userAgencies)
    .where(
      and(
        eq(userAgencies.userId, userId),
        eq(userAgencies.status, 'active'),
        sql`${userAgencies.agencyId} <> ${agencyId}`,
      ),
    );
  return row?.n ?? 0;
}

export async function emailTaken(db: Executor, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.emailAddress}) = lower(${email})`,
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: Executor, row: { email: string; body: UserBody }) {
  const [created] = await db
    .insert(users)
    .values({ emailAddress: row.email, body: row.body })
    .returning({ id: users.id });
  return created!.id;
}

export async function insertMembership(db: Executor, userId: string, agencyId: string) {
  await db.insert(userAgencies).values({ userId, agencyId });
}

export async function setMembershipStatus(
  db: Executor,
  agencyId: string,
  userId: string,
  status: 'active' | 'revoked',
) {
  await db
    .update(userAgencies)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(userAgencies.agencyId, agencyId), eq(userAgencies.userId, userId)));
}

export async function deleteMembership(db: Executor, agencyId: string, userId: string) {
  await db
    .delete(userAgencies)
    .where(and(eq(userAgencies.agencyId, agencyId), eq(userAgencies.userId, userId)));
}

export async function setUserStatus(db: Executor, userId: string, status: 'active' | 'revoked') {
  await db.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function deleteUser(db: Executor, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function updateUserBody(db: Executor, userId: string, body: UserBody) {
  await db.update(users).set({ body, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function updateUserEmail(db: Executor, userId: string, email: string, passwordHash: string) {
  await db
    .update(users)
    .set({ emailAddress: email, passwordHash, isPwdExpired: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
