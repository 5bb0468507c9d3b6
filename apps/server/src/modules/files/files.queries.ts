import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Executor, row: NewFile) {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

/** A live file of the given owner agency; files of other agencies are not found. */
export async function findAgencyFile(db: Executor, id: string, agencyId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerAgencyId, agencyId), isNull(files.deletedAt)))
    .limit(1);
  return row;
}

export async function markFileDeleted(db: Executor, id: string) {
  await db.update(files).set({ deletedAt: sql`now()` }).where(eq(files.id, id));
}
