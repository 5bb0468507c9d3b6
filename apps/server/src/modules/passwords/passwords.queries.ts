import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordTokens, users } from '../../db/schema/index.js';

export async function insertPasswordToken(
  db: Executor,
  row: { tokenHash: string; userId: string; purpose: string; hours: number },
) {
  // A new link replaces any earlier unused one.
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
  await db.insert(passwordTokens).values({
    tokenHash: row.tokenHash,
    userId: row.userId,
    purpose: row.purpose,
    expiresAt: sql`now() + make_interval(hours => ${row.hours})`,
  });
}

/** Uses up a valid link and returns its user; an unknown, used or expired link returns nothing. */
export async function consumePasswordToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        sql`${passwordTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row?.userId;
}

export async function updatePassword(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, isPwdExpired: false, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
