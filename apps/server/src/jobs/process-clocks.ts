import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { recomputePassedClocks } from '../modules/compliance/compliance.service.js';

export { recomputePassedClocks };

/** Every 10 minutes: an hour clock (a fatal accident's 4-hour notice) turns into a violation within 10 minutes. */
export const CLOCKS_PATTERN = '*/10 * * * *';

/** Schedules the clocks' check beside the API (server.ts); each tick covers the time since the last one. */
export function startProcessClocks(db: Db, log: FastifyBaseLogger) {
  let since = new Date();
  const job = new Cron(CLOCKS_PATTERN, { protect: true, unref: true }, async () => {
    const now = new Date();
    try {
      const ids = await recomputePassedClocks(db, since, now);
      since = now;
      if (ids.length > 0) log.info({ establishments: ids.length }, 'process clocks passed: recomputed');
    } catch (err) {
      log.error({ err }, 'process clocks check failed');
    }
  });
  return { nextRun: () => job.nextRun(), stop: () => job.stop() };
}
