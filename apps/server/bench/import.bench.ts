/**
 * The employee import against raw COPY (`npm run bench:import`): a 10,000-row CSV of workers imported through
 * the service behind POST .../employees/upload-csv (reading the CSV, every row judged by the form's rules,
 * Aadhaar encrypted and hashed, duplicates looked up, multi-row inserts in one transaction), and the same rows,
 * already in their stored form, loaded by COPY into the same table (its indexes and audit trigger alike) in the
 * same run. Prints rows per second of each and their ratio (target: at least 0.25). Runs on BENCH_DATABASE_URL
 * (the server's own user must be allowed to COPY from a file); without it, on a throwaway embedded server.
 * Not a test; fails nothing.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMPLOYEE_IMPORT_COLUMNS, verhoeffDigit } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../src/config.js';
import type { AuthContext, Deps } from '../src/context.js';
import { type Db, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { establishments, users } from '../src/db/schema/index.js';
import { inTransaction, systemActor } from '../src/db/tx.js';
import { aadhaarKeys, storeAadhaar } from '../src/lib/aadhaar-crypto.js';
import { importEmployees } from '../src/modules/employees/import.service.js';
import { createProject, createWorld, linkAgency } from '../test/factories.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const url = process.env.BENCH_DATABASE_URL;
const benchDir = mkdtempSync(path.join(tmpdir(), 'anupalan-bench-import-'));
// COPY reads its file as the database server's user, which may not be this process's.
chmodSync(benchDir, 0o755);
const database = await openDatabase(url ? { url } : { dataDir: benchDir });
const config = { AADHAAR_KEY: 'bench-only-aadhaar-secret-0123456789abcdef', DATA_DIR: benchDir } as Config;
const deps = { db: database.db, config } as Deps;

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const title = (colName: string) => EMPLOYEE_IMPORT_COLUMNS.find((c) => c.colName === colName)!.title;

/** A worker with every Form A column a contractor fills, as a person types it into the sample. */
function worker(code: string, i: number, batch: number): Record<string, string> {
  // A different Aadhaar number for every worker of every batch (the unique index refuses a second one).
  const eleven = String(23_456_789_012 + batch * 100_000_000 + i * 7919);
  return {
    [title('employee_code')]: code,
    [title('name')]: ['Murugan', 'Lakshmi', 'Ravi', 'Fatima'][i % 4]!,
    [title('surname')]: 'S',
    [title('body.gender')]: i % 4 === 1 || i % 4 === 3 ? 'Female' : 'Male',
    [title('body.fatherOrSpouseName')]: 'Sivan',
    [title('date_of_birth')]: `${String((i % 28) + 1).padStart(2, '0')}/06/19${80 + (i % 20)}`,
    [title('body.nationality')]: 'Indian',
    [title('date_of_joining')]: '01/02/2025',
    [title('designation')]: 'Bar bender',
    [title('skill_category')]: ['Highly Skilled', 'Skilled', 'Semi Skilled', 'Unskilled'][i % 4]!,
    [title('body.employmentType')]: 'Contract',
    [title('aadhaar')]: eleven + verhoeffDigit(eleven),
    [title('body.mobile')]: `98450${String(10_000 + i).slice(-5)}`,
    [title('body.bankAccount')]: `1234500${String(i).padStart(6, '0')}`,
    [title('body.ifsc')]: 'SBIN0001234',
    [title('body.presentAddress')]: 'Door 4, Gandhi Street, H D Kote',
    [title('body.permanentAddress')]: 'Hosahalli, Mandya district',
  };
}

function importCsv(prefix: string, batch: number): Buffer {
  const titles = EMPLOYEE_IMPORT_COLUMNS.map((c) => c.title);
  const lines = [titles.map(csvCell).join(',')];
  for (let i = 0; i < ROWS; i++) {
    const w = worker(`${prefix}-${String(i).padStart(5, '0')}`, i, batch);
    lines.push(titles.map((t) => csvCell(w[t] ?? '')).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const COPY_COLUMNS =
  'establishment_id, employee_code, name, surname, date_of_birth, date_of_joining, designation, skill_category, aadhaar_cipher, aadhaar_last4, aadhaar_hash, body, created_by';

/** The same workers as the table stores them (Aadhaar already sealed), for COPY; not timed. */
function copyCsv(prefix: string, batch: number, establishmentId: string, userId: string): string {
  const keys = aadhaarKeys(config);
  const skills = ['highlySkilled', 'skilled', 'semiSkilled', 'unskilled'];
  const lines: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const w = worker('', i, batch);
    const stored = storeAadhaar(keys, w[title('aadhaar')]!);
    const [d, m, y] = w[title('date_of_birth')]!.split('/');
    const body = {
      gender: w[title('body.gender')],
      fatherOrSpouseName: 'Sivan',
      nationality: 'Indian',
      employmentType: 'Contract',
      mobile: w[title('body.mobile')],
      bankAccount: w[title('body.bankAccount')],
      ifsc: 'SBIN0001234',
      presentAddress: 'Door 4, Gandhi Street, H D Kote',
      permanentAddress: 'Hosahalli, Mandya district',
    };
    lines.push(
      [
        establishmentId,
        `${prefix}-${String(i).padStart(5, '0')}`,
        w[title('name')]!,
        'S',
        `${y}-${m}-${d}`,
        '2025-02-01',
        'Bar bender',
        skills[i % 4]!,
        stored.aadhaarCipher,
        stored.aadhaarLast4,
        stored.aadhaarHash,
        JSON.stringify(body),
        userId,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

try {
  await migrate(database);
  // The world is arranged as the seed job (the audit trigger refuses a write that names nobody).
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
        body: { name: 'Bench works', state: 'Karnataka' },
        commencementDate: '2025-01-01',
      })
      .returning({ id: establishments.id });
    return { world, est };
  });
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
  console.log(`${ROWS} rows a round, ${ROUNDS} rounds (${database.where})\n`);
  // A warm-up of 1,000 rows each way (first calls compile code and fill caches), not counted.
  {
    const warmRows = 1_000;
    const file = importCsv('WARM', 1);
    const lines = file.toString('utf8').split('\r\n');
    await importEmployees(deps, auth, est!.id, {
      name: 'warm.csv',
      data: Buffer.from(`${lines.slice(0, warmRows + 1).join('\r\n')}\r\n`),
    });
    const warmCopy = path.join(benchDir, 'copy-warm.csv');
    writeFileSync(
      warmCopy,
      copyCsv('WARMCPY', 0, est!.id, user!.id).split('\n').slice(0, warmRows).join('\n'),
      {
        mode: 0o644,
      },
    );
    await inTransaction(database.db, auth, (tx) =>
      tx.execute(sql.raw(`copy employees (${COPY_COLUMNS}) from '${warmCopy}' with (format csv)`)),
    );
  }
  const results: { imported: number; copied: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const file = importCsv(`IMP${round}`, 2 * round);
    const copyFile = path.join(benchDir, `copy-${round}.csv`);
    writeFileSync(copyFile, copyCsv(`CPY${round}`, 2 * round + 1, est!.id, user!.id), { mode: 0o644 });

    let started = performance.now();
    const { count } = await importEmployees(deps, auth, est!.id, { name: 'employees.csv', data: file });
    const importMs = performance.now() - started;
    if (count !== ROWS) throw new Error(`imported ${count} rows`);

    started = performance.now();
    // As the same user (the audit trigger records who wrote every row, for COPY as for the import).
    await inTransaction(database.db, auth, async (tx) => {
      await tx.execute(sql.raw(`copy employees (${COPY_COLUMNS}) from '${copyFile}' with (format csv)`));
    });
    const copyMs = performance.now() - started;

    const imported = (ROWS / importMs) * 1000;
    const copied = (ROWS / copyMs) * 1000;
    results.push({ imported, copied });
    console.log(
      `round ${round}: import ${importMs.toFixed(0)} ms (${imported.toFixed(0)} rows/s, ${(file.length / 1024 / 1024).toFixed(2)} MiB), COPY ${copyMs.toFixed(0)} ms (${copied.toFixed(0)} rows/s), ratio ${(imported / copied).toFixed(2)}`,
    );
  }
  const ratios = results.map((r) => r.imported / r.copied).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  console.log(
    `\nratio import / COPY: median ${median.toFixed(2)}, worst ${ratios[0]!.toFixed(2)} over ${ROUNDS} rounds (target at least 0.25)`,
  );
} finally {
  await database.close();
  rmSync(benchDir, { recursive: true, force: true });
}
