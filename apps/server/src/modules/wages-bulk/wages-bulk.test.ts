import { MAX_FILE_BYTES, WAGE_BULK_MESSAGES, WAGE_MESSAGES } from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { employees, wageEntries, wageRegisters } from '../../db/schema/index.js';
import { type Day, wagesWorld } from '../wages/wages-fixtures.js';

/**
 * Form B, the payslips, the report and the entries' CSV through the routes, on a register computed from
 * attendance by the wages module: what they hold to the paisa, who reads them (every role in scope; a
 * subcontractor its own workers; another Government's users find nothing), and the CSV's round trip and refusals.
 */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof wagesWorld>>;
let other: Awaited<ReturnType<typeof wagesWorld>>;
let est: string;
let A: string;
let B: string;
let S: string;
let october: string;
let september: string;

const withOvertime = (days: Day[], date: string, overtime: string) =>
  days.map((d) => (d.date === date ? { ...d, overtime } : d));

beforeAll(async () => {
  ctx = await createTestContext();
  w = await wagesWorld(ctx, 'wb');
  other = await wagesWorld(ctx, 'wbx');
  est = await w.addEstablishment('Kabini <canal> & works');
  await w.addMinimum(est, '2026-04-01', null, {
    skilled: { basic: '600.00', da: '100.00' },
    unskilled: { basic: '500.00', da: '50.00' },
  });
  A = await w.addWorker(est, 'W-01', { name: 'Ravi <b>Kumar</b>' });
  B = await w.addWorker(est, 'W-02', { name: 'Lakshmi', skill: 'unskilled' });
  S = await w.addWorker(est, 'W-03', { name: 'Velu', subcontractor: true });
  await ctx.database.db
    .update(employees)
    .set({ body: { fatherOrSpouseName: 'Ramaiah', bankAccount: '123456789012' } })
    .where(eq(employees.id, A));
  for (const id of [A, S])
    await w.addWagePeriod(est, id, { start: '2026-01-01', wage: '800.00', da: '100.00', overtime: '225.00' });
  await w.addWagePeriod(est, B, { start: '2026-01-01', wage: '700.00', da: '50.00', overtime: '187.50' });
  const oct = w.month('2026-10-01', '2026-10-31', { '2026-10-06': 'paid_leave' });
  const sep = w.month('2026-09-01', '2026-09-30');
  await w.addAttendance(est, {
    [A]: [...sep, ...withOvertime(oct, '2026-10-05', '2.50')],
    [B]: [...sep, ...withOvertime(w.month('2026-10-01', '2026-10-31'), '2026-10-07', '1.25')],
    [S]: [...sep, ...w.month('2026-10-01', '2026-10-31')],
  });
  october = await w.createId(w.contractor, est, '2026-10-01', '2026-10-31');
  september = await w.createId(w.contractor, est, '2026-09-01', '2026-09-30');
});
afterAll(async () => ctx?.close());

const formB = (client: TestClient, registerId = october) =>
  client.get(`/gen-forms/establishments/${est}/wages/${registerId}`);
const payslips = (client: TestClient, registerId = october) =>
  client.get(`/gen-forms/establishments/${est}/wages/${registerId}/payslips_given`);
const payslip = (client: TestClient, employeeId: string, registerId = october) =>
  client.get(
    `/gen-forms/establishments/${est}/wages/${registerId}/wage-entries/${employeeId}/payslips_given`,
  );
const csvUrl = (registerId = october) =>
  `/api/generate-csv/establishments/${est}/wage-register/${registerId}?time_zone=Asia/Kolkata`;
const download = (client: TestClient, registerId = october) => client.get(csvUrl(registerId));
const upload = (client: TestClient, text: string | Buffer, name = 'wages.csv', registerId = october) =>
  client.upload(csvUrl(registerId), name, Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));

/** The downloaded CSV as rows of cells (no quoted commas in these rows). */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

async function entry(employeeId: string, registerId = october) {
  const [row] = await ctx.database.db
    .select()
    .from(wageEntries)
    .where(and(eq(wageEntries.registerId, registerId), eq(wageEntries.employeeId, employeeId)));
  return row!;
}

/** The downloaded file with some cells changed, by employee code and column title. */
async function edited(changes: Record<string, Record<string, string>>) {
  const rows = rowsOf((await download(w.contractor)).body);
  const header = rows[0]!;
  for (const row of rows.slice(1))
    for (const [column, value] of Object.entries(changes[row[0]!] ?? {})) row[header.indexOf(column)] = value;
  return rows.map((r) => r.join(',')).join('\r\n');
}

describe('the CSV download', () => {
  it('holds every entry with its computed amounts to the paisa; a subcontractor gets its own workers only', async () => {
    const res = await download(w.consultant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('Wage register 01-10-2026 to 31-10-2026.csv');
    const rows = rowsOf(res.body);
    expect(rows[0]!.slice(0, 11)).toEqual([
      'Employee Code',
      'Employee Name',
      'Skill Category',
      'Paid Days',
      'Overtime Hours',
      'Basic',
      'DA',
      'Overtime',
      'HRA',
      'Other Earnings',
      'Gross Wages',
    ]);
    // W-01: 26 present + 1 paid leave at 800 + 100, 2.50 h at 225; W-02: 27 days at 700 + 50, 1.25 h at 187.50
    // (234.375, half up to 234.38).
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[5], r[6], r[7], r[10], r[19], r[23]])).toEqual([
      ['W-01', '27', '2.50', '21600.00', '2700.00', '562.50', '24862.50', '24862.50', 'Pending'],
      ['W-02', '27', '1.25', '18900.00', '1350.00', '234.38', '20484.38', '20484.38', 'Pending'],
      ['W-03', '27', '0.00', '21600.00', '2700.00', '0.00', '24300.00', '24300.00', 'Pending'],
    ]);
    const own = rowsOf((await download(w.sub)).body);
    expect(own.slice(1).map((r) => r[0])).toEqual(['W-03']);
    expect((await download(w.govt)).statusCode).toBe(200);
  });

  it('makes a formula typed into a text inert, and refuses an unknown time zone', async () => {
    await ctx.database.db
      .update(wageEntries)
      .set({ remarks: '=HYPERLINK("http://evil","x")' })
      .where(eq(wageEntries.employeeId, S));
    const res = await download(w.contractor);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    await ctx.database.db.update(wageEntries).set({ remarks: null }).where(eq(wageEntries.employeeId, S));
    const zone = await w.contractor.get(
      `/api/generate-csv/establishments/${est}/wage-register/${october}?time_zone=Mars/Olympus`,
    );
    expect([zone.statusCode, zone.json().code]).toEqual([400, 'BAD_TIME_ZONE']);
  });

  it('answers 404 for another Government’s users, a register of another establishment and a malformed id', async () => {
    for (const client of [other.govt, other.contractor, other.consultant, other.sub])
      expect((await download(client)).statusCode).toBe(404);
    const elsewhere = await w.addEstablishment('Other works');
    const res = await w.contractor.get(
      `/api/generate-csv/establishments/${elsewhere}/wage-register/${october}`,
    );
    expect([res.statusCode, res.json().message]).toEqual([404, WAGE_MESSAGES.notFound]);
    expect(
      (await w.contractor.get(`/api/generate-csv/establishments/${est}/wage-register/nope`)).statusCode,
    ).toBe(404);
  });
});

describe('the CSV upload', () => {
  it('is the contractor’s only (the subcontractor, the Government and the consultant are refused)', async () => {
    const text = await edited({});
    for (const client of [w.sub, w.govt, w.consultant]) {
      const res = await upload(client, text);
      expect([res.statusCode, res.json().message]).toEqual([403, WAGE_BULK_MESSAGES.contractorOnly]);
    }
    expect((await upload(other.contractor, text)).statusCode).toBe(404);
  });

  it('refuses a hostile file with a clear message: not .csv, not UTF-8, too large, empty, unreadable', async () => {
    const xlsx = await upload(w.contractor, Buffer.from('PK\u0003\u0004rest'), 'wages.xlsx');
    expect([xlsx.statusCode, xlsx.json().message]).toEqual([400, WAGE_BULK_MESSAGES.csvOnly]);
    const latin1 = await upload(w.contractor, Buffer.from([0x45, 0x2d, 0x31, 0xe9, 0x0a]));
    expect([latin1.statusCode, latin1.json().code]).toEqual([400, 'FILE_UNREADABLE']);
    expect(latin1.json().message).toContain('not UTF-8');
    const huge = await upload(w.contractor, Buffer.alloc(MAX_FILE_BYTES + 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    const empty = await upload(w.contractor, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'FILE_EMPTY']);
    const header = await upload(w.contractor, 'Employee Code,PF\r\n');
    expect([header.statusCode, header.json().message]).toEqual([400, WAGE_BULK_MESSAGES.empty]);
    const quotes = await upload(w.contractor, 'Employee Code,PF\r\n"W-01,1\r\n');
    expect([quotes.statusCode, quotes.json().code]).toEqual([400, 'FILE_UNREADABLE']);
  });

  it('refuses the whole file, listing every bad row (row, column, reason), and writes nothing', async () => {
    const text = `${await edited({
      'W-01': { HRA: '12.345', 'Payment Mode': 'Gold' },
      'W-02': { PF: '13000' },
    })}\r\nW-99,,,,,,,,,,,,,,,,,,,,,,,\r\nW-03,,,,,,,,,,,,,,,,,,,,,,,`;
    const res = await upload(w.contractor, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WAGE_CSV_INVALID');
    expect(res.json().message).toBe(
      '4 rows of the file have problems, so no wage entry was saved. Correct them and upload the file again.',
    );
    expect(res.json().rows).toEqual([
      { row: 2, column: 'HRA', message: WAGE_BULK_MESSAGES.amount },
      { row: 2, column: 'Payment Mode', message: WAGE_BULK_MESSAGES.paymentMode },
      {
        row: 3,
        column: 'Total Deductions',
        message:
          'Lakshmi (W-02): Total deductions of ₹13,000.00 are more than 50% of the gross wages of ₹20,484.38; at most ₹10,242.19 may be deducted (Payment of Wages Act s.7(3); Code on Wages s.18).',
      },
      { row: 5, column: 'Employee Code', message: WAGE_BULK_MESSAGES.unknownCode },
      { row: 6, column: 'Employee Code', message: 'The same employee code as row 4' },
    ]);
    for (const id of [A, B, S]) expect((await entry(id)).submittedOn).toBeNull();
  });

  it('refuses deductions one paisa over half of gross, naming the worker', async () => {
    const over = await upload(w.contractor, await edited({ 'W-01': { PF: '12431.26' } }));
    expect(over.json().rows).toEqual([
      {
        row: 2,
        column: 'Total Deductions',
        message: expect.stringContaining('Ravi <b>Kumar</b> (W-01): Total deductions of ₹12,431.26'),
      },
    ]);
    expect((await entry(A)).submittedOn).toBeNull();
  });

  it('saves and submits every row, recomputed by the server; the same file again changes nothing', async () => {
    const payslipBefore = await payslip(w.contractor, A);
    expect([payslipBefore.statusCode, payslipBefore.json().message]).toEqual([
      409,
      WAGE_BULK_MESSAGES.pendingEntry,
    ]);
    const text = await edited({
      'W-01': {
        HRA: '1000.50',
        PF: '2592.00',
        'Payment Mode': 'Bank Transfer',
        'Receipt or Bank Transaction Id': 'UTR-1',
        // Typed computed columns are ignored: the server computes them.
        Basic: '99999.00',
        'Net Payment': '1.00',
      },
      'W-02': { PF: '2268', Remarks: "'=1+1" },
    });
    const res = await upload(w.contractor, text);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { message: '3 wage entries saved', saved: 3, unchanged: 0 },
    ]);
    expect(await entry(A)).toMatchObject({
      basic: '21600.00',
      hra: '1000.50',
      gross: '25863.00',
      pf: '2592.00',
      totalDeductions: '2592.00',
      net: '23271.00',
      paymentMode: 'bank_transfer',
      paymentReference: 'UTR-1',
    });
    expect((await entry(A)).submittedOn).not.toBeNull();
    expect(await entry(B)).toMatchObject({ net: '18216.38', remarks: '=1+1' });
    const [register] = await ctx.database.db
      .select()
      .from(wageRegisters)
      .where(eq(wageRegisters.id, october));
    expect(register).toMatchObject({ status: 'register_completed', totalNetPayment: '65787.38' });

    const again = await upload(w.contractor, (await download(w.contractor)).body);
    expect([again.statusCode, again.json()]).toEqual([
      200,
      { message: '0 wage entries saved; 3 already as in the file', saved: 0, unchanged: 3 },
    ]);
    const changed = await upload(w.contractor, await edited({ 'W-03': { PF: '10' } }));
    expect(changed.json().rows).toEqual([
      { row: 4, column: 'Employee Code', message: WAGE_MESSAGES.completedNoEdits },
    ]);
    // A revised entry takes the file's values again, and is flagged modified after register submission.
    const redo = await w.contractor.post(`${w.entryUrl(est, october, S)}/redo-register`, { values: {} });
    expect(redo.statusCode).toBe(200);
    const revised = await upload(w.contractor, await edited({ 'W-03': { PF: '10', Society: '5.55' } }));
    expect(revised.json()).toEqual({
      message: '1 wage entry saved; 2 already as in the file',
      saved: 1,
      unchanged: 2,
    });
    expect(await entry(S)).toMatchObject({
      pf: '10.00',
      society: '5.55',
      totalDeductions: '15.55',
      net: '24284.45',
      isRevision: false,
      modifiedAfterSubmission: true,
      wageStatus: 'register_completed',
    });
    const [after] = await ctx.database.db.select().from(wageRegisters).where(eq(wageRegisters.id, october));
    expect(after).toMatchObject({ status: 'register_completed', totalNetPayment: '65771.83' });
  });
});

describe('Form B', () => {
  it('prints the register as notified, to the paisa with Indian grouping, every text escaped', async () => {
    const res = await formB(w.consultant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('@page{size:A4 landscape');
    expect(html).toContain('<b>Name of the Establishment:</b> Kabini &lt;canal&gt; &amp; works');
    expect(html).toContain('<b>Wage period from</b> 01/10/2026 <b>to</b> 31/10/2026');
    expect(html).toContain(
      '<tr><td>Skilled</td><td class="n">600.00</td><td class="n">100.00</td><td class="n">0.00</td><td>01/04/2026</td></tr>',
    );
    expect(html).not.toContain('<b>Kumar</b>');
    expect(html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;');
    expect(html).toContain('<td class="n">25,863.00</td>');
    expect(html).toContain('<td class="n">20,484.38</td>');
    // Total net: 23,271.00 + 18,216.38 + 24,284.45.
    expect(html).toContain('<td class="n">65,771.83</td>');
    expect(html).toContain('Completed after register submission');
    expect(html).toContain('Bank Transfer: UTR-1');
  });

  it('shows a subcontractor its own workers only, and nothing to another Government’s users', async () => {
    const own = (await formB(w.sub)).body;
    expect(own).toContain('W-03');
    expect(own).not.toContain('W-01');
    for (const client of [other.govt, other.contractor, other.consultant, other.sub])
      expect((await formB(client)).statusCode).toBe(404);
  });
});

describe('payslips', () => {
  it('prints one worker’s payslip in English and Hindi, with the date of payment once given', async () => {
    const given = await w.contractor.post(`${w.base(est)}/${october}/payslips_given`, {
      values: { date_of_payment: '05/11/2026', payslips_given: true },
    });
    expect(given.statusCode).toBe(200);
    const res = await payslip(w.govt, A);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html.match(/<section class="slip">/g)).toHaveLength(1);
    expect(html).toContain('<h2>Wage slip</h2>');
    expect(html).toContain('<h2>वेतन पर्ची</h2>');
    expect(html).toContain('<td>Net payment</td><td class="n">₹23,271.00</td>');
    expect(html).toContain('<td>शुद्ध भुगतान</td><td class="n">₹23,271.00</td>');
    expect(html).toContain('<td>भुगतान की तिथि</td><td class="n">05/11/2026</td>');
    expect(html).toContain('<td>Father&#39;s / spouse&#39;s name</td><td class="n">Ramaiah</td>');
    expect(html).toContain('<td>Bank account</td><td class="n">XXXX9012</td>');
    expect(html).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt;');
    // Form B now has the date of payment on every line.
    expect((await formB(w.contractor)).body.match(/<td class="day">05\/11\/2026<\/td>/g)).toHaveLength(3);
  });

  it('prints the whole register’s payslips; a subcontractor gets its own; others find nothing', async () => {
    const all = (await payslips(w.consultant)).body;
    expect(all.match(/<section class="slip">/g)).toHaveLength(3);
    const own = (await payslips(w.sub)).body;
    expect(own.match(/<section class="slip">/g)).toHaveLength(1);
    expect(own).toContain('Velu');
    expect((await payslip(w.sub, A)).statusCode).toBe(404);
    for (const client of [other.govt, other.contractor, other.consultant, other.sub]) {
      expect((await payslips(client)).statusCode).toBe(404);
      expect((await payslip(client, A)).statusCode).toBe(404);
    }
  });

  it('serves the Devanagari font from the app itself', async () => {
    const res = await w.contractor.get('/gen-forms/fonts/noto-sans-devanagari-400.woff2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await w.contractor.get('/gen-forms/fonts/other.woff2')).statusCode).toBe(404);
  });
});

describe('the report and the register’s later states', () => {
  it('reports the register: status, steps, totals in rupees', async () => {
    const res = await w.govt.get(`/api/reports/establishments/${est}/wages/${october}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<b>Status:</b> Payslips Given');
    expect(res.body).toContain('<td>Total Wage Paid</td><td class="n">₹65,771.83</td>');
    expect(res.body).toContain('<td>Date of payment</td><td>05/11/2026</td>');
    expect((await other.govt.get(`/api/reports/establishments/${est}/wages/${october}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses an upload once the payslips are given, and on a cancelled register', async () => {
    const text = await edited({});
    const given = await upload(w.contractor, text);
    expect([given.statusCode, given.json().message]).toEqual([403, WAGE_MESSAGES.payslipsGivenNoEdits]);
    const cancel = await w.contractor.post(`${w.base(est)}/${september}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    const cancelled = await upload(w.contractor, 'Employee Code,PF\r\nW-01,1\r\n', 'wages.csv', september);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([403, WAGE_MESSAGES.cancelledRegister]);
    expect((await formB(w.contractor, september)).body).toContain('Cancelled on ');
  });
});
