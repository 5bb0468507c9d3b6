import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

export async function insertCaptcha(db: Executor, answer: string, ttlSeconds: number) {
  const [row] = await db
    .insert(captchas)
    .values({ answer, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: captchas.id });
  return row!.id;
}

/** Marks the captcha used and returns its answer; a captcha answers only once, right or wrong. */
export async function consumeCaptcha(db: Executor, id: string) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), sql`${captchas.expiresAt} > now()`))
    .returning({ answer: captchas.answer });
  return row?.answer;
}

export async function deleteStaleCaptchas(db: Executor) {
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
}
