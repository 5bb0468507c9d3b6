import type { PasswordLinkPurpose } from '@anupalan/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type MailPayload, passwordTokens, users } from '../../db/schema/index.js';

export async function insertPasswordToken(
  db: Executor,
  row: { tokenHash: string; userId: string; purpose: PasswordLinkPurpose; hours: number },
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

/**
 * Stores a set-password link and queues its mail for `userId`, or, with no user, runs the very same statements
 * and writes nothing (each is guarded by the user being named). A request for an unknown address then costs
 * what a request for a known one does, so the time of the answer does not tell whether an account exists.
 */
export async function issuePasswordLink(
  db: Executor,
  row: {
    userId: string | null;
    tokenHash: string;
    purpose: PasswordLinkPurpose;
    hours: number;
    mail: MailPayload;
  },
) {
  const userId = row.userId;
  // A new link replaces any earlier unused one.
  await db.execute(
    sql`update password_tokens set used_at = now() where user_id = ${userId}::uuid and used_at is null`,
  );
  await db.execute(sql`insert into password_tokens (token_hash, user_id, purpose, expires_at)
    select ${row.tokenHash}, ${userId}::uuid, ${row.purpose}, now() + make_interval(hours => ${row.hours})
    where ${userId}::uuid is not null`);
  await db.execute(sql`insert into outbox (kind, payload)
    select 'mail', ${JSON.stringify(row.mail)}::jsonb where ${userId}::uuid is not null`);
}
