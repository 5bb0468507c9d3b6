import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeValues, employeeWorld } from '../../../test/employee-fixtures.js';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let sub: TestClient;
let est: string;
let worker: string;
let unskilled: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ govt, contractor, consultant, sub, est } = await employeeWorld(ctx));
  worker = (
    await contractor.post(`/api/establishments/${est}/employees`, { values: employeeValues('W-1') })
  ).json().id;
  unskilled = (
    await contractor.post(`/api/establishments/${est}/employees`, {
      values: employeeValues('W-2', { skill_category: 'unskilled' }),
    })
  ).json().id;
});
afterAll(async () => ctx?.close());

const url = (id: string) => `/api/establishments/${est}/employees/${id}/employee-wage-period`;
const addPeriod = (client: TestClient, id: string, values: Record<string, unknown>, isEdit = false) =>
  client.request({ method: 'POST', url: url(id), headers: { isEdit: String(isEdit) }, payload: { values } });

describe('wage periods', () => {
  it('takes a missing overtime rate as twice (wage + DA) / 8, to the paisa', async () => {
    // (701.01 + 120.00) × 2 / 8 = 205.2525: 205.25.
    const res = await addPeriod(contractor, worker, {
      wage_start_date: '2025-02-01',
      wage_amount: '701.01',
      da: '120',
    });
    expect(res.statusCode).toBe(200);
    const periods = (await govt.get(url(worker))).json();
    expect(periods).toEqual([
      {
        id: res.json().id,
        establishment_employee_id: worker,
        wage_start_date: '2025-02-01',
        wage_end_date: null,
        wage_amount: '701.01',
        da: '120.00',
        overtime_rate: '205.25',
        overtime_entered: false,
      },
    ]);
    const wage = (
      await consultant.get(`/api/establishments/${est}/employees/${worker}/employee-wage`)
    ).json();
    expect(wage.current).toMatchObject({ wage_amount: '701.01', overtime_rate: '205.25' });
    expect(wage.minimum).toEqual({ daily_rate: '820.00', basic: '700.00', da: '120.00', overtime: '205.00' });
  });

  it('keeps a typed overtime rate and closes the earlier open period the day before a new one', async () => {
    const res = await addPeriod(contractor, worker, {
      wage_start_date: '2025-06-01',
      wage_amount: '750',
      da: '130',
      overtime_rate: { value: '250', entered: true },
    });
    expect(res.statusCode).toBe(200);
    const periods = (await contractor.get(url(worker))).json();
    expect(
      periods.map((p: { wage_start_date: string; wage_end_date: string | null }) => [
        p.wage_start_date,
        p.wage_end_date,
      ]),
    ).toEqual([
      ['2025-02-01', '2025-05-31'],
      ['2025-06-01', null],
    ]);
    expect(periods[1]).toMatchObject({ overtime_rate: '250.00', overtime_entered: true });
  });

  it('refuses a period starting on the day of another (they would overlap)', async () => {
    const res = await addPeriod(contractor, worker, {
      wage_start_date: '2025-06-01',
      wage_amount: '800',
      da: '130',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OVERLAP',
      message: 'Wage periods of an employee cannot overlap.',
    });
  });

  it('refuses a daily rate below the minimum for the skill category, naming the minimum in rupees', async () => {
    // Unskilled minimum: 1,234 + 100.50 = ₹1,334.50 a day.
    const low = await addPeriod(contractor, unskilled, {
      wage_start_date: '2025-03-01',
      wage_amount: '1234',
      da: '100.49',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({
      wage_amount:
        'The daily rate (wage + DA) is below the minimum wage of ₹1,334.50 per day for Unskilled workers on 01/03/2025.',
    });
    const exact = await addPeriod(contractor, unskilled, {
      wage_start_date: '2025-03-01',
      wage_amount: '1234',
      da: '100.50',
    });
    expect(exact.statusCode).toBe(200);
  });

  it('requires the start date, wage and DA; refuses a start before joining', async () => {
    const empty = await addPeriod(contractor, worker, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['da', 'wage_amount', 'wage_start_date']);
    const early = await addPeriod(contractor, worker, {
      wage_start_date: '2025-01-15',
      wage_amount: '900',
      da: '0',
    });
    expect(early.json().fields).toEqual({
      wage_start_date: 'The start date cannot be before the date of joining (01/02/2025).',
    });
  });

  it('contractor and subcontractor add; only the contractor edits; the Government and consultant do neither', async () => {
    const own = (
      await sub.post(`/api/establishments/${est}/employees`, { values: employeeValues('VE-9') })
    ).json().id;
    const added = await addPeriod(sub, own, { wage_start_date: '2025-04-01', wage_amount: '800', da: '120' });
    expect(added.statusCode).toBe(200);
    const subEdit = await addPeriod(
      sub,
      own,
      { id: added.json().id, wage_start_date: '2025-04-01', wage_amount: '900', da: '120' },
      true,
    );
    expect(subEdit.statusCode).toBe(403);
    expect(subEdit.json().message).toBe('Only the contractor edits a wage period.');
    expect(
      (await addPeriod(sub, worker, { wage_start_date: '2025-09-01', wage_amount: '900', da: '120' }))
        .statusCode,
    ).toBe(404);
    const edited = await addPeriod(
      contractor,
      own,
      { id: added.json().id, wage_start_date: '2025-04-01', wage_amount: '900', da: '120' },
      true,
    );
    expect(edited.statusCode).toBe(200);
    expect((await contractor.get(url(own))).json()[0]).toMatchObject({
      wage_amount: '900.00',
      overtime_rate: '255.00',
    });
    for (const client of [govt, consultant])
      expect(
        (await addPeriod(client, own, { wage_start_date: '2025-09-01', wage_amount: '900', da: '120' }))
          .statusCode,
      ).toBe(403);
  });
});
