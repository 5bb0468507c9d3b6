import { istDateKey } from '@anupalan/shared';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { runMorningRun } from '../modules/compliance/compliance.service.js';

/** Every day at 06:00 in India. */
export const MORNING_PATTERN = '0 6 * * *';
export const MORNING_TIMEZONE = 'Asia/Kolkata';

/**
 * The instant from which a morning run counts as today's: an hour before 06:00 IST, so instances whose clocks
 * differ a little still find the run another one made.
 */
export function morningWindowStart(now = new Date()): Date {
  const start = new Date(`${istDateKey(now)}T06:00:00+05:30`);
  start.setTime(start.getTime() - 60 * 60_000);
  return start;
}

/**
 * Today's morning run, once however many instances call it: each waits for the engine's exclusive advisory lock
 * (modules/compliance/engine.ts) and, holding it, skips if a morning run already started in today's window.
 * Returns the report, or null when another instance had run it.
 */
export async function runTodaysMorningRun(db: Db, log: FastifyBaseLogger, now = new Date()) {
  const report = await runMorningRun(db, {
    asOf: istDateKey(now),
    startedAt: now,
    unlessMorningRunSince: morningWindowStart(now),
  });
  if (report) {
    log.info(
      {
        runId: report.runId,
        establishments: report.establishmentCount,
        items: report.itemCount,
        ms: report.totalMs,
      },
      'compliance morning run finished',
    );
  }
  return report;
}

/** Schedules the morning run beside the API (server.ts), like housekeeping and the mail worker. */
export function startComplianceMorning(db: Db, log: FastifyBaseLogger) {
  const job = new Cron(
    MORNING_PATTERN,
    { timezone: MORNING_TIMEZONE, protect: true, unref: true },
    async () => {
      try {
        await runTodaysMorningRun(db, log);
      } catch (err) {
        log.error({ err }, 'compliance morning run failed');
      }
    },
  );
  return {
    nextRun: () => job.nextRun(),
    stop: () => job.stop(),
  };
}
