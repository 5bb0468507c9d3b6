import { MANPOWER_MESSAGES, VERIFICATION_MESSAGES } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarOf, employeeValues, employeeWorld, yearsAgo } from '../../../test/employee-fixtures.js';
import { createWorld, WORLD_PASSWORD } from '../../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helper.js';
import { employees, establishments } from '../../db/schema/index.js';
import { FORM_A_COLUMNS } from './form-a.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let sub: TestClient;
let otherGovt: TestClient;
let otherContractor: TestClient;
let est: string;
const ids: Record<string, string> = {};
const aadhaar = aadhaarOf('45678901234');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const add = async (client: TestClient, code: string, extra: Record<string, unknown> = {}) => {
  const res = await client.post(`/api/establishments/${est}/employees`, {
    values: employeeValues(code, extra),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};

beforeAll(async () => {
  ctx = await createTestContext();
  ({ govt, contractor, consultant, sub, est } = await employeeWorld(ctx));
  const other = await createWorld(ctx.database.db, 'other');
  otherGovt = await ctx.client().loginAs(other.government.email, WORLD_PASSWORD);
  otherContractor = await ctx.client().loginAs(other.contractor.email, WORLD_PASSWORD);
  const [row] = await ctx.database.db.select().from(establishments).where(eq(establishments.id, est));
  await ctx.database.db
    .update(establishments)
    .set({ body: { ...row!.body, lin: '1-2345-6789-0' } })
    .where(eq(establishments.id, est));
  ids.a = await add(contractor, 'FA-1', { aadhaar });
  ids.b = await add(sub, 'FA-2', { date_of_joining: yearsAgo(0, 5), skill_category: 'unskilled' });
  ids.c = await add(contractor, 'FA-3', {
    name: 'Ravi',
    date_of_birth: yearsAgo(16),
    date_of_joining: '2025-06-01',
    designation: 'Helper',
    skill_category: 'unskilled',
    body: {
      ...employeeValues('x').body,
      adolescent: {
        natureOfWork: 'Carrying tools',
        dailyHours: '4.5',
        restIntervals: '30 minutes after 2 hours',
      },
    },
  });
  ids.d = await add(contractor, 'FA-4', {
    date_of_joining: '2025-03-01',
    exit_date: yearsAgo(0, 3),
    skill_category: 'highlySkilled',
  });
});
afterAll(async () => ctx?.close());

const formA = (client: TestClient, kind = 'employee-register') =>
  client.get(`/gen-forms/establishments/${est}/${kind}`);

describe('Form A', () => {
  it('is a printable HTML page with the header, every notified column and one worker per row', async () => {
    const res = await formA(consultant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const page = res.body;
    expect(page).toContain('Kabini canal works');
    expect(page).toContain('Sri Murugan Builders');
    expect(page).toContain('1-2345-6789-0');
    expect(page).toContain('size:A4 landscape');
    // The print dialog opens from a same-origin script (no inline script is allowed or needed).
    expect(page).toContain('<script src="/gen-forms/print.js" defer></script>');
    expect(page.match(/<script/g)).toHaveLength(1);
    const script = await ctx.client().get('/gen-forms/print.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.print()');
    for (const column of FORM_A_COLUMNS) expect(page).toContain(`<th>${column.replace("'", '&#39;')}</th>`);
    expect(page.match(/<tr><td>/g)).toHaveLength(4);
    expect(page).toContain('<td>FA-1</td>');
    expect(page).toContain('<td class="words">01/02/<wbr>2025</td>');
    expect(page).toContain('<td class="words">15/06/<wbr>1990</td>');
  });

  it('shows Aadhaar masked, never the number', async () => {
    const page = (await formA(govt)).body;
    expect(page).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(page).not.toContain(aadhaar);
    expect(page).not.toContain(aadhaar.slice(0, 8));
  });

  it('escapes a name such as <script>', async () => {
    await ctx.database.db
      .update(employees)
      .set({ surname: '<script>alert("x")</script>' })
      .where(eq(employees.id, ids.a!));
    const page = (await formA(contractor)).body;
    expect(page).not.toContain('<script>alert');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    await ctx.database.db.update(employees).set({ surname: 'Devi' }).where(eq(employees.id, ids.a!));
  });

  it('a subcontractor sees only its own workers, under its own name', async () => {
    const page = (await formA(sub)).body;
    expect(page.match(/<tr><td>/g)).toHaveLength(1);
    expect(page).toContain('<td>FA-2</td>');
    expect(page).not.toContain('FA-1');
    expect(page).toContain('Velu Electricals');
  });

  it('the adolescent register lists the workers aged 14 to 18 with their particulars in the remarks', async () => {
    const res = await formA(govt, 'adol-employee-register');
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<tr><td>/g)).toHaveLength(1);
    expect(res.body).toContain('<td>FA-3</td>');
    expect(res.body).toContain(
      'Nature of work: Carrying tools<br>Daily hours: 4.5<br>Rest intervals: 30 minutes after 2 hours',
    );
  });

  it('is not found for another government, its contractor, or without a session', async () => {
    expect((await formA(otherGovt)).statusCode).toBe(404);
    expect((await formA(otherContractor, 'adol-employee-register')).statusCode).toBe(404);
    expect((await formA(ctx.client())).statusCode).toBe(401);
    expect((await govt.get('/gen-forms/establishments/not-an-id/employee-register')).statusCode).toBe(404);
  });
});

const manpower = (client: TestClient, from?: string, to?: string) => {
  const q = new URLSearchParams();
  if (from) q.set('from_date', from);
  if (to) q.set('to_date', to);
  return client.get(`/api/establishments/${est}/employees/manpower-report?${q}`);
};

async function sheetRows(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('Manpower')!.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

describe('manpower report', () => {
  it('counts the workers active on each day by skill category (joined on or before, not left before)', async () => {
    const from = yearsAgo(0, 9);
    const res = await manpower(consultant, ddmmyyyy(from), yearsAgo(0, 0));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[3]).toEqual(['Date', 'Highly Skilled', 'Skilled', 'Semi Skilled', 'Unskilled', 'Total']);
    const days = rows.slice(4);
    expect(days).toHaveLength(10);
    expect(days[0]).toEqual([ddmmyyyy(from), 1, 1, 0, 1, 3]);
    expect(days[4]).toEqual([ddmmyyyy(yearsAgo(0, 5)), 1, 1, 0, 2, 4]);
    expect(days[6]).toEqual([ddmmyyyy(yearsAgo(0, 3)), 1, 1, 0, 2, 4]);
    expect(days[7]).toEqual([ddmmyyyy(yearsAgo(0, 2)), 0, 1, 0, 2, 3]);
  });

  it("counts only a subcontractor's own workers for it", async () => {
    const res = await manpower(sub, yearsAgo(0, 1), yearsAgo(0, 0));
    const days = (await sheetRows(res.rawPayload)).slice(4);
    expect(days).toEqual([
      [ddmmyyyy(yearsAgo(0, 1)), 0, 0, 0, 1, 1],
      [ddmmyyyy(yearsAgo(0, 0)), 0, 0, 0, 1, 1],
    ]);
  });

  it('needs From and To, not in the future, To not before From, at most 60 days', async () => {
    const fields = async (from?: string, to?: string) => {
      const res = await manpower(contractor, from, to);
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields()).toEqual({
      from_date: MANPOWER_MESSAGES.fromRequired,
      to_date: MANPOWER_MESSAGES.toRequired,
    });
    expect(await fields(yearsAgo(0, 1), yearsAgo(0, -1))).toEqual({ to_date: MANPOWER_MESSAGES.future });
    expect(await fields(yearsAgo(0, -2), yearsAgo(0, -1))).toMatchObject({
      from_date: MANPOWER_MESSAGES.future,
    });
    expect(await fields(yearsAgo(0, 60), yearsAgo(0, 0))).toEqual({ to_date: MANPOWER_MESSAGES.tooLong });
    expect(await fields(yearsAgo(0, 1), yearsAgo(0, 2))).toEqual({ to_date: MANPOWER_MESSAGES.order });
    expect(await fields('31/02/2025', '2025-13-01')).toEqual({
      from_date: MANPOWER_MESSAGES.invalid,
      to_date: MANPOWER_MESSAGES.invalid,
    });
    expect((await manpower(contractor, yearsAgo(0, 59), yearsAgo(0, 0))).statusCode).toBe(200);
  });

  it('is not found for another government', async () => {
    expect((await manpower(otherGovt, yearsAgo(0, 1), yearsAgo(0, 0))).statusCode).toBe(404);
  });
});

describe('Android app link', () => {
  it('points to the web app when no app is configured; only the contractor asks for it', async () => {
    const res = await contractor.get('/api/androidAppLink');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ link: 'http://anupalan.test/', configured: false });
    expect((await govt.get('/api/androidAppLink')).statusCode).toBe(403);
    expect((await sub.get('/api/androidAppLink')).statusCode).toBe(403);
    expect((await ctx.client().get('/api/androidAppLink')).statusCode).toBe(401);
  });

  it('gives the configured app link', async () => {
    const configured = await createTestContext({
      env: { ANDROID_APP_LINK: 'https://play.google.com/store/apps/details?id=in.anupalan' },
    });
    try {
      const world = await createWorld(configured.database.db, 'app');
      const own = await configured.client().loginAs(world.contractor.email, WORLD_PASSWORD);
      expect((await own.get('/api/androidAppLink')).json()).toEqual({
        link: 'https://play.google.com/store/apps/details?id=in.anupalan',
        configured: true,
      });
    } finally {
      await configured.close();
    }
  });
});

const verifications = (client: TestClient, employeeId: string) =>
  client.get(`/api/establishments/${est}/employees/${employeeId}/employee-verification`);
const upload = async (client: TestClient) =>
  (await client.upload(`/api/files/establishments/${est}`, 'signed.pdf', pdf)).json() as {
    url: string;
    name: string;
  };
const setCopy = (
  client: TestClient,
  method: 'POST' | 'DELETE',
  employeeId: string,
  id: string,
  body?: unknown,
) =>
  client.request({
    method,
    url: `/api/establishments/${est}/employees/${employeeId}/employee-verification/${id}`,
    payload: { values: { id, ...(body ? { body } : {}) } },
  });

describe('verification forms', () => {
  it('lists the forms due for a worker, due after the date of joining', async () => {
    const res = await verifications(govt, ids.a!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        form_schema: expect.objectContaining({
          title: "Worker's self-declaration",
          urlPart: 'self-declaration',
        }),
        due_on: '2025-02-08',
        body: null,
        submitted_on: null,
      }),
      expect.objectContaining({
        form_schema: expect.objectContaining({ urlPart: 'police-verification' }),
        due_on: '2025-03-03',
      }),
    ]);
  });

  it('uploads and deletes a signed copy; the counts feed the list and its filter', async () => {
    const [first] = (await verifications(contractor, ids.a!)).json();
    const file = await upload(contractor);
    const up = await setCopy(contractor, 'POST', ids.a!, first.id, file);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message).toBe(VERIFICATION_MESSAGES.uploaded);
    const after = (await verifications(consultant, ids.a!)).json();
    expect(after[0]).toMatchObject({ body: { url: file.url }, submitted_on: expect.any(String) });
    const record = (await govt.get(`/api/establishments/${est}/employees/${ids.a}`)).json();
    expect(record.verification).toEqual({ verified: 1, form_count: 2 });
    const [logged] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(sql`table_name = 'employee_verifications' and row_id = ${first.id} and op_type = 'UPDATE'`);
    expect(logged!.n).toBe(1);
    const second = after[1];
    expect((await setCopy(contractor, 'POST', ids.a!, second.id, await upload(contractor))).statusCode).toBe(
      200,
    );
    const completed = (await govt.get(`/api/establishments/${est}/employees?verification=Completed`)).json();
    expect(completed.map((e: { employee_code: string }) => e.employee_code)).toEqual(['FA-1']);
    const del = await setCopy(contractor, 'DELETE', ids.a!, second.id);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(VERIFICATION_MESSAGES.deleted);
    expect((await govt.get(`/api/establishments/${est}/employees/${ids.a}`)).json().verification).toEqual({
      verified: 1,
      form_count: 2,
    });
  });

  it('a subcontractor uploads for its own workers only; the Government and consultant never', async () => {
    const [own] = (await verifications(sub, ids.b!)).json();
    expect((await setCopy(sub, 'POST', ids.b!, own.id, await upload(sub))).statusCode).toBe(200);
    const [theirs] = (await verifications(contractor, ids.c!)).json();
    expect((await verifications(sub, ids.c!)).statusCode).toBe(404);
    expect((await setCopy(sub, 'POST', ids.c!, theirs.id, await upload(sub))).statusCode).toBe(404);
    expect(
      (await setCopy(consultant, 'POST', ids.c!, theirs.id, { name: 'x.pdf', url: own.id })).statusCode,
    ).toBe(403);
    expect((await setCopy(govt, 'DELETE', ids.c!, theirs.id)).statusCode).toBe(403);
  });

  it("refuses another worker's form, a file the caller cannot read, and a mismatched id", async () => {
    const [ofA] = (await verifications(contractor, ids.a!)).json();
    const [ofC] = (await verifications(contractor, ids.c!)).json();
    expect((await setCopy(contractor, 'POST', ids.c!, ofA.id, await upload(contractor))).statusCode).toBe(
      404,
    );
    const foreign = (await otherContractor.upload('/api/files', 'other.pdf', pdf)).json();
    expect((await setCopy(contractor, 'POST', ids.c!, ofC.id, foreign)).statusCode).toBe(404);
    const mismatch = await contractor.request({
      method: 'POST',
      url: `/api/establishments/${est}/employees/${ids.c}/employee-verification/${ofC.id}`,
      payload: { values: { id: ofA.id, body: await upload(contractor) } },
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await setCopy(contractor, 'POST', ids.c!, ofC.id, { name: '', url: '' })).statusCode).toBe(400);
    expect((await verifications(contractor, ids.c!)).json()[0].submitted_on).toBeNull();
    expect((await verifications(otherGovt, ids.c!)).statusCode).toBe(404);
  });

  it('prints a form with the worker filled in, escaped, in scope only', async () => {
    await ctx.database.db.update(employees).set({ name: '<b>Ravi</b>' }).where(eq(employees.id, ids.c!));
    const res = await govt.get(`/gen-forms/establishment-employees/${ids.c}/police-verification`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Police verification of antecedents');
    expect(res.body).toContain('&lt;b&gt;Ravi&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Ravi');
    const a = await contractor.get(`/gen-forms/establishment-employees/${ids.a}/self-declaration`);
    expect(a.body).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(a.body).not.toContain(aadhaar);
    expect((await sub.get(`/gen-forms/establishment-employees/${ids.c}/self-declaration`)).statusCode).toBe(
      404,
    );
    expect(
      (await otherGovt.get(`/gen-forms/establishment-employees/${ids.c}/self-declaration`)).statusCode,
    ).toBe(404);
    expect((await govt.get(`/gen-forms/establishment-employees/${ids.c}/no-such-form`)).statusCode).toBe(404);
  });
});

describe('the catalogue and migration 0014 agree', () => {
  it('every worker gets one row per catalogued form, due the catalogued days after joining', async () => {
    const { VERIFICATION_FORMS } = await import('./verification-forms.js');
    const rows = (await verifications(govt, ids.d!)).json() as {
      form_schema: { urlPart: string };
      due_on: string;
    }[];
    expect(rows.map((r) => r.form_schema.urlPart).sort()).toEqual(
      VERIFICATION_FORMS.map((f) => f.urlPart).sort(),
    );
    for (const form of VERIFICATION_FORMS) {
      const due = new Date(Date.UTC(2025, 2, 1 + form.dueDays)).toISOString().slice(0, 10);
      expect(rows.find((r) => r.form_schema.urlPart === form.urlPart)?.due_on).toBe(due);
    }
  });

  it('a corrected date of joining moves the due dates of the forms not yet uploaded', async () => {
    const res = await contractor.request({
      method: 'POST',
      url: `/api/establishments/${est}/employees`,
      headers: { isEdit: 'true' },
      payload: {
        values: {
          ...employeeValues('FA-4', { date_of_joining: '2025-03-11', skill_category: 'highlySkilled' }),
          exit_date: yearsAgo(0, 3),
          id: ids.d,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await verifications(govt, ids.d!)).json() as { due_on: string }[];
    expect(rows.map((r) => r.due_on)).toEqual(['2025-03-18', '2025-04-10']);
  });
});
