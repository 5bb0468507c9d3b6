import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import {
  attendanceRegisters,
  establishmentSubcontractors,
  establishments,
  subprojectAgencies,
  wageEntries,
  wageRegisters,
} from '../../db/schema/index.js';
import { wagesWorld } from './wages-fixtures.js';

/**
 * Wages in the tenant scope: every role of one Government's world calls the other's wages by every route, directly
 * and through its own establishment's address; nothing is found and nothing changes. Then one's own establishment
 * in the states that make it read only (approved, cancelled, the contractor terminated, the subcontractor's
 * engagement ended): it is read, never written.
 */
let ctx: TestContext;
type World = Awaited<ReturnType<typeof wagesWorld>>;
interface Side {
  w: World;
  est: string;
  register: string;
  worker: string;
  subWorker: string;
}
let east: Side;
let west: Side;
const ROLES = ['govt', 'contractor', 'consultant', 'sub'] as const;

async function side(label: string): Promise<Side> {
  const w = await wagesWorld(ctx, label);
  const est = await w.addEstablishment();
  await w.addMinimum(est, '2025-01-01', null, { skilled: { basic: '600.00', da: '100.00' } });
  const worker = await w.addWorker(est, 'W1');
  const subWorker = await w.addWorker(est, 'W2', { subcontractor: true });
  for (const id of [worker, subWorker])
    await w.addWagePeriod(est, id, { start: '2025-01-01', wage: '800.00', da: '100.00', overtime: '225.00' });
  const days = [...w.month('2026-03-01', '2026-03-31'), ...w.month('2026-04-01', '2026-04-30')];
  await w.addAttendance(est, { [worker]: days, [subWorker]: days });
  const register = await w.createId(w.contractor, est, '2026-03-01', '2026-03-31');
  return { w, est, register, worker, subWorker };
}

beforeAll(async () => {
  ctx = await createTestContext();
  east = await side('east');
  west = await side('west');
  await west.w.submit(west.w.contractor, west.est, west.register, west.worker);
});
afterAll(async () => ctx?.close());

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (base: string, registerId: string, employeeId: string) => string;
  body?: Record<string, unknown>;
}

const PROBES: Probe[] = [
  { name: 'list', method: 'GET', url: (b) => `${b}?start_date=01/01/2026&end_date=31/12/2026` },
  { name: 'create', method: 'POST', url: (b) => `${b}?from_date=01/04/2026&to_date=30/04/2026`, body: {} },
  { name: 'detail', method: 'GET', url: (b, r) => `${b}/${r}` },
  { name: 'pending ids', method: 'GET', url: (b, r) => `${b}/${r}/pending-entry-ids` },
  { name: 'total count', method: 'GET', url: (b, r) => `${b}/${r}/total-employee-count` },
  { name: 'entry', method: 'GET', url: (b, r, e) => `${b}/${r}/wage-entries/${e}` },
  {
    name: 'save entry',
    method: 'POST',
    url: (b, r, e) => `${b}/${r}/wage-entries/${e}`,
    body: { values: {} },
  },
  {
    name: 'redo',
    method: 'POST',
    url: (b, r, e) => `${b}/${r}/wage-entries/${e}/redo-register`,
    body: { values: {} },
  },
  { name: 'reopen', method: 'PUT', url: (b, r) => `${b}/${r}/reopen-register`, body: {} },
  { name: 'cancel', method: 'POST', url: (b, r) => `${b}/${r}/cancel`, body: {} },
  {
    name: 'payslips',
    method: 'POST',
    url: (b, r) => `${b}/${r}/payslips_given`,
    body: { values: { date_of_payment: '05/04/2026', payslips_given: true } },
  },
  {
    name: 'signed',
    method: 'POST',
    url: (b, r) => `${b}/${r}/paid_and_signed`,
    body: { values: { body: { name: 'x.pdf', url: '00000000-0000-4000-8000-000000000000' } } },
  },
  { name: 'delete', method: 'DELETE', url: (b, r) => `${b}/${r}` },
];

async function statuses(client: TestClient, base: string, registerId: string, employeeId: string) {
  const out: Record<string, number> = {};
  for (const p of PROBES) {
    const res = await client.request({
      method: p.method,
      url: p.url(base, registerId, employeeId),
      ...(p.body ? { payload: p.body } : {}),
    });
    out[p.name] = res.statusCode;
  }
  out.auditRegister = (await client.get(`/api/audit/wage-registers/${registerId}`)).statusCode;
  out.auditEntry = (
    await client.get(
      `/api/audit/wage-entries?register_id=${registerId}&establishment_employee_id=${employeeId}`,
    )
  ).statusCode;
  return out;
}

async function snapshot(establishmentId: string) {
  const registers = await ctx.database.db
    .select()
    .from(wageRegisters)
    .where(eq(wageRegisters.establishmentId, establishmentId))
    .orderBy(wageRegisters.fromDate);
  const entries = await ctx.database.db
    .select()
    .from(wageEntries)
    .where(eq(wageEntries.establishmentId, establishmentId))
    .orderBy(wageEntries.id);
  const attendance = await ctx.database.db
    .select({ d: attendanceRegisters.registerDate, w: attendanceRegisters.wageRegisterId })
    .from(attendanceRegisters)
    .where(eq(attendanceRegisters.establishmentId, establishmentId))
    .orderBy(attendanceRegisters.registerDate);
  return JSON.stringify({ registers, entries, attendance });
}

const refusedOnly = (found: Record<string, number>) =>
  Object.entries(found).filter(([, status]) => status !== 403 && status !== 404);

describe("another Government's wages", () => {
  for (const role of ROLES) {
    it(`east's ${role} reaches none of west's wages, directly or through its own establishment`, async () => {
      const before = await snapshot(west.est);
      const client = east.w[role];
      const direct = await statuses(client, west.w.base(west.est), west.register, west.worker);
      expect(refusedOnly(direct)).toEqual([]);
      expect(direct.detail).toBe(404);
      const through = await statuses(client, east.w.base(east.est), west.register, west.worker);
      // Through its own establishment, the list and the add are its own (not west's): leave them out.
      const crossed = Object.fromEntries(
        Object.entries(through).filter(([name]) => !['list', 'create'].includes(name)),
      );
      expect(refusedOnly(crossed)).toEqual([]);
      expect(await snapshot(west.est)).toBe(before);
    });
  }

  it("the probes are real: west's own contractor reaches its register", async () => {
    const found = await statuses(west.w.contractor, west.w.base(west.est), west.register, west.worker);
    expect(found).toMatchObject({ list: 200, detail: 200, entry: 200, auditRegister: 200, auditEntry: 200 });
  });
});

describe('an establishment that is read only', () => {
  const setEstablishment = (values: Partial<typeof establishments.$inferInsert>) =>
    ctx.database.db.update(establishments).set(values).where(eq(establishments.id, east.est));

  async function readsButNeverWrites(client: TestClient, code: string) {
    const { w, est, register } = east;
    const before = await snapshot(est);
    expect((await w.detail(client, est, register)).statusCode).toBe(200);
    expect((await client.get(`${w.base(est)}?start_date=01/01/2026&end_date=31/12/2026`)).statusCode).toBe(
      200,
    );
    const worker = client === w.sub ? east.subWorker : east.worker;
    expect((await client.get(w.entryUrl(est, register, worker))).statusCode).toBe(200);
    const save = await w.submit(client, est, register, worker);
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe(code);
    const detail = (await w.detail(client, est, register)).json();
    expect(detail.wage_registers).toMatchObject({
      can_edit_entries: false,
      start_label: null,
      can_cancel: false,
    });
    expect(detail.wage_entries.every((e: { can_edit: boolean }) => !e.can_edit)).toBe(true);
    if (client === w.contractor) {
      for (const res of [
        await w.create(client, est, '01/04/2026', '30/04/2026'),
        await client.post(`${w.base(est)}/${register}/cancel`, {}),
        await client.delete(`${w.base(est)}/${register}`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(code);
      }
      const list = (await client.get(`${w.base(est)}?start_date=01/01/2026&end_date=31/12/2026`)).json();
      expect(list.can_create).toBe(false);
    }
    expect(await snapshot(est)).toBe(before);
  }

  it('approved (locked): read by everyone, written by no one', async () => {
    await setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' });
    await readsButNeverWrites(east.w.contractor, 'LOCKED');
    await readsButNeverWrites(east.w.sub, 'LOCKED');
    await setEstablishment({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('cancelled by the Government: read only', async () => {
    await setEstablishment({ status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-11-20' });
    await readsButNeverWrites(east.w.contractor, 'LOCKED');
    await setEstablishment({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('the contractor terminated on the subproject: it reads, never writes', async () => {
    const [est] = await ctx.database.db.select().from(establishments).where(eq(establishments.id, east.est));
    const link = and(
      eq(subprojectAgencies.subprojectId, est!.subprojectId),
      eq(subprojectAgencies.kind, 'contractor'),
    );
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: '2026-11-18' }).where(link);
    await readsButNeverWrites(east.w.contractor, 'TERMINATED');
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: null }).where(link);
  });

  it("the subcontractor's engagement ended: it no longer writes", async () => {
    const { w, est, register, subWorker } = east;
    const engagement = eq(establishmentSubcontractors.establishmentId, est);
    await ctx.database.db
      .update(establishmentSubcontractors)
      .set({ endDate: '2026-11-15', hasLoginAccess: false })
      .where(engagement);
    const before = await snapshot(est);
    expect([403, 404]).toContain((await w.submit(w.sub, est, register, subWorker)).statusCode);
    expect(await snapshot(est)).toBe(before);
    await ctx.database.db
      .update(establishmentSubcontractors)
      .set({ endDate: null, hasLoginAccess: true })
      .where(engagement);
    expect((await w.submit(w.sub, est, register, subWorker)).statusCode).toBe(200);
  });
});
