import { EMPLOYEE_IMPORT_COLUMNS } from '@anupalan/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createEstablishment,
  createProject,
  createWorld,
  linkAgency,
  WORLD_PASSWORD,
  type World,
} from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/helper.js';
import { agencies, establishmentSubcontractors, establishments } from '../db/schema/index.js';

/**
 * Establishments of two governments: nobody of one side reads or writes the other's; within a government a
 * contractor reaches only its own, a consultant only its contractors', a subcontractor only those that gave it
 * login access; and a locked or cancelled establishment refuses writes from every role.
 */
let ctx: TestContext;
const sides = {} as Record<'east' | 'west', { world: World; establishmentId: string; fileUrl: string }>;
const clients = new Map<string, TestClient>();
const ROLES = ['government', 'contractor', 'consultant', 'subcontractor'] as const;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const WORKER: Record<string, string> = {
  employee_code: 'INTRUDER-1',
  name: 'Intruder',
  'body.gender': 'Male',
  'body.fatherOrSpouseName': 'Nobody',
  date_of_birth: '01/01/1990',
  'body.nationality': 'Indian',
  date_of_joining: '01/02/2025',
  designation: 'Mason',
  skill_category: 'Skilled',
  'body.employmentType': 'Contract',
};
/** A clean employee file of one worker: what a refused import would otherwise have added. */
const csv = Buffer.from(
  `${EMPLOYEE_IMPORT_COLUMNS.map((c) => c.title).join(',')}\r\n` +
    EMPLOYEE_IMPORT_COLUMNS.map((c) => WORKER[c.colName] ?? '').join(',') +
    '\r\n',
);

beforeAll(async () => {
  ctx = await createTestContext();
  for (const side of ['east', 'west'] as const) {
    const world = await createWorld(ctx.database.db, side);
    const { subprojectIds } = await createProject(ctx.database.db, world.government.id, `${side} canal`, [
      'Reach 1',
    ]);
    await linkAgency(ctx.database.db, subprojectIds[0]!, 'consultant', world.consultant.id);
    await linkAgency(
      ctx.database.db,
      subprojectIds[0]!,
      'contractor',
      world.contractor.id,
      world.consultant.id,
    );
    const establishmentId = await createEstablishment(
      ctx.database.db,
      subprojectIds[0]!,
      world.contractor.id,
      `${side} camp`,
    );
    await ctx.database.db
      .insert(establishmentSubcontractors)
      .values({ establishmentId, subcontractorAgencyId: world.subcontractor.id, hasLoginAccess: true });
    for (const role of ROLES)
      clients.set(`${side}.${role}`, await ctx.client().loginAs(world[role].email, WORLD_PASSWORD));
    const file = await clients
      .get(`${side}.contractor`)!
      .upload(`/api/files/establishments/${establishmentId}`, 'register.pdf', pdf);
    sides[side] = { world, establishmentId, fileUrl: file.json().url };
  }
});
afterAll(async () => ctx?.close());

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (id: string, fileUrl: string) => string;
  body?: Record<string, unknown>;
  write: boolean;
}
const wages = {
  highlySkilled: { minimumBasic: '850', da: '150' },
  skilled: { minimumBasic: '650', da: '120' },
  semiSkilled: { minimumBasic: '550', da: '100' },
  unskilled: { minimumBasic: '480', da: '90' },
};
const someId = '00000000-0000-4000-8000-000000000000';
/** Consultant comments: a subcontractor in scope may reply (so replying is not among its refused writes). */
const COMMENT_PROBES: Probe[] = [
  {
    name: 'comments',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/consultant-comments`,
    write: false,
  },
  {
    name: 'comment stats',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/consultant-comments/stats`,
    write: false,
  },
  {
    name: 'comments of a category',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/consultant-comments/category/returns`,
    write: false,
  },
  {
    name: 'reply',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/consultant-comments/replies`,
    body: { reply: 'Intrusion', comment_id: someId },
    write: false,
  },
  {
    name: 'comment',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/consultant-comments`,
    body: { comment: 'Intrusion', url: '/details' },
    write: true,
  },
  {
    name: 'resolve comment',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/consultant-comments/resolve`,
    body: { id: someId },
    write: true,
  },
  {
    name: 'reopen comment',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/consultant-comments/reopen`,
    body: { id: someId },
    write: true,
  },
];
const PROBES: Probe[] = [
  { name: 'details', method: 'GET', url: (id) => `/api/establishments/${id}`, write: false },
  {
    name: 'minimum wages',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/establishment-min-wages`,
    write: false,
  },
  {
    name: 'add minimum wages',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/establishment-min-wages`,
    body: { values: { start_date: '2027-04-01', body: wages } },
    write: true,
  },
  { name: 'licenses', method: 'GET', url: (id) => `/api/establishments/${id}/licenses-type/1`, write: false },
  {
    name: 'add license',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/licenses`,
    body: {
      values: {
        license_type: '1',
        body: { licenseNo: 'X-1' },
        start_date: '2026-10-01',
        end_date: '2027-10-01',
      },
    },
    write: true,
  },
  {
    name: 'requirements',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/requirements`,
    write: false,
  },
  {
    name: 'mark completion',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/completion`,
    body: {
      values: {
        completion_body: {
          date: '2026-11-01',
          formVII: { name: 'x.pdf', url: '00000000-0000-4000-8000-000000000000' },
        },
      },
    },
    write: true,
  },
  {
    name: 'reopen completion',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/completion/open`,
    write: true,
  },
  {
    name: 'cancel',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/cancellation`,
    body: {
      values: {
        completion_body: { note: 'Intrusion', confirmText: 'CANCEL', isGovtCancelled: { checked: true } },
      },
    },
    write: true,
  },
  {
    name: 'subcontractors',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/subcontractors`,
    write: false,
  },
  {
    name: 'add subcontractor',
    method: 'POST',
    url: (id) => `/api/establishments/${id}/subcontractors`,
    body: {
      values: {
        agencies: { body: { name: 'Intruder Works' } },
        body: { work: 'Nothing', startDate: '2026-11-01' },
        users: { email_address: 'intruder.e@example.in', body: { name: 'Intruder' } },
      },
    },
    write: true,
  },
  {
    name: 'lock state',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/completion/locked`,
    write: false,
  },
  { name: 'logs', method: 'GET', url: (id) => `/api/audit/establishments/${id}`, write: false },
  {
    name: 'employee CSV sample',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/employees/sample-csv`,
    write: false,
  },
  {
    name: 'employee Excel sample',
    method: 'GET',
    url: (id) => `/api/establishments/${id}/employees/sample-xlsx`,
    write: false,
  },
  ...COMMENT_PROBES,
  {
    name: 'read establishment file',
    method: 'GET',
    url: (_id, file) => `/api/files?url=${file}`,
    write: false,
  },
];

async function run(
  client: TestClient,
  target: { establishmentId: string; fileUrl: string },
  probes = PROBES,
) {
  const failures: string[] = [];
  for (const probe of probes) {
    const res = await client.request({
      method: probe.method,
      url: probe.url(target.establishmentId, target.fileUrl),
      ...(probe.body ? { payload: probe.body } : {}),
    });
    if (res.statusCode !== 403 && res.statusCode !== 404) failures.push(`${probe.name}: ${res.statusCode}`);
  }
  return failures;
}

describe('two governments: establishments', () => {
  for (const [callerSide, targetSide] of [
    ['east', 'west'],
    ['west', 'east'],
  ] as const) {
    for (const role of ROLES) {
      it(`${callerSide} ${role} reaches no establishment of ${targetSide}`, async () => {
        expect(await run(clients.get(`${callerSide}.${role}`)!, sides[targetSide])).toEqual([]);
        const upload = await clients
          .get(`${callerSide}.${role}`)!
          .upload(`/api/files/establishments/${sides[targetSide].establishmentId}`, 'x.pdf', pdf);
        expect([403, 404]).toContain(upload.statusCode);
        const employees = await clients
          .get(`${callerSide}.${role}`)!
          .upload(
            `/api/establishments/${sides[targetSide].establishmentId}/employees/upload-csv`,
            'e.csv',
            csv,
          );
        expect([403, 404]).toContain(employees.statusCode);
      });
    }
  }

  it('within a government: another contractor, a consultant of other contractors and a subcontractor without access reach nothing', async () => {
    const { world } = sides.east;
    const failures: string[] = [];
    const outsider = async (type: 'Contractor' | 'Consultant' | 'Subcontractor') => {
      const [agency] = await ctx.database.db
        .insert(agencies)
        .values({ type, scopeAgencyId: world.government.id, body: { name: `Other ${type}` } })
        .returning({ id: agencies.id });
      const member = await addMember(ctx.database.db, agency!.id, `Other ${type} user`, true);
      return ctx.client().loginAs(member.email, WORLD_PASSWORD);
    };
    for (const type of ['Contractor', 'Consultant', 'Subcontractor'] as const) {
      failures.push(...(await run(await outsider(type), sides.east)).map((f) => `${type} ${f}`));
    }
    expect(failures).toEqual([]);
  });

  it('the subcontractor with access reads but writes nothing of the contractor', async () => {
    const sub = clients.get('east.subcontractor')!;
    expect((await sub.get(`/api/establishments/${sides.east.establishmentId}`)).statusCode).toBe(200);
    expect(
      await run(
        sub,
        sides.east,
        PROBES.filter((p) => p.write),
      ),
    ).toEqual([]);
  });

  it('the employee import probe is real: the contractor imports the same file into its own establishment', async () => {
    const own = await clients
      .get('east.contractor')!
      .upload(`/api/establishments/${sides.east.establishmentId}/employees/upload-csv`, 'e.csv', csv);
    expect([own.statusCode, own.json().count]).toEqual([200, 1]);
  });

  it('a locked establishment refuses writes from every role', async () => {
    await ctx.database.db
      .update(establishments)
      .set({ status: 1, closedOn: '2026-11-20' })
      .where(eq(establishments.id, sides.west.establishmentId));
    const failures: string[] = [];
    for (const role of ROLES) {
      failures.push(
        ...(
          await run(
            clients.get(`west.${role}`)!,
            sides.west,
            PROBES.filter((p) => p.write),
          )
        ).map((f) => `${role} ${f}`),
      );
      const upload = await clients
        .get(`west.${role}`)!
        .upload(`/api/files/establishments/${sides.west.establishmentId}`, 'x.pdf', pdf);
      if (upload.statusCode !== 403) failures.push(`${role} upload: ${upload.statusCode}`);
      const employees = await clients
        .get(`west.${role}`)!
        .upload(`/api/establishments/${sides.west.establishmentId}/employees/upload-csv`, 'e.csv', csv);
      if (employees.statusCode !== 403) failures.push(`${role} employee import: ${employees.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
