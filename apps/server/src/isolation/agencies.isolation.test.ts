import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, WORLD_PASSWORD, type World } from '../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../test/helper.js';

/**
 * Two governments, each with a contractor, a consultant and a subcontractor. Every route of the agencies
 * and users module is called by every role of one side against the other side's records: nothing is read,
 * listed or changed (403 or 404), and the admin routes refuse every non-admin.
 */
let ctx: TestContext;
let east: World;
let west: World;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  ctx = await createTestContext();
  east = await createWorld(ctx.database.db, 'east');
  west = await createWorld(ctx.database.db, 'west');
  for (const [side, world] of [
    ['east', east],
    ['west', west],
  ] as const) {
    for (const role of ['government', 'contractor', 'consultant', 'subcontractor'] as const) {
      clients.set(`${side}.${role}`, await ctx.client().loginAs(world[role].email, WORLD_PASSWORD));
    }
  }
});
afterAll(async () => ctx?.close());

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (w: World, userId: string) => string;
  body?: (w: World, userId: string) => Record<string, unknown>;
}

const userValues = { users: { email_address: 'intruder@example.in', body: { name: 'Intruder' } } };
const govtUserValues = {
  users: {
    email_address: 'intruder2@example.in',
    body: { name: 'Intruder', designation: 'Clerk', contactNo: '9876543210' },
  },
};
const contractorBody = {
  body: {
    name: 'Hijacked',
    type: 'Company',
    panNo: 'AAAAA1111A',
    emailAddress: 'a@b.in',
    phoneNo: '0801234567',
    mobileNo: '9876543210',
    houseNo: '1',
    street: 'Main Road',
    town: 'Town',
    district: 'District',
    state: 'Karnataka',
    pincode: '560001',
  },
};
const consultantBody = { body: { ...contractorBody.body, type: undefined, panNo: undefined } };

const PROBES: Probe[] = [
  {
    name: 'read global contractor',
    method: 'GET',
    url: (w) => `/api/global-agency/contractor/${w.contractor.id}`,
  },
  {
    name: 'read global consultant',
    method: 'GET',
    url: (w) => `/api/global-agency/consultant/${w.consultant.id}`,
  },
  {
    name: 'save contractor details',
    method: 'POST',
    url: (w) => `/api/global-agency/contractor/${w.contractor.id}`,
    body: () => ({ values: contractorBody }),
  },
  {
    name: 'save consultant details',
    method: 'POST',
    url: (w) => `/api/global-agency/consultant/${w.consultant.id}`,
    body: () => ({ values: consultantBody }),
  },
  {
    name: 'list contractor users',
    method: 'GET',
    url: (w) => `/api/global-agency/contractor/${w.contractor.id}/users`,
  },
  {
    name: 'add contractor user',
    method: 'POST',
    url: (w) => `/api/global-agency/contractor/${w.contractor.id}/users`,
    body: () => ({ values: userValues }),
  },
  {
    name: 'rename contractor user',
    method: 'POST',
    url: (w, u) => `/api/global-agency/contractor/${w.contractor.id}/users/${u}`,
    body: () => ({ values: { users: { body: { name: 'Renamed' } } } }),
  },
  {
    name: 'change contractor user e-mail',
    method: 'PUT',
    url: (w, u) => `/api/global-agency/contractor/${w.contractor.id}/users/${u}/email`,
    body: (_w, u) => ({ user: { id: u, email_address: 'stolen@example.in' } }),
  },
  {
    name: 'revoke contractor user',
    method: 'DELETE',
    url: (w, u) => `/api/global-agency/contractor/${w.contractor.id}/users/${u}`,
  },
  {
    name: 'reinstate contractor user',
    method: 'PUT',
    url: (w, u) => `/api/global-agency/contractor/${w.contractor.id}/users/${u}/reinstate`,
  },
  {
    name: 'audit of the contractor',
    method: 'GET',
    url: (w) => `/api/audit/agency-users?agency_id=${w.contractor.id}`,
  },
  {
    name: 'audit of the government',
    method: 'GET',
    url: (w) => `/api/audit/agency-users?agency_id=${w.government.id}`,
  },
  { name: 'admin: list governments', method: 'GET', url: () => '/api/admin/agencies' },
  { name: 'admin: read government', method: 'GET', url: (w) => `/api/admin/agencies/${w.government.id}` },
  {
    name: 'admin: list government users',
    method: 'GET',
    url: (w) => `/api/admin/agencies/${w.government.id}/users`,
  },
  {
    name: 'admin: add government user',
    method: 'POST',
    url: (w) => `/api/admin/agencies/${w.government.id}/users`,
    body: () => ({ values: govtUserValues }),
  },
  {
    name: 'admin: remove government user',
    method: 'DELETE',
    url: (w, u) => `/api/admin/agencies/${w.government.id}/users/${u}`,
  },
  {
    name: 'admin: invite government',
    method: 'POST',
    url: () => '/api/admin/agencies/add',
    body: () => ({
      values: {
        agencies: { body: { name: 'Fake Dept', office: 'Nowhere', state: 'Goa', city: 'Panaji' } },
        ...govtUserValues,
      },
    }),
  },
];

async function firstUserOf(agencyId: string) {
  const { users, userAgencies } = await import('../db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(userAgencies)
    .innerJoin(users, eq(users.id, userAgencies.userId))
    .where(eq(userAgencies.agencyId, agencyId));
  return row!.id;
}

describe('two governments', () => {
  for (const [callerSide, targetSide] of [
    ['east', 'west'],
    ['west', 'east'],
  ] as const) {
    for (const role of ['government', 'contractor', 'consultant', 'subcontractor']) {
      it(`${callerSide} ${role} reaches nothing of ${targetSide}`, async () => {
        const target = targetSide === 'east' ? east : west;
        const client = clients.get(`${callerSide}.${role}`)!;
        const targetUser = await firstUserOf(target.contractor.id);
        const govtUser = await firstUserOf(target.government.id);
        const failures: string[] = [];
        for (const probe of PROBES) {
          const userId = probe.name.startsWith('admin') ? govtUser : targetUser;
          const res = await client.request({
            method: probe.method,
            url: probe.url(target, userId),
            ...(probe.body ? { payload: probe.body(target, userId) } : {}),
          });
          if (res.statusCode !== 403 && res.statusCode !== 404)
            failures.push(`${probe.name}: ${res.statusCode}`);
          for (const id of [target.government.id, target.contractor.id, target.consultant.id]) {
            if (res.statusCode < 300 && res.body.includes(id)) failures.push(`${probe.name} revealed ${id}`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  }

  it("lists only the caller's own scope", async () => {
    const eastGovt = clients.get('east.government')!;
    for (const type of ['contractor', 'consultant']) {
      const body = (await eastGovt.get(`/api/global-agency/${type}`)).body;
      expect(body).toContain(type === 'contractor' ? east.contractor.id : east.consultant.id);
      expect(body).not.toContain(west.contractor.id);
      expect(body).not.toContain(west.consultant.id);
    }
    const westContractor = clients.get('west.contractor')!;
    expect(
      (await westContractor.get('/api/global-agency/contractor')).json().map((a: { id: string }) => a.id),
    ).toEqual([west.contractor.id]);
    expect((await westContractor.get('/api/global-agency/consultant')).statusCode).toBe(403);
    expect((await clients.get('west.subcontractor')!.get('/api/global-agency/contractor')).statusCode).toBe(
      403,
    );
  });

  it('left every record of both sides as it was', async () => {
    const admin = await ctx.client().loginAs('admin@demo.anupalan.in', DEMO_PASSWORD);
    for (const world of [east, west]) {
      const users = (await admin.get(`/api/admin/agencies/${world.government.id}/users`)).json();
      expect(users).toHaveLength(1);
      expect(users[0].status).toBe('active');
      const contractor = (
        await clients
          .get(`${world === east ? 'east' : 'west'}.government`)!
          .get(`/api/global-agency/contractor/${world.contractor.id}`)
      ).json();
      expect(contractor.body.name).not.toBe('Hijacked');
    }
    expect(await ctx.lastMailTo('intruder@example.in')).toBeUndefined();
    expect(await ctx.lastMailTo('stolen@example.in')).toBeUndefined();
  });
});
