import { employeeList, employeeListItem } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadhaarOf, employeeValues, employeeWorld, yearsAgo } from '../../../test/employee-fixtures.js';
import type { World } from '../../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helper.js';
import { employeeCountMismatches } from '../../../test/kept-counts.js';
import { employees } from '../../db/schema/index.js';
import { aadhaarKeys, readAadhaar } from '../../lib/aadhaar-crypto.js';

let ctx: TestContext;
let world: World;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let sub: TestClient;
let est: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ world, govt, contractor, consultant, sub, est } = await employeeWorld(ctx));
});
afterAll(async () => ctx?.close());

const add = (client: TestClient, values: Record<string, unknown>) =>
  client.post(`/api/establishments/${est}/employees`, { values });
const edit = (client: TestClient, values: Record<string, unknown>) =>
  client.request({
    method: 'POST',
    url: `/api/establishments/${est}/employees`,
    headers: { isEdit: 'true' },
    payload: { values },
  });

describe('adding an employee', () => {
  it('records a worker; the list, the record and the count show it with its Aadhaar masked', async () => {
    const aadhaar = aadhaarOf('23456789012');
    const res = await add(contractor, employeeValues('KC-001', { aadhaar }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Employee added successfully');
    const id = res.json().id;
    const record = (await govt.get(`/api/establishments/${est}/employees/${id}`)).json();
    expect(record).toMatchObject({
      employee_code: 'KC-001',
      label: 'Lakshmi Devi (KC-001)',
      status: 'Active',
      is_adolescent: false,
      aadhaar: `XXXX XXXX ${aadhaar.slice(-4)}`,
      subcontractor: null,
      body: expect.objectContaining({ gender: 'Female' }),
    });
    const list = (await consultant.get(`/api/establishments/${est}/employees?nameOrCode=KC-001`)).json();
    expect(list).toEqual([
      expect.objectContaining({ id, aadhaar: `XXXX XXXX ${aadhaar.slice(-4)}`, serial_no: 1 }),
    ]);
    expect(JSON.stringify(list)).not.toContain(aadhaar);
    expect(JSON.stringify(record)).not.toContain(aadhaar);
  });

  it('stores Aadhaar encrypted: no column holds the number, the audit log neither, and the key reads it back', async () => {
    const aadhaar = aadhaarOf('34567890123');
    const id = (
      await add(
        contractor,
        employeeValues('KC-002', {
          aadhaar: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`,
        }),
      )
    ).json().id;
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, id));
    expect(JSON.stringify(row)).not.toContain(aadhaar);
    expect(JSON.stringify(row)).not.toContain(aadhaar.slice(0, 8));
    expect(row!.aadhaarLast4).toBe(aadhaar.slice(-4));
    expect(row!.aadhaarCipher).toMatch(/^v1:/);
    expect(readAadhaar(aadhaarKeys(ctx.config), row!.aadhaarCipher!)).toBe(aadhaar);
    const [logged] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(
        sql`table_name = 'employees' and row_id = ${id}
          and (new_row::text like ${`%${aadhaar.slice(0, 8)}%`} or new_row ? 'aadhaar_cipher')`,
      );
    const [entries] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(sql`table_name = 'employees' and row_id = ${id}`);
    expect(logged).toEqual({ n: 0 });
    expect(entries).toEqual({ n: 1 });
  });

  it('refuses a wrong Aadhaar check digit, and the same Aadhaar twice in one establishment', async () => {
    const good = aadhaarOf('45678901234');
    const wrong = good.slice(0, 11) + String((Number(good[11]) + 1) % 10);
    const bad = await add(contractor, employeeValues('KC-003', { aadhaar: wrong }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ aadhaar: 'Enter a valid 12-digit Aadhaar number' });
    expect((await add(contractor, employeeValues('KC-003', { aadhaar: good }))).statusCode).toBe(200);
    const twice = await add(contractor, employeeValues('KC-004', { aadhaar: good }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'AADHAAR_TAKEN',
      message: 'This Aadhaar number is already recorded for another worker of this establishment.',
    });
  });

  it('refuses an employee code already used in the establishment', async () => {
    await add(contractor, employeeValues('KC-010'));
    const again = await add(contractor, employeeValues('KC-010'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CODE_TAKEN',
      message: 'This employee code is already used in this establishment.',
    });
  });

  it('refuses a worker under 14 on the date of joining', async () => {
    const res = await add(
      contractor,
      employeeValues('KC-011', { date_of_birth: yearsAgo(14, -30), date_of_joining: yearsAgo(0, 1) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      date_of_birth:
        'A child under 14 years of age cannot be employed: check the date of birth (the worker must be 14 on the date of joining).',
    });
  });

  it('takes an adolescent (14 to 18) only with the nature of work, daily hours and rest intervals', async () => {
    const young = { date_of_birth: yearsAgo(16), date_of_joining: yearsAgo(0, 10) };
    const without = await add(contractor, employeeValues('KC-012', young));
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual({
      'body.adolescent.natureOfWork': 'Required for a worker aged 14 to 18 (adolescent register)',
      'body.adolescent.dailyHours': 'Required for a worker aged 14 to 18 (adolescent register)',
      'body.adolescent.restIntervals': 'Required for a worker aged 14 to 18 (adolescent register)',
    });
    const values = employeeValues('KC-012', young);
    const withParticulars = await add(contractor, {
      ...values,
      body: {
        ...values.body,
        adolescent: { natureOfWork: 'Carrying bricks', dailyHours: '4.5', restIntervals: '11:00 to 11:30' },
      },
    });
    expect(withParticulars.statusCode).toBe(200);
    const record = (
      await contractor.get(`/api/establishments/${est}/employees/${withParticulars.json().id}`)
    ).json();
    expect(record).toMatchObject({ is_adolescent: true, age: 16 });
  });

  it('refuses a date of joining before the commencement or in the future, and a skill outside the four', async () => {
    const before = await add(contractor, employeeValues('KC-013', { date_of_joining: '2024-12-31' }));
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toEqual({
      date_of_joining: 'The date of joining cannot be before the date of commencement (01/01/2025).',
    });
    const future = await add(contractor, employeeValues('KC-013', { date_of_joining: '2099-01-01' }));
    expect(future.json().fields).toEqual({ date_of_joining: 'This date cannot be of future.' });
    const skill = await add(contractor, employeeValues('KC-013', { skill_category: 'Expert' }));
    expect(skill.json().fields).toEqual({ skill_category: 'Choose one of the options' });
  });

  it('is refused to the Government and the consultant', async () => {
    for (const client of [govt, consultant]) {
      const res = await add(client, employeeValues('KC-014'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the contractor or a subcontractor records employees.');
    }
  });
});

describe('a subcontractor', () => {
  it('adds only to its own list; it sees only its own workers, the contractor sees whose each is', async () => {
    const res = await add(sub, employeeValues('VE-001'));
    expect(res.statusCode).toBe(200);
    const own = (await sub.get(`/api/establishments/${est}/employees`)).json();
    expect(own.map((e: { employee_code: string }) => e.employee_code)).toEqual(['VE-001']);
    const all = (await contractor.get(`/api/establishments/${est}/employees?nameOrCode=VE-`)).json();
    expect(all[0].subcontractor).toEqual({
      id: world.subcontractor.id,
      name: expect.stringContaining('Velu'),
    });
    const contractorWorker = (
      await contractor.get(`/api/establishments/${est}/employees?nameOrCode=KC-001`)
    ).json()[0];
    expect((await sub.get(`/api/establishments/${est}/employees/${contractorWorker.id}`)).statusCode).toBe(
      404,
    );
    const editOther = await edit(sub, { ...employeeValues('KC-001'), id: contractorWorker.id });
    expect(editOther.statusCode).toBe(404);
    expect(editOther.json().message).toBe('Employee not found.');
    expect(
      (await sub.request({ method: 'DELETE', url: `/api/establishments/${est}/employees/${res.json().id}` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the list', () => {
  it('filters by status and name, counts in total-count, searches for ee_id, gives the earliest joining date', async () => {
    const joined = employeeValues('KC-020', { name: 'Basavaraju', surname: 'Naik', exit_date: '2025-03-01' });
    const id = (await add(contractor, joined)).json().id;
    const terminated = (
      await contractor.get(`/api/establishments/${est}/employees?status=Terminated`)
    ).json();
    expect(terminated.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(terminated[0]).toMatchObject({ status: 'Terminated', max_count: 1 });
    const active = (await contractor.get(`/api/establishments/${est}/total-count`)).statusCode;
    expect(active).toBe(404);
    const all = (await contractor.get(`/api/establishments/${est}/employees/total-count`)).json().max_count;
    const act = (
      await contractor.get(`/api/establishments/${est}/employees/total-count?status=Active`)
    ).json();
    expect(act.max_count).toBe(all - 1);
    const found = (
      await contractor.get(`/api/establishments/${est}/employees/search-employees?nameOrCode=basava`)
    ).json();
    expect(found).toEqual([
      { ee_id: id, employee_code: 'KC-020', name: 'Basavaraju', label: 'Basavaraju Naik (KC-020)' },
    ]);
    const percent = (await contractor.get(`/api/establishments/${est}/employees?nameOrCode=%25`)).json();
    expect(percent).toEqual([]);
    const page = (await contractor.get(`/api/establishments/${est}/employees?page=1&pageSize=2`)).json();
    expect(page).toHaveLength(2);
    expect(page[0].max_count).toBe(all);
    const bad = await contractor.get(`/api/establishments/${est}/employees?status=Gone`);
    expect(bad.statusCode).toBe(400);
    expect((await contractor.get(`/api/establishments/${est}/earliest-joining-date`)).json()).toEqual({
      earliest_joining_date: '2025-02-01',
    });
  });
});

describe('the list as PostgreSQL writes it', () => {
  it('has exactly the schema’s keys, and each row says what the record says', async () => {
    const pages = [1, 2, 3].map((page) =>
      contractor.get(`/api/establishments/${est}/employees?page=${page}&pageSize=4`),
    );
    const rows = (await Promise.all(pages)).flatMap((r) => r.json() as Record<string, unknown>[]);
    expect(rows.length).toBeGreaterThan(4);
    expect(employeeList.safeParse(rows).success).toBe(true);
    expect(rows.map((r) => r.serial_no)).toEqual(rows.map((_, i) => i + 1));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(employeeListItem.shape).sort());
      const record = (await contractor.get(`/api/establishments/${est}/employees/${row.id}`)).json();
      const { body: _b, created_at: _c, updated_at: _u, age: _a, ...same } = record;
      expect({ ...same, serial_no: row.serial_no, max_count: row.max_count }).toEqual(row);
    }
    // The adolescent, the terminated worker and the subcontractor's worker are among them.
    expect(rows.some((r) => r.is_adolescent)).toBe(true);
    expect(rows.some((r) => r.status === 'Terminated')).toBe(true);
    expect(rows.some((r) => r.subcontractor !== null)).toBe(true);
    // A subcontractor's list holds only its own workers, with the same numbering.
    const own = (await sub.get(`/api/establishments/${est}/employees`)).json();
    expect(own.every((r: { subcontractor: unknown }) => r.subcontractor !== null)).toBe(true);
    expect(own[0]).toMatchObject({ serial_no: 1, max_count: own.length });
  });
});

describe('editing and deleting', () => {
  it('keeps the stored Aadhaar when the masked number comes back, refuses another masked number', async () => {
    const aadhaar = aadhaarOf('56789012345');
    const id = (await add(contractor, employeeValues('KC-030', { aadhaar }))).json().id;
    const masked = `XXXX XXXX ${aadhaar.slice(-4)}`;
    const kept = await edit(contractor, {
      ...employeeValues('KC-030', { designation: 'Bar bender', aadhaar: masked }),
      id,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toBe('Successfully edited the data!');
    const record = (await contractor.get(`/api/establishments/${est}/employees/${id}`)).json();
    expect(record).toMatchObject({ designation: 'Bar bender', aadhaar: masked });
    const other = await edit(contractor, { ...employeeValues('KC-030', { aadhaar: 'XXXX XXXX 0000' }), id });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ aadhaar: 'Enter the full 12-digit Aadhaar number' });
  });

  it('the contractor deletes an employee; others are refused', async () => {
    const id = (await add(contractor, employeeValues('KC-040'))).json().id;
    const url = `/api/establishments/${est}/employees/${id}`;
    for (const client of [govt, consultant])
      expect((await client.request({ method: 'DELETE', url })).statusCode).toBe(403);
    const res = await contractor.request({ method: 'DELETE', url });
    expect(res.json()).toEqual({ message: 'Employee deleted successfully' });
    expect((await contractor.get(url)).statusCode).toBe(404);
    expect((await contractor.request({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('the kept worker totals', () => {
  it('match a count of the workers after everything above (added, edited, deleted, filtered)', async () => {
    const kept = await ctx.database.db.execute(sql`select count(*)::int as n from employee_counts`);
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    expect(await employeeCountMismatches(ctx.database.db)).toEqual([]);
  });
});
