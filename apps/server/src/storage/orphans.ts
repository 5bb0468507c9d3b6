import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { FileStorage, StoredObject } from './storage.js';

/**
 * An upload writes its bytes first and its row after, in a transaction; if the process dies between the two,
 * or the transaction rolls back and the clean-up is lost with the process, the bytes stay with no row. After
 * this grace period (far longer than any upload takes) bytes without a live row are such orphans.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

/** Removes stored bytes that no live `files` row names and that are older than the grace period. */
export async function sweepOrphanFiles(
  db: Executor,
  storage: FileStorage,
  options: { graceMs?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const removed: string[] = [];
  let batch: StoredObject[] = [];
  const settle = async () => {
    const keys = batch.map((o) => o.key);
    batch = [];
    const live = await db
      .select({ key: files.storageKey })
      .from(files)
      .where(and(inArray(files.storageKey, keys), isNull(files.deletedAt)));
    const kept = new Set(live.map((r) => r.key));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return removed;
}
