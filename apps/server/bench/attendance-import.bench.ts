/**
 * The attendance workbook upload against raw COPY (`npx tsx apps/server/bench/attendance-import.bench.ts`): a
 * 10,000-row workbook (1,000 workers x 10 days, every entry Present with in, out, rest and overtime) uploaded
 * through the service behind POST .../attendance-registers/upload-xl (the .xlsx read, every row judged by the entry
 * form's rules, the workers, days and neighbouring days looked up, the days' registers opened with an entry for
 * every worker, the entries written, the registers' statuses set, in one transaction), and the same entries, in
 * their stored form, loaded by COPY into attendance_entries (its partitions, indexes and audit trigger alike) in the
 * same run, onto registers made beforehand (not timed). Prints rows per second of each and their ratio (issue 13's
 * target: at least 0.25). Runs on BENCH_DATABASE_URL (its server must be able to read this machine's temporary
 * files: COPY reads a file); without it, on a throwaway embedded server. BENCH_ROWS (a multiple of 10) and
 * BENCH_ROUNDS change the size. Not a test; fails nothing.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Config } from '../src/config.js';
import type { AuthContext, Deps } from '../src/context.js';
import { type Db, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { establishments, users } from '../src/db/schema/index.js';
import { inTransaction, systemActor } from '../src/db/tx.js';
import { uploadWorkbook } from '../src/modules/attendance-bulk/bulk.service.js';
import { createProject, createWorld, linkAgency } from '../test/factories.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DAYS = 10;
const WORKERS = ROWS / DAYS;
const url = process.env.BENCH_DATABASE_URL;
const benchDir = mkdtempSync(path.join(tmpdir(), 'anupalan-bench-attendance-'));
chmodSync(benchDir, 0o755);
const database = await openDatabase(url ? { url } : { dataDir: benchDir });
const deps = { db: database.db, config: { DATA_DIR: benchDir } as Config } as Deps;

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-mm-dd of the n-th day after 1 March 2025. */
const dayAfter = (n: number) => new Date(Date.UTC(2025, 2, 1 + n)).toISOString().slice(0, 10);
const display = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const code = (i: number) => `B-${String(i).padStart(5, '0')}`;

/** What a site office fills: in between 07:00 and 08:59, out nine hours later, half an hour's rest, some overtime. */
function shift(i: number, d: number) {
  const inMinutes = 7 * 60 + ((i * 7 + d * 13) % 120);
  const outMinutes = inMinutes + 9 * 60;
  return { inMinutes, outMinutes, rest: 30, overtime: (i + d) % 4 === 0 ? 1 : 0 };
}
const clock12 = (m: number) =>
  `${pad(Math.floor(m / 60) % 12 || 12)}:${pad(m % 60)} ${m < 720 ? 'AM' : 'PM'}`;

async function workbook(firstDay: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Attendance');
  sheet.addRow([
    'Date',
    'Employee Code',
    'Employee Name',
    'Type',
    'In Time',
    'Out Time',
    'Rest (minutes)',
    'Overtime (hrs)',
    'Set of Work',
    'Status',
  ]);
  for (let d = 0; d < DAYS; d++) {
    const day = display(dayAfter(firstDay + d));
    for (let i = 0; i < WORKERS; i++) {
      const s = shift(i, d);
      sheet.addRow([
        day,
        code(i),
        'Worker',
        'Present',
        clock12(s.inMinutes),
        clock12(s.outMinutes),
        String(s.rest),
        String(s.overtime),
        'Relay A',
        'Pending',
      ]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const COPY_COLUMNS =
  'register_id, register_date, establishment_id, employee_id, type, in_time, out_time, worked_minutes, rest_minutes, overtime_hours, set_of_work, source, submitted_on, submitted_by';

/** The same entries as the table stores them, onto registers opened beforehand; not timed. */
async function copyFile(
  firstDay: number,
  estId: string,
  userId: string,
  workerIds: string[],
): Promise<string> {
  const lines: string[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = dayAfter(firstDay + d);
    const [register] = (
      (await inTransaction(database.db, systemActor('seed'), (tx) =>
        tx.execute(sql`insert into attendance_registers (establishment_id, register_date)
          values (${estId}::uuid, ${day}::date) returning id`),
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    for (let i = 0; i < WORKERS; i++) {
      const s = shift(i, d);
      const stamp = (m: number) => `${day} ${pad(Math.floor(m / 60))}:${pad(m % 60)}:00`;
      lines.push(
        [
          register!.id,
          day,
          estId,
          workerIds[i],
          'present',
          stamp(s.inMinutes),
          stamp(s.outMinutes),
          9 * 60 - s.rest,
          s.rest,
          `${s.overtime}.00`,
          'Relay A',
          'workbook',
          new Date().toISOString(),
          userId,
        ].join(','),
      );
    }
  }
  const file = path.join(benchDir, `copy-${firstDay}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o644 });
  return file;
}

try {
  await migrate(database);
  const { world, est } = await inTransaction(database.db, systemActor('seed'), async (tx) => {
    const db = tx as unknown as Db;
    const world = await createWorld(db, 'bench');
    const { subprojectIds } = await createProject(db, world.government.id, 'Bench', ['Canal']);
    await linkAgency(db, subprojectIds[0]!, 'contractor', world.contractor.id);
    const [est] = await db
      .insert(establishments)
      .values({
        subprojectId: subprojectIds[0]!,
        contractorAgencyId: world.contractor.id,
        body: { name: 'Bench works', state: 'Karnataka', weeklyHoliday: 'Sunday' },
        commencementDate: '2025-01-01',
      })
      .returning({ id: establishments.id });
    await tx.execute(sql`insert into employees (establishment_id, employee_code, name, date_of_birth, date_of_joining,
        designation, skill_category)
      select ${est!.id}::uuid, 'B-' || lpad(g::text, 5, '0'), 'Worker', '1990-01-01', '2025-01-01', 'Mason', 'skilled'
      from generate_series(0, ${WORKERS - 1}) g`);
    return { world, est: est! };
  });
  const workerIds = (
    (await database.db.execute(
      sql`select id from employees where establishment_id = ${est.id}::uuid order by employee_code`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  const [user] = await database.db.select().from(users).where(eq(users.emailAddress, world.contractor.email));
  const auth: AuthContext = {
    sessionHash: 'bench',
    userId: user!.id,
    email: world.contractor.email,
    name: 'Bench',
    isAdmin: false,
    isPwdExpired: false,
    agencyId: world.contractor.id,
    agencySelected: true,
    role: 'Contractor',
  };
  console.log(
    `${ROWS} rows a round (${WORKERS} workers x ${DAYS} days), ${ROUNDS} rounds (${database.where})\n`,
  );
  const results: { uploaded: number; copied: number }[] = [];
  // Round 0 warms up (first calls compile code and fill caches) and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    const uploadDays = round * 2 * DAYS;
    const copyDays = uploadDays + DAYS;
    const data = await workbook(uploadDays);
    const file = await copyFile(copyDays, est.id, user!.id, workerIds);

    let started = performance.now();
    const result = await uploadWorkbook(deps, auth, est.id, { name: 'attendance.xlsx', data });
    const uploadMs = performance.now() - started;
    if (result.saved !== ROWS) throw new Error(`uploaded ${result.saved} rows`);

    started = performance.now();
    await inTransaction(database.db, auth, (tx) =>
      tx.execute(sql.raw(`copy attendance_entries (${COPY_COLUMNS}) from '${file}' with (format csv)`)),
    );
    const copyMs = performance.now() - started;
    if (round === 0) continue;
    const uploaded = (ROWS / uploadMs) * 1000;
    const copied = (ROWS / copyMs) * 1000;
    results.push({ uploaded, copied });
    console.log(
      `round ${round}: upload ${uploadMs.toFixed(0)} ms (${uploaded.toFixed(0)} rows/s, ${(data.length / 1024 / 1024).toFixed(2)} MiB), COPY ${copyMs.toFixed(0)} ms (${copied.toFixed(0)} rows/s), ratio ${(uploaded / copied).toFixed(2)}`,
    );
  }
  const ratios = results.map((r) => r.uploaded / r.copied).sort((a, b) => a - b);
  console.log(
    `\nratio upload / COPY: median ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)}, worst ${ratios[0]!.toFixed(2)} over ${ROUNDS} rounds (target at least 0.25)`,
  );
} finally {
  await database.close();
  rmSync(benchDir, { recursive: true, force: true });
}
