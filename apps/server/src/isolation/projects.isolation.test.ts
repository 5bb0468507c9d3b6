import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEstablishment,
  createProject,
  createWorld,
  linkAgency,
  WORLD_PASSWORD,
  type World,
} from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/helper.js';
import { subprojectUsers, userAgencies } from '../db/schema/index.js';

/**
 * Two governments with projects, subprojects, linked contractors and consultants and establishments.
 * Every project-level route is called by every role of one side against the other side's records.
 */
let ctx: TestContext;
const sides: Record<
  'east' | 'west',
  { world: World; projectId: string; subprojectId: string; userId: string }
> = {} as never;
const clients = new Map<string, TestClient>();
const ROLES = ['government', 'contractor', 'consultant', 'subcontractor'] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const side of ['east', 'west'] as const) {
    const world = await createWorld(ctx.database.db, side);
    const { projectId, subprojectIds } = await createProject(
      ctx.database.db,
      world.government.id,
      `${side} highway`,
      ['Stretch 1'],
    );
    const subprojectId = subprojectIds[0]!;
    await linkAgency(ctx.database.db, subprojectId, 'consultant', world.consultant.id);
    await linkAgency(ctx.database.db, subprojectId, 'contractor', world.contractor.id, world.consultant.id);
    await createEstablishment(ctx.database.db, subprojectId, world.contractor.id, `${side} camp`);
    const [member] = await ctx.database.db
      .select()
      .from(userAgencies)
      .where(eq(userAgencies.agencyId, world.contractor.id));
    await ctx.database.db
      .insert(subprojectUsers)
      .values({ subprojectId, agencyId: world.contractor.id, userId: member!.userId });
    sides[side] = { world, projectId, subprojectId, userId: member!.userId };
    for (const role of ROLES)
      clients.set(`${side}.${role}`, await ctx.client().loginAs(world[role].email, WORLD_PASSWORD));
  }
});
afterAll(async () => ctx?.close());

type Target = (typeof sides)['east'];
interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: (t: Target) => string;
  body?: (t: Target) => Record<string, unknown>;
  headers?: Record<string, string>;
}
const confirm = (word: string) => () => ({
  values: { completion_body: { confirmText: word, isApproved: { checked: true } } },
});
const subprojectBody = { body: { name: 'Intrusion', location: 'X', state: 'Goa', startDate: '2026-05-01' } };

const PROBES: Probe[] = [
  { name: 'read project', method: 'GET', url: (t) => `/api/projects/${t.projectId}` },
  {
    name: 'edit project',
    method: 'POST',
    url: () => '/api/projects',
    headers: { isEdit: 'true' },
    body: (t) => ({ values: { id: t.projectId, ...subprojectBody } }),
  },
  {
    name: 'complete project',
    method: 'POST',
    url: (t) => `/api/projects/${t.projectId}/completion`,
    body: confirm('complete'),
  },
  {
    name: 'delete project',
    method: 'DELETE',
    url: (t) => `/api/projects/${t.projectId}`,
    body: confirm('DELETE'),
  },
  {
    name: 'add subproject',
    method: 'POST',
    url: (t) => `/api/projects/${t.projectId}/subprojects`,
    body: () => ({ values: subprojectBody }),
  },
  { name: 'read subproject', method: 'GET', url: (t) => `/api/subprojects/${t.subprojectId}` },
  {
    name: 'close subproject',
    method: 'POST',
    url: (t) => `/api/subprojects/${t.subprojectId}/completion`,
    body: confirm('complete'),
  },
  {
    name: 'delete subproject',
    method: 'DELETE',
    url: (t) => `/api/subprojects/${t.subprojectId}`,
    body: confirm('DELETE'),
  },
  {
    name: 'subproject establishments',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/establishments`,
  },
  { name: 'linked contractors', method: 'GET', url: (t) => `/api/subprojects/${t.subprojectId}/contractors` },
  { name: 'linked consultants', method: 'GET', url: (t) => `/api/subprojects/${t.subprojectId}/consultants` },
  {
    name: 'one linked contractor',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/contractors/${t.world.contractor.id}`,
  },
  {
    name: 'candidate contractors',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/contractors/agencies`,
  },
  {
    name: 'candidate contractor users',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/contractors/agencies/${t.world.contractor.id}`,
  },
  {
    name: 'candidate consultants',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/consultants/agencies`,
  },
  {
    name: 'subproject consultants (switch list)',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/consultants/subproject_agencies`,
  },
  {
    name: 'contractor users',
    method: 'GET',
    url: (t) => `/api/subprojects/${t.subprojectId}/contractors/${t.world.contractor.id}/users`,
  },
  {
    name: 'add contractor user',
    method: 'POST',
    url: (t) => `/api/subprojects/${t.subprojectId}/contractors/${t.world.contractor.id}/users`,
    body: () => ({ values: { users: { body: { name: 'Intruder' }, email: 'intruder.p@example.in' } } }),
  },
  {
    name: 'remove contractor user',
    method: 'DELETE',
    url: (t) => `/api/agencies/${t.world.contractor.id}/users/${t.userId}?subproject_id=${t.subprojectId}`,
  },
  {
    name: 'terminate contractor',
    method: 'POST',
    url: (t) => `/api/subprojects/${t.subprojectId}/contractors/${t.world.contractor.id}/termination`,
    body: () => ({ values: { termination_body: { terminateDate: '2026-11-01', reason: 'Intrusion' } } }),
  },
  {
    name: 'invite contractor',
    method: 'POST',
    url: () => '/api/agencies/invite/contractor',
    body: (t) => ({
      values: {
        agencies: { body: { name: 'Intruder Builders' } },
        users: { email_address: 'intruder.i@example.in', body: { name: 'Intruder' } },
        subproject_users: { subproject_id: t.subprojectId },
      },
    }),
  },
  {
    name: 'switch consultant',
    method: 'POST',
    url: () => '/api/agencies/switch-consultant',
    body: (t) => ({
      values: {
        subproject_id: t.subprojectId,
        contractor_agency_id: t.world.contractor.id,
        subproject_agencies: {
          consultant_agency_id: t.world.consultant.id,
          body: { date_of_handover: '2026-11-01' },
        },
      },
    }),
  },
  {
    name: 'own link on the subproject',
    method: 'GET',
    url: (t) => `/api/agencies/subprojects/${t.subprojectId}`,
  },
  {
    name: 'compliance download',
    method: 'GET',
    url: (t) => `/api/compliance-download?project_id=${t.projectId}`,
  },
  { name: 'compliance e-mail', method: 'GET', url: (t) => `/api/compliance-email?project_id=${t.projectId}` },
];

describe('two governments: projects', () => {
  for (const [callerSide, targetSide] of [
    ['east', 'west'],
    ['west', 'east'],
  ] as const) {
    for (const role of ROLES) {
      it(`${callerSide} ${role} reaches nothing of ${targetSide}`, async () => {
        const target = sides[targetSide];
        const client = clients.get(`${callerSide}.${role}`)!;
        const failures: string[] = [];
        for (const probe of PROBES) {
          const res = await client.request({
            method: probe.method,
            url: probe.url(target),
            ...(probe.headers ? { headers: probe.headers } : {}),
            ...(probe.body ? { payload: probe.body(target) } : {}),
          });
          if (res.statusCode !== 403 && res.statusCode !== 404)
            failures.push(`${probe.name}: ${res.statusCode}`);
        }
        const list = (await client.get('/api/projects?pageSize=200')).body;
        if (list.includes(target.projectId) || list.includes(target.subprojectId))
          failures.push('project list');
        expect(failures).toEqual([]);
      });
    }
  }

  it('a contractor and a consultant of the same government reach only the subprojects they are linked to', async () => {
    const { world, subprojectId, projectId } = sides.east;
    const { addMember } = await import('../../test/factories.js');
    const { agencies } = await import('../db/schema/index.js');
    const failures: string[] = [];
    for (const type of ['Contractor', 'Consultant'] as const) {
      const [other] = await ctx.database.db
        .insert(agencies)
        .values({ type, scopeAgencyId: world.government.id, body: { name: `Unlinked ${type}` } })
        .returning({ id: agencies.id });
      const member = await addMember(ctx.database.db, other!.id, `Unlinked ${type} user`, true);
      const client = await ctx.client().loginAs(member.email, WORLD_PASSWORD);
      for (const probe of PROBES) {
        const res = await client.request({
          method: probe.method,
          url: probe.url(sides.east),
          ...(probe.headers ? { headers: probe.headers } : {}),
          ...(probe.body ? { payload: probe.body(sides.east) } : {}),
        });
        if (res.statusCode !== 403 && res.statusCode !== 404)
          failures.push(`${type} ${probe.name}: ${res.statusCode}`);
      }
      const list = (await client.get('/api/projects?pageSize=200')).body;
      if (list.includes(projectId) || list.includes(subprojectId)) failures.push(`${type} project list`);
    }
    expect(failures).toEqual([]);
  });

  it('counts only the caller side in the stats', async () => {
    const east = (await clients.get('east.government')!.get('/api/projects/stats')).json().stats;
    expect(east.project[0].total_projects).toBe(1);
    expect(east.subproject[0].total_sub_projects).toBe(1);
  });

  it('left the other side untouched', async () => {
    for (const side of ['east', 'west'] as const) {
      const govt = clients.get(`${side}.government`)!;
      const sub = (await govt.get(`/api/subprojects/${sides[side].subprojectId}`)).json();
      expect(sub.closed_on).toBeNull();
      const contractors = (await govt.get(`/api/subprojects/${sides[side].subprojectId}/contractors`)).json();
      expect(contractors.map((c: { terminated_on: string | null }) => c.terminated_on)).toEqual([null]);
    }
    expect(await ctx.lastMailTo('intruder.p@example.in')).toBeUndefined();
    expect(await ctx.lastMailTo('intruder.i@example.in')).toBeUndefined();
  });
});
