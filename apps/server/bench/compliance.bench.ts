/**
 * The compliance engine's morning run over the large set (`npm run bench:compliance`): prints the time of each rule
 * and the total. Runs on DATABASE_URL (or BENCH_DATABASE_URL): a database already holding `npm run seed:large`'s
 * set is used as it is; an empty one is first given the demo data and the large set. Without either URL it uses a
 * throwaway embedded PostgreSQL server. Target (issues 11 and 13): the morning run, with the attendance rules over
 * the large set's year of attendance, under 60 s. Not a test; fails nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { seedLarge } from '../src/db/seed/large.js';
import { inTransaction, systemActor } from '../src/db/tx.js';
import { runMorningRun } from '../src/modules/compliance/compliance.service.js';
import { ATTENDANCE_RULES } from '../src/modules/compliance/law/attendance-rules.js';

const attendanceRules = new Set(ATTENDANCE_RULES.map((r) => r.id));

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const benchDir = url ? null : mkdtempSync(path.join(tmpdir(), 'anupalan-bench-compliance-'));
const database = await openDatabase(url ? { url } : { dataDir: benchDir! });

const count = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

try {
  await migrate(database);
  if ((await count(sql`select count(*)::int as n from establishments`)) < 1000) {
    await seedDemo(database.db);
    const started = Date.now();
    await seedLarge(database.db, undefined, (line) => console.log(`  seed: ${line}`));
    console.log(`seeded the large set in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // The large set's establishments carry no 'most workers expected on any day': give each a figure (5 to 94) so
  // the applicability rules (contract labour, BOCW, POSH) have work to do, as on real data.
  // Generated figures are nobody's change: the audit trigger is off for them, as in seedLarge.
  const filled = await inTransaction(database.db, systemActor('seed-large'), async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const result = (await tx.execute(sql`with f as (update establishments
        set body = body || jsonb_build_object('maxWorkers', (5 + abs(hashtext(id::text)) % 90)::text)
        where not (body ? 'maxWorkers') returning 1) select count(*)::int as n from f`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  });
  if (filled > 0) console.log(`gave ${filled} establishments a 'most workers expected' figure`);
  await database.db.execute(sql`vacuum analyze`);
  const establishments = await count(sql`select count(*)::int as n from establishments`);
  const entries = await count(sql`select count(*)::int as n from attendance_entries`);
  console.log(
    `${establishments} establishments, ${entries.toLocaleString('en-IN')} attendance entries (${database.where})\n`,
  );

  for (let round = 1; round <= ROUNDS; round++) {
    const report = (await runMorningRun(database.db))!;
    console.log(
      `morning run ${round}: ${(report.totalMs / 1000).toFixed(2)} s, ${report.establishmentCount} establishments checked, ${report.itemCount} items`,
    );
    const rows = Object.entries(report.ruleTimings).sort((a, b) => b[1] - a[1]);
    for (const [rule, ms] of rows) console.log(`  ${rule.padEnd(36)} ${ms.toFixed(1).padStart(9)} ms`);
    const ruleMs = rows.reduce((sum, [, ms]) => sum + ms, 0);
    // The attendance rules (law/attendance-rules.ts) read the attendance entries: their share of the run.
    const attendanceMs = rows
      .filter(([rule]) => attendanceRules.has(rule))
      .reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `  ${'(of which the attendance rules)'.padEnd(36)} ${attendanceMs.toFixed(1).padStart(9)} ms`,
    );
    console.log(`  ${'(rules and history)'.padEnd(36)} ${ruleMs.toFixed(1).padStart(9)} ms`);
    console.log(
      `  ${'(lock, delete, counts, commit)'.padEnd(36)} ${(report.totalMs - ruleMs).toFixed(1).padStart(9)} ms\n`,
    );
  }
} finally {
  await database.close();
  if (benchDir) rmSync(benchDir, { recursive: true, force: true });
}
