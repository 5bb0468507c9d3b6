import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import {
  cancelWageRegister,
  confirmPayslips,
  createWageRegister,
  deleteWageRegister,
  markPaidAndSigned,
  submitAllWageEntries,
  wageActor,
} from '../wages/index.js';
import { wagesWorld } from '../wages/wages-fixtures.js';

/**
 * The recovery register (Form C) through the employee-process routes on a real database: each refusal of a fine on
 * both sides of its limit (3% exactly and a paisa over, read from the attendance and then from the wage register;
 * the day before the 15th birthday and the birthday), the instalments split to the paisa, each taken by the next
 * wage register created (createWageRegister) once, released by a cancelled or deleted register, a recovery in a
 * register unchangeable, completion waiting for the last instalment, deductions over half of gross refused.
 */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof wagesWorld>>;
let est: string;
let actor: ReturnType<typeof wageActor>;
const ids = {} as Record<'ravi' | 'sunita' | 'young' | 'loaned', string>;
const db = () => ctx.database.db;

const save = (client: TestClient, values: Record<string, unknown>) =>
  client.post(`/api/establishments/${est}/employee-process`, { values });
const cancel = (client: TestClient, id: string) =>
  client.post(`/api/establishments/${est}/employee-process/${id}/cancel`, {
    values: { cancel_reason: 'Recorded against the wrong worker' },
  });
const recovery = (employee_id: string, body: Record<string, unknown>) => ({
  type: 'deduction',
  step: 'recovery_details',
  employee_id,
  body: {
    recovery_type: 'fine',
    particulars: 'Damaged the mixer by running it without water',
    recovery_date: '2026-04-10',
    amount: '429.00',
    show_cause_issued: 'yes',
    explanation_heard_in_presence_of: 'Suresh Patil, site engineer',
    instalments: '1',
    first_month: '2026-04-10',
    ...body,
  },
});
async function recorded(employee: string, body: Record<string, unknown>) {
  const res = await save(w.contractor, recovery(employee, body));
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return res.json().id as string;
}
const instalments = async (processId: string) =>
  (
    (await db().execute(sql`select ri.seq, ri.month::text as month, ri.amount::text as amount,
      r.from_date::text as register_from
      from recovery_instalments ri left join wage_registers r on r.id = ri.wage_register_id
      where ri.process_id = ${processId} order by ri.seq`)) as unknown as {
      rows: { seq: number; month: string; amount: string; register_from: string | null }[];
    }
  ).rows;
const line = async (registerId: string, employeeId: string) =>
  (
    (await db().execute(sql`select recoveries::text, total_deductions::text, gross::text, net::text
      from wage_entries where register_id = ${registerId} and employee_id = ${employeeId}`)) as unknown as {
      rows: { recoveries: string; total_deductions: string; gross: string; net: string }[];
    }
  ).rows[0]!;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await wagesWorld(ctx, 'rec');
  est = await w.addEstablishment('Kengeri metro depot');
  await w.addMinimum(est, '2025-01-01', null, { skilled: { basic: '450.00', da: '50.00' } });
  ids.ravi = await w.addWorker(est, 'R1', { name: 'Ravi Kumar' });
  ids.sunita = await w.addWorker(est, 'R2', { name: 'Sunita Devi' });
  ids.young = await w.addWorker(est, 'R3', { name: 'Arjun Gowda' });
  ids.loaned = await w.addWorker(est, 'R4', { name: 'Mahesh Naik' });
  await db().execute(sql`update employees set date_of_birth = '2011-04-11' where id = ${ids.young}`);
  for (const id of Object.values(ids))
    await w.addWagePeriod(est, id, { start: '2025-01-01', wage: '500.00', da: '50.00', overtime: '125.00' });
  // April to July 2026, Sundays weekly off: April has 26 days present, ₹550 each = ₹14,300.00 (3% = ₹429.00).
  const days = w.month('2026-04-01', '2026-07-31');
  await w.addAttendance(est, Object.fromEntries(Object.values(ids).map((id) => [id, days])));
  const [c] = (
    (await db().execute(sql`select ua.user_id, ua.agency_id from user_agencies ua
      where ua.agency_id = ${w.world.contractor.id} limit 1`)) as unknown as {
      rows: { user_id: string; agency_id: string }[];
    }
  ).rows;
  actor = wageActor({ userId: c!.user_id, agencyId: c!.agency_id, role: 'Contractor' });
});
afterAll(async () => ctx?.close());

let fine: string;
let advance: string;
let april: string;

describe('a fine', () => {
  it('one paisa over 3% of the month’s wages (from the attendance) is refused, naming the rule; 3% exactly is taken', async () => {
    const over = await save(w.contractor, recovery(ids.ravi, { amount: '429.01' }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'The fines in one wage period may not exceed 3% of the wages payable for it (Code on Wages s.19(4)): the wages for 01/04/2026 to 30/04/2026 are ₹14,300.00, so at most ₹429.00; this fine is ₹429.01.',
    );
    expect(over.json().fields['body.amount']).toBeDefined();
    fine = await recorded(ids.ravi, { amount: '429.00' });
    expect(await instalments(fine)).toEqual([
      { seq: 1, month: '2026-04-01', amount: '429.00', register_from: null },
    ]);
  });

  it('a second fine in the same period counts the first', async () => {
    const more = await save(
      w.contractor,
      recovery(ids.ravi, { amount: '0.01', recovery_date: '2026-04-25' }),
    );
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toContain('less the other fines of that period (₹429.00), at most ₹0.00');
  });

  it('without a show-cause notice, or without who heard the explanation, or in instalments, is refused', async () => {
    const noNotice = await save(
      w.contractor,
      recovery(ids.sunita, { amount: '10.00', show_cause_issued: 'no' }),
    );
    expect(noNotice.statusCode).toBe(400);
    expect(noNotice.json().fields).toHaveProperty('body.show_cause_issued');
    expect(noNotice.json().message).toContain('opportunity to show cause');
    const nobody = await save(
      w.contractor,
      recovery(ids.sunita, { amount: '10.00', explanation_heard_in_presence_of: '' }),
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields).toHaveProperty('body.explanation_heard_in_presence_of');
    const split = await save(w.contractor, recovery(ids.sunita, { amount: '10.00', instalments: '2' }));
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toContain('never in instalments');
    const count = await db().execute(
      sql`select count(*)::int as n from employee_processes where employee_id = ${ids.sunita}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('on a worker the day before the 15th birthday is refused; on the birthday it is taken', async () => {
    const before = await save(
      w.contractor,
      recovery(ids.young, { amount: '10.00', recovery_date: '2026-04-10' }),
    );
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      'No fine may be imposed on a worker under 15 years of age (Code on Wages s.19(5)): the worker was 14 on 10/04/2026.',
    );
    const on = await save(
      w.contractor,
      recovery(ids.young, { amount: '10.00', recovery_date: '2026-04-11' }),
    );
    expect(on.statusCode).toBe(200);
  });
});

describe('instalments and the wage registers', () => {
  it('an advance is split to the paisa, the remainder on the last', async () => {
    advance = await recorded(ids.sunita, {
      recovery_type: 'advance',
      particulars: 'Festival advance for Ugadi',
      recovery_date: '2026-04-20',
      amount: '1000.00',
      show_cause_issued: 'no',
      explanation_heard_in_presence_of: '',
      instalments: '3',
      first_month: '2026-05-01',
    });
    expect(await instalments(advance)).toEqual([
      { seq: 1, month: '2026-05-01', amount: '333.33', register_from: null },
      { seq: 2, month: '2026-06-01', amount: '333.33', register_from: null },
      { seq: 3, month: '2026-07-01', amount: '333.34', register_from: null },
    ]);
  });

  it('the next wage register shows the fine in the worker’s recoveries and total deductions; the advance waits for May', async () => {
    april = (await createWageRegister(db(), actor, est, '2026-04-01', '2026-04-30')).id;
    expect(await line(april, ids.ravi)).toEqual({
      recoveries: '429.00',
      total_deductions: '429.00',
      gross: '14300.00',
      net: '13871.00',
    });
    expect((await line(april, ids.sunita)).recoveries).toBe('0.00');
    expect((await line(april, ids.young)).recoveries).toBe('10.00');
    expect((await instalments(fine))[0]!.register_from).toBe('2026-04-01');
    // The page shows it too, and the side panel's save recomputes the line with it.
    const page = await w.contractor.get(`${w.base(est)}/${april}/wage-entries/${ids.ravi}`);
    expect(page.json().wage_entry ?? page.json()).toMatchObject({ recoveries: '429.00' });
    const saved = await w.submit(w.contractor, est, april, ids.ravi, { other_deductions: '100.00' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await line(april, ids.ravi)).toEqual({
      recoveries: '429.00',
      total_deductions: '529.00',
      gross: '14300.00',
      net: '13771.00',
    });
  });

  it('a fine dated inside that register reads its wages from the register’s line', async () => {
    const res = await save(
      w.contractor,
      recovery(ids.sunita, { amount: '429.01', recovery_date: '2026-04-28' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('the wages for 01/04/2026 to 30/04/2026 are ₹14,300.00');
  });

  it('a register of part of May takes May’s instalment once; a cancelled one gives it back', async () => {
    const first = (await createWageRegister(db(), actor, est, '2026-05-01', '2026-05-15')).id;
    expect((await line(first, ids.sunita)).recoveries).toBe('333.33');
    const second = (await createWageRegister(db(), actor, est, '2026-05-16', '2026-05-31')).id;
    expect((await line(second, ids.sunita)).recoveries).toBe('0.00');
    await deleteWageRegister(db(), actor, est, second);
    await cancelWageRegister(db(), actor, est, first);
    expect((await instalments(advance))[0]!.register_from).toBeNull();
    const again = (await createWageRegister(db(), actor, est, '2026-05-01', '2026-05-31')).id;
    expect(await line(again, ids.sunita)).toMatchObject({ recoveries: '333.33', total_deductions: '333.33' });
    expect((await instalments(advance)).map((p) => p.register_from)).toEqual(['2026-05-01', null, null]);
    // Deleted: released as well, and taken by the next.
    await deleteWageRegister(db(), actor, est, again);
    expect((await instalments(advance))[0]!.register_from).toBeNull();
    const may = (await createWageRegister(db(), actor, est, '2026-05-01', '2026-05-31')).id;
    expect((await line(may, ids.sunita)).recoveries).toBe('333.33');
  });

  it('a month no register covered is taken by the next one with its own', async () => {
    const july = (await createWageRegister(db(), actor, est, '2026-07-01', '2026-07-31')).id;
    expect((await line(july, ids.sunita)).recoveries).toBe('666.67');
    expect((await instalments(advance)).map((p) => p.register_from)).toEqual([
      '2026-05-01',
      '2026-07-01',
      '2026-07-01',
    ]);
    await cancelWageRegister(db(), actor, est, july);
  });

  it('a recovery in a register cannot be cancelled; in a paid register never', async () => {
    const inRegister = await cancel(w.contractor, advance);
    expect(inRegister.statusCode).toBe(409);
    expect(inRegister.json().message).toBe(
      'This recovery is deducted in the wage register of 01/05/2026 to 31/05/2026: cancel or delete that wage register first, then this recovery.',
    );
    await submitAllWageEntries(db(), actor, est, april);
    await confirmPayslips(db(), actor, est, april, '2026-05-05');
    await markPaidAndSigned(db(), actor, est, april, await w.uploadSigned(w.contractor, est));
    const paid = await cancel(w.contractor, fine);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(
      'This recovery is deducted in the wage register of 01/04/2026 to 30/04/2026, which is paid and signed: a recovery in a paid register cannot be changed.',
    );
    const still = await db().execute(sql`select cancelled_on from employee_processes where id = ${fine}`);
    expect((still as unknown as { rows: { cancelled_on: unknown }[] }).rows[0]!.cancelled_on).toBeNull();
  });

  it('a recovery not yet in any register is cancelled with its instalments', async () => {
    const loan = await recorded(ids.loaned, {
      recovery_type: 'loan',
      particulars: 'Loan for a bicycle',
      amount: '600.00',
      show_cause_issued: 'no',
      explanation_heard_in_presence_of: '',
      instalments: '2',
      first_month: '2026-08-01',
    });
    expect((await cancel(w.contractor, loan)).statusCode).toBe(200);
    expect(await instalments(loan)).toEqual([]);
  });

  it('is completed only once every instalment is deducted, not before the last register’s end', async () => {
    const step = (date: string) => ({
      type: 'deduction',
      step: 'recovery_completed',
      process_id: advance,
      body: { date_of_complete_recovery: date },
    });
    const early = await save(w.contractor, step('2026-06-05'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The recovery is not complete: the instalments of Jun 2026, Jul 2026 are not yet deducted in a wage register.',
    );
    const done = await save(w.contractor, {
      type: 'deduction',
      step: 'recovery_completed',
      process_id: fine,
      body: { date_of_complete_recovery: '2026-05-05' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('Completed');
  });

  it('deductions over half of gross stay refused by the wage register, which then takes nothing', async () => {
    await recorded(ids.loaned, {
      recovery_type: 'loan',
      particulars: 'Loan for a medical emergency',
      recovery_date: '2026-05-02',
      amount: '9000.00',
      show_cause_issued: 'no',
      explanation_heard_in_presence_of: '',
      instalments: '1',
      first_month: '2026-06-01',
    });
    await expect(createWageRegister(db(), actor, est, '2026-06-01', '2026-06-30')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Mahesh Naik (R4)'),
    });
    const untaken = await db().execute(
      sql`select count(*)::int as n from recovery_instalments where wage_register_id is not null and month = '2026-06-01'`,
    );
    expect((untaken as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('races', () => {
  it('a cancel and a register taking the same instalment at once: one wins, never both', async () => {
    const worker = await w.addWorker(est, 'R5', { name: 'Kavya Shetty' });
    await w.addWagePeriod(est, worker, {
      start: '2025-01-01',
      wage: '500.00',
      da: '50.00',
      overtime: '125.00',
    });
    await w.addAttendance(est, { [worker]: w.month('2026-08-01', '2026-09-30') });
    const advance = await recorded(worker, {
      recovery_type: 'advance',
      particulars: 'Advance for a house rent deposit',
      recovery_date: '2026-08-01',
      amount: '800.00',
      show_cause_issued: 'no',
      explanation_heard_in_presence_of: '',
      instalments: '1',
      first_month: '2026-08-01',
    });
    const [cancelled, created] = await Promise.allSettled([
      cancel(w.contractor, advance),
      createWageRegister(db(), actor, est, '2026-08-01', '2026-08-31'),
    ]);
    const register = created.status === 'fulfilled' ? created.value.id : null;
    expect(register).not.toBeNull();
    const parts = await instalments(advance);
    const wasCancelled =
      cancelled.status === 'fulfilled' && (cancelled.value as { statusCode: number }).statusCode === 200;
    if (wasCancelled) {
      expect(parts).toEqual([]);
      expect((await line(register!, worker)).recoveries).toBe('0.00');
    } else {
      expect(parts[0]!.register_from).toBe('2026-08-01');
      expect((await line(register!, worker)).recoveries).toBe('800.00');
    }
  });

  it('two registers created at once take an instalment once', async () => {
    const worker = (
      (await db().execute(
        sql`select id from employees where employee_code = 'R5' and establishment_id = ${est}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    await recorded(worker, {
      recovery_type: 'loan',
      particulars: 'Loan for a two-wheeler repair',
      recovery_date: '2026-09-01',
      amount: '900.00',
      show_cause_issued: 'no',
      explanation_heard_in_presence_of: '',
      instalments: '1',
      first_month: '2026-09-01',
    });
    const [a, b] = await Promise.all([
      createWageRegister(db(), actor, est, '2026-09-01', '2026-09-15'),
      createWageRegister(db(), actor, est, '2026-09-16', '2026-09-30'),
    ]);
    const taken = [(await line(a.id, worker)).recoveries, (await line(b.id, worker)).recoveries].sort();
    expect(taken).toEqual(['0.00', '900.00']);
  });
});
