import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import {
  attendanceEntries,
  attendanceRegisters,
  establishmentSubcontractors,
  establishments,
  subprojectAgencies,
} from '../../db/schema/index.js';
import { attendanceWorld } from './attendance-fixtures.js';

/**
 * Attendance in the tenant scope: every role of one Government's world calls the other's attendance by every
 * route, directly and through its own establishment's address; nothing is found and nothing changes. Then one's
 * own establishment in the states that make it read only (approved, cancelled, the contractor terminated, the
 * subcontractor's engagement ended): it is read, never written.
 */
let ctx: TestContext;
let east: Awaited<ReturnType<typeof attendanceWorld>>;
let west: Awaited<ReturnType<typeof attendanceWorld>>;
let westRegister: string;
let westWorker: string;
let eastRegister: string;
let eastWorker: string;
let eastSubWorker: string;
const ROLES = ['govt', 'contractor', 'consultant', 'sub'] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  east = await attendanceWorld(ctx);
  west = await attendanceWorld(ctx);
  westWorker = await west.addWorker('W1');
  await west.addWorker('W2', { subcontractor: true });
  westRegister = await west.openId(west.contractor, '2026-03-10');
  await west.save(west.contractor, westRegister, westWorker, { type: 'absent' });
  eastWorker = await east.addWorker('E1');
  eastSubWorker = await east.addWorker('E2', { subcontractor: true });
  eastRegister = await east.openId(east.contractor, '2026-03-10');
});
afterAll(async () => ctx?.close());

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (base: string, registerId: string, employeeId: string) => string;
  body?: Record<string, unknown>;
}

const PROBES: Probe[] = [
  { name: 'calendar', method: 'GET', url: (b) => `${b}?from_date=2026-03-01&to_date=2026-03-31` },
  // A range the calendar refuses: outside the scope still not found (the scope is checked first).
  { name: 'calendar refused', method: 'GET', url: (b) => `${b}?from_date=2026-03-31&to_date=2026-03-01` },
  { name: 'open a day', method: 'GET', url: (b) => `${b}?register_date=2026-03-11` },
  { name: 'open an existing day', method: 'GET', url: (b) => `${b}?register_date=2026-03-10` },
  { name: 'detail', method: 'GET', url: (b, r) => `${b}/${r}` },
  { name: 'pending ids', method: 'GET', url: (b, r) => `${b}/${r}/pending-entry-ids` },
  { name: 'total count', method: 'GET', url: (b, r) => `${b}/${r}/total-employee-count` },
  { name: 'entry', method: 'GET', url: (b, r, e) => `${b}/${r}/attendance-entries/${e}` },
  {
    name: 'save entry',
    method: 'POST',
    url: (b, r, e) => `${b}/${r}/attendance-entries/${e}`,
    body: { values: { type: 'present', in_time: '09:00', out_time: '17:00' } },
  },
  { name: 'remove entry', method: 'DELETE', url: (b, r, e) => `${b}/${r}/attendance-entries/${e}` },
  { name: 'delete register', method: 'DELETE', url: (b, r) => `${b}/${r}` },
  {
    name: 'close day',
    method: 'POST',
    url: (b, r) => `${b}/${r}/establishment-open`,
    body: { values: { is_establishment_closed: true, establishment_closed_reason: 'Intrusion' } },
  },
  {
    name: 'week off',
    method: 'POST',
    url: (b, r) => `${b}/${r}/week-off`,
    body: { values: { choice: 'all' } },
  },
];

const auditUrl = (registerId: string, employeeId: string) =>
  `/api/audit/attendance-entries?register_id=${registerId}&establishment_employee_id=${employeeId}`;

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
  out.audit = (await client.get(auditUrl(registerId, employeeId))).statusCode;
  return out;
}

async function snapshot(establishmentId: string) {
  const registers = await ctx.database.db
    .select()
    .from(attendanceRegisters)
    .where(eq(attendanceRegisters.establishmentId, establishmentId))
    .orderBy(attendanceRegisters.registerDate);
  const entries = await ctx.database.db
    .select()
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.establishmentId, establishmentId),
        sql`${attendanceEntries.registerDate} between '2026-01-01' and '2026-12-31'`,
      ),
    )
    .orderBy(attendanceEntries.id);
  return JSON.stringify({ registers, entries });
}

const refusedOnly = (found: Record<string, number>) =>
  Object.entries(found).filter(([, status]) => status !== 403 && status !== 404);

describe("another Government's attendance", () => {
  for (const role of ROLES) {
    it(`east's ${role} reaches none of west's attendance, directly or through its own establishment`, async () => {
      // West's own read first: the API then remembers the register's day (registerDayOf), and the probes below
      // meet that remembered day, never west's register.
      expect((await west.detail(west.contractor, westRegister)).statusCode).toBe(200);
      const before = await snapshot(west.est);
      const client = east[role];
      const direct = await statuses(client, west.base, westRegister, westWorker);
      expect(refusedOnly(direct)).toEqual([]);
      const through = await statuses(client, east.base, westRegister, westWorker);
      // Through its own establishment, the calendar and opening a day are its own (not west's): leave them out.
      const crossed = Object.fromEntries(
        Object.entries(through).filter(
          ([name]) => !['calendar', 'calendar refused', 'open a day', 'open an existing day'].includes(name),
        ),
      );
      expect(refusedOnly(crossed)).toEqual([]);
      expect(await snapshot(west.est)).toBe(before);
    });
  }

  it("the probes are real: west's own contractor reaches its register", async () => {
    expect((await west.detail(west.contractor, westRegister)).statusCode).toBe(200);
    expect((await west.contractor.get(auditUrl(westRegister, westWorker))).statusCode).toBe(200);
  });
});

describe('an establishment that is read only', () => {
  const setEstablishment = (values: Partial<typeof establishments.$inferInsert>) =>
    ctx.database.db.update(establishments).set(values).where(eq(establishments.id, east.est));

  async function readsButNeverWrites(client: TestClient, code: string) {
    const before = await snapshot(east.est);
    expect((await east.detail(client, eastRegister)).statusCode).toBe(200);
    expect((await client.get(`${east.base}?from_date=2026-03-01&to_date=2026-03-31`)).statusCode).toBe(200);
    expect((await east.open(client, '2026-03-10')).json().id).toBe(eastRegister);
    const worker = client === east.sub ? eastSubWorker : eastWorker;
    const save = await east.save(client, eastRegister, worker, { type: 'absent' });
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe(code);
    const opened = await east.open(client, '2026-03-12');
    expect(opened.statusCode).toBe(403);
    expect(opened.json().code).toBe(code);
    const detail = (await east.detail(client, eastRegister)).json();
    expect(detail.attendance_register.can_edit_entries).toBe(false);
    expect(detail.attendance_entries.every((e: { can_edit: boolean }) => !e.can_edit)).toBe(true);
    if (client === east.contractor) {
      expect((await client.delete(`${east.base}/${eastRegister}`)).statusCode).toBe(403);
      const close = await client.post(`${east.base}/${eastRegister}/establishment-open`, {
        values: { is_establishment_closed: true, establishment_closed_reason: 'x' },
      });
      expect(close.statusCode).toBe(403);
    }
    expect(await snapshot(east.est)).toBe(before);
  }

  it('approved (locked): read by everyone, written by no one', async () => {
    await setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' });
    await readsButNeverWrites(east.contractor, 'LOCKED');
    await readsButNeverWrites(east.sub, 'LOCKED');
    await setEstablishment({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('cancelled by the Government: read only', async () => {
    await setEstablishment({ status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-11-20' });
    await readsButNeverWrites(east.contractor, 'LOCKED');
    await setEstablishment({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('the contractor terminated on the subproject: it reads, never writes', async () => {
    const [est] = await ctx.database.db.select().from(establishments).where(eq(establishments.id, east.est));
    const link = and(
      eq(subprojectAgencies.subprojectId, est!.subprojectId),
      eq(subprojectAgencies.kind, 'contractor'),
    );
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: '2026-11-18' }).where(link);
    await readsButNeverWrites(east.contractor, 'TERMINATED');
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: null }).where(link);
  });

  it("the subcontractor's engagement ended: it no longer writes", async () => {
    const engagement = eq(establishmentSubcontractors.establishmentId, east.est);
    await ctx.database.db
      .update(establishmentSubcontractors)
      .set({ endDate: '2026-11-15', hasLoginAccess: false })
      .where(engagement);
    const before = await snapshot(east.est);
    const save = await east.save(east.sub, eastRegister, eastSubWorker, { type: 'absent' });
    expect([403, 404]).toContain(save.statusCode);
    expect([403, 404]).toContain((await east.open(east.sub, '2026-03-13')).statusCode);
    expect(await snapshot(east.est)).toBe(before);
    await ctx.database.db
      .update(establishmentSubcontractors)
      .set({ endDate: null, hasLoginAccess: true })
      .where(engagement);
    expect((await east.save(east.sub, eastRegister, eastSubWorker, { type: 'absent' })).statusCode).toBe(200);
  });
});
