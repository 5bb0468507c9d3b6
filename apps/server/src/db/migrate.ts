import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations that have not run yet. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}
