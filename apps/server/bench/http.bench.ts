/**
 * `npm run bench:http`: the hot reads over real HTTP under load, each as a ratio to a bare Fastify + pg page
 * measured in the same run on the same database. It generates the large data set on a throwaway embedded
 * PostgreSQL server (or into BENCH_DATABASE_URL's server, in a database it creates and drops), starts the API and
 * the bare baseline as their own processes, signs in, and runs autocannon against each route.
 * Prints the figures; it is not a test and fails nothing. Settings: BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
 * BENCH_ROUTES (only the routes whose label holds one of these comma-separated words),
 * BENCH_LOG_LEVEL (the API's LOG_LEVEL, default info as in production), BENCH_WARMUP_SECONDS (2: each route
 * unmeasured first), BENCH_PORTS ("api,bare": fixed ports instead of free ones), BENCH_CPU_PROF (a directory: the
 * API runs with `--cpu-prof` and writes its profile there when the run ends; open it in Chrome's DevTools).
 * BENCH_EXISTING_DATABASE_URL reuses a database that already holds the large set (`npm run seed:large`) instead of
 * generating one (two minutes): it signs in as BENCH_EMAIL (the first Government of the large set) and takes the
 * subproject with the most establishments as the crowded one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { istDateKey } from '@anupalan/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { freePort, startEmbeddedServer } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { seedLarge } from '../src/db/seed/large.js';
import { runMorningRun } from '../src/modules/compliance/compliance.service.js';
import { type ServerProcess, signInOverHttp, startServerProcess } from '../test/server-process.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

const workDir = mkdtempSync(path.join(tmpdir(), 'anupalan-bench-http-'));
const existing = process.env.BENCH_EXISTING_DATABASE_URL;
const external = existing ?? process.env.BENCH_DATABASE_URL;
const embedded = external ? null : await startEmbeddedServer({ dataDir: workDir });
const serverUrl = external ?? embedded!.url('postgres');
const dbName = existing ? new URL(existing).pathname.slice(1) : `anupalan_bench_${process.pid}`;
const dbUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const cleanups: (() => Promise<unknown>)[] = [];
function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  return server.exited;
}
async function cleanUp() {
  for (const step of cleanups.reverse()) await step().catch(() => {});
  if (!existing) await onServer(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await embedded?.stop();
  rmSync(workDir, { recursive: true, force: true });
}

/** The month before this one (Asia/Kolkata), first and last day. */
function lastWholeMonth() {
  const today = istDateKey();
  const end = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  end.setUTCDate(0);
  const to = end.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** The large set in a database of its own: generated now, or (BENCH_EXISTING_DATABASE_URL) found there. */
async function largeDataSet() {
  if (existing) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const crowded = await client.query<{ id: string }>(
      'select subproject_id as id from establishments group by subproject_id order by count(*) desc limit 1',
    );
    const largest = await client.query<{ id: string }>(
      'select establishment_id as id from employees group by establishment_id order by count(*) desc limit 1',
    );
    const largestEstablishmentId = largest.rows[0]?.id ?? '';
    // Its latest completed working day's register, and the last whole month of the calendar.
    const register = await client.query<{ id: string }>(
      `select id from attendance_registers where establishment_id = $1 and not is_week_off
          and status = 'completed' order by register_date desc limit 1`,
      [largestEstablishmentId],
    );
    // Its latest wage register (a month of its 5,000 workers).
    const wageRegister = await client
      .query<{ id: string }>(
        `select id from wage_registers where establishment_id = $1 and status is distinct from 'cancelled'
          order by to_date desc limit 1`,
        [largestEstablishmentId],
      )
      .finally(() => client.end());
    console.log(`Large data set reused from ${dbName}.`);
    return {
      firstGovernmentEmail: process.env.BENCH_EMAIL ?? 'large.govt1.d98271@example.in',
      crowdedSubprojectId: crowded.rows[0]!.id,
      largestEstablishmentId,
      largestRegisterId: register.rows[0]?.id ?? null,
      largestWageRegisterId: wageRegister.rows[0]?.id ?? null,
      calendarMonth: lastWholeMonth(),
    };
  }
  await onServer(`create database ${dbName}`);
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  await migrate(database);
  await seedDemo(database.db);
  const started = Date.now();
  const large = await seedLarge(database.db, undefined, (line) => console.log(`  seed: ${line}`));
  // The engine's morning run, so the dashboard's calls and the overview read real results.
  await runMorningRun(database.db);
  await database.close();
  const analyse = new pg.Client({ connectionString: dbUrl });
  await analyse.connect();
  await analyse.query('vacuum analyze').finally(() => analyse.end());
  console.log(
    `Large data set generated in ${((Date.now() - started) / 1000).toFixed(0)} s (${external ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL 17'}).`,
  );
  return large;
}

try {
  const large = await largeDataSet();

  // BENCH_PORTS="api,bare": fixed ports (a machine shared by several people gives each its own range).
  const [fixedApiPort, fixedBarePort] = (process.env.BENCH_PORTS ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  const apiPort = fixedApiPort ?? (await freePort());
  const api = await startServerProcess(
    apiPort,
    {
      DATABASE_URL: dbUrl,
      DATA_DIR: workDir,
      NODE_ENV: 'test',
      CAPTCHA_DISABLED: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      MAIL_POLL_MS: '600000',
    },
    undefined,
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  cleanups.push(() => stop(api));
  const barePort = fixedBarePort ?? (await freePort());
  const bare = await startServerProcess(
    barePort,
    { DATABASE_URL: dbUrl, BENCH_SUBPROJECT_ID: large.crowdedSubprojectId },
    path.resolve(import.meta.dirname, 'bare-server.ts'),
  );
  cleanups.push(() => stop(bare));

  const govt = await signInOverHttp(api.base, large.firstGovernmentEmail, DEMO_PASSWORD);
  const crowded = `/api/subprojects/${large.crowdedSubprojectId}/establishments`;
  const firstEstablishment = (
    (await (await fetch(`${api.base}${crowded}`, { headers: govt })).json()) as {
      id: string;
    }[]
  )[0]!.id;
  const compliances = `/api/subprojects/${large.crowdedSubprojectId}/compliances`;

  // CPU time per request, of the server process and of its database's backends (local servers only): on a
  // machine shared with other work, req/s follows the other load while the CPU a request costs does not.
  const monitor = new pg.Client({ connectionString: dbUrl });
  await monitor.connect();
  cleanups.push(() => monitor.end());
  const ticksOf = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
    } catch {
      return null;
    }
  };
  async function cpuTicks(serverPid: number) {
    const backends = await monitor.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    const ticks = new Map<number, number | null>([[serverPid, ticksOf(serverPid)]]);
    for (const { pid } of backends.rows) ticks.set(pid, ticksOf(pid));
    return ticks;
  }
  function cpuSpent(before: Map<number, number | null>, after: Map<number, number | null>) {
    let sum = 0;
    for (const [pid, end] of after) {
      if (end === null) return null;
      sum += end - (before.get(pid) ?? 0);
    }
    return sum * 10; // ms
  }

  async function load(url: string, serverPid: number, headers: Record<string, string> = {}) {
    // Unmeasured first: the pool opens its connections and each new backend fills its caches and plans its
    // prepared statements, a cost of the first seconds that a 5 s run would otherwise spread over its requests.
    if (WARMUP_SECONDS > 0)
      await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
    const before = await cpuTicks(serverPid);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    const spent = cpuSpent(before, await cpuTicks(serverPid));
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
      total: result.requests.total,
      cpuMs: spent === null ? null : spent / Math.max(result.requests.total, 1),
      // The bytes of an answer as received, headers included.
      kb: result.throughput.total / Math.max(result.requests.total, 1) / 1024,
    };
  }

  type Figures = Awaited<ReturnType<typeof load>>;
  const rows: ({ label: string; bare: number; bareCpuMs: number | null } & Figures)[] = [];
  const routes: [string, string][] = [
    ['Government /api/projects (all, page 1)', '/api/projects?subproject_status=all&page=1&pageSize=10'],
    ['Government /api/projects/stats', '/api/projects/stats'],
    ['Government side navigation, 200 establishments', crowded],
    ['Government establishment details', `/api/establishments/${firstEstablishment}`],
    ['Government establishment requirements', `/api/establishments/${firstEstablishment}/requirements`],
    // The compliance dashboard of one establishment, the whole crowded subproject's counts, the overview.
    [
      'Government dashboard: compliance-types',
      `${compliances}/compliance-types?establishment_list=${firstEstablishment}`,
    ],
    [
      'Government dashboard: compliancelastUpdated',
      `/api/establishments/${firstEstablishment}/compliancelastUpdated`,
    ],
    [
      'Government dashboard: consultant-comments/stats',
      `/api/establishments/${firstEstablishment}/consultant-comments/stats`,
    ],
    ['Government subproject compliances, 200 establishments', compliances],
    // The employee register of the establishment with 5,000 workers: a filtered page of 25 with its count.
    [
      'Government employee list, 25 of 5,000, Active, page 3',
      `/api/establishments/${large.largestEstablishmentId}/employees?status=Active&page=3`,
    ],
    ['Government compliance overview', '/api/compliance/overview'],
    // The attendance of the establishment with 5,000 workers (a year of it): a day's register page of 25 entries
    // with its counts, and a month of the calendar.
    ...(large.largestRegisterId
      ? ([
          [
            'Government attendance register, 25 of 5,000 entries with counts',
            `/api/establishments/${large.largestEstablishmentId}/attendance-registers/${large.largestRegisterId}?page=1&pageSize=25`,
          ],
        ] as [string, string][])
      : []),
    // The wage register of a month of the establishment with 5,000 workers: a page of 25 entries with its counts.
    ...(large.largestWageRegisterId
      ? ([
          [
            'Government wage register, 25 of 5,000 entries with counts',
            `/api/establishments/${large.largestEstablishmentId}/wages/${large.largestWageRegisterId}?page=1&pageSize=25`,
          ],
        ] as [string, string][])
      : []),
    // Its incidents (seed:large gives each establishment with attendance three) and its returns year.
    [
      'Government workplace accidents list, 5,000 workers',
      `/api/establishments/${large.largestEstablishmentId}/employee-process/incident?cms_incident_id=1`,
    ],
    ['Government returns of the year', `/api/establishments/${large.largestEstablishmentId}/returns`],
    ...(large.calendarMonth
      ? ([
          [
            'Government attendance calendar month, 5,000 workers',
            `/api/establishments/${large.largestEstablishmentId}/attendance-registers?from_date=${large.calendarMonth.from}&to_date=${large.calendarMonth.to}`,
          ],
        ] as [string, string][])
      : []),
  ];
  // The bare page is measured again right before each route, and each route's ratio is to that measurement:
  // on a shared machine the load drifts within a run, and a ratio of two measurements taken seconds apart
  // cancels it where one baseline at the start would not.
  const bareRuns: Figures[] = [];
  // BENCH_ROUTES: only the routes whose label contains one of these comma-separated words (one change at a time).
  const only = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
  for (const [label, route] of routes) {
    if (only.length > 0 && !only.some((word) => label.includes(word))) continue;
    const bareNow = await load(`${bare.base}/bare/page`, bare.child.pid!);
    bareRuns.push(bareNow);
    const { 'content-type': _, ...headers } = govt;
    rows.push({
      label,
      bare: bareNow.rps,
      bareCpuMs: bareNow.cpuMs,
      ...(await load(`${api.base}${route}`, api.child.pid!, headers)),
    });
  }
  const mean = (pick: (f: Figures) => number) =>
    Math.round(bareRuns.reduce((sum, f) => sum + pick(f), 0) / bareRuns.length);
  const baseline: Figures = {
    rps: mean((f) => f.rps),
    p50: mean((f) => f.p50),
    p99: mean((f) => f.p99),
    failures: bareRuns.reduce((sum, f) => sum + f.failures, 0),
    total: bareRuns.reduce((sum, f) => sum + f.total, 0),
    cpuMs: bareRuns.some((f) => f.cpuMs === null)
      ? null
      : bareRuns.reduce((sum, f) => sum + f.cpuMs!, 0) / bareRuns.length,
    kb: bareRuns.reduce((sum, f) => sum + f.kb, 0) / bareRuns.length,
  };
  rows.unshift({
    label: 'bare Fastify + pg page + count (mean of its runs)',
    bare: baseline.rps,
    bareCpuMs: baseline.cpuMs,
    ...baseline,
  });
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${api.child.pid}/status`, 'utf8'))?.[1];

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s unmeasured; ratio = req/s over the bare page's req/s measured just before\n`,
  );
  console.log(
    '| request | req/s | ratio to bare | p50 ms | p99 ms | non-2xx or errors | CPU ms per request | CPU ratio to bare | KB per answer |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const cpu = r.cpuMs === null ? 'n/a' : r.cpuMs.toFixed(2);
    const cpuRatio = r.cpuMs === null || r.bareCpuMs === null ? 'n/a' : (r.bareCpuMs / r.cpuMs).toFixed(2);
    console.log(
      `| ${r.label} | ${Math.round(r.rps).toLocaleString('en-IN')} | ${(r.rps / r.bare).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.failures} of ${r.total} | ${cpu} | ${cpuRatio} | ${r.kb.toFixed(1)} |`,
    );
  }
  console.log(
    '\nCPU ms per request: the server process and its database backends together; CPU ratio to bare: the bare\n' +
      "page's CPU per request over the route's (the req/s ratio an otherwise idle machine would show).",
  );
  if (rss) console.log(`\nAPI server RSS after the run: ${Math.round(Number(rss) / 1024)} MB`);
} finally {
  await cleanUp();
}
