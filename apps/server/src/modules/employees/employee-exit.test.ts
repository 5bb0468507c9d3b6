import { istDateKey } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeValues, employeeWorld } from '../../../test/employee-fixtures.js';
import type { World } from '../../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helper.js';
import { employeeCountMismatches } from '../../../test/kept-counts.js';
import { employees, establishments } from '../../db/schema/index.js';

// The worker's exit (workflow employee-exit), the refusal to delete a worker with attendance, and the end of
// every worker's link when the subproject closes.

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

const daysAgo = (n: number) => {
  const d = new Date(`${istDateKey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

async function addWorker(code: string, client = contractor, joined = daysAgo(60)): Promise<string> {
  const res = await client.post(`/api/establishments/${est}/employees`, {
    values: employeeValues(code, { date_of_joining: joined }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const exit = (client: TestClient, id: string, values: Record<string, unknown>) =>
  client.post(`/api/establishments/${est}/employees/${id}/exit`, { values });

/** A day's register with the worker's entry filled in (as the attendance module writes them). */
async function attendance(employeeId: string, day: string, type: string | null = 'absent') {
  const db = ctx.database.db;
  await db.execute(sql`insert into attendance_registers (establishment_id, register_date)
    values (${est}, ${day}::date) on conflict do nothing`);
  await db.execute(sql`insert into attendance_entries (register_id, register_date, establishment_id, employee_id, type)
    select r.id, r.register_date, r.establishment_id, ${employeeId}, ${type}
    from attendance_registers r where r.establishment_id = ${est} and r.register_date = ${day}::date`);
}

describe('recording an exit', () => {
  it('writes the date and reason into Form A; the worker is Terminated from that day', async () => {
    const id = await addWorker('EX-001');
    const res = await exit(contractor, id, { exit_date: daysAgo(3), exit_reason: 'Resigned' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Exit recorded', id });
    const record = (await govt.get(`/api/establishments/${est}/employees/${id}`)).json();
    expect(record).toMatchObject({ status: 'Terminated', exit_date: daysAgo(3) });
    expect(record.body.exitReason).toBe('Resigned');
    // A corrected date is taken too.
    expect((await exit(contractor, id, { exit_date: daysAgo(2), exit_reason: 'Resigned' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a date before joining, a future date, a missing reason; nothing changes', async () => {
    const id = await addWorker('EX-002', contractor, daysAgo(10));
    const before = await exit(contractor, id, { exit_date: daysAgo(11), exit_reason: 'Resigned' });
    expect(before.statusCode).toBe(400);
    expect(JSON.stringify(before.json())).toContain('The date of exit cannot be before the date of joining');
    const future = await exit(contractor, id, { exit_date: '2999-01-01', exit_reason: 'Resigned' });
    expect(future.statusCode).toBe(400);
    const noReason = await exit(contractor, id, { exit_date: daysAgo(1) });
    expect(noReason.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, id));
    expect(row!.exitDate).toBeNull();
  });

  it('refuses a date that would leave attendance recorded after the exit', async () => {
    const id = await addWorker('EX-003');
    await attendance(id, daysAgo(4), 'present');
    const res = await exit(contractor, id, { exit_date: daysAgo(5), exit_reason: 'Left without notice' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('after the date of exit');
    expect(
      (await exit(contractor, id, { exit_date: daysAgo(4), exit_reason: 'Left without notice' })).statusCode,
    ).toBe(200);
  });

  it('a subcontractor records its own worker’s exit, not the contractor’s; the Government and consultant cannot', async () => {
    const own = await addWorker('EX-004', sub);
    const theirs = await addWorker('EX-005');
    const values = { exit_date: daysAgo(1), exit_reason: 'Contract period completed' };
    expect((await exit(sub, own, values)).statusCode).toBe(200);
    expect((await exit(sub, theirs, values)).statusCode).toBe(404);
    for (const client of [govt, consultant])
      expect((await exit(client, theirs, values)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, theirs));
    expect(row!.exitDate).toBeNull();
  });
});

describe('deleting a worker with attendance', () => {
  it('is refused once attendance is filled in; an unfilled entry goes with the worker', async () => {
    const filled = await addWorker('EX-010');
    await attendance(filled, daysAgo(7), 'present');
    const url = `/api/establishments/${est}/employees/${filled}`;
    const refused = await contractor.request({ method: 'DELETE', url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This worker has attendance recorded and cannot be deleted: record the exit instead.',
    );
    expect((await contractor.get(url)).statusCode).toBe(200);

    const pending = await addWorker('EX-011');
    await attendance(pending, daysAgo(7), null);
    const ok = await contractor.request({
      method: 'DELETE',
      url: `/api/establishments/${est}/employees/${pending}`,
    });
    expect(ok.json()).toEqual({ message: 'Employee deleted successfully' });
  });
});

describe('closing the subproject', () => {
  it('ends the link of every worker still on the books, keeps earlier exits', async () => {
    const staying = await addWorker('EX-020');
    const left = await addWorker('EX-021');
    await exit(contractor, left, { exit_date: daysAgo(5), exit_reason: 'Resigned' });
    const [e] = await ctx.database.db
      .select({ subprojectId: establishments.subprojectId })
      .from(establishments)
      .where(eq(establishments.id, est));
    const res = await govt.post(`/api/subprojects/${e!.subprojectId}/completion`, {
      values: { completion_body: { confirmText: 'complete', isApproved: { checked: true } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.database.db.select().from(employees).where(eq(employees.establishmentId, est));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(staying)).toMatchObject({ exitDate: istDateKey() });
    expect(byId.get(staying)!.body.exitReason).toBe('Subproject closed');
    expect(byId.get(left)).toMatchObject({ exitDate: daysAgo(5) });
    expect(byId.get(left)!.body.exitReason).toBe('Resigned');
    expect(rows.every((r) => r.exitDate !== null)).toBe(true);
    void world;
  });
});

describe('the kept worker totals', () => {
  it('match a count of the workers after everything above (exits recorded, subprojects closed, projects completed)', async () => {
    const kept = await ctx.database.db.execute(sql`select count(*)::int as n from employee_counts`);
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    expect(await employeeCountMismatches(ctx.database.db)).toEqual([]);
  });
});
