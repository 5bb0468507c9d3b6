import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { passwordAttempts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** Failures older than this no longer slow the account down. */
const FAILURES_REMEMBERED = sql`interval '15 minutes'`;
const FREE_FAILURES = 2;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/**
 * How long a password check waits after so many consecutive failures: nothing for the first two (typing
 * mistakes), then 250 ms doubling to at most 4 s. A delay, never a refusal: the right password still gets in,
 * so an attacker who fails on purpose cannot lock the real user out, only slow each check down a little.
 */
export function failureDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS);
}

const key = (email: string) => email.trim().toLowerCase();

/**
 * Counts one check in the address's one-minute window and returns the window's checks and the recent failures.
 * One atomic statement, so concurrent checks (from any API instance) each count.
 */
async function reserveCheck(db: Executor, email: string) {
  const [row] = await db
    .insert(passwordAttempts)
    .values({ email: key(email), checks: 1 })
    .onConflictDoUpdate({
      target: passwordAttempts.email,
      set: {
        windowStartedAt: sql`case when ${passwordAttempts.windowStartedAt} <= now() - interval '1 minute'
          then now() else ${passwordAttempts.windowStartedAt} end`,
        checks: sql`case when ${passwordAttempts.windowStartedAt} <= now() - interval '1 minute'
          then 1 else ${passwordAttempts.checks} + 1 end`,
        failures: sql`case when ${passwordAttempts.lastFailureAt} > now() - ${FAILURES_REMEMBERED}
          then ${passwordAttempts.failures} else 0 end`,
      },
    })
    .returning({ checks: passwordAttempts.checks, failures: passwordAttempts.failures });
  return row ?? { checks: 1, failures: 0 };
}

async function recordResult(db: Executor, email: string, ok: boolean) {
  await db
    .update(passwordAttempts)
    .set(
      ok
        ? { failures: 0, lastFailureAt: null }
        : { failures: sql`${passwordAttempts.failures} + 1`, lastFailureAt: sql`now()` },
    )
    .where(sql`${passwordAttempts.email} = ${key(email)}`);
}

/**
 * Every check of a password typed for an e-mail address goes through here, whatever the route (login,
 * re-login, change password): one bucket per address of RATE_LIMIT_LOGIN_PER_MINUTE checks a minute (429
 * beyond, for a minute at most), and a growing delay after consecutive failures. The counters are rows in the
 * database, so every API instance shares them.
 */
export async function checkPasswordOf(
  deps: Deps,
  email: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const { checks, failures } = await reserveCheck(deps.db, email);
  if (checks > deps.config.RATE_LIMIT_LOGIN_PER_MINUTE) {
    throw new AppError(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS);
  }
  const delay = failureDelayMs(failures);
  if (delay > 0) await sleep(delay);
  const ok = await verify();
  await recordResult(deps.db, email, ok);
  return ok;
}

/** Forgets windows and failures that no longer count (run from the periodic housekeeping). */
export async function pruneStaleAttempts(db: Executor) {
  await db.delete(passwordAttempts).where(
    sql`${passwordAttempts.windowStartedAt} < now() - interval '1 minute'
        and coalesce(${passwordAttempts.lastFailureAt}, '-infinity') < now() - ${FAILURES_REMEMBERED}`,
  );
}
