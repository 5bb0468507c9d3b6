/**
 * `npm run bench:wages`: creating a wage register for 1,000 workers x 31 days (issue 14: at most 10 times one bare
 * SQL month-totals query - each worker's paid days and overtime - over the same attendance rows, in the same run).
 * Runs in a database it creates and drops on BENCH_DATABASE_URL's server (default: a throwaway embedded PostgreSQL):
 * the demo data, then one more establishment of the demo contractor with 1,000 workers (two wage periods each, the
 * rate changing mid-month), the minimum wages and 31 days of completed attendance. The register is made through
 * the wages module's service (createWageRegister, as the route calls it) and deleted between runs; each side is
 * timed BENCH_ROUNDS times (5) and the best and the median compared. Then where the create's time goes: the one
 * read of everything the computation needs, computeWage for every worker in memory, and the writes (entries,
 * totals, the attendance linked) in a transaction rolled back, and each statement of one create timed at the driver
 * (BENCH_EXPLAIN=1 adds the slowest one's plan). Not a test; fails nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { istDateKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { startEmbeddedServer } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { minWageColumns } from '../src/db/min-wage-amounts.js';
import { establishmentMinWages } from '../src/db/schema/index.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { DEMO_MIN_WAGES } from '../src/db/seed/demo-projects.js';
import { inTransaction, systemActor } from '../src/db/tx.js';
import { createWageRegister, deleteWageRegister, wageActor } from '../src/modules/wages/index.js';
import {
  copyEntries,
  linkAttendance,
  refreshRegister,
  registerInputRows,
} from '../src/modules/wages/wages.queries.js';
import { computeRegister } from '../src/modules/wages/wages-compute.js';

const WORKERS = Number(process.env.BENCH_WORKERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const workDir = mkdtempSync(path.join(tmpdir(), 'anupalan-bench-wages-'));
const external = process.env.BENCH_DATABASE_URL;
const embedded = external ? null : await startEmbeddedServer({ dataDir: workDir });
const serverUrl = external ?? embedded!.url('postgres');
const dbName = `${process.env.BENCH_DATABASE_PREFIX ?? 'anupalan_bench_wages'}_${process.pid}`;
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

async function rows<T>(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The latest month of 31 days that ended before today (Asia/Kolkata). */
function month31() {
  const d = new Date(`${istDateKey().slice(0, 7)}-01T00:00:00Z`);
  for (;;) {
    d.setUTCDate(0);
    if (d.getUTCDate() === 31) {
      const to = d.toISOString().slice(0, 10);
      return { from: `${to.slice(0, 7)}-01`, to, middle: `${to.slice(0, 7)}-16` };
    }
  }
}

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
const best = (xs: number[]) => Math.min(...xs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let database: Database | null = null;
try {
  await onServer(`create database ${dbName}`);
  // BENCH_JIT_OFF: the same run with PostgreSQL's JIT compilation off for the database (an experiment: see
  // docs/benchmarks.md, 'Wages').
  if (process.env.BENCH_JIT_OFF) await onServer(`alter database ${dbName} set jit = off`);
  database = await openDatabase({ url: dbUrl, poolSize: 4 });
  await migrate(database);
  await seedDemo(database.db);
  const { from, to, middle } = month31();
  const [who] = await rows<{ user_id: string; agency_id: string; subproject_id: string }>(
    database,
    sql`select ua.user_id, ua.agency_id, es.subproject_id from users u join user_agencies ua on ua.user_id = u.id
      join establishments es on es.contractor_agency_id = ua.agency_id
      where u.email_address = 'contractor@demo.anupalan.in' limit 1`,
  );
  const actor = wageActor({ userId: who!.user_id, agencyId: who!.agency_id, role: 'Contractor' });

  // The establishment, its workers, wage periods, minimum wages and a month of completed attendance (set-based).
  const est = await inTransaction(database.db, systemActor('seed-large'), async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [row] = (
      (await tx.execute(sql`insert into establishments (subproject_id, contractor_agency_id, commencement_date, body)
        values (${who!.subproject_id}, ${who!.agency_id}, '2025-01-01',
          '{"name": "Kabini canal lining, reach 4", "state": "Karnataka", "weeklyHoliday": "Sunday"}'::jsonb)
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const id = row!.id;
    await tx.insert(establishmentMinWages).values({
      establishmentId: id,
      startDate: '2025-04-01',
      ...minWageColumns(DEMO_MIN_WAGES),
    });
    await tx.execute(sql`insert into employees (establishment_id, employee_code, name, surname, date_of_birth,
        date_of_joining, designation, skill_category)
      select ${id}::uuid, 'KC-' || lpad(i::text, 5, '0'), (array['Ramesh', 'Lakshmi', 'Mahesh', 'Savitri', 'Irfan'])[1 + i % 5],
        (array['Naik', 'Gowda', 'Patil', 'Shetty', 'Khan', 'Hegde'])[1 + i % 6], '1990-01-01', '2025-01-01',
        'Mason', (array['highlySkilled', 'skilled', 'semiSkilled', 'unskilled'])[1 + i % 4]
      from generate_series(1, ${WORKERS}) i`);
    // Two wage periods each, the rate rising on the 16th: every worker is paid at two rates.
    await tx.execute(sql`insert into employee_wage_periods (establishment_id, employee_id, start_date, end_date,
        wage_amount, da, overtime_rate)
      select ${id}::uuid, e.id, p.s, p.e, p.w, 150, p.o from employees e,
        (values ('2025-01-01'::date, ${middle}::date - 1, 800.00, 237.50), (${middle}::date, null::date, 820.50, 242.63))
          p(s, e, w, o)
      where e.establishment_id = ${id}`);
    await tx.execute(sql`select ensure_attendance_partitions(${from}::date, ${to}::date)`);
    await tx.execute(sql`insert into attendance_registers (establishment_id, register_date, status, submitted_on,
        is_week_off)
      select ${id}::uuid, d::date, 'completed', now(), extract(dow from d) = 0
      from generate_series(${from}::date, ${to}::date, interval '1 day') d`);
    await tx.execute(sql`insert into attendance_entries (register_id, register_date, establishment_id, employee_id,
        type, overtime_hours, submitted_on)
      select r.id, r.register_date, r.establishment_id, e.id,
        case when r.is_week_off then 'week_off'
          when (hashtext(e.id::text || r.register_date::text) & 15) = 0 then 'absent'
          when (hashtext(e.id::text || r.register_date::text) & 15) = 1 then 'paid_leave' else 'present' end,
        case when not r.is_week_off and (hashtext(e.id::text || r.register_date::text) & 15) > 12 then 1.5 else 0 end,
        now()
      from attendance_registers r join employees e on e.establishment_id = r.establishment_id
      where r.establishment_id = ${id}`);
    return id;
  });
  await database.db.execute(sql`vacuum analyze`);
  const [counted] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from attendance_entries where establishment_id = ${est}
      and register_date between ${from}::date and ${to}::date`,
  );
  console.log(
    `${WORKERS} workers x 31 days (${from} to ${to}): ${counted!.n.toLocaleString('en-IN')} attendance entries (${external ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL 17'})\n`,
  );

  // The bare month totals: each worker's paid days and overtime over the same rows.
  const bare = () =>
    database!.db.execute(sql`select employee_id,
        count(*) filter (where type in ('present', 'paid_leave')) as paid_days, sum(overtime_hours) as overtime
      from attendance_entries where establishment_id = ${est} and register_date between ${from}::date and ${to}::date
      group by employee_id`);
  await bare();
  let registerId = '';
  const create = async () => {
    registerId = (await createWageRegister(database!.db, actor, est, from, to)).id;
  };
  await create();
  const bareMs: number[] = [];
  const createMs: number[] = [];
  // Interleaved, so both see the same load on a shared machine; the delete before each create is not timed.
  for (let i = 0; i < ROUNDS; i++) {
    bareMs.push(await timed(bare));
    await deleteWageRegister(database.db, actor, est, registerId);
    createMs.push(await timed(create));
  }
  const [made] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from wage_entries where register_id = ${registerId}`,
  );
  console.log('| | best ms | median ms |');
  console.log('|---|---:|---:|');
  console.log(
    `| bare month totals (one SQL query) | ${best(bareMs).toFixed(1)} | ${median(bareMs).toFixed(1)} |`,
  );
  console.log(
    `| create the register (${made!.n.toLocaleString('en-IN')} entries) | ${best(createMs).toFixed(1)} | ${median(createMs).toFixed(1)} |`,
  );
  console.log(
    `| ratio (target at most 10) | ${(best(createMs) / best(bareMs)).toFixed(1)} | ${(median(createMs) / median(bareMs)).toFixed(1)} |`,
  );

  // Where the create's time goes: each statement of one create, timed at the driver.
  await deleteWageRegister(database.db, actor, est, registerId);
  const statements: { text: string; values: unknown; ms: number }[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const config = args[0] as string | { text: string };
    const text = typeof config === 'string' ? config : config.text;
    const values =
      typeof config === 'string' ? args[1] : ((config as { values?: unknown }).values ?? args[1]);
    const result = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => statements.push({ text, values, ms: performance.now() - started }),
        () => {},
      );
    return result;
  } as typeof query;
  const oneCreate = await timed(create);
  pg.Client.prototype.query = query;
  const traced = statements.reduce((t, x) => t + x.ms, 0);
  console.log(
    `\none create, ${oneCreate.toFixed(1)} ms: ${statements.length} statements ${traced.toFixed(1)} ms, the rest in the server process`,
  );
  for (const x of [...statements].sort((a, b) => b.ms - a.ms).slice(0, 6))
    console.log(`  ${x.ms.toFixed(1).padStart(8)} ms  ${x.text.replace(/\s+/g, ' ').slice(0, 110)}`);
  // BENCH_EXPLAIN: the plan of the slowest statement of that create.
  if (process.env.BENCH_EXPLAIN) {
    const slowest = [...statements].sort((a, b) => b.ms - a.ms)[0]!;
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const plan = await client
      .query(`explain (analyze, buffers) ${slowest.text}`, slowest.values as unknown[])
      .finally(() => client.end());
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await deleteWageRegister(database.db, actor, est, registerId);
  const readMs: number[] = [];
  const computeMs: number[] = [];
  const writeMs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let input: Awaited<ReturnType<typeof registerInputRows>> = [];
    // As the create reads it (registerInputRows, in a transaction).
    await inTransaction(database.db, actor, async (tx) => {
      readMs.push(
        await timed(async () => {
          input = await registerInputRows(tx, est, from, to);
        }),
      );
    });
    let computed: ReturnType<typeof computeRegister> | null = null;
    computeMs.push(
      await timed(async () => {
        computed = computeRegister(input, from, to);
      }),
    );
    const result = computed as ReturnType<typeof computeRegister> | null;
    if (!result?.ok) throw new Error('The bench register was refused');
    writeMs.push(
      await timed(() =>
        inTransaction(database!.db, actor, async (tx) => {
          const [r] = (
            (await tx.execute(sql`insert into wage_registers (establishment_id, from_date, to_date, created_by)
              values (${est}, ${from}::date, ${to}::date, ${actor.userId}) returning id`)) as unknown as {
              rows: { id: string }[];
            }
          ).rows;
          const copy = copyEntries(tx, r!.id, est);
          copy.write(result.entries);
          await copy.end();
          await refreshRegister(tx, r!.id);
          await linkAttendance(tx, est, r!.id, from, to);
          tx.rollback();
        }).catch((e: unknown) => {
          if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
        }),
      ),
    );
  }
  console.log('\nwhere the create goes (best / median ms):');
  console.log(
    `  read everything the computation needs (registerInputRows) ${best(readMs).toFixed(1)} / ${median(readMs).toFixed(1)}`,
  );
  console.log(
    `  computeWage for every worker (in memory)               ${best(computeMs).toFixed(1)} / ${median(computeMs).toFixed(1)}`,
  );
  console.log(
    `  write entries, totals and links (rolled back)          ${best(writeMs).toFixed(1)} / ${median(writeMs).toFixed(1)}`,
  );
} finally {
  await database?.close();
  await onServer(`drop database if exists ${dbName} with (force)`).catch(() => {});
  await embedded?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
