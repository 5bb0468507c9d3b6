import { EMPLOYEE_IMPORT_COLUMNS, MAX_FILE_BYTES } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarOf, employeeWorld } from '../../../test/employee-fixtures.js';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helper.js';
import { employeeCountMismatches } from '../../../test/kept-counts.js';
import { employees } from '../../db/schema/index.js';
import { AADHAAR_TAKEN_MESSAGE, CODE_TAKEN_MESSAGE, UNDER_14_MESSAGE } from './employees.service.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let sub: TestClient;
let est: string;
let other: Awaited<ReturnType<typeof employeeWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ govt, contractor, consultant, sub, est } = await employeeWorld(ctx));
  other = await employeeWorld(ctx);
});
afterAll(async () => ctx?.close());

const TITLES = EMPLOYEE_IMPORT_COLUMNS.map((c) => c.title);
const title = (colName: string) => EMPLOYEE_IMPORT_COLUMNS.find((c) => c.colName === colName)!.title;

/** A worker as a person fills the sample: dates DD/MM/YYYY, options by their labels. */
const worker = (code: string, extra: Record<string, string> = {}): Record<string, string> => ({
  [title('employee_code')]: code,
  [title('name')]: 'Murugan',
  [title('surname')]: 'S',
  [title('body.gender')]: 'Male',
  [title('body.fatherOrSpouseName')]: 'Sivan',
  [title('date_of_birth')]: '15/06/1990',
  [title('body.nationality')]: 'Indian',
  [title('date_of_joining')]: '01/02/2025',
  [title('designation')]: 'Bar bender',
  [title('skill_category')]: 'Semi Skilled',
  [title('body.employmentType')]: 'Contract',
  [title('body.presentAddress')]: 'Door 4, Gandhi Street, H D Kote',
  ...extra,
});

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
/** A CSV as Excel saves "CSV UTF-8": a byte-order mark and CRLF line ends. */
function csv(rows: Record<string, string>[], titles = TITLES): Buffer {
  const lines = [
    titles.map(csvCell).join(','),
    ...rows.map((r) => titles.map((t) => csvCell(r[t] ?? '')).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const upload = (client: TestClient, data: Buffer, name = 'employees.csv', id = est) =>
  client.upload(`/api/establishments/${id}/employees/upload-csv`, name, data);

async function countIn(id: string) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(eq(employees.establishmentId, id));
  return row!.n;
}

describe('the samples', () => {
  it('the CSV sample is the header row of the form titles, UTF-8 with a BOM and CRLF', async () => {
    const res = await contractor.get(`/api/establishments/${est}/employees/sample-csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(`\uFEFF${TITLES.map(csvCell).join(',')}\r\n`);
    expect(TITLES).toContain('Aadhaar number');
    expect(TITLES).not.toContain('Photo');
  });

  it('the Excel sample has the same header and a sheet saying what each column takes', async () => {
    const res = await contractor.get(`/api/establishments/${est}/employees/sample-xlsx`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(TITLES);
    expect(book.getWorksheet('Columns')!.getRow(10).getCell(2).text).toMatch(
      /DD\/MM\/YYYY|Required|Optional/,
    );
  });

  it('only the contractor downloads them', async () => {
    for (const client of [govt, consultant, sub]) {
      expect((await client.get(`/api/establishments/${est}/employees/sample-csv`)).statusCode).toBe(403);
      expect((await client.get(`/api/establishments/${est}/employees/sample-xlsx`)).statusCode).toBe(403);
    }
  });
});

describe('importing a CSV', () => {
  it('adds every row of a clean file, with quoted commas, an encrypted Aadhaar and the options by label', async () => {
    const aadhaar = aadhaarOf('29876543210');
    const res = await upload(
      contractor,
      csv([
        worker('IMP-1', {
          [title('aadhaar')]: aadhaar,
          [title('body.presentAddress')]: 'No. 5, "Anna" Nagar, Mysuru',
        }),
        worker('IMP-2', { [title('skill_category')]: 'unskilled', [title('body.gender')]: 'female' }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '2 employees added successfully', count: 2 });
    const rows = await ctx.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.establishmentId, est), sql`${employees.employeeCode} like 'IMP-%'`))
      .orderBy(employees.employeeCode);
    expect(
      rows.map((r) => [r.employeeCode, r.skillCategory, r.dateOfBirth, r.subcontractorAgencyId]),
    ).toEqual([
      ['IMP-1', 'semiSkilled', '1990-06-15', null],
      ['IMP-2', 'unskilled', '1990-06-15', null],
    ]);
    expect(rows[0]!.body).toMatchObject({ presentAddress: 'No. 5, "Anna" Nagar, Mysuru', gender: 'Male' });
    expect(rows[1]!.body).toMatchObject({ gender: 'Female' });
    expect(rows[0]!.aadhaarLast4).toBe(aadhaar.slice(-4));
    expect(JSON.stringify(rows[0])).not.toContain(aadhaar);
  });

  it('lists every problem of every row by row number, column and message, and writes nothing', async () => {
    const before = await countIn(est);
    const res = await upload(
      contractor,
      csv([
        worker('BAD-1'),
        worker('BAD-2', { [title('aadhaar')]: '234567890123', [title('date_of_birth')]: '31/02/1990' }),
        worker('BAD-3', { [title('skill_category')]: 'Expert', [title('name')]: '' }),
        worker('BAD-4', { [title('date_of_birth')]: '01/01/2015' }),
        worker('BAD-5', { [title('date_of_joining')]: '01/12/2024' }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('CSV_INVALID');
    expect(body.message).toBe(
      '4 rows of the file have problems, so no employee was added. Correct them and upload the file again.',
    );
    expect(body.rows.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [3, 'Date of birth'],
      [3, 'Aadhaar number'],
      [4, 'Name'],
      [4, 'Category (skill)'],
      [5, 'Date of birth'],
      [6, 'Date of joining'],
    ]);
    expect(body.rows[1].message).toBe('Enter a valid 12-digit Aadhaar number');
    expect(body.rows[4].message).toBe(UNDER_14_MESSAGE);
    expect(body.rows[5].message).toBe(
      'The date of joining cannot be before the date of commencement (01/01/2025).',
    );
    expect(await countIn(est)).toBe(before);
  });

  it('refuses duplicates within the file and against the establishment, naming the first row', async () => {
    const aadhaar = aadhaarOf('31234567890');
    expect(
      (await upload(contractor, csv([worker('DUP-1', { [title('aadhaar')]: aadhaar })]))).statusCode,
    ).toBe(200);
    const before = await countIn(est);
    const again = aadhaarOf('41234567890');
    const res = await upload(
      contractor,
      csv([
        worker('DUP-1'),
        worker('DUP-2', { [title('aadhaar')]: aadhaar }),
        worker('DUP-3', { [title('aadhaar')]: again }),
        worker('DUP-3', { [title('aadhaar')]: again.replace(/^(\d{4})(\d{4})/, '$1 $2 ') }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, column: 'Employee code', message: CODE_TAKEN_MESSAGE },
      { row: 3, column: 'Aadhaar number', message: AADHAAR_TAKEN_MESSAGE },
      { row: 5, column: 'Employee code', message: 'The same employee code as row 4' },
      { row: 5, column: 'Aadhaar number', message: 'The same Aadhaar number as row 4' },
    ]);
    expect(await countIn(est)).toBe(before);
  });

  it('a 10,000-row file with one bad row writes nothing; fixed, it is added in one transaction', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => worker(`BIG-${String(i).padStart(5, '0')}`));
    rows[7_321] = worker('BIG-07321', { [title('date_of_joining')]: '01/01/2099' });
    const before = await countIn(est);
    const refused = await upload(contractor, csv(rows));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rows).toEqual([
      { row: 7_323, column: 'Date of joining', message: expect.any(String) },
    ]);
    expect(await countIn(est)).toBe(before);

    rows[7_321] = worker('BIG-07321');
    const res = await upload(contractor, csv(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '10,000 employees added successfully', count: 10_000 });
    const [tx] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int`, txs: sql<number>`count(distinct xmin::text)::int` })
      .from(employees)
      .where(and(eq(employees.establishmentId, est), sql`${employees.employeeCode} like 'BIG-%'`));
    expect(tx).toEqual({ n: 10_000, txs: 1 });
  });

  it('refuses more than 10,000 rows, a missing or unknown column, an empty file and unreadable files', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => worker(`MANY-${i}`));
    const tooMany = await upload(contractor, csv(many));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_ROWS');

    const noName = await upload(
      contractor,
      csv([worker('H-1')], [...TITLES.filter((t) => t !== 'Name'), 'Salary']),
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().rows).toEqual([
      { row: 1, column: 'Salary', message: 'Not a column of the sample' },
      { row: 1, column: 'Name', message: 'This column of the sample is missing' },
    ]);

    expect((await upload(contractor, csv([]))).json().code).toBe('FILE_EMPTY');
    expect((await upload(contractor, Buffer.from(''))).statusCode).toBe(400);
    const latin1 = Buffer.concat([csv([worker('L-1')]), Buffer.from([0xe9, 0x0d, 0x0a])]);
    expect((await upload(contractor, latin1)).json().code).toBe('FILE_UNREADABLE');
    const unclosed = Buffer.from(`${TITLES.join(',')}\r\n"L-2,Murugan\r\n`);
    expect((await upload(contractor, unclosed)).json().code).toBe('FILE_UNREADABLE');
    expect((await upload(contractor, csv([worker('T-1')]), 'employees.txt')).json().code).toBe('FILE_TYPE');
    const fakeXlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    const unreadable = await upload(contractor, fakeXlsx, 'employees.xlsx');
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([400, 'FILE_UNREADABLE']);
    const big = await upload(contractor, Buffer.alloc(MAX_FILE_BYTES + 1, 0x41));
    expect(big.statusCode).toBe(413);
  });

  it('every role but the contractor is refused; another government cannot reach the establishment', async () => {
    const file = csv([worker('ROLE-1')]);
    for (const client of [govt, consultant, sub]) {
      const res = await upload(client, file);
      expect([res.statusCode, res.json().code]).toEqual([403, 'CONTRACTOR_ONLY']);
    }
    expect((await upload(other.contractor, file)).statusCode).toBe(404);
    expect((await upload(contractor, file, 'employees.csv', other.est)).statusCode).toBe(404);
    // The role is refused before the establishment is looked at, so nothing about it is revealed.
    expect((await upload(other.govt, file, 'employees.csv', est)).statusCode).toBe(403);
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(eq(employees.employeeCode, 'ROLE-1'));
    expect(row!.n).toBe(0);
  });
});

describe('the samples filled in', () => {
  it('the downloaded CSV sample and Excel sample, rows added under their header, import as they are', async () => {
    const sampleCsv = (await contractor.get(`/api/establishments/${est}/employees/sample-csv`)).rawPayload;
    const row = worker('SAMPLE-1');
    const filled = Buffer.concat([
      sampleCsv,
      Buffer.from(`${TITLES.map((t) => csvCell(row[t] ?? '')).join(',')}\r\n`),
    ]);
    expect((await upload(contractor, filled)).json()).toEqual({
      message: '1 employee added successfully',
      count: 1,
    });

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await contractor.get(`/api/establishments/${est}/employees/sample-xlsx`))
        .rawPayload as unknown as ArrayBuffer,
    );
    const second = worker('SAMPLE-2');
    book.worksheets[0]!.addRow(TITLES.map((t) => second[t] ?? null));
    const data = Buffer.from(await book.xlsx.writeBuffer());
    expect((await upload(contractor, data, 'sample.xlsx')).json()).toEqual({
      message: '1 employee added successfully',
      count: 1,
    });
  });
});

describe('importing a spreadsheet', () => {
  it('reads the first sheet of an .xlsx of the same columns, date cells and text cells alike', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    sheet.addRow(TITLES);
    const row = worker('XL-1', { [title('aadhaar')]: aadhaarOf('51234567890') });
    sheet.addRow(
      TITLES.map((t) => (t === 'Date of birth' ? new Date(Date.UTC(1988, 2, 9)) : (row[t] ?? null))),
    );
    sheet.addRow(TITLES.map((t) => worker('XL-2')[t] ?? null));
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(contractor, data, 'Employees.XLSX');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    const [stored] = await ctx.database.db
      .select({ dob: employees.dateOfBirth })
      .from(employees)
      .where(and(eq(employees.establishmentId, est), eq(employees.employeeCode, 'XL-1')));
    expect(stored!.dob).toBe('1988-03-09');

    const bad = new ExcelJS.Workbook();
    bad.addWorksheet('Employees').addRows([TITLES, TITLES.map((t) => worker('XL-1')[t] ?? null)]);
    const refused = await upload(contractor, Buffer.from(await bad.xlsx.writeBuffer()), 'again.xlsx');
    expect(refused.json().rows).toEqual([{ row: 2, column: 'Employee code', message: CODE_TAKEN_MESSAGE }]);
  });

  it('reads only the cells under the header: a stray cell far down and far right costs nothing', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    sheet.addRows([TITLES, TITLES.map((t) => worker('FAR-1')[t] ?? null)]);
    sheet.getCell('XFD900000').value = 'stray';
    // No clock here (a loaded machine is slow): reading every cell up to XFD900000 would take hours, so the
    // suite's 30-second test timeout is the guard.
    const res = await upload(contractor, Buffer.from(await book.xlsx.writeBuffer()), 'far.xlsx');
    expect([res.statusCode, res.json().count]).toEqual([200, 1]);

    const wide = new ExcelJS.Workbook();
    wide
      .addWorksheet('Employees')
      .addRow([...TITLES, ...Array.from({ length: 300 }, (_, i) => `Extra ${i}`)]);
    const refused = await upload(contractor, Buffer.from(await wide.xlsx.writeBuffer()), 'wide.xlsx');
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'TOO_MANY_COLUMNS']);
  });

  it('refuses a spreadsheet that would unpack beyond 64 MiB before reading it (a zip bomb)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Employees').addRows([TITLES, TITLES.map((t) => worker('BOMB-1')[t] ?? null)]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    // Declare one entry of the central directory as 2 GiB unpacked, as a bomb's would be.
    const central = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.writeUInt32LE(0x7fffffff, central + 24);
    const res = await upload(contractor, data, 'bomb.xlsx');
    expect([res.statusCode, res.json().code]).toEqual([400, 'FILE_TOO_LARGE_UNPACKED']);
  });
});

describe('the kept worker totals', () => {
  it('match a count of the workers after everything above (imported all or nothing, refused)', async () => {
    const kept = await ctx.database.db.execute(sql`select count(*)::int as n from employee_counts`);
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    expect(await employeeCountMismatches(ctx.database.db)).toEqual([]);
  });
});
