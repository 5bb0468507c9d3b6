import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations that have not run yet, then makes the audit log's coming partitions. */
export async function migrate(database: Pick<Database, 'db'>): Promise<void> {
  await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  await createAuditPartitions(database.db);
  await database.db.execute(
    sql`select ensure_attendance_partitions((current_date - interval '24 months')::date, (current_date + interval '3 months')::date)`,
  );
}

/** The audit log's month partitions up to three months ahead (migration 0009); idempotent. */
export async function createAuditPartitions(db: Pick<Database, 'db'>['db']): Promise<void> {
  await db.execute(sql`select audit_log_partitions()`);
}
