import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations that have not run yet. */
export async function migrate(database: Pick<Database, 'db'>): Promise<void> {
  await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
}
