import { OUTBOX_STATUS } from '@anupalan/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { type MailPayload, outbox } from '../db/schema/index.js';
import { inTransaction, systemActor } from '../db/tx.js';

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(db: Executor, payload: MailPayload) {
  await db.insert(outbox).values({ kind: 'mail', payload });
}

/**
 * How long a worker holds a mail it claimed. Sending (with a report built for it) takes seconds; a mail still
 * held after this long belongs to a worker that died, and another may claim it.
 */
export const MAIL_LEASE_SECONDS = 600;
const MAX_ATTEMPTS = 8;

/**
 * Claims due mails for sending, each under a lease: pending ones that are due, and ones whose claimant's lease
 * ran out (it stopped mid-way). `for update skip locked` lets several server instances share the outbox; the
 * lease, not a start-up sweep, decides when an interrupted mail is sent again, so an instance that starts never
 * takes the mails another live instance is sending. A sent mail is never claimed.
 */
export async function claimDueMails(db: Db, limit: number, leaseSeconds = MAIL_LEASE_SECONDS) {
  return inTransaction(db, systemActor('mail-worker'), async (tx) => {
    const leaseOver = sql`${outbox.status} = ${OUTBOX_STATUS.sending} and coalesce(${outbox.leaseUntil}, '-infinity') <= now()`;
    // A mail whose claimants kept dying is given up, like one that kept failing.
    await tx
      .update(outbox)
      .set({
        status: OUTBOX_STATUS.failed,
        lastError: 'The sending was interrupted too often.',
        leaseUntil: null,
      })
      .where(and(leaseOver, sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`));
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, OUTBOX_STATUS.pending), sql`${outbox.availableAt} <= now()`),
          and(leaseOver, sql`${outbox.attempts} < ${MAX_ATTEMPTS}`),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: OUTBOX_STATUS.sending,
        attempts: sql`${outbox.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** The claim a worker holds: the row as its claim left it. Only that claim may settle the mail. */
type Claim = { id: number; attempts: number };
const heldBy = (claim: Claim) =>
  and(eq(outbox.id, claim.id), eq(outbox.status, OUTBOX_STATUS.sending), eq(outbox.attempts, claim.attempts));

export async function markSent(db: Db, claim: Claim) {
  await db
    .update(outbox)
    .set({ status: OUTBOX_STATUS.sent, sentAt: sql`now()`, lastError: null, leaseUntil: null })
    .where(heldBy(claim));
}

/** Retries with a growing delay; gives up after MAX_ATTEMPTS and keeps the row for inspection. */
export async function markFailed(db: Db, claim: Claim, error: string) {
  await db
    .update(outbox)
    .set({
      status: claim.attempts >= MAX_ATTEMPTS ? OUTBOX_STATUS.failed : OUTBOX_STATUS.pending,
      lastError: error.slice(0, 500),
      leaseUntil: null,
      availableAt: sql`now() + make_interval(secs => ${2 ** claim.attempts * 5})`,
    })
    .where(heldBy(claim));
}
