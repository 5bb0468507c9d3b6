/**
 * Benchmark of the project list, stats and establishment side navigation with 500 projects, 5,000
 * subprojects and 50,000 establishments with their minimum wages, licences and requirements
 * (`npm run bench`). Prints the figures; it is not a test and fails nothing. Runs on a throwaway embedded
 * PostgreSQL server by default, or on BENCH_DATABASE_URL (an empty database it may fill).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { seedLarge } from '../src/db/seed/large.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  CAPTCHA_DISABLED: 'true',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
});
const benchDir = mkdtempSync(path.join(tmpdir(), 'anupalan-bench-'));
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: benchDir });
await migrate(database);
await seedDemo(database.db);
let started = performance.now();
const large = await seedLarge(database.db, undefined, (line) => console.log(`  seed: ${line}`));
console.log(
  `seeded ${large.projects} projects, ${large.subprojects} subprojects, ${large.establishments} establishments in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.where})`,
);

const app = await buildApp({ config, db: database.db, logger: false });
await app.ready();

async function sessionOf(email: string) {
  const csrf = (await app.inject({ method: 'GET', url: '/api/get-env' })).cookies.find(
    (c) => c.name === 'anupalan_csrf',
  )!.value;
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { cookie: `anupalan_csrf=${csrf}`, 'x-csrf-token': csrf },
    payload: { email, password: DEMO_PASSWORD, captchaId: 'x', captchaText: 'xxxx' },
  });
  const sid = login.cookies.find((c) => c.name === 'anupalan_sid')!.value;
  return `anupalan_csrf=${csrf}; anupalan_sid=${sid}`;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, cookie: string, url: string) {
  for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    times.push(performance.now() - started);
    status = res.statusCode;
    bytes = res.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   max ${times.at(-1)!.toFixed(1).padStart(6)} ms   (${status}, ${bytes} bytes)`,
  );
}

const govt = await sessionOf(large.firstGovernmentEmail);
const contractor = await sessionOf(large.firstContractorEmail);
const consultant = await sessionOf(large.firstConsultantEmail);
console.log(`\nGET timings over ${ROUNDS} requests each (in-process, through the whole Fastify stack):`);
await measure('Government  /api/projects/stats', govt, '/api/projects/stats');
await measure(
  'Government  /api/projects (all, page 1)',
  govt,
  '/api/projects?subproject_status=all&page=1&pageSize=10',
);
await measure(
  'Government  /api/projects (all, page 10)',
  govt,
  '/api/projects?subproject_status=all&page=10&pageSize=10',
);
await measure(
  'Government  /api/projects (completed)',
  govt,
  '/api/projects?subproject_status=completed&page=1&pageSize=10',
);
await measure('Contractor  /api/projects/stats', contractor, '/api/projects/stats');
await measure(
  'Contractor  /api/projects (all, page 1)',
  contractor,
  '/api/projects?subproject_status=all&page=1&pageSize=10',
);
await measure(
  'Consultant  /api/projects (all, page 1)',
  consultant,
  '/api/projects?subproject_status=all&page=1&pageSize=10',
);

const crowded = `/api/subprojects/${large.crowdedSubprojectId}/establishments`;
await measure('Government  side navigation, 200 establishments', govt, crowded);
await measure('Contractor  side navigation, its establishments', contractor, crowded);
const [first] = (await app.inject({ method: 'GET', url: crowded, headers: { cookie: govt } })).json();
await measure('Government  establishment requirements', govt, `/api/establishments/${first.id}/requirements`);
await measure(
  'Government  establishment minimum wages',
  govt,
  `/api/establishments/${first.id}/establishment-min-wages`,
);

await app.close();
await database.close();
rmSync(benchDir, { recursive: true, force: true });
