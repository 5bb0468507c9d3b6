import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { createAuditPartitions } from '../db/migrate.js';
import { pruneStaleAttempts } from '../modules/auth/index.js';
import { sweepOrphanFiles } from '../storage/orphans.js';
import type { FileStorage } from '../storage/storage.js';

const EVERY_MS = 15 * 60_000;

/**
 * Periodic clean-up beside the API: uploaded bytes whose row never committed, and password-check counters
 * that no longer count. Each step is idempotent, so several instances may run it at once.
 */
export function startHousekeeping(db: Db, storage: FileStorage, log: FastifyBaseLogger, everyMs = EVERY_MS) {
  const run = async () => {
    const removed = await sweepOrphanFiles(db, storage);
    if (removed.length > 0) log.info({ count: removed.length }, 'removed orphaned uploads');
    await pruneStaleAttempts(db);
    // The audit log's next month partitions exist before that month starts (a running server crosses months).
    await createAuditPartitions(db);
  };
  const tick = () => void run().catch((err) => log.error({ err }, 'housekeeping failed'));
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
