import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { addDays, wagesWorld } from '../wages/wages-fixtures.js';

/**
 * Maternity leave (Form E) through the employee-process routes on a real database: eligibility from the attendance
 * (80 days and 79), the leave's earliest start (8 weeks exactly and a day more; 6 with two surviving children),
 * only a woman, the benefit at the average daily wage written on the process, each payment refused a paisa short
 * of what is due and taken at it, and the process completed.
 */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof wagesWorld>>;
let est: string;
let lakshmi: string;
let ravi: string;
const db = () => ctx.database.db;

const save = (client: TestClient, values: Record<string, unknown>) =>
  client.post(`/api/establishments/${est}/employee-process`, { values });
const claim = (employee_id: string, body: Record<string, unknown> = {}) => ({
  type: 'maternity_leave',
  step: 'notice_of_claim',
  employee_id,
  body: {
    notice_date: '2026-05-15',
    expected_delivery_date: '2026-07-15',
    surviving_children: '1',
    leave_from: '2026-05-21',
    ...body,
  },
});

beforeAll(async () => {
  ctx = await createTestContext();
  w = await wagesWorld(ctx, 'mat');
  est = await w.addEstablishment('Whitefield residential towers');
  lakshmi = await w.addWorker(est, 'M1', { name: 'Lakshmi Bai' });
  ravi = await w.addWorker(est, 'M2', { name: 'Ravi Kumar' });
  await db().execute(sql`update employees set body = '{"gender":"Female"}' where id = ${lakshmi}`);
  await db().execute(sql`update employees set body = '{"gender":"Male"}' where id = ${ravi}`);
  // ₹500 + ₹50 DA a day to April, ₹600 + ₹60 from May.
  for (const id of [lakshmi, ravi]) {
    await w.addWagePeriod(est, id, {
      start: '2025-01-01',
      end: '2026-04-30',
      wage: '500.00',
      da: '50.00',
      overtime: '125.00',
    });
    await w.addWagePeriod(est, id, { start: '2026-05-01', wage: '600.00', da: '60.00', overtime: '150.00' });
  }
  // 80 days present, 02/03/2026 to 20/05/2026 (the last one paid leave), and nothing else.
  const days = [];
  for (let d = '2026-03-02'; d <= '2026-05-20'; d = addDays(d, 1))
    days.push({ date: d, type: d === '2026-05-20' ? ('paid_leave' as const) : ('present' as const) });
  await w.addAttendance(est, { [lakshmi]: days, [ravi]: days });
});
afterAll(async () => ctx?.close());

describe('the notice of claim', () => {
  it('79 days worked in the 12 months before the expected delivery is refused, naming the days', async () => {
    // Expected 03/03/2027: the 12 months start on 03/03/2026, after the first day worked.
    const res = await save(
      w.contractor,
      claim(lakshmi, {
        expected_delivery_date: '2027-03-03',
        leave_from: '2027-01-06',
        notice_date: '2026-11-01',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'A woman qualifies for maternity benefit after at least 80 days actually worked in the 12 months before her expected delivery (Maternity Benefit Act s.5(2)): the attendance shows 79 days present or on paid leave from 03/03/2026 to 02/03/2027.',
    );
  });

  it('a leave starting 8 weeks and a day before the expected delivery is refused', async () => {
    const res = await save(w.contractor, claim(lakshmi, { leave_from: '2026-05-19' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['body.leave_from']).toBe(
      'At most 8 weeks of the leave may precede the expected delivery (Maternity Benefit Act s.5(3)): the leave may start on 20/05/2026 at the earliest.',
    );
  });

  it('with two surviving children, 6 weeks', async () => {
    const res = await save(
      w.contractor,
      claim(lakshmi, { surviving_children: '2', leave_from: '2026-05-21' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('At most 6 weeks');
  });

  it('is refused for a worker who is not a woman', async () => {
    const res = await save(w.contractor, claim(ravi));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("records this worker's gender as 'Male'");
  });
});

describe('a claim from 8 weeks before to its payments', () => {
  let id: string;
  it('80 days qualify; exactly 8 weeks before is allowed; the benefit is written on the process', async () => {
    // Expected 02/03/2027: the 12 months start on 02/03/2026, the first day worked: 80 days.
    const early = await save(
      w.contractor,
      claim(lakshmi, {
        expected_delivery_date: '2027-03-02',
        leave_from: '2027-01-05',
        notice_date: '2026-11-01',
      }),
    );
    expect(early.statusCode).toBe(200);
    const early8 = await w.contractor.get(
      `/api/establishments/${est}/employee-process/maternity_leave/${early.json().id}`,
    );
    // No day worked in the 3 months before 05/01/2027: the wage and DA in force the day before, ₹660.00.
    expect(early8.json().body.benefit).toMatchObject({
      weeks: 26,
      average_daily_wage: '660.00',
      days_before_delivery: 56,
    });

    const res = await save(w.contractor, claim(lakshmi, { leave_from: '2026-05-21' }));
    expect(res.statusCode).toBe(200);
    id = res.json().id;
    const detail = (
      await w.contractor.get(`/api/establishments/${est}/employee-process/maternity_leave/${id}`)
    ).json();
    // 21/02/2026 to 20/05/2026: 60 days at ₹550 and 20 at ₹660 = ₹46,200.00 over 80 days = ₹577.50 a day.
    expect(detail.body.benefit).toMatchObject({
      weeks: 26,
      leave_from: '2026-05-21',
      leave_to: '2026-11-18',
      days_before_delivery: 55,
      days_after_delivery: 127,
      average_daily_wage: '577.50',
      averaging_from: '2026-02-21',
      averaging_to: '2026-05-20',
      averaging_wages: '46200.00',
      averaging_days: 80,
      amount_before_delivery: '31762.50',
      amount_total: '105105.00',
    });
  });

  it('the payment before delivery: a paisa short is refused; the amount due is taken', async () => {
    const pay = (amount: string) => ({
      type: 'maternity_leave',
      step: 'payment_before_delivery',
      process_id: id,
      body: { amount, paid_on: '2026-05-20' },
    });
    const short = await save(w.contractor, pay('31762.49'));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'The maternity benefit due for the period before delivery is ₹31,762.50 (₹577.50 a day, the average daily wage, Maternity Benefit Act s.5(1)): enter at least that amount.',
    );
    expect((await save(w.contractor, pay('31762.50'))).statusCode).toBe(200);
  });

  it('the proof, then the rest: a paisa short refused; the rest completes the claim', async () => {
    const proof = await w.uploadSigned(w.contractor, est);
    const delivered = await save(w.contractor, {
      type: 'maternity_leave',
      step: 'proof_of_delivery',
      process_id: id,
      body: { delivery_date: '2026-07-14', proof },
    });
    expect(delivered.statusCode).toBe(200);
    const rest = (amount: string, paid_on = '2026-07-15') => ({
      type: 'maternity_leave',
      step: 'payment_remaining',
      process_id: id,
      body: { amount, paid_on },
    });
    const short = await save(w.contractor, rest('73342.49'));
    expect(short.json().message).toContain('for the remaining period is ₹73,342.50');
    const before = await save(w.contractor, rest('73342.50', '2026-07-13'));
    expect(before.json().fields?.['body.paid_on']).toBe(
      'The payment of the remaining period cannot be dated before the proof of delivery.',
    );
    const done = await save(w.contractor, rest('73342.50'));
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('Completed');
  });
});
