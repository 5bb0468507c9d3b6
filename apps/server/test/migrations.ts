import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test run's server (creating or dropping a database). */
export async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A copy of the committed migrations up to and including `last`, so a migration test can bring a database to
 * the state before the migration it tests, put old-shaped data in, and then run the rest.
 */
export function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anupalan-mig-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A database of a migration test's own, brought to migration `last` and no further: `client` writes the data as
 * it was before the migration under test (the audited tables want an actor: `select set_config('app.actor',
 * 'system:test', false)`), `migrateRest()` runs the committed migrations after `last`, `close()` drops it all.
 */
export async function databaseAtMigration(serverUrl: string, last: number) {
  const name = `anupalan_mig_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 1 });
  const migrateWith = (migrationsFolder: string) =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  const folder = migrationsUpTo(last);
  await migrateWith(folder);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    client,
    migrateRest: () => migrateWith(MIGRATIONS_DIR),
    async close() {
      await client.end();
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
