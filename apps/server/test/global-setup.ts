import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { startEmbeddedServer } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { aadhaarKeys } from '../src/lib/aadhaar-crypto.js';
import { diskStorage } from '../src/storage/disk.js';
import { TEST_AADHAAR_KEY } from './keys.js';
import { databaseUrl, onServer } from './migrations.js';

/** What every API test file receives: a server to create its database on, and two templates to copy. */
export interface TestDatabases {
  /** A URL of the server's maintenance database (`postgres`), where test files create their own. */
  serverUrl: string;
  /** Migrated, empty. */
  migratedTemplate: string;
  /** Migrated and seeded with the demo data. */
  seededTemplate: string;
  /** The seeded template's uploaded files (the demo's signed forms), copied into each seeded test's DATA_DIR. */
  seededFilesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabases;
  }
}

/**
 * One PostgreSQL server per test run: the embedded one in a throwaway directory, or the server
 * TEST_DATABASE_URL names (CI runs the suite again on the machine's PostgreSQL 15). Migrations and the demo
 * seed run once, into two template databases; each test file then copies one (`create database ... template`).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'anupalan-pg-'));
    const server = await startEmbeddedServer({ dataDir: dir });
    serverUrl = server.url('postgres');
    stopServer = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const run = randomBytes(4).toString('hex');
  const seededFilesDir = mkdtempSync(path.join(tmpdir(), 'anupalan-seed-files-'));
  const migratedTemplate = `anupalan_tpl_${run}_migrated`;
  const seededTemplate = `anupalan_tpl_${run}_seeded`;
  const templates = [migratedTemplate, seededTemplate];
  const teardown = async () => {
    for (const name of templates) {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    }
    await stopServer();
    rmSync(seededFilesDir, { recursive: true, force: true });
  };

  try {
    await onServer(serverUrl, `create database ${migratedTemplate}`);
    const migrated = await openDatabase({ url: databaseUrl(serverUrl, migratedTemplate), poolSize: 1 });
    await migrate(migrated).finally(() => migrated.close());
    await onServer(serverUrl, `create database ${seededTemplate} template ${migratedTemplate}`);
    const seeded = await openDatabase({ url: databaseUrl(serverUrl, seededTemplate), poolSize: 1 });
    // The demo workers' Aadhaar under the tests' key (test/helper.ts), as an app under test reads them.
    const keys = aadhaarKeys({ AADHAAR_KEY: TEST_AADHAAR_KEY, DATA_DIR: '' });
    await seedDemo(seeded.db, keys, diskStorage(seededFilesDir)).finally(() => seeded.close());
  } catch (err) {
    // A failed migration or seed must not leave the run's server behind.
    await teardown();
    throw err;
  }

  project.provide('testDatabases', { serverUrl, migratedTemplate, seededTemplate, seededFilesDir });

  return teardown;
}
