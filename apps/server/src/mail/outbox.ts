import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { type MailPayload, outbox } from '../db/schema/index.js';

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(db: Executor, payload: MailPayload) {
  await db.insert(outbox).values({ kind: 'mail', payload });
}

/**
 * Claims due mails for sending. `for update skip locked` lets several server instances share the
 * outbox without sending a mail twice.
 */
export async function claimDueMails(db: Db, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), sql`${outbox.availableAt} <= now()`))
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Db, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(outbox.id, id));
}

const MAX_ATTEMPTS = 8;

/** Retries with a growing delay; gives up after MAX_ATTEMPTS and keeps the row for inspection. */
export async function markFailed(db: Db, id: number, attempts: number, error: string) {
  await db
    .update(outbox)
    .set({
      status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      availableAt: sql`now() + make_interval(secs => ${2 ** attempts * 5})`,
    })
    .where(eq(outbox.id, id));
}

/** Mails left in 'sending' by a process that stopped mid-way go back to the queue at start. */
export async function requeueInterrupted(db: Db) {
  await db.update(outbox).set({ status: 'pending' }).where(eq(outbox.status, 'sending'));
}
