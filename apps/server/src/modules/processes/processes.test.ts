import {
  ATTENDANCE_MESSAGES,
  addWorkingDays,
  endOfIstDay,
  istDateKey,
  PROCESS_MESSAGES,
} from '@anupalan/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { employeeProcesses, employees } from '../../db/schema/index.js';
import { conflict, validationFailed } from '../../lib/errors.js';
import { addDays, wagesWorld } from '../wages/wages-fixtures.js';
import { registerProcessHooks } from './index.js';

/**
 * The employee-process mechanism through its routes on a real database: accidents and complaints with their
 * clocks, the order of steps, the refusals, the cancel rules per role, termination ending the worker's link, and
 * races between two saves or two cancels of one process.
 */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof wagesWorld>>;
let est: string;
let otherEst: string;
let workerOf: (code: string) => Promise<string>;
const today = istDateKey();

const saveUrl = () => `/api/establishments/${est}/employee-process`;
const save = (client: TestClient, values: Record<string, unknown>, at = est) =>
  client.post(`/api/establishments/${at}/employee-process`, { values });
const detail = (client: TestClient, type: string, id: string) =>
  client.get(`/api/establishments/${est}/employee-process/${type}/${id}`);
const cancel = (client: TestClient, id: string, reason?: unknown) =>
  client.post(`/api/establishments/${est}/employee-process/${id}/cancel`, {
    values: reason === undefined ? {} : { cancel_reason: reason },
  });

const accident = (employee_id: string, fatal: 'yes' | 'no', serious: 'yes' | 'no' = 'no') => ({
  type: 'incident',
  cms_incident_id: 1,
  step: 1,
  employee_id,
  body: {
    event_date: '2026-10-10T22:30:00+05:30',
    location: 'Block C, second floor slab',
    isFatalAccident: fatal,
    is_serious_injury: serious,
    description: 'Fell from the scaffolding while shuttering',
  },
});
const notice = (process_id: string, sentOn = '2026-10-11T01:45:00+05:30') => ({
  type: 'incident',
  cms_incident_id: 1,
  step: 2,
  process_id,
  body: { notice_sent_on: sentOn, notice_sent_to: 'Inspector of Factories, Mysuru' },
});
const formEe = (process_id: string) => ({
  type: 'incident',
  cms_incident_id: 1,
  step: 'form_ee',
  process_id,
  body: { report_sent_on: '2026-10-16', report_sent_to: 'Commissioner, Employees Compensation' },
});

async function created(client: TestClient, values: Record<string, unknown>) {
  const res = await save(client, values);
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return res.json() as { id: string; status: string; step: number; message: string };
}

beforeAll(async () => {
  ctx = await createTestContext();
  w = await wagesWorld(ctx, 'proc');
  est = await w.addEstablishment('Hebbal flyover works');
  otherEst = await w.addEstablishment('Yelahanka depot');
  let n = 0;
  workerOf = async (code: string) => {
    n += 1;
    return w.addWorker(est, `${code}${n}`, { name: `Ravi Kumar ${n}` });
  };
});
afterAll(async () => ctx?.close());

describe('a workplace accident', () => {
  it('fatal: notice due 4 hours after (across midnight), Form EE 7 days; completes when both are in', async () => {
    const worker = await workerOf('A');
    const first = await created(w.contractor, accident(worker, 'yes'));
    expect(first).toMatchObject({ message: 'Form Submitted Successfully', status: 'Ongoing', step: 1 });
    const open = (await detail(w.contractor, 'incident', first.id)).json();
    expect(open).toMatchObject({
      status: 'Ongoing',
      completed_steps: 1,
      pending_steps: 2,
      all_completed: false,
      can_cancel: true,
      next_due_on: '2026-10-10T21:00:00.000Z',
    });
    expect(open.body).toMatchObject({ isFatalAccident: 'yes', location: 'Block C, second floor slab' });
    expect(open.steps.map((s: { status: string }) => s.status)).toEqual(['Completed', 'Pending', 'Pending']);
    expect(open.steps[1]).toMatchObject({ due_on: '2026-10-10T21:00:00.000Z', can_save: true });
    expect(open.steps[2]).toMatchObject({ due_on: endOfIstDay('2026-10-17'), can_save: false });

    // Sent at 01:45 the next day: on time (due 02:30).
    expect((await save(w.contractor, notice(first.id))).json()).toMatchObject({ status: 'Ongoing', step: 2 });
    const done = await save(w.contractor, formEe(first.id));
    expect(done.json()).toMatchObject({ status: 'Completed', step: 3 });
    const closed = (await detail(w.contractor, 'incident', first.id)).json();
    expect(closed).toMatchObject({
      status: 'Completed',
      pending_steps: 0,
      completed_steps: 3,
      all_completed: true,
    });
    expect(closed.steps[1]).toMatchObject({ late: false, done_on: '2026-10-10T20:15:00.000Z' });
    expect(closed.steps[2]).toMatchObject({ late: false, done_on: '2026-10-15T18:30:00.000Z' });
    const step = (await w.contractor.get(`${saveUrl()}/incident/${first.id}/steps/2`)).json();
    expect(step).toMatchObject({ id: 2, key: 'accident_notice', process_id: first.id, can_save: false });
    expect(step.schema).toMatchObject({ type: 'employee_process', purpose: 'accident_notice' });
    expect((await w.contractor.get(`${saveUrl()}/incident/${first.id}/steps`)).json()).toHaveLength(3);
  });

  it('not fatal nor serious: 72 hours for the notice, no Form EE; a late notice shows as late', async () => {
    const worker = await workerOf('B');
    const { id } = await created(w.contractor, accident(worker, 'no'));
    const open = (await detail(w.contractor, 'incident', id)).json();
    expect(open.steps[1].due_on).toBe('2026-10-13T17:00:00.000Z');
    expect(open.steps[2]).toMatchObject({ status: 'Not applicable', can_save: false });
    expect(open.pending_steps).toBe(1);
    const late = await save(w.contractor, notice(id, '2026-10-14T10:00:00+05:30'));
    expect(late.json()).toMatchObject({ status: 'Completed' });
    const closed = (await detail(w.contractor, 'incident', id)).json();
    expect(closed.steps[1].late).toBe(true);
    expect(closed.all_completed).toBe(true);
    // Form EE does not apply: refused even though every other step is in.
    expect((await save(w.contractor, formEe(id))).statusCode).toBe(409);
  });

  it('refuses a step out of order, a step twice, a new process from a later step, another kind’s step', async () => {
    const worker = await workerOf('C');
    const { id } = await created(w.contractor, accident(worker, 'no', 'yes'));
    const early = await save(w.contractor, formEe(id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PROCESS_MESSAGES.stepOutOfOrder);
    expect((await save(w.contractor, notice(id))).statusCode).toBe(200);
    const twice = await save(w.contractor, notice(id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PROCESS_MESSAGES.stepSubmitted);
    const fromLater = await save(w.contractor, { ...notice(id), process_id: undefined, employee_id: worker });
    expect(fromLater.statusCode).toBe(400);
    expect(fromLater.json().fields).toEqual({ step: PROCESS_MESSAGES.firstStepOnly });
    const wrongKind = await save(w.contractor, { ...notice(id), cms_incident_id: 2, step: 'inquiry' });
    expect(wrongKind.statusCode).toBe(400); // the inquiry's own field is missing
    const wrongKind2 = await save(w.contractor, {
      type: 'incident',
      cms_incident_id: 2,
      step: 'inquiry',
      process_id: id,
      body: { inquiry_completed_on: '2026-10-20' },
    });
    expect(wrongKind2.statusCode).toBe(404);
    expect((await save(w.contractor, { ...notice(id), step: 99 })).statusCode).toBe(404);
  });

  it('refuses what the form or the server finds wrong, writing nothing', async () => {
    const worker = await workerOf('D');
    const otherWorker = await w.addWorker(otherEst, 'OTHER-1');
    const count = async () => (await ctx.database.db.select().from(employeeProcesses)).length;
    const before = await count();
    const missing = await save(w.contractor, { ...accident(worker, 'yes'), body: { location: 'Gate 2' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      'body.event_date': 'Required',
      'body.isFatalAccident': 'Required',
    });
    const noWorker = await save(w.contractor, { ...accident(worker, 'yes'), employee_id: undefined });
    expect(noWorker.json().fields).toEqual({ employee_id: PROCESS_MESSAGES.employeeRequired });
    expect((await save(w.contractor, accident(otherWorker, 'yes'))).statusCode).toBe(404);
    const future = await save(w.contractor, {
      ...accident(worker, 'yes'),
      body: { ...accident(worker, 'yes').body, event_date: '2999-01-01T10:00:00+05:30' },
    });
    expect(future.statusCode).toBe(400);
    const noTarget = await save(w.contractor, { body: {} });
    expect(noTarget.statusCode).toBe(400);
    const badType = await save(w.contractor, { ...accident(worker, 'yes'), type: 'promotion' });
    expect(badType.statusCode).toBe(400);
    const noKind = await save(w.contractor, { ...accident(worker, 'yes'), cms_incident_id: undefined });
    expect(noKind.statusCode).toBe(400);
    expect(await count()).toBe(before);

    const { id } = await created(w.contractor, accident(worker, 'yes'));
    const beforeEvent = await save(w.contractor, notice(id, '2026-10-09T10:00:00+05:30'));
    expect(beforeEvent.statusCode).toBe(400);
    expect(beforeEvent.json().fields).toEqual({ 'body.notice_sent_on': PROCESS_MESSAGES.dateBeforeEvent });
  });
});

describe('a harassment complaint', () => {
  it('chains its clocks: complaint 3 months (6 extended), inquiry 90 days, report 10, action 60', async () => {
    const worker = await workerOf('H');
    const values = (step: string | number, body: Record<string, unknown>, process_id?: string) => ({
      type: 'incident',
      cms_incident_id: 2,
      step,
      process_id,
      ...(process_id ? {} : { employee_id: worker }),
      body,
    });
    const refused = await save(
      w.contractor,
      values('complaint', {
        incident_date: '2026-06-20',
        complaint_date: '2026-06-10',
        complaintCodeNo: 'IC/2026/07',
        extension_granted: 'no',
      }),
    );
    expect(refused.json().fields).toEqual({ 'body.complaint_date': PROCESS_MESSAGES.dateBeforeIncident });
    const { id } = await created(
      w.contractor,
      values('complaint', {
        incident_date: '2026-05-31',
        complaint_date: '2026-07-15',
        complaintCodeNo: 'IC/2026/07',
        extension_granted: 'no',
      }),
    );
    const open = (await detail(w.contractor, 'incident', id)).json();
    expect(open.cms_incident_id).toBe(2);
    expect(open.steps.map((s: { due_on: string | null }) => s.due_on)).toEqual([
      endOfIstDay('2026-08-31'),
      endOfIstDay('2026-10-13'),
      null,
      null,
    ]);
    await created(w.contractor, values('inquiry', { inquiry_completed_on: '2026-10-01' }, id));
    await created(w.contractor, values('inquiry_report', { report_date: '2026-10-14' }, id));
    const mid = (await detail(w.contractor, 'incident', id)).json();
    expect(mid.steps[2]).toMatchObject({ due_on: endOfIstDay('2026-10-11'), late: true });
    expect(mid.steps[3]).toMatchObject({ due_on: endOfIstDay('2026-12-13'), can_save: true });
    const last = await created(
      w.contractor,
      values(
        'action_taken',
        { action_date: '2026-11-02', action: 'Written warning and transfer of the respondent' },
        id,
      ),
    );
    expect(last.status).toBe('Completed');
    // The accident list does not show it; the harassment list does.
    const list = (await w.govt.get(`${saveUrl()}/incident?cms_incident_id=2&status=Completed`)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(id);
    const accidents = (await w.govt.get(`${saveUrl()}/incident?cms_incident_id=1`)).json();
    expect(accidents.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});

describe('who may do what', () => {
  it('the Government and the consultant read, never save; a subcontractor has no access', async () => {
    const worker = await workerOf('R');
    const { id } = await created(w.contractor, accident(worker, 'no'));
    for (const client of [w.govt, w.consultant]) {
      const read = await detail(client, 'incident', id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ read_only: true, can_cancel: false });
      expect(read.json().steps[1].can_save).toBe(false);
      const list = (await client.get(`${saveUrl()}/incident?cms_incident_id=1`)).json();
      expect(list.can_create).toBe(false);
      const refused = await save(client, notice(id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(PROCESS_MESSAGES.contractorOnly);
    }
    for (const url of [
      `${saveUrl()}/incident?cms_incident_id=1`,
      `${saveUrl()}/incident/${id}`,
      `${saveUrl()}/incident/${id}/steps`,
      `${saveUrl()}/incident/${id}/steps/1`,
    ]) {
      const res = await w.sub.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PROCESS_MESSAGES.noSubcontractors);
    }
    expect((await save(w.sub, notice(id))).statusCode).toBe(403);
    expect((await cancel(w.sub, id, 'Recorded by mistake')).statusCode).toBe(403);
    expect((await w.contractor.get(`${saveUrl()}/incident`)).statusCode).toBe(400);
    expect((await w.contractor.get(`${saveUrl()}/promotion`)).statusCode).toBe(404);
    expect((await detail(w.contractor, 'termination', id)).statusCode).toBe(404);
    expect((await detail(w.contractor, 'incident', 'not-an-id')).json().message).toBe(
      'Employee process not found.',
    );
  });

  it('lists filter by status and count in SQL', async () => {
    const all = (await w.contractor.get(`${saveUrl()}/incident?cms_incident_id=1&pageSize=2`)).json();
    const ongoing = (await w.contractor.get(`${saveUrl()}/incident?cms_incident_id=1&status=Ongoing`)).json();
    const completed = (
      await w.contractor.get(`${saveUrl()}/incident?cms_incident_id=1&status=Completed`)
    ).json();
    expect(all.items).toHaveLength(2);
    expect(all.items.map((i: { serial_no: number }) => i.serial_no)).toEqual([1, 2]);
    expect(all.can_create).toBe(true);
    expect(ongoing.items.every((i: { status: string }) => i.status === 'Ongoing')).toBe(true);
    expect(completed.items.every((i: { status: string }) => i.status === 'Completed')).toBe(true);
    expect(ongoing.max_count + completed.max_count).toBe(all.max_count);
    expect(ongoing.max_count).toBeGreaterThan(0);
    expect(completed.max_count).toBeGreaterThan(0);
  });
});

describe('cancelling', () => {
  it('the contractor cancels an ongoing record, the Government a completed one; a cancelled one never changes', async () => {
    const worker = await workerOf('X');
    const ongoing = await created(w.contractor, accident(worker, 'yes'));
    const required = await cancel(w.contractor, ongoing.id);
    expect(required.statusCode).toBe(400);
    expect(required.json().fields).toEqual({ cancel_reason: 'Required' });
    const pattern = await cancel(w.contractor, ongoing.id, 'Wrong worker <script>');
    expect(pattern.json().fields).toEqual({ cancel_reason: 'Use alphabets, numbers and underscores only' });
    expect((await cancel(w.govt, ongoing.id, 'Not yet completed')).statusCode).toBe(403);
    expect((await cancel(w.consultant, ongoing.id, 'Consultant tries')).statusCode).toBe(403);
    const ok = await cancel(w.contractor, ongoing.id, 'Recorded against the wrong worker');
    expect(ok.json()).toEqual({ message: 'Incident cancelled successfully.' });
    const shown = (await detail(w.govt, 'incident', ongoing.id)).json();
    expect(shown).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Recorded against the wrong worker',
      all_completed: false,
      can_cancel: false,
    });
    expect(shown.cancelled_on).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await cancel(w.contractor, ongoing.id, 'Twice');
    expect(again.statusCode).toBe(409);
    const stepAfter = await save(w.contractor, notice(ongoing.id));
    expect(stepAfter.statusCode).toBe(409);
    expect(stepAfter.json().message).toBe(PROCESS_MESSAGES.cancelledNoChange);

    const completed = await created(w.contractor, accident(worker, 'no'));
    await created(w.contractor, notice(completed.id));
    expect((await cancel(w.contractor, completed.id, 'Too late for me')).statusCode).toBe(403);
    expect((await detail(w.govt, 'incident', completed.id)).json().can_cancel).toBe(true);
    expect((await cancel(w.govt, completed.id, 'Duplicate of another record')).statusCode).toBe(200);
  });
});

describe('termination', () => {
  it('the exit ends the link: Form A shows it, attendance after it is refused, settlement due in 2 working days', async () => {
    const worker = await workerOf('T');
    const exitDate = addDays(today, -4);
    const exit = {
      type: 'termination',
      step: 'exit_details',
      employee_id: worker,
      body: { exit_date: exitDate, exit_reason: 'Retrenched' },
    };
    const { id } = await created(w.contractor, exit);
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, worker));
    expect(row!.exitDate).toBe(exitDate);
    expect(row!.body.exitReason).toBe('Retrenched');
    const open = (await detail(w.contractor, 'termination', id)).json();
    expect(open.steps[1]).toMatchObject({
      key: 'settlement',
      due_on: endOfIstDay(addWorkingDays(exitDate, 2)),
    });
    expect(open.employee.exit_date).toBe(exitDate);

    // Attendance the day after the exit is refused by the attendance register.
    const day = addDays(exitDate, 1);
    const reg = await w.contractor.get(
      `/api/establishments/${est}/attendance-registers?register_date=${day}`,
    );
    expect(reg.statusCode).toBe(200);
    const entry = await w.contractor.post(
      `/api/establishments/${est}/attendance-registers/${reg.json().id}/attendance-entries/${worker}`,
      { values: { type: 'absent' } },
    );
    expect(entry.statusCode).toBe(400);
    expect(entry.json().message).toBe(ATTENDANCE_MESSAGES.exited);

    // A second termination of the same worker is refused.
    const dup = await save(w.contractor, exit);
    expect(dup.statusCode).toBe(409);
    const settled = await save(w.contractor, {
      type: 'termination',
      step: 15,
      process_id: id,
      body: { settlement_date: addDays(exitDate, 1), amount: '18450.50' },
    });
    expect(settled.json()).toMatchObject({ status: 'Completed' });
    const done = (await detail(w.contractor, 'termination', id)).json();
    expect(done.steps[1]).toMatchObject({ late: false, values: { amount: '18450.50' } });

    // The Government cancels it: the exit recorded by it is undone.
    expect((await cancel(w.govt, id, 'Retrenchment withdrawn')).statusCode).toBe(200);
    const [back] = await ctx.database.db.select().from(employees).where(eq(employees.id, worker));
    expect(back!.exitDate).toBeNull();
  });

  it('refuses an exit before joining on the step’s own field, writing nothing', async () => {
    const worker = await w.addWorker(est, 'TJ-1', { joined: addDays(today, -2) });
    const res = await save(w.contractor, {
      type: 'termination',
      step: 14,
      employee_id: worker,
      body: { exit_date: addDays(today, -3), exit_reason: 'Resigned' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['body.exit_date']);
    const rows = await ctx.database.db
      .select()
      .from(employeeProcesses)
      .where(eq(employeeProcesses.employeeId, worker));
    expect(rows).toHaveLength(0);
  });
});

describe('races', () => {
  it('two saves of one step: one is saved, the other refused; two cancels: one wins', async () => {
    const worker = await workerOf('Z');
    const { id } = await created(w.contractor, accident(worker, 'no'));
    const both = await Promise.all([save(w.contractor, notice(id)), save(w.contractor, notice(id))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const steps = (await detail(w.contractor, 'incident', id)).json().steps;
    expect(steps[1].status).toBe('Completed');

    const other = await created(w.contractor, accident(worker, 'yes'));
    const cancels = await Promise.all([
      cancel(w.contractor, other.id, 'First reason'),
      cancel(w.contractor, other.id, 'Second reason'),
    ]);
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const first = accident(worker, 'no');
    const creates = await Promise.all([save(w.contractor, first), save(w.contractor, first)]);
    expect(creates.map((r) => r.statusCode)).toEqual([200, 200]);

    // Two terminations of one worker at once: one is recorded, the other finds it (one live termination a worker).
    const leaving = await workerOf('ZT');
    const exit = {
      type: 'termination',
      step: 'exit_details',
      employee_id: leaving,
      body: { exit_date: addDays(today, -1), exit_reason: 'Resigned' },
    };
    const exits = await Promise.all([save(w.contractor, exit), save(w.contractor, exit)]);
    expect(exits.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(employeeProcesses)
      .where(eq(employeeProcesses.employeeId, leaving));
    expect(rows).toHaveLength(1);
  });
});

describe('the catalogue', () => {
  it('serves the steps of each type with their forms and clocks', async () => {
    const incident = (await w.consultant.get('/api/cms/incident')).json();
    expect(incident.map((i: { value: number }) => i.value)).toEqual([1, 2]);
    expect(incident[0].body.steps[1]).toMatchObject({
      id: 2,
      key: 'accident_notice',
      due_text: 'Within 4 hours of the accident when fatal, otherwise within 72 hours',
    });
    expect(incident[0].body.steps[2].applies_text).toBe('When the accident is fatal or the injury serious');
    for (const type of ['deduction', 'maternity_leave', 'termination']) {
      const items = (await w.sub.get(`/api/cms/${type}`)).json();
      expect(items).toHaveLength(1);
      expect(items[0].body.type).toBe(type);
    }
  });
});

describe('the hook seam', () => {
  const calls: string[] = [];
  registerProcessHooks('termination', {
    async validate(_tx, _ctx, save) {
      if (save.values.exit_reason === 'Hook refuses')
        throw validationFailed({ 'body.exit_reason': 'Refused by a hook' });
    },
    async afterSave(_tx, _ctx, process, save) {
      calls.push(`${save.step}:${process.status}:${save.process === null ? 'new' : 'existing'}`);
      if (save.values.exit_reason === 'Hook fails after') throw conflict('Failed after the save', 'HOOK');
    },
  });

  it('a hook refuses before anything is written, or after (rolled back with the exit); afterSave sees the process', async () => {
    const worker = await workerOf('K');
    const exit = (reason: string) => ({
      type: 'termination',
      step: 'exit_details',
      employee_id: worker,
      body: { exit_date: addDays(today, -1), exit_reason: reason },
    });
    const refused = await save(w.contractor, exit('Hook refuses'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'body.exit_reason': 'Refused by a hook' });
    const after = await save(w.contractor, exit('Hook fails after'));
    expect(after.statusCode).toBe(409);
    const written = await ctx.database.db
      .select()
      .from(employeeProcesses)
      .where(eq(employeeProcesses.employeeId, worker));
    expect(written).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(employees).where(eq(employees.id, worker));
    expect(row!.exitDate).toBeNull();
    calls.length = 0;
    const { id } = await created(w.contractor, exit('Resigned'));
    await created(w.contractor, {
      type: 'termination',
      step: 'settlement',
      process_id: id,
      body: { settlement_date: today, amount: '9120.00' },
    });
    expect(calls).toEqual(['exit_details:Ongoing:new', 'settlement:Completed:existing']);
  });
});
