import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import {
  employeeProcesses,
  employeeProcessSteps,
  establishments,
  subprojectAgencies,
} from '../../db/schema/index.js';
import { wagesWorld } from '../wages/wages-fixtures.js';

/**
 * Employee processes in the tenant scope: every role of one Government's world calls the other's processes by
 * every route, directly and through its own establishment's address; nothing is found and nothing changes. Then
 * one's own establishment in the states that make it read only: its processes are read, never written.
 */
let ctx: TestContext;
type World = Awaited<ReturnType<typeof wagesWorld>>;
interface Side {
  w: World;
  est: string;
  worker: string;
  process: string;
  completed: string;
}
let east: Side;
let west: Side;
const ROLES = ['govt', 'contractor', 'consultant', 'sub'] as const;

const accident = (employee_id: string) => ({
  type: 'incident',
  cms_incident_id: 1,
  step: 1,
  employee_id,
  body: {
    event_date: '2026-09-05T09:15:00+05:30',
    location: 'Pier 14 shuttering',
    isFatalAccident: 'no',
    is_serious_injury: 'no',
    description: 'Hand caught between shuttering plates',
  },
});
const notice = (process_id: string) => ({
  type: 'incident',
  cms_incident_id: 1,
  step: 2,
  process_id,
  body: { notice_sent_on: '2026-09-06T10:00:00+05:30', notice_sent_to: 'Inspector, Mandya' },
});

async function side(label: string): Promise<Side> {
  const w = await wagesWorld(ctx, label);
  const est = await w.addEstablishment();
  const worker = await w.addWorker(est, 'P1');
  const url = `/api/establishments/${est}/employee-process`;
  const process = (await w.contractor.post(url, { values: accident(worker) })).json().id as string;
  const completed = (await w.contractor.post(url, { values: accident(worker) })).json().id as string;
  await w.contractor.post(url, { values: notice(completed) });
  return { w, est, worker, process, completed };
}

beforeAll(async () => {
  ctx = await createTestContext();
  east = await side('east');
  west = await side('west');
});
afterAll(async () => ctx?.close());

interface Probe {
  name: string;
  method: 'GET' | 'POST';
  url: (base: string, processId: string) => string;
  body?: (s: { worker: string; processId: string }) => Record<string, unknown>;
}

const PROBES: Probe[] = [
  { name: 'list', method: 'GET', url: (b) => `${b}/incident?cms_incident_id=1` },
  { name: 'detail', method: 'GET', url: (b, p) => `${b}/incident/${p}` },
  { name: 'steps', method: 'GET', url: (b, p) => `${b}/incident/${p}/steps` },
  { name: 'step', method: 'GET', url: (b, p) => `${b}/incident/${p}/steps/2` },
  { name: 'create', method: 'POST', url: (b) => b, body: ({ worker }) => ({ values: accident(worker) }) },
  {
    name: 'save step',
    method: 'POST',
    url: (b) => b,
    body: ({ processId }) => ({ values: notice(processId) }),
  },
  {
    name: 'cancel',
    method: 'POST',
    url: (b, p) => `${b}/${p}/cancel`,
    body: () => ({ values: { cancel_reason: 'Probe' } }),
  },
];

const base = (est: string) => `/api/establishments/${est}/employee-process`;

async function statuses(client: TestClient, at: string, target: Side, processId: string) {
  const out: Record<string, number> = {};
  for (const p of PROBES) {
    const res = await client.request({
      method: p.method,
      url: p.url(base(at), processId),
      ...(p.body ? { payload: p.body({ worker: target.worker, processId }) } : {}),
    });
    out[p.name] = res.statusCode;
  }
  return out;
}

async function snapshot(est: string) {
  const db = ctx.database.db;
  const processes = await db
    .select()
    .from(employeeProcesses)
    .where(eq(employeeProcesses.establishmentId, est))
    .orderBy(employeeProcesses.id);
  const steps = await db
    .select()
    .from(employeeProcessSteps)
    .where(
      inArray(
        employeeProcessSteps.processId,
        processes.map((p) => p.id),
      ),
    )
    .orderBy(employeeProcessSteps.id);
  return JSON.stringify({ processes, steps });
}

const refusedOnly = (found: Record<string, number>) =>
  Object.entries(found).filter(([, status]) => status !== 403 && status !== 404);

describe("another Government's processes", () => {
  for (const role of ROLES) {
    it(`east's ${role} reaches none of west's processes, directly or through its own establishment`, async () => {
      const before = await snapshot(west.est);
      const client = east.w[role];
      const direct = await statuses(client, west.est, west, west.process);
      expect(refusedOnly(direct)).toEqual([]);
      expect(direct.detail).toBe(role === 'sub' ? 403 : 404);
      const through = await statuses(client, east.est, west, west.process);
      // Through its own establishment the list is its own: leave it out.
      const crossed = Object.fromEntries(Object.entries(through).filter(([name]) => name !== 'list'));
      expect(refusedOnly(crossed)).toEqual([]);
      expect(await snapshot(west.est)).toBe(before);
    });
  }

  it("the probes are real: west's own contractor reaches its process", async () => {
    const found = await statuses(west.w.contractor, west.est, west, west.process);
    expect(found).toMatchObject({ list: 200, detail: 200, steps: 200, step: 200 });
  });
});

describe('an establishment that is read only', () => {
  const setEstablishment = (values: Partial<typeof establishments.$inferInsert>) =>
    ctx.database.db.update(establishments).set(values).where(eq(establishments.id, east.est));

  async function readsButNeverWrites(code: string) {
    const { w, est, worker, process, completed } = east;
    const before = await snapshot(est);
    for (const client of [w.contractor, w.govt, w.consultant]) {
      const detail = await client.get(`${base(est)}/incident/${process}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ read_only: true, can_cancel: false });
    }
    for (const res of [
      await w.contractor.post(base(est), { values: accident(worker) }),
      await w.contractor.post(base(est), { values: notice(process) }),
      await w.contractor.post(`${base(est)}/${process}/cancel`, { values: { cancel_reason: 'Locked' } }),
      await w.govt.post(`${base(est)}/${completed}/cancel`, { values: { cancel_reason: 'Locked' } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(code);
    }
    const list = (await w.contractor.get(`${base(est)}/incident?cms_incident_id=1`)).json();
    expect(list.can_create).toBe(false);
    expect(await snapshot(est)).toBe(before);
  }

  it('approved (locked): read by everyone, written by no one', async () => {
    await setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' });
    await readsButNeverWrites('LOCKED');
    await setEstablishment({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('cancelled by the Government: read only', async () => {
    await setEstablishment({ status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-11-20' });
    await readsButNeverWrites('LOCKED');
    await setEstablishment({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('the contractor terminated on the subproject: it reads, never writes', async () => {
    const [est] = await ctx.database.db.select().from(establishments).where(eq(establishments.id, east.est));
    const link = and(
      eq(subprojectAgencies.subprojectId, est!.subprojectId),
      eq(subprojectAgencies.kind, 'contractor'),
    );
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: '2026-11-18' }).where(link);
    const { w, est: id, worker, process } = east;
    const before = await snapshot(id);
    const detail = (await w.contractor.get(`${base(id)}/incident/${process}`)).json();
    expect(detail).toMatchObject({ read_only: true, can_cancel: false });
    for (const res of [
      await w.contractor.post(base(id), { values: accident(worker) }),
      await w.contractor.post(`${base(id)}/${process}/cancel`, { values: { cancel_reason: 'Ended' } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TERMINATED');
    }
    expect(await snapshot(id)).toBe(before);
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: null }).where(link);
    expect((await w.contractor.get(`${base(id)}/incident/${process}`)).json().read_only).toBe(false);
  });
});
