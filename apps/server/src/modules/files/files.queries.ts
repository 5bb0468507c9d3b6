import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { agencies, files } from '../../db/schema/index.js';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Executor, row: NewFile) {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

/** A live file whose owner agency satisfies the scope condition; others are not found. */
export async function findFileInScope(db: Executor, id: string, ownerScope: SQL) {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(agencies, eq(agencies.id, files.ownerAgencyId))
    .where(and(eq(files.id, id), ownerScope, isNull(files.deletedAt)))
    .limit(1);
  return row?.file;
}

export async function markFileDeleted(db: Executor, id: string) {
  await db.update(files).set({ deletedAt: sql`now()` }).where(eq(files.id, id));
}
