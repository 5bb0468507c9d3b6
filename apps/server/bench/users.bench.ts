/**
 * `npm run bench:users`: 200 simulated users on the embedded default, as `npm start` runs it (no DATABASE_URL: the
 * embedded PostgreSQL server under a fresh DATA_DIR, with the demo data). Each user is a connection that signs in
 * as one of the demo roles and reads the hot screens in turn. Target (issue 10): p99 under 500 ms, no errors,
 * server RSS under 500 MB. Prints the figures; it is not a test. Settings: BENCH_USERS (200), BENCH_SECONDS (20).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/db/embedded.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { signInOverHttp, startServerProcess } from '../test/server-process.js';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const dataDir = mkdtempSync(path.join(tmpdir(), 'anupalan-bench-users-'));
const { DATABASE_URL: _external, ...env } = process.env;

const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/**
 * CPU time (ms) of the server and every process under it (the embedded PostgreSQL server and its backends): on a
 * machine shared with other work req/s and p99 follow the other load, the CPU a request costs much less.
 */
function treeCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  for (const [pid, { ticks }] of stats) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.ppid) {
      if (at === rootPid) {
        total += ticks;
        break;
      }
    }
  }
  return total * 10;
}

const port = await freePort();
const api = await startServerProcess(port, {
  ...Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined)),
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  CAPTCHA_DISABLED: 'true',
  RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
  MAIL_POLL_MS: '600000',
});
try {
  const pid = api.child.pid!;
  const rssAtStart = rssOf(pid);
  const roles = ['govt', 'contractor', 'consultant'];
  const sessions = await Promise.all(
    roles.map((role) => signInOverHttp(api.base, `${role}@demo.anupalan.in`, DEMO_PASSWORD)),
  );
  const screens = [
    '/api/get-user',
    '/api/projects?subproject_status=all&page=1&pageSize=10',
    '/api/projects/stats',
  ];
  const requests = sessions.flatMap((session) => {
    const { 'content-type': _, ...headers } = session;
    return screens.map((url) => ({ method: 'GET' as const, path: url, headers }));
  });
  const cpuBefore = treeCpuMs(pid);
  const result = await autocannon({
    url: api.base,
    connections: USERS,
    duration: SECONDS,
    requests,
  });
  const rssAfter = rssOf(pid);
  const cpuPerRequest = (treeCpuMs(pid) - cpuBefore) / Math.max(result.requests.total, 1);
  console.log(`\n${USERS} users (connections), ${SECONDS} s, embedded PostgreSQL, demo data\n`);
  console.log(
    '| req/s | p50 ms | p99 ms | max ms | non-2xx or errors | RSS at start MB | RSS after MB | CPU ms per request |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx + result.errors + result.timeouts} of ${result.requests.total} | ${rssAtStart} | ${rssAfter} | ${cpuPerRequest.toFixed(2)} |`,
  );
  console.log(
    '\nCPU ms per request: the server, its embedded PostgreSQL server and their children together.',
  );
} finally {
  api.child.kill('SIGTERM');
  await api.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
