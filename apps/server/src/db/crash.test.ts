import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signInOverHttp, startServerProcess } from '../../test/server-process.js';
import { EmbeddedDataError, freePort, socketDirectoryFor, startEmbeddedServer } from './embedded.js';
import { DEMO_PASSWORD } from './seed/demo.js';

/**
 * The embedded default as `npm start` runs it: the real server process on its own PostgreSQL server, killed with
 * SIGKILL in the middle of a burst of writes and started again on the same DATA_DIR.
 */
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'anupalan-crash-'));
  dirs.push(dir);
  return dir;
}

function startServer(dataDir: string, port: number) {
  return startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    CAPTCHA_DISABLED: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
}

/** Reads the projects straight from the embedded cluster, through the port and password it left in DATA_DIR. */
async function projectNames(dataDir: string): Promise<Set<string>> {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'anupalan',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select body->>'name' as name from projects`);
    return new Set(rows.map((r) => r.name));
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('keeps every write that answered 200 when the API is killed mid-burst, and starts again', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(dataDir, port);
    servers.push(first);
    const session = await signInOverHttp(base, 'govt@demo.anupalan.in', DEMO_PASSWORD);

    const answered: string[] = [];
    const create = async (n: number) => {
      const name = `Crash Test Road ${n}`;
      try {
        const res = await fetch(`${base}/api/projects`, {
          method: 'POST',
          headers: session,
          // A request the dying server never answers is an unconfirmed write, like one that failed.
          signal: AbortSignal.timeout(10_000),
          body: JSON.stringify({
            values: {
              body: {
                name,
                location: 'Mandya',
                state: 'Karnataka',
                startDate: '2026-04-01',
                cost: '4500000',
              },
            },
          }),
        });
        if (res.status === 200) answered.push(name);
      } catch {
        // The connection died with the server: this write was never confirmed.
      }
    };
    const burst = Array.from({ length: 80 }, (_, n) => n);
    const inFlight = (async () => {
      for (let i = 0; i < burst.length; i += 8) await Promise.all(burst.slice(i, i + 8).map(create));
    })();
    let settled = false;
    void inFlight.then(() => {
      settled = true;
    });
    while (answered.length < 20 && !settled) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await inFlight;
    await first.exited;
    expect(answered.length).toBeGreaterThanOrEqual(20);
    expect(answered.length).toBeLessThan(80);

    // The killed API's PostgreSQL lives on, holding the port and postmaster.pid: the next start must cope.
    const second = await startServer(dataDir, port);
    servers.push(second);
    const stored = await projectNames(dataDir);
    for (const name of answered) expect(stored).toContain(name);

    // A clean stop (SIGTERM) stops the embedded server with the API.
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    second.child.kill('SIGTERM');
    await second.exited;
    const until = Date.now() + 15_000;
    while (Date.now() < until && isAlive(pid)) await new Promise((r) => setTimeout(r, 100));
    expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it('refuses a DATA_DIR that holds the earlier embedded kind of database, saying what to do', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
    const start = startEmbeddedServer({ dataDir });
    await expect(start).rejects.toBeInstanceOf(EmbeddedDataError);
    await expect(start).rejects.toThrow(/earlier embedded kind \(PGlite\)[\s\S]*move .* aside/);
    // Nothing was created beside it: no silent new empty database.
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  });
});

describe("the embedded server's unix socket", () => {
  it('goes in the cluster directory when its path fits a socket, else there is none (TCP alone)', () => {
    expect(socketDirectoryFor('/srv/anupalan/data/postgres', 54321)).toBe('/srv/anupalan/data/postgres');
    // sun_path holds 107 bytes: the directory, a slash and '.s.PGSQL.54321' (14).
    const fits = `/${'d'.repeat(91)}`;
    expect(socketDirectoryFor(fits, 54321)).toBe(fits);
    expect(socketDirectoryFor(`${fits}d`, 54321)).toBeNull();
    // A space or a comma would be read apart by PostgreSQL's list of directories.
    expect(socketDirectoryFor('/srv/my data/postgres', 54321)).toBeNull();
    expect(socketDirectoryFor('/srv/a,b/postgres', 54321)).toBeNull();
  });

  it('is what the API connects through, and the server still answers on 127.0.0.1', async () => {
    const dataDir = tempDir();
    const server = await startEmbeddedServer({ dataDir });
    try {
      expect(server.url('postgres')).toContain(`host=${encodeURIComponent(path.join(dataDir, 'postgres'))}`);
      const overSocket = new pg.Client({ connectionString: server.url('postgres') });
      await overSocket.connect();
      // A unix-socket connection has no server address.
      const socketRow = await overSocket
        .query('select inet_server_addr() as addr')
        .finally(() => overSocket.end());
      expect(socketRow.rows[0].addr).toBeNull();
      const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
      const overTcp = new pg.Client({
        connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/postgres`,
      });
      await overTcp.connect();
      const tcpRow = await overTcp.query('select inet_server_addr() as addr').finally(() => overTcp.end());
      expect(tcpRow.rows[0].addr).toBe('127.0.0.1');
    } finally {
      await server.stop();
    }
  }, 60_000);
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
