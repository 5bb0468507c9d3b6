import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SystemJob } from './actors.js';
import { type EmbeddedServer, startEmbeddedServer } from './embedded.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runs on the database or inside a transaction alike. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /** `embedded`: the server this process started under DATA_DIR; `server`: the one DATABASE_URL names. */
  kind: 'embedded' | 'server';
  /** Where the data is, for the start-up message (never with a password). */
  where: string;
  close(): Promise<void>;
}

/** The name of Anupalan's database on the embedded server. */
const EMBEDDED_DATABASE = 'anupalan';

export interface OpenOptions {
  /** A PostgreSQL URL: use that server. */
  url?: string;
  /** Without a URL: start the embedded server with its data under this directory. */
  dataDir?: string;
  /** The embedded server's port (0: a free one). */
  embeddedPort?: number;
  /** A port a free one must not be (the API's own, which it has not bound yet when the database starts). */
  avoidPort?: number;
  poolSize?: number;
  /**
   * A system job every connection of this pool acts as (`system:<job>` in app.actor), for a pool that only
   * that job uses: the test fixtures' pool. The API's pool never has one, so its writes go through inTransaction.
   */
  systemActor?: SystemJob;
}

function poolOn(url: string, max: number, systemActor?: SystemJob) {
  const options = systemActor ? `-c app.actor=system:${systemActor}` : undefined;
  const pool = new pg.Pool({ connectionString: url, max, options });
  // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

async function ensureDatabase(server: EmbeddedServer, name: string) {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The database the configuration names: DATABASE_URL's server, else the embedded one under DATA_DIR. */
export function databaseOptions(config: {
  DATABASE_URL: string;
  DATA_DIR: string;
  EMBEDDED_PG_PORT: number;
  DATABASE_POOL_SIZE: number;
  PORT: number;
}): OpenOptions {
  return {
    url: config.DATABASE_URL || undefined,
    dataDir: config.DATA_DIR,
    embeddedPort: config.EMBEDDED_PG_PORT,
    avoidPort: config.PORT,
    poolSize: config.DATABASE_POOL_SIZE,
  };
}

/** A PostgreSQL server through `pg`: the one a URL names, else the embedded server under dataDir. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const max = options.poolSize ?? 20;
  if (options.url) {
    const pool = poolOn(options.url, max, options.systemActor);
    const db = drizzle(pool, { schema }) as unknown as Db;
    const url = new URL(options.url);
    return {
      db,
      kind: 'server',
      where: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) throw new Error('openDatabase needs a URL or a data directory');
  const server = await startEmbeddedServer({
    dataDir: options.dataDir,
    port: options.embeddedPort,
    avoidPort: options.avoidPort,
  });
  try {
    await ensureDatabase(server, EMBEDDED_DATABASE);
  } catch (err) {
    await server.stop();
    throw err;
  }
  const pool = poolOn(server.url(EMBEDDED_DATABASE), max);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    where: `embedded PostgreSQL on 127.0.0.1:${server.port}, data in ${options.dataDir}`,
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}
