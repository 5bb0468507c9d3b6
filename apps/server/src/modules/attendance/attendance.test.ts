import {
  ATTENDANCE_MESSAGES,
  ESTABLISHMENT_STATUS,
  type EstablishmentStatus,
  istDateKey,
} from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { registerCountMismatches } from '../../../test/kept-counts.js';
import { attendanceEntries, attendanceRegisters, employees, establishments } from '../../db/schema/index.js';
import { attendanceWorld } from './attendance-fixtures.js';
import { addDays } from './attendance-times.js';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof attendanceWorld>>;
let contractor: TestClient;
let sub: TestClient;
let consultant: TestClient;
let govt: TestClient;
/** The contractor's workers C1-C3, the subcontractor's S1-S2 (all joined 01/01/2026). */
const ids = {} as Record<'C1' | 'C2' | 'C3' | 'S1' | 'S2' | 'LATE' | 'GONE', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await attendanceWorld(ctx);
  ({ contractor, sub, consultant, govt } = w);
  for (const code of ['C1', 'C2', 'C3'] as const) ids[code] = await w.addWorker(code);
  for (const code of ['S1', 'S2'] as const) ids[code] = await w.addWorker(code, { subcontractor: true });
  // Joined on 15/03/2026; exited on 28/02/2026.
  ids.LATE = await w.addWorker('L1', { joined: '2026-03-15' });
  ids.GONE = await w.addWorker('G1', { joined: '2026-01-01', exit: '2026-02-28' });
});
afterAll(async () => ctx?.close());

const present = (inTime: string, outTime: string, extra: Record<string, unknown> = {}) => ({
  type: 'present',
  in_time: inTime,
  out_time: outTime,
  ...extra,
});

describe('the calendar', () => {
  it('lists the days from the earliest joining date, none in the future, with their states and alerts', async () => {
    const today = istDateKey();
    const res = await consultant.get(`${w.base}?from_date=2025-12-20&to_date=2026-01-31`);
    expect(res.statusCode).toBe(200);
    const cal = res.json();
    expect(cal).toMatchObject({
      from_date: '2025-12-20',
      earliest_joining_date: '2026-01-01',
      commencement_date: '2025-01-01',
      weekly_holiday: 'Sunday',
      today,
    });
    expect(cal.days[0].date).toBe('2026-01-01');
    expect(cal.days).toHaveLength(31);
    // 04/01/2026 is a Sunday: the weekly holiday has no alert; a working day long past is red.
    expect(cal.days.find((d: { date: string }) => d.date === '2026-01-04')).toMatchObject({
      state: 'no_register',
      is_weekly_holiday: true,
      alert: null,
    });
    expect(cal.days.find((d: { date: string }) => d.date === '2026-01-05')).toMatchObject({
      state: 'no_register',
      alert: 'red',
      register_id: null,
    });
    // Asked up to a future day: it stops at today; a recent working day is amber.
    const recent = (
      await contractor.get(`${w.base}?from_date=${addDays(today, -3)}&to_date=${addDays(today, 5)}`)
    ).json();
    expect(recent.days.at(-1).date).toBe(today);
    const working = recent.days.filter((d: { is_weekly_holiday: boolean }) => !d.is_weekly_holiday);
    expect(working.every((d: { alert: string }) => d.alert === 'amber')).toBe(true);
  });

  it('a missing working day turns red when more than seven days old', async () => {
    const today = istDateKey();
    const cal = (
      await contractor.get(`${w.base}?from_date=${addDays(today, -8)}&to_date=${addDays(today, -7)}`)
    ).json();
    const [eightDays, sevenDays] = cal.days;
    if (!eightDays.is_weekly_holiday) expect(eightDays.alert).toBe('red');
    if (!sevenDays.is_weekly_holiday) expect(sevenDays.alert).toBe('amber');
  });

  it('shows pending, completed, closed and weekly-off days', async () => {
    const pendingId = await w.openId(contractor, '2026-01-06');
    const closedId = await w.openId(contractor, '2026-01-07');
    await contractor.post(`${w.base}/${closedId}/establishment-open`, {
      values: { is_establishment_closed: true, establishment_closed_reason: 'Flood' },
    });
    const offId = (await w.open(contractor, '2026-01-11', true)).json().id;
    const cal = (await sub.get(`${w.base}?from_date=2026-01-06&to_date=2026-01-11`)).json();
    const state = (day: string) => cal.days.find((d: { date: string }) => d.date === day);
    expect(state('2026-01-06')).toMatchObject({ state: 'pending', register_id: pendingId, alert: null });
    expect(state('2026-01-07')).toMatchObject({ state: 'closed', register_id: closedId });
    expect(state('2026-01-11')).toMatchObject({ state: 'week_off', register_id: offId });
    expect(state('2026-01-08')).toMatchObject({ state: 'no_register', alert: 'red' });
  });

  it("with one end of the range, shows that end's month", async () => {
    const cal = (await contractor.get(`${w.base}?from_date=2026-02-10`)).json();
    expect([cal.from_date, cal.to_date]).toEqual(['2026-02-10', '2026-02-28']);
    expect(cal.days.at(-1).date).toBe('2026-02-28');
    const byEnd = (await contractor.get(`${w.base}?to_date=2026-02-10`)).json();
    expect([byEnd.from_date, byEnd.days.length]).toEqual(['2026-02-01', 10]);
  });

  it('refuses a day that is not in the calendar, before reaching the database', async () => {
    for (const query of [
      'from_date=2026-02-30&to_date=2026-03-01',
      'register_date=2026-02-30',
      'register_date=10/03/2026',
    ]) {
      const res = await contractor.get(`${w.base}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json().fields), query).toEqual(['Enter the date as yyyy-mm-dd']);
    }
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await contractor.get(`${w.base}?from_date=2026-02-10&to_date=2026-02-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ to_date: 'To Date cannot be before From Date' });
  });
});

describe('opening a day', () => {
  it('creates the register with one entry per worker employed that day, once', async () => {
    const res = await w.open(contractor, '2026-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: true, week_off_choice_required: false });
    const id = res.json().id;
    const entries = await ctx.database.db
      .select({ employeeId: attendanceEntries.employeeId })
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.registerId, id), eq(attendanceEntries.registerDate, '2026-03-10')));
    // Not the worker who joined on 15/03, nor the one who left on 28/02.
    expect(entries.map((e) => e.employeeId).sort()).toEqual([ids.C1, ids.C2, ids.C3, ids.S1, ids.S2].sort());
    const again = await w.open(consultant, '2026-03-10');
    expect(again.json()).toEqual({ id, created: false, week_off_choice_required: false });
  });

  it('refuses a future date and a date before anyone joined', async () => {
    const future = await w.open(contractor, addDays(istDateKey(), 1));
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ register_date: ATTENDANCE_MESSAGES.futureDate });
    const early = await w.open(contractor, '2025-12-31');
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ register_date: ATTENDANCE_MESSAGES.beforeJoining });
  });

  it('a reader cannot create a register (the consultant, the Government)', async () => {
    for (const client of [consultant, govt]) {
      const res = await w.open(client, '2026-03-02');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'RECORDERS_ONLY', message: ATTENDANCE_MESSAGES.writersOnly });
    }
  });

  it('adds the entries of workers recorded after the day was opened; the completed register becomes pending', async () => {
    const id = await w.openId(contractor, '2026-03-03');
    await contractor.post(`${w.base}/${id}/week-off`, { values: { choice: 'all' } });
    expect((await w.detail(contractor, id)).json().attendance_register.status).toBe('completed');
    const newcomer = await w.addWorker('C9', { joined: '2026-03-01' });
    await w.open(contractor, '2026-03-03');
    const detail = (await w.detail(contractor, id)).json();
    expect(detail.attendance_status.total).toBe(6);
    // The day is a weekly off for everyone: the newcomer's entry is marked too.
    expect(detail.attendance_register.status).toBe('completed');
    const entry = (await contractor.get(w.entryUrl(id, newcomer))).json();
    expect(entry).toMatchObject({ type: 'week_off', status: 'Completed' });
    await ctx.database.db.delete(employees).where(eq(employees.id, newcomer));
  });
});

describe('the register', () => {
  let id: string;
  beforeAll(async () => {
    id = await w.openId(contractor, '2026-03-12');
  });

  it('pages the entries in code order with the counts of the whole register', async () => {
    const res = await w.detail(govt, id, 'page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.attendance_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual([
      'C1',
      'C2',
    ]);
    expect(body.attendance_entries[0]).toMatchObject({
      serial_no: 1,
      max_count: 5,
      status: 'Pending',
      type: null,
      can_edit: false,
      establishment_employee_id: ids.C1,
      est_emp_id: ids.C1,
      employee_start_date: '2026-01-01',
      is_invalid: false,
    });
    expect(body.attendance_status).toEqual({
      total: 5,
      pending: 5,
      completed: 0,
      own_total: 0,
      own_pending: 0,
    });
    expect(body.attendance_register).toMatchObject({
      register_date: '2026-03-12',
      status: 'pending',
      locked_message: null,
      can_edit_entries: false,
      can_delete: false,
    });
    const page3 = (await w.detail(govt, id, 'page=3&pageSize=2')).json();
    expect(page3.attendance_entries.map((e: { serial_no: number }) => e.serial_no)).toEqual([5]);
  });

  it('filters Pending and Completed, and walks the pending entries in order', async () => {
    expect((await w.save(contractor, id, ids.C2, { type: 'absent' })).statusCode).toBe(200);
    const pending = (await w.detail(contractor, id, 'filters=Pending')).json();
    expect(pending.attendance_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual([
      'C1',
      'C3',
      'S1',
      'S2',
    ]);
    expect(pending.attendance_entries[0].max_count).toBe(4);
    const completed = (await w.detail(contractor, id, 'filters=Completed')).json();
    expect(completed.attendance_entries).toEqual([
      expect.objectContaining({ employee_code: 'C2', status: 'Completed', type: 'absent', can_edit: true }),
    ]);
    expect(completed.attendance_status).toMatchObject({ total: 5, pending: 4, completed: 1 });
    const next = (await contractor.get(`${w.base}/${id}/pending-entry-ids`)).json();
    expect(next.pending_entry_ids).toEqual([ids.C1, ids.C3, ids.S1, ids.S2]);
    expect((await contractor.get(`${w.base}/${id}/total-employee-count`)).json()).toEqual({
      total_employee_count: 5,
    });
  });

  it('refuses a bad page, page size or filter with 400', async () => {
    for (const query of ['page=0', 'pageSize=1000', 'filters=Done', 'page=x']) {
      const res = await w.detail(contractor, id, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION');
    }
  });

  it('an unknown or malformed register is not found', async () => {
    for (const other of [crypto.randomUUID(), 'not-an-id']) {
      const res = await w.detail(contractor, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ATTENDANCE_MESSAGES.notFound);
    }
  });
});

describe('saving an entry', () => {
  let id: string;
  beforeAll(async () => {
    id = await w.openId(contractor, '2026-03-17');
  });

  it('Present with times: the server computes the hours worked and submits the entry', async () => {
    const res = await w.save(
      contractor,
      id,
      ids.C1,
      present('09:00', '17:30', { rest_minutes: 30, set_of_work: 'A' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Successfully edited the data!',
      register_status: 'pending',
      attendance_entry: {
        type: 'present',
        in_time: '09:00',
        out_time: '17:30',
        out_next_day: false,
        worked_minutes: 480,
        rest_minutes: 30,
        overtime_hours: '0.00',
        set_of_work: 'A',
        status: 'Completed',
        source: 'form',
      },
    });
    const [row] = await ctx.database.db
      .select()
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.employeeId, ids.C1), eq(attendanceEntries.registerDate, '2026-03-17')));
    expect(row).toMatchObject({
      inTime: '2026-03-17 09:00:00',
      outTime: '2026-03-17 17:30:00',
      workedMinutes: 480,
    });
  });

  it('a night shift: an out time not after the in time is the next day', async () => {
    const res = await w.save(contractor, id, ids.C2, present('22:00', '06:00', { overtime_hours: '1.5' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().attendance_entry).toMatchObject({
      in_time: '22:00',
      out_time: '06:00',
      out_next_day: true,
      worked_minutes: 480,
      overtime_hours: '1.50',
    });
    const [row] = await ctx.database.db
      .select({ outTime: attendanceEntries.outTime })
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.employeeId, ids.C2), eq(attendanceEntries.registerDate, '2026-03-17')));
    expect(row!.outTime).toBe('2026-03-18 06:00:00');
  });

  it("refuses times that overlap the worker's previous or next day", async () => {
    // C2 works until 06:00 on 18/03: a shift starting at 05:00 that day overlaps it.
    const next = await w.openId(contractor, '2026-03-18');
    const overlap = await w.save(contractor, next, ids.C2, present('05:00', '13:00'));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields).toEqual({ in_time: ATTENDANCE_MESSAGES.overlapping });
    expect((await w.save(contractor, next, ids.C2, present('07:00', '15:00'))).statusCode).toBe(200);
    // And the night shift of 17/03 cannot now end after 07:00 on 18/03.
    const late = await w.save(contractor, id, ids.C2, present('22:00', '08:00'));
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({ out_time: ATTENDANCE_MESSAGES.overlappingNext });
  });

  it('another type clears the times; overtime is refused when not present', async () => {
    const res = await w.save(contractor, id, ids.C3, {
      type: 'paid_leave',
      in_time: '09:00',
      out_time: '17:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().attendance_entry).toMatchObject({
      type: 'paid_leave',
      in_time: null,
      out_time: null,
      worked_minutes: null,
    });
    const overtime = await w.save(contractor, id, ids.C3, { type: 'absent', overtime_hours: 2 });
    expect(overtime.statusCode).toBe(400);
    expect(overtime.json().fields).toEqual({ overtime_hours: ATTENDANCE_MESSAGES.overtimeNotPresent });
  });

  it('refuses impossible values, each with its message', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ type: 'present' }, { in_time: 'Required', out_time: 'Required' }],
      [present('09:00', '09:00'), { out_time: ATTENDANCE_MESSAGES.sameTimes }],
      [present('09:00', '10:00', { rest_minutes: 60 }), { rest_minutes: ATTENDANCE_MESSAGES.restTooLong }],
      [
        present('09:00', '13:00', { overtime_hours: 5 }),
        { overtime_hours: ATTENDANCE_MESSAGES.overtimeBeyondDay },
      ],
      [present('25:00', '13:00'), { in_time: 'Enter the time as HH:mm' }],
      [
        present('09:00', '13:00', { overtime_hours: 25 }),
        { overtime_hours: 'Overtime cannot be more than 24 hours' },
      ],
      [
        present('09:00', '13:00', { overtime_hours: 1.234 }),
        { overtime_hours: 'Enter the overtime with at most two decimals' },
      ],
      [{ type: 'holiday' }, { type: 'Required' }],
    ];
    for (const [values, fields] of cases) {
      const res = await w.save(contractor, id, ids.S1, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().fields, JSON.stringify(values)).toEqual(fields);
    }
    const entry = (await contractor.get(w.entryUrl(id, ids.S1))).json();
    expect(entry).toMatchObject({ status: 'Pending', type: null });
  });

  it('completes the register when every entry is submitted', async () => {
    await w.save(contractor, id, ids.S1, { type: 'absent' });
    // The worker who joined on 15/03 is in this day's register too.
    await w.save(contractor, id, ids.LATE, { type: 'absent' });
    const last = await w.save(contractor, id, ids.S2, present('08:00', '12:00'));
    expect(last.json().register_status).toBe('completed');
    const detail = (await w.detail(contractor, id)).json();
    expect(detail.attendance_register.status).toBe('completed');
    expect(detail.attendance_register.submitted_on).not.toBeNull();
    expect((await contractor.get(`${w.base}/${id}/pending-entry-ids`)).json().pending_entry_ids).toEqual([]);
  });

  it('refuses an entry of a worker not employed that day, and removes it only when invalid', async () => {
    const day = '2026-03-19';
    const regId = await w.openId(contractor, day);
    // The worker who joined on 15/03 is in the register; its joining date is then corrected to 20/03.
    const late = ids.LATE;
    await ctx.database.db
      .update(employees)
      .set({ dateOfJoining: '2026-03-20' })
      .where(eq(employees.id, late));
    const entry = (await contractor.get(w.entryUrl(regId, late))).json();
    expect(entry).toMatchObject({ is_invalid: true, can_edit: false });
    const res = await w.save(contractor, regId, late, { type: 'absent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ATTENDANCE_MESSAGES.notJoined);
    // The worker who left on 28/02 has no entry, and none can be made.
    const gone = await w.save(contractor, regId, ids.GONE, { type: 'absent' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(ATTENDANCE_MESSAGES.exited);
    // Only an invalid entry can be removed.
    const valid = await contractor.delete(w.entryUrl(regId, ids.C1));
    expect(valid.statusCode).toBe(400);
    expect(valid.json().message).toBe(ATTENDANCE_MESSAGES.entryNotInvalid);
    const removed = await contractor.delete(w.entryUrl(regId, late));
    expect(removed.statusCode).toBe(200);
    expect((await contractor.get(w.entryUrl(regId, late))).statusCode).toBe(404);
    await ctx.database.db
      .update(employees)
      .set({ dateOfJoining: '2026-03-15' })
      .where(eq(employees.id, late));
  });

  it('adds the entry of a worker recorded after the day was opened when it is saved', async () => {
    const regId = await w.openId(contractor, '2026-03-20');
    const newcomer = await w.addWorker('C8', { joined: '2026-03-20' });
    const res = await w.save(contractor, regId, newcomer, { type: 'absent' });
    expect(res.statusCode).toBe(200);
    expect((await w.detail(contractor, regId)).json().attendance_status.total).toBe(7);
  });

  it("recomputes the establishment's compliance once the day is complete, not on every entry before", async () => {
    const regId = await w.openId(contractor, '2026-03-16');
    const runs = async () =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`compliance_runs`)
          .where(sql`kind = 'establishment'`)
      )[0]!.n;
    const pendingIds: string[] = (await contractor.get(`${w.base}/${regId}/pending-entry-ids`)).json()
      .pending_entry_ids;
    const before = await runs();
    for (const employeeId of pendingIds.slice(0, -1))
      await w.save(contractor, regId, employeeId, { type: 'absent' });
    expect(await runs()).toBe(before);
    const last = await w.save(contractor, regId, pendingIds.at(-1)!, { type: 'absent' });
    expect(last.json().register_status).toBe('completed');
    expect(await runs()).toBe(before + 1);
    // A change to a complete day recomputes too.
    await w.save(contractor, regId, pendingIds[0]!, present('09:00', '17:00'));
    expect(await runs()).toBe(before + 2);
  });

  it('two racing saves of the same entry leave one of them, whole', async () => {
    const regId = await w.openId(contractor, '2026-03-23');
    const a = present('08:00', '16:00', { set_of_work: 'A' });
    const b = present('10:00', '19:00', { set_of_work: 'B', rest_minutes: 60 });
    const [ra, rb] = await Promise.all([
      w.save(contractor, regId, ids.C1, a),
      w.save(contractor, regId, ids.C1, b),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const rows = await ctx.database.db
      .select()
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.employeeId, ids.C1), eq(attendanceEntries.registerDate, '2026-03-23')));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const one =
      row.setOfWork === 'A'
        ? {
            inTime: '2026-03-23 08:00:00',
            outTime: '2026-03-23 16:00:00',
            workedMinutes: 480,
            restMinutes: 0,
          }
        : {
            inTime: '2026-03-23 10:00:00',
            outTime: '2026-03-23 19:00:00',
            workedMinutes: 480,
            restMinutes: 60,
          };
    expect(row).toMatchObject(one);
  });
});

describe('the weekly off', () => {
  it('on the weekly holiday the choice is required; all marks every entry, manual undoes it', async () => {
    const opened = (await w.open(contractor, '2026-03-22')).json();
    expect(opened).toMatchObject({ created: true, week_off_choice_required: true });
    const id = opened.id;
    const missing = await contractor.post(`${w.base}/${id}/week-off`, { values: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ choice: ATTENDANCE_MESSAGES.weekOffChoiceRequired });
    const all = await contractor.post(`${w.base}/${id}/week-off`, { values: { choice: 'all' } });
    expect(all.statusCode).toBe(200);
    expect(all.json().attendance_register).toMatchObject({
      is_week_off: true,
      is_automatic: false,
      week_off_choice: 'all',
      week_off_choice_required: false,
      status: 'completed',
    });
    const entries = (await w.detail(contractor, id)).json().attendance_entries;
    expect(
      entries.every(
        (e: { type: string; status: string }) => e.type === 'week_off' && e.status === 'Completed',
      ),
    ).toBe(true);
    const manual = await contractor.post(`${w.base}/${id}/week-off`, { values: { choice: 'manual' } });
    expect(manual.json().attendance_register).toMatchObject({ is_week_off: false, status: 'pending' });
    const status = (await w.detail(contractor, id, 'filters=Pending')).json().attendance_status;
    expect(status.pending).toBe(status.total);
  });

  it('isAutomatic marks the holiday a weekly off at once, and it can be changed', async () => {
    const opened = (await w.open(contractor, '2026-03-29', true)).json();
    expect(opened).toMatchObject({ created: true, week_off_choice_required: false });
    const reg = (await w.detail(contractor, opened.id)).json().attendance_register;
    expect(reg).toMatchObject({ is_week_off: true, is_automatic: true, status: 'completed' });
    const changed = await contractor.post(`${w.base}/${opened.id}/week-off`, {
      values: { choice: 'manual' },
    });
    expect(changed.json().attendance_register).toMatchObject({ is_automatic: false, is_week_off: false });
  });

  it('an entry saved by hand is kept when the day is marked a weekly off', async () => {
    const id = await w.openId(contractor, '2026-04-05');
    await w.save(contractor, id, ids.C1, present('09:00', '13:00'));
    await contractor.post(`${w.base}/${id}/week-off`, { values: { choice: 'all' } });
    expect((await contractor.get(w.entryUrl(id, ids.C1))).json()).toMatchObject({
      type: 'present',
      source: 'form',
    });
    expect((await contractor.get(w.entryUrl(id, ids.C2))).json()).toMatchObject({
      type: 'week_off',
      source: 'weekly_off',
    });
  });

  it('only the contractor chooses', async () => {
    const id = await w.openId(contractor, '2026-04-12');
    // The subcontractor is not asked: it fills its own workers' entries.
    expect((await w.open(sub, '2026-04-12')).json().week_off_choice_required).toBe(false);
    expect((await w.detail(sub, id)).json().attendance_register).toMatchObject({
      is_weekly_holiday: true,
      week_off_choice_required: false,
      can_mark_week_off: false,
    });
    expect((await w.detail(contractor, id)).json().attendance_register.week_off_choice_required).toBe(true);
    const res = await sub.post(`${w.base}/${id}/week-off`, { values: { choice: 'all' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CONTRACTOR_ONLY');
  });
});

describe('closing the day', () => {
  it('closes with a reason (required), refuses entries while closed, and reopens', async () => {
    const id = await w.openId(contractor, '2026-03-24');
    const url = `${w.base}/${id}/establishment-open`;
    const noReason = await contractor.post(url, { values: { is_establishment_closed: true } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ establishment_closed_reason: 'Required' });
    const closed = await contractor.post(url, {
      values: { is_establishment_closed: true, establishment_closed_reason: 'Bandh' },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Closed successfully',
      attendance_register: {
        is_establishment_closed: true,
        establishment_closed_reason: 'Bandh',
        can_edit_entries: false,
      },
    });
    const save = await w.save(contractor, id, ids.C1, { type: 'absent' });
    expect(save.statusCode).toBe(403);
    expect(save.json().message).toBe(ATTENDANCE_MESSAGES.closedDay);
    const byCon = await sub.post(url, { values: { is_establishment_closed: false } });
    expect(byCon.statusCode).toBe(403);
    const reopened = await contractor.post(url, { values: { is_establishment_closed: false } });
    expect(reopened.json().attendance_register).toMatchObject({
      is_establishment_closed: false,
      establishment_closed_reason: null,
    });
    expect((await w.save(contractor, id, ids.C1, { type: 'absent' })).statusCode).toBe(200);
  });
});

describe('the wage lock', () => {
  it('a register linked to a wage register cannot be edited, closed or deleted', async () => {
    const id = await w.openId(contractor, '2026-03-25');
    await w.save(contractor, id, ids.C1, { type: 'absent' });
    await w.markPaid(id, '2026-03-01', '2026-03-31');
    const message = 'attendance cannot be edited because wages have been paid for 01/03/2026 - 31/03/2026';
    const detail = (await w.detail(contractor, id)).json();
    expect(detail.attendance_register).toMatchObject({
      locked_message: message,
      can_edit_entries: false,
      can_close: false,
      can_delete: false,
    });
    expect(detail.attendance_entries.every((e: { can_edit: boolean }) => !e.can_edit)).toBe(true);
    const save = await w.save(contractor, id, ids.C2, { type: 'absent' });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ code: 'WAGES_PAID', message });
    const del = await contractor.delete(`${w.base}/${id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe(message);
    const close = await contractor.post(`${w.base}/${id}/establishment-open`, {
      values: { is_establishment_closed: true, establishment_closed_reason: 'Rain' },
    });
    expect(close.statusCode).toBe(403);
    expect(close.json().message).toBe(ATTENDANCE_MESSAGES.closeWhilePaid);
    expect(
      (await contractor.post(`${w.base}/${id}/week-off`, { values: { choice: 'all' } })).json().message,
    ).toBe(message);
    // Opening the day again changes nothing.
    const again = await w.open(contractor, '2026-03-25');
    expect(again.json()).toMatchObject({ id, created: false });
    const cal = (await contractor.get(`${w.base}?from_date=2026-03-25&to_date=2026-03-25`)).json();
    expect(cal.days[0]).toMatchObject({ wages_paid: true });
  });
});

describe('deleting a register', () => {
  it('the contractor deletes it with its entries; others may not', async () => {
    const id = await w.openId(contractor, '2026-03-26');
    await w.save(contractor, id, ids.C1, { type: 'absent' });
    // Read once, so its day is remembered (registerDayOf): the read after the delete still finds nothing.
    expect((await w.detail(contractor, id)).statusCode).toBe(200);
    for (const client of [sub, consultant, govt]) {
      const res = await client.delete(`${w.base}/${id}`);
      expect(res.statusCode).toBe(403);
    }
    const res = await contractor.delete(`${w.base}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted successfully' });
    expect((await w.detail(contractor, id)).statusCode).toBe(404);
    const left = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.registerId, id), eq(attendanceEntries.registerDate, '2026-03-26')));
    expect(left[0]!.n).toBe(0);
    const [log] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(sql`table_name = 'attendance_registers' and row_id = ${id} and op_type = 'DELETE'`);
    expect(log!.n).toBe(1);
  });
});

describe('the subcontractor', () => {
  let id: string;
  beforeAll(async () => {
    id = await w.openId(sub, '2026-03-27');
  });

  it('sees and fills only its own workers; the contractor’s are refused', async () => {
    const detail = (await w.detail(sub, id)).json();
    expect(detail.attendance_entries.map((e: { employee_code: string }) => e.employee_code)).toEqual([
      'S1',
      'S2',
    ]);
    expect(detail.attendance_entries.map((e: { max_count: number }) => e.max_count)).toEqual([2, 2]);
    expect(detail.attendance_status).toMatchObject({ own_total: 2, own_pending: 2 });
    expect(detail.attendance_status.pending).toBe(detail.attendance_status.total);
    expect(detail.attendance_register).toMatchObject({
      can_edit_entries: true,
      can_delete: false,
      note: null,
    });
    const refused = await w.save(sub, id, ids.C1, { type: 'absent' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'NOT_YOUR_EMPLOYEE',
      message: ATTENDANCE_MESSAGES.notYourEmployee,
    });
    expect((await sub.get(w.entryUrl(id, ids.C1))).statusCode).toBe(404);
    expect((await sub.get(`${w.base}/${id}/pending-entry-ids`)).json().pending_entry_ids).toEqual([
      ids.S1,
      ids.S2,
    ]);
    expect((await sub.get(`${w.base}/${id}/total-employee-count`)).json()).toEqual({
      total_employee_count: 2,
    });
  });

  it('is told when its own entries are complete while the contractor’s are pending', async () => {
    await w.save(sub, id, ids.S1, present('09:00', '17:00'));
    await w.save(sub, id, ids.S2, { type: 'absent' });
    const detail = (await w.detail(sub, id)).json();
    expect(detail.attendance_register.note).toBe(ATTENDANCE_MESSAGES.ownComplete);
    expect(detail.attendance_register.status).toBe('pending');
    expect((await w.detail(contractor, id)).json().attendance_register.note).toBeNull();
  });

  it('cannot delete a register or close a day', async () => {
    expect((await sub.delete(`${w.base}/${id}`)).json().code).toBe('CONTRACTOR_ONLY');
    const close = await sub.post(`${w.base}/${id}/establishment-open`, {
      values: { is_establishment_closed: true, establishment_closed_reason: 'x' },
    });
    expect(close.json().code).toBe('CONTRACTOR_ONLY');
  });
});

describe('readers', () => {
  it('the consultant and the Government read the register and entries but save nothing', async () => {
    const id = await w.openId(contractor, '2026-03-30');
    for (const client of [consultant, govt]) {
      expect((await w.detail(client, id)).statusCode).toBe(200);
      expect((await client.get(w.entryUrl(id, ids.C1))).statusCode).toBe(200);
      const res = await w.save(client, id, ids.C1, { type: 'absent' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('RECORDERS_ONLY');
      expect((await client.delete(w.entryUrl(id, ids.C1))).statusCode).toBe(403);
    }
  });
});

describe('the audit trail of an entry', () => {
  it('lists the changes of one worker’s entry, newest first', async () => {
    const id = await w.openId(contractor, '2026-03-31');
    await w.save(contractor, id, ids.C1, present('09:00', '17:00'));
    await w.save(contractor, id, ids.C1, { type: 'absent' });
    const url = `/api/audit/attendance-entries?register_id=${id}&establishment_employee_id=${ids.C1}`;
    const res = await consultant.get(url);
    expect(res.statusCode).toBe(200);
    const log = res.json();
    // The empty entry the opening made is not logged; each save is.
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      action: 'Updated',
      entity: 'Attendance entry',
      description: expect.stringContaining('Absent'),
      user: 'Senthil Kumar',
    });
    expect(log[1].description).toContain('Present, 09:00 AM - 05:00 PM');
    expect(log[0].changes.length).toBeGreaterThan(0);
    // An update logs only what changed, with what names the row.
    const [logged] = (
      (await ctx.database.db.execute(sql`select new_row from audit_log where table_name = 'attendance_entries'
        and new_row ->> 'employee_id' = ${ids.C1} and new_row ->> 'register_date' = '2026-03-31'
        order by id desc limit 1`)) as unknown as { rows: { new_row: Record<string, unknown> }[] }
    ).rows;
    expect(Object.keys(logged!.new_row).sort()).toEqual(
      [
        'employee_id',
        'id',
        'in_time',
        'out_time',
        'register_date',
        'submitted_on',
        'type',
        'worked_minutes',
      ].sort(),
    );
    // The subcontractor reads only its own workers' logs.
    expect((await sub.get(url)).statusCode).toBe(404);
    const none = await contractor.get(
      `/api/audit/attendance-entries?register_id=${crypto.randomUUID()}&establishment_employee_id=${ids.C1}`,
    );
    expect(none.statusCode).toBe(404);
  });

  it('a bulk update of many entries writes one audit row each in one statement', async () => {
    const id = await w.openId(contractor, '2026-04-01');
    const before = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(sql`table_name = 'attendance_entries'`);
    const updated = await ctx.database.db
      .update(attendanceEntries)
      .set({ type: 'absent' })
      .where(and(eq(attendanceEntries.registerId, id), eq(attendanceEntries.registerDate, '2026-04-01')))
      .returning({ id: attendanceEntries.id });
    expect(updated.length).toBeGreaterThan(4);
    const after = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`audit_log`)
      .where(sql`table_name = 'attendance_entries'`);
    expect(after[0]!.n - before[0]!.n).toBe(updated.length);
    const [reg] = await ctx.database.db
      .select()
      .from(attendanceRegisters)
      .where(eq(attendanceRegisters.id, id));
    expect(reg!.registerDate).toBe('2026-04-01');
  });
});

describe('the page as PostgreSQL writes it', () => {
  it('writes each entry as the entry read does, for every caller, in every state', async () => {
    const day = '2026-04-08';
    const id = await w.openId(contractor, day);
    expect(
      (await w.save(contractor, id, ids.C1, present('09:00', '17:30', { overtime_hours: '1.25' })))
        .statusCode,
    ).toBe(200);
    expect((await w.save(contractor, id, ids.C2, present('22:00', '06:00'))).statusCode).toBe(200);
    expect((await w.save(contractor, id, ids.C3, { type: 'absent' })).statusCode).toBe(200);
    expect((await w.save(sub, id, ids.S1, { type: 'paid_leave' })).statusCode).toBe(200);
    // C8 (recorded earlier) and S2 stay pending; the late joiner's entry becomes invalid once its joining date moves after the day.
    await ctx.database.db
      .update(employees)
      .set({ dateOfJoining: '2026-04-09' })
      .where(eq(employees.id, ids.LATE));
    try {
      for (const client of [contractor, sub, consultant, govt]) {
        for (const filters of ['All', 'Pending', 'Completed']) {
          const page = (await w.detail(client, id, `filters=${filters}&pageSize=25`)).json();
          expect(page.attendance_entries.length).toBe(page.attendance_entries[0]?.max_count ?? 0);
          for (const [i, entry] of page.attendance_entries.entries()) {
            const { serial_no, max_count, ...rest } = entry;
            expect(serial_no).toBe(i + 1);
            const read = (await client.get(w.entryUrl(id, entry.est_emp_id))).json();
            expect(rest).toEqual({ ...read, serial_no: undefined, max_count: undefined });
          }
        }
      }
      const all = (await w.detail(contractor, id, 'pageSize=25')).json().attendance_entries;
      // Every kind of entry was compared: submitted and pending, a night shift, a subcontractor's, an invalid one.
      expect(all.map((e: { employee_code: string }) => e.employee_code)).toEqual([
        'C1',
        'C2',
        'C3',
        'C8',
        'L1',
        'S1',
        'S2',
      ]);
      expect(all.find((e: { out_next_day: boolean }) => e.out_next_day)?.employee_code).toBe('C2');
      expect(
        all
          .filter((e: { is_invalid: boolean }) => e.is_invalid)
          .map((e: { employee_code: string }) => e.employee_code),
      ).toEqual(['L1']);
      expect(all.filter((e: { can_edit: boolean }) => e.can_edit).length).toBe(6);
      expect(all.filter((e: { submitted_on: string | null }) => e.submitted_on).length).toBe(4);
      expect(all.filter((e: { subcontractor: unknown }) => e.subcontractor).length).toBe(2);
      // Closed for the day, then paid: nothing can be saved, as the entry read says too.
      const url = `${w.base}/${id}/establishment-open`;
      const close = { is_establishment_closed: true, establishment_closed_reason: 'Flood' };
      expect((await contractor.post(url, { values: close })).statusCode).toBe(200);
      const closed = (await w.detail(contractor, id, 'pageSize=25')).json().attendance_entries;
      expect(closed.some((e: { can_edit: boolean }) => e.can_edit)).toBe(false);
      const reopen = { is_establishment_closed: false };
      expect((await contractor.post(url, { values: reopen })).statusCode).toBe(200);
      // The establishment locked (completion marked): its contractor reads only. The page's one statement takes
      // the contractor for a writer until it has read the establishment, and must then read the page again.
      const lock = (status: EstablishmentStatus, closedOn: string | null) =>
        ctx.database.db.update(establishments).set({ status, closedOn }).where(eq(establishments.id, w.est));
      await lock(ESTABLISHMENT_STATUS.completionMarked, day);
      try {
        const locked = (await w.detail(contractor, id, 'pageSize=25')).json();
        expect(locked.attendance_register.can_edit_entries).toBe(false);
        expect(locked.attendance_entries).toHaveLength(7);
        for (const { serial_no: _, max_count: __, ...entry } of locked.attendance_entries) {
          expect(entry.can_edit).toBe(false);
          const read = (await contractor.get(w.entryUrl(id, entry.est_emp_id))).json();
          expect(entry).toEqual({ ...read, serial_no: undefined, max_count: undefined });
        }
      } finally {
        await lock(ESTABLISHMENT_STATUS.open, null);
      }
      const unlocked = (await w.detail(contractor, id, 'pageSize=25')).json().attendance_entries;
      expect(unlocked.filter((e: { can_edit: boolean }) => e.can_edit).length).toBe(6);
      await w.markPaid(id, day, day);
      for (const client of [contractor, sub]) {
        const page = (await w.detail(client, id, 'pageSize=25')).json().attendance_entries;
        expect(page.length).toBeGreaterThan(0);
        for (const { serial_no: _, max_count: __, ...entry } of page) {
          expect(entry.can_edit).toBe(false);
          const read = (await client.get(w.entryUrl(id, entry.est_emp_id))).json();
          expect(entry).toEqual({ ...read, serial_no: undefined, max_count: undefined });
        }
      }
    } finally {
      await ctx.database.db
        .update(employees)
        .set({ dateOfJoining: '2026-03-15' })
        .where(eq(employees.id, ids.LATE));
    }
  });
});

describe("the registers' kept counts", () => {
  it('match a count of the entries after everything above (opened, saved, submitted, removed, deleted)', async () => {
    const counted = await ctx.database.db.execute(
      sql`select count(*)::int as n from attendance_register_counts`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    expect(await registerCountMismatches(ctx.database.db)).toEqual([]);
  });
});
