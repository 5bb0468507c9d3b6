import { WAGE_MESSAGES, wageOverlapMessage, wagesPaidMessage } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { attendanceRegisters, wageEntries, wageRegisters } from '../../db/schema/index.js';
import { wagesWorld } from './wages-fixtures.js';

/**
 * The wage register through its routes, as every role: the add's refusals, the computed register and its locked
 * attendance, the list, the page, the entries (subcontractor limits, the 50% rule), the states (completed,
 * revised, payslips given, paid and signed, reopened, cancelled, deleted) with their messages, the logs, and two
 * adds of overlapping dates at once.
 */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof wagesWorld>>;
let est: string;
let R1: string;
const ids = {} as Record<'C1' | 'C2' | 'S1', string>;
/** Joined on 31/03/2026 with no attendance recorded. */
let late: string;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await wagesWorld(ctx, 'wr');
  est = await w.addEstablishment();
  await w.addMinimum(est, '2025-01-01', null, {
    skilled: { basic: '600.00', da: '100.00' },
    unskilled: { basic: '450.00', da: '100.00' },
  });
  ids.C1 = await w.addWorker(est, 'C1', { name: 'Ravi Kumar' });
  ids.C2 = await w.addWorker(est, 'C2', { name: 'Sunita Devi' });
  ids.S1 = await w.addWorker(est, 'S1', { name: 'Velu Raman', subcontractor: true });
  for (const id of Object.values(ids))
    await w.addWagePeriod(est, id, { start: '2025-01-01', wage: '800.00', da: '100.00', overtime: '225.00' });
  late = await w.addWorker(est, 'Z9', { name: 'Late Joiner', joined: '2026-03-31' });
  // March, April, May and June 2026: every day recorded (Sundays weekly off), all submitted.
  const days = [
    ...w.month('2026-03-01', '2026-03-31'),
    ...w.month('2026-04-01', '2026-04-30'),
    ...w.month('2026-05-01', '2026-06-30'),
  ];
  await w.addAttendance(est, Object.fromEntries(Object.values(ids).map((id) => [id, days])));
  // February: complete to the 25th; the 26th a register with its entries pending; the 27th and 28th not opened.
  await w.addAttendance(
    est,
    Object.fromEntries(Object.values(ids).map((id) => [id, w.month('2026-02-01', '2026-02-25')])),
  );
  await db().execute(
    sql`insert into attendance_registers (establishment_id, register_date) values (${est}, '2026-02-26')`,
  );
  await db().execute(sql`insert into attendance_entries (register_id, register_date, establishment_id, employee_id)
    select r.id, r.register_date, r.establishment_id, e.id from attendance_registers r, employees e
    where r.establishment_id = ${est} and r.register_date = '2026-02-26' and e.establishment_id = ${est}
      and e.date_of_joining <= r.register_date`);
});
afterAll(async () => ctx?.close());

const url = () => w.base(est);

describe('adding a register', () => {
  it('needs both dates', async () => {
    const res = await w.contractor.post(`${url()}?from_date=01/03/2026`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: WAGE_MESSAGES.datesRequired,
      fields: { to_date: 'Required' },
    });
    const none = await w.contractor.post(url(), {});
    expect(none.json().fields).toEqual({ from_date: 'Required', to_date: 'Required' });
  });

  it('refuses dates out of order, in the future, not dates, or longer than a month', async () => {
    const back = await w.create(w.contractor, est, '10/03/2026', '01/03/2026');
    expect([back.statusCode, back.json().message]).toEqual([400, WAGE_MESSAGES.endBeforeStart]);
    const future = await w.create(w.contractor, est, '01/11/2099', '30/11/2099');
    expect([future.statusCode, future.json().message]).toEqual([400, WAGE_MESSAGES.futureDate]);
    const bad = await w.create(w.contractor, est, '31/02/2026', '01/03/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.from_date).toBe('Enter the date as dd/MM/yyyy');
    const long = await w.create(w.contractor, est, '01/03/2026', '01/04/2026');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      'The wage period 01/03/2026 to 01/04/2026 is longer than a month; a wage period may not exceed one month (Payment of Wages Act s.4(2); Code on Wages s.16).',
    );
  });

  it('refuses dates whose attendance is not complete, naming what is pending', async () => {
    const res = await w.create(w.contractor, est, '01/02/2026', '28/02/2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The attendance of these dates is not complete: 26/02/2026 (3 entries pending), 27/02/2026 (no attendance register), 28/02/2026 (no attendance register). Complete the attendance before creating the wage register.',
    );
    expect(await db().select().from(wageRegisters).where(eq(wageRegisters.establishmentId, est))).toEqual([]);
  });

  it('is the contractor’s alone', async () => {
    for (const client of [w.sub, w.govt, w.consultant]) {
      const res = await w.create(client, est, '01/03/2026', '31/03/2026');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(WAGE_MESSAGES.contractorOnly);
    }
  });

  it('names the worker and the rule when a worker’s wages cannot be computed', async () => {
    const other = await w.addEstablishment('Hemavathi works');
    const worker = await w.addWorker(other, 'N1', { name: 'Kiran Rao', skill: 'unskilled' });
    await w.addAttendance(other, { [worker]: w.month('2026-03-02', '2026-03-07') });
    const res = await w.create(w.contractor, other, '02/03/2026', '07/03/2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WAGES_REFUSED',
      message:
        'Kiran Rao (N1): No wage period is in force from 02/03/2026 to 07/03/2026, days with attendance to be paid; add the wage period in Wage Details.',
    });
  });

  it('reads each kind of day and its overtime, and pays nothing for a day the establishment was closed', async () => {
    const site = await w.addEstablishment('Kaveri barrage works');
    await w.addMinimum(site, '2025-01-01', null, { skilled: { basic: '600.00', da: '100.00' } });
    const worker = await w.addWorker(site, 'K1', { name: 'Shankar Gowda' });
    await w.addWagePeriod(site, worker, {
      start: '2025-01-01',
      wage: '800.00',
      da: '100.00',
      overtime: '225.00',
    });
    // Monday 02/03/2026 to Sunday 08/03/2026; Friday the 6th the site was closed (its attendance is not paid).
    await w.addAttendance(site, {
      [worker]: [
        { date: '2026-03-02', type: 'present', overtime: '1.50' },
        { date: '2026-03-03', type: 'present' },
        { date: '2026-03-04', type: 'paid_leave' },
        { date: '2026-03-05', type: 'absent' },
        { date: '2026-03-06', type: 'present', overtime: '2.25' },
        { date: '2026-03-07', type: 'present' },
        { date: '2026-03-08', type: 'week_off' },
      ],
    });
    await db().execute(sql`update attendance_registers set is_establishment_closed = true
      where establishment_id = ${site} and register_date = '2026-03-06'`);
    const id = await w.createId(w.contractor, site, '02/03/2026', '08/03/2026');
    const [entry] = await db().select().from(wageEntries).where(eq(wageEntries.registerId, id));
    expect(entry).toMatchObject({
      presentDays: 3,
      paidLeaveDays: 1,
      absentDays: 1,
      weekOffDays: 1,
      paidDays: 4,
      overtimeHours: '1.50',
      basic: '3200.00',
      da: '400.00',
      overtime: '337.50',
      gross: '3937.50',
      net: '3937.50',
    });
    expect(entry!.rates).toEqual([
      {
        start_date: '2025-01-01',
        end_date: null,
        wage_per_day: '800.00',
        da_per_day: '100.00',
        overtime_rate_per_hour: '225.00',
        paid_days: 4,
        overtime_hours: '1.50',
      },
    ]);
  });

  it('computes every worker’s line from the attendance and locks that attendance', async () => {
    const res = await w.create(w.contractor, est, '01/03/2026', '31/03/2026');
    expect(res.statusCode, res.body).toBe(200);
    R1 = res.json().id;
    expect(res.json().message).toBe(WAGE_MESSAGES.created);
    const entries = await db().select().from(wageEntries).where(eq(wageEntries.registerId, R1));
    // Z9, employed on the last day with no attendance, has nothing to pay and no line.
    expect(entries.map((e) => e.employeeCode).sort()).toEqual(['C1', 'C2', 'S1']);
    // March 2026: 31 days, five Sundays off, 26 days at ₹800.00 + ₹100.00.
    for (const e of entries)
      expect(e).toMatchObject({
        paidDays: 26,
        presentDays: 26,
        weekOffDays: 5,
        basic: '20800.00',
        da: '2600.00',
        gross: '23400.00',
        net: '23400.00',
        submittedOn: null,
      });
    const linked = await db()
      .select()
      .from(attendanceRegisters)
      .where(
        and(
          eq(attendanceRegisters.establishmentId, est),
          sql`${attendanceRegisters.registerDate} between '2026-03-01' and '2026-03-31'`,
        ),
      );
    expect(linked).toHaveLength(31);
    expect(
      linked.every(
        (r) => r.wageRegisterId === R1 && r.wagePaidFrom === '2026-03-01' && r.wagePaidTill === '2026-03-31',
      ),
    ).toBe(true);
    const [april] = await db()
      .select()
      .from(attendanceRegisters)
      .where(
        and(eq(attendanceRegisters.establishmentId, est), eq(attendanceRegisters.registerDate, '2026-04-01')),
      );
    expect(april!.wageRegisterId).toBeNull();
  });

  it('a worker with no line may still be deleted from the employee register', async () => {
    const res = await w.contractor.delete(`/api/establishments/${est}/employees/${late}`);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Employee deleted successfully']);
  });

  it('the linked attendance can no longer be edited', async () => {
    const [day] = await db()
      .select()
      .from(attendanceRegisters)
      .where(
        and(eq(attendanceRegisters.establishmentId, est), eq(attendanceRegisters.registerDate, '2026-03-10')),
      );
    const res = await w.contractor.post(
      `/api/establishments/${est}/attendance-registers/${day!.id}/attendance-entries/${ids.C1}`,
      { values: { type: 'absent' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'WAGES_PAID',
      message: wagesPaidMessage('01/03/2026 - 31/03/2026'),
    });
    const detail = (
      await w.contractor.get(`/api/establishments/${est}/attendance-registers/${day!.id}`)
    ).json();
    expect(detail.attendance_register.can_edit_entries).toBe(false);
    const attendance = `/api/establishments/${est}/attendance-registers/${day!.id}`;
    const close = await w.contractor.post(`${attendance}/establishment-open`, {
      values: { is_establishment_closed: true, establishment_closed_reason: 'Flood' },
    });
    expect([close.statusCode, close.json().code]).toEqual([403, 'WAGES_PAID']);
    const remove = await w.contractor.delete(attendance);
    expect([remove.statusCode, remove.json().code]).toEqual([403, 'WAGES_PAID']);
    const sub = await w.sub.post(`${attendance}/attendance-entries/${ids.S1}`, {
      values: { type: 'absent' },
    });
    expect([sub.statusCode, sub.json().code]).toEqual([403, 'WAGES_PAID']);
  });

  it('a day of a paid period opened later (a weekly holiday left unopened) is locked too', async () => {
    const site = await w.addEstablishment('Harangi works');
    const worker = await w.addWorker(site, 'H1', { name: 'Manju Nath' });
    await w.addMinimum(site, '2025-01-01', null, { skilled: { basic: '600.00', da: '100.00' } });
    await w.addWagePeriod(site, worker, {
      start: '2025-01-01',
      wage: '800.00',
      da: '100.00',
      overtime: '225.00',
    });
    // Monday 02/03/2026 to Saturday 07/03/2026 recorded; Sunday 08/03, the weekly holiday, never opened.
    await w.addAttendance(site, { [worker]: w.month('2026-03-02', '2026-03-07') });
    const id = await w.createId(w.contractor, site, '02/03/2026', '08/03/2026');
    const opened = await w.contractor.get(
      `/api/establishments/${site}/attendance-registers?register_date=2026-03-08`,
    );
    expect(opened.statusCode).toBe(200);
    const [sunday] = await db()
      .select()
      .from(attendanceRegisters)
      .where(eq(attendanceRegisters.id, opened.json().id));
    expect(sunday).toMatchObject({
      wageRegisterId: id,
      wagePaidFrom: '2026-03-02',
      wagePaidTill: '2026-03-08',
    });
    const save = await w.contractor.post(
      `/api/establishments/${site}/attendance-registers/${sunday!.id}/attendance-entries/${worker}`,
      { values: { type: 'present', in_time: '09:00', out_time: '17:00' } },
    );
    expect([save.statusCode, save.json().code]).toEqual([403, 'WAGES_PAID']);
    // Deleted, the register frees every day it held, the late one too.
    expect((await w.contractor.delete(`${w.base(site)}/${id}`)).statusCode).toBe(200);
    const [freed] = await db()
      .select()
      .from(attendanceRegisters)
      .where(eq(attendanceRegisters.id, sunday!.id));
    expect(freed!.wageRegisterId).toBeNull();
  });

  it('refuses a register overlapping a live one', async () => {
    const res = await w.create(w.contractor, est, '15/03/2026', '10/04/2026');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(wageOverlapMessage('2026-03-01', '2026-03-31'));
  });
});

describe('the list', () => {
  it('lists a year’s registers by either pair of dates, dd/MM/yyyy', async () => {
    const year = (await w.govt.get(`${url()}?start_date=01/01/2026&end_date=31/12/2026`)).json();
    expect(year.wage_registers.map((r: { id: string }) => r.id)).toEqual([R1]);
    expect(year).toMatchObject({
      from_date: '2026-01-01',
      to_date: '2026-12-31',
      max_count: 1,
      can_create: false,
    });
    expect(year.wage_registers[0]).toMatchObject({
      from_date: '2026-03-01',
      to_date: '2026-03-31',
      status: null,
      total_entries: 3,
      entries_completed: 0,
      serial_no: 1,
    });
    const april = (await w.contractor.get(`${url()}?from_date=01/04/2026&to_date=30/04/2026`)).json();
    expect([april.wage_registers.length, april.can_create]).toEqual([0, true]);
    const previous = (await w.contractor.get(`${url()}?start_date=01/01/2025&end_date=31/12/2025`)).json();
    expect(previous.max_count).toBe(0);
  });
});

describe('the register page', () => {
  it('shows the contractor every entry, 25 a page, with counts, filters and search', async () => {
    const res = await w.detail(w.contractor, est, R1);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.wage_registers).toMatchObject({
      id: R1,
      status: null,
      step: 0,
      start_label: 'Start',
      can_edit_entries: true,
      can_cancel: true,
      can_delete: true,
      can_confirm_payslips: false,
      can_reopen: false,
    });
    expect(d.wage_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual(['C1', 'C2', 'S1']);
    expect(d.wage_entries[0]).toMatchObject({
      employee_name: 'Ravi Kumar',
      skill_category: 'skilled',
      gross_wages: '23400.00',
      total_deductions: '0.00',
      net_payment: '23400.00',
      status: 'Pending',
      can_open: true,
      can_edit: true,
      max_count: 3,
    });
    expect(d.wage_status).toMatchObject({ total: 3, pending: 3, completed: 0, own_total: 3, own_pending: 3 });
    const found = (await w.detail(w.contractor, est, R1, 'nameOrCode=sunita')).json();
    expect(found.wage_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual(['C2']);
    expect(found.wage_entries[0].max_count).toBe(1);
    const done = (await w.detail(w.contractor, est, R1, 'filters=Completed')).json();
    expect(done.wage_entries).toEqual([]);
    const page = (await w.detail(w.contractor, est, R1, 'page=2&pageSize=2')).json();
    expect(page.wage_entries.map((e: { serial_no: number }) => e.serial_no)).toEqual([3]);
    const literal = (await w.detail(w.contractor, est, R1, 'nameOrCode=%25')).json();
    expect(literal.wage_entries).toEqual([]);
  });

  it('shows a subcontractor its own workers only; the Government reads without opening pending entries', async () => {
    const sub = (await w.detail(w.sub, est, R1)).json();
    expect(sub.wage_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual(['S1']);
    expect(sub.wage_registers).toMatchObject({ start_label: 'Start', can_cancel: false, can_delete: false });
    expect(sub.wage_status).toMatchObject({ total: 3, own_total: 1, own_pending: 1 });
    const govt = (await w.detail(w.govt, est, R1)).json();
    expect(govt.wage_entries).toHaveLength(3);
    expect(
      govt.wage_entries.every((e: { can_open: boolean; can_edit: boolean }) => !e.can_open && !e.can_edit),
    ).toBe(true);
    expect(govt.wage_registers).toMatchObject({
      start_label: null,
      can_edit_entries: false,
      can_cancel: false,
    });
  });

  it('walks the pending entries in order; counts the caller’s entries', async () => {
    const ordered = [ids.C1, ids.C2, ids.S1];
    expect((await w.contractor.get(`${url()}/${R1}/pending-entry-ids`)).json()).toEqual({
      pending_entry_ids: ordered,
    });
    expect((await w.sub.get(`${url()}/${R1}/pending-entry-ids`)).json()).toEqual({
      pending_entry_ids: [ids.S1],
    });
    expect((await w.govt.get(`${url()}/${R1}/pending-entry-ids`)).json()).toEqual({ pending_entry_ids: [] });
    expect((await w.contractor.get(`${url()}/${R1}/total-employee-count`)).json()).toEqual({
      total_employee_count: 3,
    });
    expect((await w.sub.get(`${url()}/${R1}/total-employee-count`)).json()).toEqual({
      total_employee_count: 1,
    });
  });

  it('answers an unknown or malformed register as not found', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const res = await w.contractor.get(`${url()}/${id}`);
      expect([res.statusCode, res.json().message]).toEqual([404, WAGE_MESSAGES.notFound]);
    }
  });
});

describe('entries', () => {
  it('opens an entry for its contractor and its own subcontractor; not a pending one for the Government', async () => {
    expect((await w.contractor.get(w.entryUrl(est, R1, ids.C1))).statusCode).toBe(200);
    const own = await w.sub.get(w.entryUrl(est, R1, ids.S1));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      employee_code: 'S1',
      rates: [{ wage_per_day: '800.00', paid_days: 26 }],
    });
    expect((await w.sub.get(w.entryUrl(est, R1, ids.C1))).statusCode).toBe(404);
    const govt = await w.govt.get(w.entryUrl(est, R1, ids.C1));
    expect([govt.statusCode, govt.json().message]).toEqual([403, WAGE_MESSAGES.govtCannotOpen]);
  });

  it('is submitted only by the contractor or a subcontractor, and a subcontractor only its own workers’', async () => {
    for (const client of [w.govt, w.consultant]) {
      const res = await w.submit(client, est, R1, ids.C1);
      expect([res.statusCode, res.json().message]).toEqual([403, WAGE_MESSAGES.writersOnly]);
    }
    const other = await w.submit(w.sub, est, R1, ids.C1);
    expect([other.statusCode, other.json().message]).toEqual([403, WAGE_MESSAGES.notYourEmployee]);
  });

  it('refuses amounts that are not rupees, and deductions over half of gross wages', async () => {
    const bad = await w.submit(w.contractor, est, R1, ids.C1, { hra: '12.345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.hra).toBe('Enter an amount in rupees with at most two decimals');
    const over = await w.submit(w.contractor, est, R1, ids.C1, { pf: '5000', esic: '6700.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'Ravi Kumar (C1): Total deductions of ₹11,700.01 are more than 50% of the gross wages of ₹23,400.00; at most ₹11,700.00 may be deducted (Payment of Wages Act s.7(3); Code on Wages s.18).',
    );
    const [entry] = await db()
      .select()
      .from(wageEntries)
      .where(and(eq(wageEntries.registerId, R1), eq(wageEntries.employeeId, ids.C1)));
    expect(entry!.submittedOn).toBeNull();
  });

  it('submits an entry recomputed by the server, with deductions of exactly half', async () => {
    const res = await w.submit(w.contractor, est, R1, ids.C1, {
      pf: '5000',
      esic: '6700',
      payment_mode: 'bank_transfer',
      payment_reference: 'UTR123456',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: WAGE_MESSAGES.submitted,
      register_status: null,
      wage_entry: {
        status: 'Completed',
        basic: '20800.00',
        pf: '5000.00',
        esic: '6700.00',
        total_deductions: '11700.00',
        net_payment: '11700.00',
        payment_mode: 'bank_transfer',
        payment_reference: 'UTR123456',
        body: {
          totalBasic: '20800.00',
          totalDeductions: '11700.00',
          netPayment: '11700.00',
          isRevision: false,
        },
      },
    });
    expect(res.json().wage_entry.submitted_on).not.toBeNull();
    const d = (await w.detail(w.contractor, est, R1)).json();
    expect(d.wage_registers).toMatchObject({ start_label: 'Resume', entries_completed: 1 });
    expect((await w.contractor.get(`${url()}/${R1}/pending-entry-ids`)).json().pending_entry_ids).toEqual([
      ids.C2,
      ids.S1,
    ]);
  });

  it('refuses the payslip confirmation while entries are pending', async () => {
    const res = await w.contractor.post(`${url()}/${R1}/payslips_given`, {
      values: { date_of_payment: '05/04/2026', payslips_given: true },
    });
    expect([res.statusCode, res.json().message]).toEqual([400, WAGE_MESSAGES.entriesPending]);
  });

  it('completes the register when its last entry is submitted', async () => {
    expect((await w.submit(w.sub, est, R1, ids.S1, { hra: '500' })).statusCode).toBe(200);
    const sub = (await w.detail(w.sub, est, R1)).json();
    expect(sub.wage_registers.start_label).toBeNull();
    expect(sub.wage_status.own_pending).toBe(0);
    // A submitted entry may be corrected until the register is completed.
    const again = await w.submit(w.sub, est, R1, ids.S1, { hra: '400' });
    expect([again.statusCode, again.json().wage_entry.gross_wages]).toEqual([200, '23800.00']);
    const last = await w.submit(w.contractor, est, R1, ids.C2);
    expect(last.json().register_status).toBe('register_completed');
    const d = (await w.detail(w.contractor, est, R1)).json();
    expect(d.wage_registers).toMatchObject({
      status: 'register_completed',
      step: 1,
      entries_completed: 3,
      total_gross: '70600.00',
      total_deduction_amount: '11700.00',
      total_net_payment: '58900.00',
      can_confirm_payslips: true,
      can_revise: true,
      start_label: null,
    });
    expect(d.wage_registers.submitted_on).not.toBeNull();
    expect(d.wage_entries.every((e: { wage_status: string }) => e.wage_status === 'register_completed')).toBe(
      true,
    );
    // Completed: no edits but a revision.
    const edit = await w.submit(w.contractor, est, R1, ids.C2, { hra: '1' });
    expect([edit.statusCode, edit.json().message]).toEqual([403, WAGE_MESSAGES.completedNoEdits]);
    // The Government now opens the entries.
    expect((await w.govt.get(w.entryUrl(est, R1, ids.C2))).statusCode).toBe(200);
  });
});

describe('revising an entry', () => {
  it('is the contractor’s, on a submitted entry of a completed register', async () => {
    const sub = await w.sub.post(`${w.entryUrl(est, R1, ids.S1)}/redo-register`, { values: {} });
    expect([sub.statusCode, sub.json().message]).toEqual([403, WAGE_MESSAGES.contractorOnly]);
    const res = await w.contractor.post(`${w.entryUrl(est, R1, ids.C2)}/redo-register`, { values: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: WAGE_MESSAGES.revised,
      register_status: 'register_completed',
      wage_entry: { status: 'Revision Pending', is_revision: true, submitted_on: null },
    });
    const again = await w.contractor.post(`${w.entryUrl(est, R1, ids.C2)}/redo-register`, { values: {} });
    expect([again.statusCode, again.json().message]).toEqual([403, WAGE_MESSAGES.reviseNotAllowed]);
  });

  it('keeps the Government out of the revision and the payslips waiting for it', async () => {
    const govt = await w.govt.get(w.entryUrl(est, R1, ids.C2));
    expect(govt.statusCode).toBe(403);
    const d = (await w.detail(w.contractor, est, R1, 'filters=Revision Pending')).json();
    expect(d.wage_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual(['C2']);
    expect(d.wage_status).toMatchObject({ revision_pending: 1, pending: 1 });
    expect(d.wage_registers).toMatchObject({ can_confirm_payslips: false, start_label: 'Resume' });
    // The usual view counts from the register (not the entries): the same figures.
    const usual = (await w.detail(w.govt, est, R1)).json();
    expect(usual.wage_status).toEqual(d.wage_status);
    const payslips = await w.contractor.post(`${url()}/${R1}/payslips_given`, {
      values: { date_of_payment: '05/04/2026', payslips_given: true },
    });
    expect([payslips.statusCode, payslips.json().message]).toEqual([400, WAGE_MESSAGES.entriesPending]);
    expect((await w.contractor.get(`${url()}/${R1}/pending-entry-ids`)).json().pending_entry_ids).toEqual([
      ids.C2,
    ]);
  });

  it('submitted again, the entry is completed after register submission', async () => {
    const res = await w.submit(w.contractor, est, R1, ids.C2, { other_earnings: '100' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wage_entry).toMatchObject({
      status: 'Completed after register submission',
      modified_after_submission: true,
      is_revision: false,
      wage_status: 'register_completed',
      gross_wages: '23500.00',
    });
    const d = (await w.detail(w.contractor, est, R1, 'filters=Completed after register submission')).json();
    expect(d.wage_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual(['C2']);
    expect(d.wage_registers.total_gross).toBe('70700.00');
    const usual = (await w.detail(w.contractor, est, R1)).json();
    expect(usual.wage_status).toEqual({
      total: 3,
      pending: 0,
      completed: 3,
      revision_pending: 0,
      completed_after_submission: 1,
      own_total: 3,
      own_pending: 0,
    });
    expect(usual.wage_status).toEqual(
      (await w.detail(w.contractor, est, R1, 'filters=Completed')).json().wage_status,
    );
  });
});

describe('payslips, the signed register and reopening', () => {
  const payslips = (values: Record<string, unknown>, client = w.contractor) =>
    client.post(`${url()}/${R1}/payslips_given`, { values });

  it('needs the date of payment and the tick, from the contractor', async () => {
    const none = await payslips({});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ date_of_payment: 'Required', payslips_given: 'Required' });
    expect((await payslips({ date_of_payment: '05/04/2026', payslips_given: false })).json().fields).toEqual({
      payslips_given: 'Required',
    });
    const early = await payslips({ date_of_payment: '30/03/2026', payslips_given: true });
    expect(early.json().fields).toEqual({ date_of_payment: WAGE_MESSAGES.dateOfPaymentBeforeEnd });
    const sub = await payslips({ date_of_payment: '05/04/2026', payslips_given: true }, w.sub);
    expect(sub.statusCode).toBe(403);
  });

  it('refuses the signed register before the payslips are given', async () => {
    const file = await w.uploadSigned(w.contractor, est);
    const res = await w.contractor.post(`${url()}/${R1}/paid_and_signed`, { values: { body: file } });
    expect([res.statusCode, res.json().message]).toEqual([403, WAGE_MESSAGES.notPayslipsGiven]);
  });

  it('confirmed, the register takes no more edits', async () => {
    const res = await payslips({ date_of_payment: '05/04/2026', payslips_given: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wage_registers).toMatchObject({
      status: 'payslips_given',
      date_of_payment: '2026-04-05',
      step: 2,
      can_upload_signed: true,
      can_revise: false,
      can_edit_entries: false,
    });
    const edit = await w.submit(w.contractor, est, R1, ids.C1);
    expect([edit.statusCode, edit.json().message]).toEqual([403, WAGE_MESSAGES.payslipsGivenNoEdits]);
    const redo = await w.contractor.post(`${w.entryUrl(est, R1, ids.C1)}/redo-register`, { values: {} });
    expect(redo.statusCode).toBe(403);
    const entries = await db().select().from(wageEntries).where(eq(wageEntries.registerId, R1));
    expect(entries.every((e) => e.wageStatus === 'payslips_given')).toBe(true);
  });

  it('signed: a file the contractor may read; then nothing changes', async () => {
    const foreign = await w.contractor.post(`${url()}/${R1}/paid_and_signed`, {
      values: { body: { name: 'x.pdf', url: crypto.randomUUID() } },
    });
    expect(foreign.statusCode).toBe(404);
    const file = await w.uploadSigned(w.contractor, est);
    const res = await w.contractor.post(`${url()}/${R1}/paid_and_signed`, { values: { body: file } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: WAGE_MESSAGES.uploaded,
      wage_registers: {
        status: 'paid_and_signed',
        step: 3,
        body: { name: file.name, url: file.url, curr_revision: 0, revisions: [] },
        resubmitted_on: null,
        can_cancel: false,
        can_delete: false,
        can_reopen: true,
      },
    });
    const before = JSON.stringify(await db().select().from(wageRegisters).where(eq(wageRegisters.id, R1)));
    const cancel = await w.contractor.post(`${url()}/${R1}/cancel`, {});
    expect([cancel.statusCode, cancel.json().message]).toEqual([403, WAGE_MESSAGES.cannotCancelSigned]);
    const del = await w.contractor.delete(`${url()}/${R1}`);
    expect([del.statusCode, del.json().message]).toEqual([403, WAGE_MESSAGES.cannotDeleteSigned]);
    const edit = await w.submit(w.contractor, est, R1, ids.C1);
    expect([edit.statusCode, edit.json().message]).toEqual([403, WAGE_MESSAGES.signedRegister]);
    expect((await payslips({ date_of_payment: '06/04/2026', payslips_given: true })).statusCode).toBe(403);
    expect(JSON.stringify(await db().select().from(wageRegisters).where(eq(wageRegisters.id, R1)))).toBe(
      before,
    );
    // Everyone in scope reads it, with the totals.
    const govt = (await w.detail(w.govt, est, R1)).json();
    expect(govt.wage_registers).toMatchObject({ status: 'paid_and_signed', total_net_payment: '59000.00' });
  });

  it('the contractor reopens a signed register; signing it again sets resubmitted_on', async () => {
    const sub = await w.sub.put(`${url()}/${R1}/reopen-register`, {});
    expect(sub.statusCode).toBe(403);
    const res = await w.contractor.put(`${url()}/${R1}/reopen-register`, {});
    expect(res.statusCode, res.body).toBe(200);
    const reopened = res.json().wage_registers;
    expect(reopened).toMatchObject({
      status: 'register_completed',
      can_revise: true,
      body: { name: null, url: null, curr_revision: 1 },
    });
    expect(reopened.reopened_on).not.toBeNull();
    expect(reopened.body.revisions).toHaveLength(1);
    const again = await w.contractor.put(`${url()}/${R1}/reopen-register`, {});
    expect([again.statusCode, again.json().message]).toEqual([403, WAGE_MESSAGES.notSigned]);
    expect(
      (await w.contractor.post(`${w.entryUrl(est, R1, ids.C1)}/redo-register`, { values: {} })).statusCode,
    ).toBe(200);
    expect((await w.submit(w.contractor, est, R1, ids.C1, { pf: '1000' })).statusCode).toBe(200);
    expect((await payslips({ date_of_payment: '06/04/2026', payslips_given: true })).statusCode).toBe(200);
    const file = await w.uploadSigned(w.contractor, est);
    const signed = await w.contractor.post(`${url()}/${R1}/paid_and_signed`, { values: { body: file } });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().wage_registers.resubmitted_on).not.toBeNull();
    expect(signed.json().wage_registers.total_net_payment).toBe('69700.00');
  });
});

describe('cancel and delete', () => {
  let april: string;
  const aprilLinks = async () =>
    (
      await db()
        .select({ id: attendanceRegisters.wageRegisterId })
        .from(attendanceRegisters)
        .where(
          and(
            eq(attendanceRegisters.establishmentId, est),
            sql`${attendanceRegisters.registerDate} between '2026-04-01' and '2026-04-30'`,
          ),
        )
    ).map((r) => r.id);

  it('cancels a register not signed, with the time, and frees its attendance', async () => {
    april = await w.createId(w.contractor, est, '01/04/2026', '30/04/2026');
    expect((await aprilLinks()).every((id) => id === april)).toBe(true);
    const sub = await w.sub.post(`${url()}/${april}/cancel`, {});
    expect(sub.statusCode).toBe(403);
    const res = await w.contractor.post(`${url()}/${april}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: WAGE_MESSAGES.cancelled,
      wage_registers: { status: 'cancelled', can_cancel: false, can_delete: false, can_edit_entries: false },
    });
    expect(res.json().wage_registers.cancelled_on).not.toBeNull();
    expect((await aprilLinks()).every((id) => id === null)).toBe(true);
    const again = await w.contractor.post(`${url()}/${april}/cancel`, {});
    expect([again.statusCode, again.json().message]).toEqual([403, WAGE_MESSAGES.alreadyCancelled]);
    const del = await w.contractor.delete(`${url()}/${april}`);
    expect([del.statusCode, del.json().message]).toEqual([403, WAGE_MESSAGES.cannotDeleteCancelled]);
    const edit = await w.submit(w.contractor, est, april, ids.C1);
    expect([edit.statusCode, edit.json().message]).toEqual([403, WAGE_MESSAGES.cancelledRegister]);
  });

  it('a cancelled register does not hold its dates; a register is deleted with its entries', async () => {
    const again = await w.createId(w.contractor, est, '01/04/2026', '30/04/2026');
    const sub = await w.sub.delete(`${url()}/${again}`);
    expect(sub.statusCode).toBe(403);
    const res = await w.contractor.delete(`${url()}/${again}`);
    expect(res.json()).toEqual({ message: WAGE_MESSAGES.deleted });
    expect(await db().select().from(wageEntries).where(eq(wageEntries.registerId, again))).toEqual([]);
    expect((await aprilLinks()).every((id) => id === null)).toBe(true);
    const list = (await w.contractor.get(`${url()}?start_date=01/04/2026&end_date=30/04/2026`)).json();
    expect(list.wage_registers.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [april, 'cancelled'],
    ]);
  });
});

describe('a cancelled register and the employee register', () => {
  it('a worker whose only line is in a cancelled register, its attendance removed, may be deleted', async () => {
    const site = await w.addEstablishment('Kaveri works');
    const worker = await w.addWorker(site, 'K1', { name: 'Kaveri Worker' });
    await w.addWagePeriod(site, worker, {
      start: '2025-01-01',
      wage: '800.00',
      da: '100.00',
      overtime: '225.00',
    });
    await w.addAttendance(site, { [worker]: [{ date: '2026-03-02', type: 'present' }] });
    const id = await w.createId(w.contractor, site, '02/03/2026', '02/03/2026');
    expect((await w.contractor.post(`${w.base(site)}/${id}/cancel`, {})).statusCode).toBe(200);
    const [day] = await db()
      .select()
      .from(attendanceRegisters)
      .where(
        and(
          eq(attendanceRegisters.establishmentId, site),
          eq(attendanceRegisters.registerDate, '2026-03-02'),
        ),
      );
    expect(
      (await w.contractor.delete(`/api/establishments/${site}/attendance-registers/${day!.id}`)).statusCode,
    ).toBe(200);
    const res = await w.contractor.delete(`/api/establishments/${site}/employees/${worker}`);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Employee deleted successfully']);
    expect(await db().select().from(wageEntries).where(eq(wageEntries.registerId, id))).toEqual([]);
  });
});

describe('logs', () => {
  it('reads the register’s and an entry’s logs, for everyone in scope', async () => {
    for (const client of [w.contractor, w.govt, w.consultant, w.sub]) {
      const res = await client.get(`/api/audit/wage-registers/${R1}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(3);
      expect(res.json()[0].entity).toBe('Wage register');
    }
    const entry = await w.govt.get(
      `/api/audit/wage-entries?register_id=${R1}&establishment_employee_id=${ids.C1}`,
    );
    expect(entry.statusCode).toBe(200);
    expect(entry.json().map((e: { entity: string }) => e.entity)).toContain('Wage entry');
    expect(entry.json()[0].description).toMatch(/^Ravi Kumar \(C1\), 01\/03\/2026 - 31\/03\/2026/);
    const others = await w.sub.get(
      `/api/audit/wage-entries?register_id=${R1}&establishment_employee_id=${ids.C1}`,
    );
    expect(others.statusCode).toBe(404);
    const own = await w.sub.get(
      `/api/audit/wage-entries?register_id=${R1}&establishment_employee_id=${ids.S1}`,
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('two adds at once', () => {
  it('two overlapping registers created together leave one', async () => {
    const [a, b] = await Promise.all([
      w.create(w.contractor, est, '01/05/2026', '31/05/2026'),
      w.create(w.contractor, est, '10/05/2026', '09/06/2026'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const live = await db()
      .select()
      .from(wageRegisters)
      .where(
        and(
          eq(wageRegisters.establishmentId, est),
          sql`${wageRegisters.fromDate} >= '2026-05-01'`,
          sql`${wageRegisters.status} is distinct from 'cancelled'`,
        ),
      );
    expect(live).toHaveLength(1);
    const entries = await db().select().from(wageEntries).where(eq(wageEntries.registerId, live[0]!.id));
    expect(entries).toHaveLength(3);
  });
});

describe('the database itself', () => {
  const codeOf = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'ok';
    } catch (e) {
      return (e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code ?? 'error';
    }
  };

  it('refuses a live register overlapping another, whatever writes it; a cancelled one holds no dates', async () => {
    const insert = (from: string, to: string, status: 'cancelled' | null = null) =>
      db()
        .insert(wageRegisters)
        .values({
          establishmentId: est,
          fromDate: from,
          toDate: to,
          status,
          cancelledOn: status ? new Date() : null,
        });
    expect(await codeOf(insert('2026-03-31', '2026-04-02'))).toBe('23P01');
    expect(await codeOf(insert('2026-03-31', '2026-04-02', 'cancelled'))).toBe('ok');
  });

  it('refuses lines that do not add up, or deductions over half of gross', async () => {
    const [line] = await db()
      .select()
      .from(wageEntries)
      .where(and(eq(wageEntries.registerId, R1), eq(wageEntries.employeeId, ids.C2)));
    const update = (values: Partial<typeof wageEntries.$inferInsert>) =>
      db().update(wageEntries).set(values).where(eq(wageEntries.id, line!.id));
    expect(await codeOf(update({ net: '1.00' }))).toBe('23514');
    expect(await codeOf(update({ gross: '1.00' }))).toBe('23514');
    // 23,500.00 gross: 11,750.01 of other deductions (net to match) is over half.
    expect(
      await codeOf(update({ otherDeductions: '11750.01', totalDeductions: '11750.01', net: '11749.99' })),
    ).toBe('23514');
    expect(
      await codeOf(update({ otherDeductions: '11750.00', totalDeductions: '11750.00', net: '11750.00' })),
    ).toBe('ok');
  });
});
