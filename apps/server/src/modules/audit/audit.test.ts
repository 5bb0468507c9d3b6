import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstablishment, createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { minWageColumns } from '../../db/min-wage-amounts.js';
import {
  agencies,
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishmentSubcontractors,
  establishments,
} from '../../db/schema/index.js';
import { DEMO_MIN_WAGES } from '../../db/seed/demo-projects.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let subcontractor: TestClient;
let projectId: string;
let establishmentId: string;
let requirementId: string;

interface Entry {
  id: number;
  serial_no: number;
  entity: string;
  action: string;
  description: string;
  changes: string[];
}

/**
 * A project of the demo Government with two subprojects: Hunsur road (the demo contractor, reviewed by the
 * demo consultant, and the second contractor) and Bogadi bridge (the second contractor only). The demo
 * contractor's establishment on Hunsur road engages the demo subcontractor (with login) and another one.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const ids = await demoAgencyIds(db);
  const created = await createProject(db, ids.govt, 'Mysuru ring road', ['Hunsur road', 'Bogadi bridge']);
  projectId = created.projectId;
  const [hunsur, bogadi] = created.subprojectIds as [string, string];
  await linkAgency(db, hunsur, 'consultant', ids.consultant);
  await linkAgency(db, hunsur, 'contractor', ids.contractor, ids.consultant);
  await linkAgency(db, hunsur, 'contractor', ids.contractor2);
  await linkAgency(db, bogadi, 'contractor', ids.contractor2);
  establishmentId = await createEstablishment(db, hunsur, ids.contractor, 'Hunsur road camp');
  const [other] = await db
    .insert(agencies)
    .values({ type: 'Subcontractor', scopeAgencyId: ids.govt, body: { name: 'Chamundi Plumbing Works' } })
    .returning({ id: agencies.id });
  await db.insert(establishmentSubcontractors).values([
    {
      establishmentId,
      subcontractorAgencyId: ids.subcontractor,
      hasLoginAccess: true,
      body: { name: 'Own' },
    },
    { establishmentId, subcontractorAgencyId: other!.id, body: { name: 'Chamundi Plumbing Works' } },
  ]);
  await db
    .insert(establishmentMinWages)
    .values({ establishmentId, startDate: '2026-04-01', ...minWageColumns(DEMO_MIN_WAGES) });
  await db.insert(establishmentLicenses).values({
    establishmentId,
    licenseType: 1,
    body: { licenseNo: 'KA/CLA/2026/118' },
    startDate: '2026-04-01',
    endDate: '2027-03-31',
  });
  const [requirement] = await db
    .insert(establishmentRequirements)
    .values({ establishmentId, requirementCode: 'welfare-facilities', dueOn: '2026-04-08' })
    .returning({ id: establishmentRequirements.id });
  requirementId = requirement!.id;
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
  subcontractor = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
});
afterAll(async () => ctx?.close());

async function entries(client: TestClient, url: string): Promise<Entry[]> {
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const summary = (list: Entry[]) => list.map((e) => `${e.entity}: ${e.description}`).sort();

describe('GET /api/audit/projects: each row filtered by the caller scope', () => {
  const url = () => `/api/audit/projects?project_id=${projectId}`;

  it('shows the Government every subproject and link of its project', async () => {
    expect(summary(await entries(govt, url()))).toEqual([
      'Agency on a subproject: Kaveri Builders & Engineers (contractor)',
      'Agency on a subproject: Kaveri Builders & Engineers (contractor)',
      'Agency on a subproject: Sai Infra Consultants Pvt Ltd (consultant)',
      'Agency on a subproject: Shree Ganesh Constructions (contractor)',
      'Project: Mysuru ring road',
      'Subproject: Bogadi bridge',
      'Subproject: Hunsur road',
    ]);
  });

  it('shows a contractor only its subprojects, its own link and the consultants', async () => {
    expect(summary(await entries(contractor, url()))).toEqual([
      'Agency on a subproject: Sai Infra Consultants Pvt Ltd (consultant)',
      'Agency on a subproject: Shree Ganesh Constructions (contractor)',
      'Project: Mysuru ring road',
      'Subproject: Hunsur road',
    ]);
  });

  it('shows a consultant its own link and the contractors it reviews', async () => {
    expect(summary(await entries(consultant, url()))).toEqual([
      'Agency on a subproject: Sai Infra Consultants Pvt Ltd (consultant)',
      'Agency on a subproject: Shree Ganesh Constructions (contractor)',
      'Project: Mysuru ring road',
      'Subproject: Hunsur road',
    ]);
  });

  it('shows a subcontractor the subproject it works in and no links', async () => {
    expect(summary(await entries(subcontractor, url()))).toEqual([
      'Project: Mysuru ring road',
      'Subproject: Hunsur road',
    ]);
  });
});

describe('GET /api/audit/establishments/{id}: each row filtered by the caller scope', () => {
  it('shows the contractor every record of its establishment', async () => {
    const list = await entries(contractor, `/api/audit/establishments/${establishmentId}`);
    expect(list.map((e) => e.entity).sort()).toEqual([
      'Establishment',
      'License',
      'Minimum wages',
      'Requirement',
      'Subcontractor',
      'Subcontractor',
    ]);
  });

  it('shows a subcontractor neither licences, requirements nor other subcontractors', async () => {
    const list = await entries(subcontractor, `/api/audit/establishments/${establishmentId}`);
    expect(summary(list)).toEqual([
      'Establishment: Hunsur road camp',
      'Minimum wages: from 2026-04-01',
      'Subcontractor: Own',
    ]);
  });
});

describe('a subcontractor does not read licences, requirements or other subcontractors', () => {
  it('is refused with 403; the contractor reads them', async () => {
    for (const path of ['requirements', `requirements/${requirementId}`, 'licenses-type/1']) {
      const url = `/api/establishments/${establishmentId}/${path}`;
      const refused = await subcontractor.get(url);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await contractor.get(url)).statusCode, path).toBe(200);
    }
    // The establishment itself stays readable.
    expect((await subcontractor.get(`/api/establishments/${establishmentId}`)).statusCode).toBe(200);
  });

  it('nor the list of subcontractors and their records (spec: no subcontractors entry)', async () => {
    const url = `/api/establishments/${establishmentId}/subcontractors`;
    const list = await contractor.get(url);
    expect(list.statusCode).toBe(200);
    expect((await subcontractor.get(url)).statusCode).toBe(403);
    const [first] = list.json() as { id: string }[];
    expect((await subcontractor.get(`${url}/${first!.id}`)).statusCode).toBe(403);
  });
});

describe('log entries name things by their titles', () => {
  it("shows a requirement's title and the titles of the fields and columns that changed", async () => {
    const db = ctx.database.db;
    await db
      .update(establishmentRequirements)
      .set({ body: { drinkingWater: { checked: true } }, submittedOn: new Date() })
      .where(eq(establishmentRequirements.id, requirementId));
    await db
      .update(establishments)
      .set({ body: { name: 'Hunsur road labour camp', state: 'Karnataka' }, commencementDate: '2026-04-01' })
      .where(eq(establishments.id, establishmentId));
    const list = await entries(contractor, `/api/audit/establishments/${establishmentId}`);
    const requirement = list.find((e) => e.entity === 'Requirement' && e.action === 'Updated');
    expect(requirement).toMatchObject({
      description: 'Welfare facilities on site',
      changes: ['Wholesome drinking water is provided', 'Submitted on'],
    });
    const establishment = list.find((e) => e.entity === 'Establishment' && e.action === 'Updated');
    expect(establishment?.changes).toEqual(['Establishment name', 'Date of commencement']);
  });
});

describe('log pages by keyset', () => {
  it('hands out the next page after the last entry it showed, so entries written meanwhile shift nothing', async () => {
    const url = `/api/audit/establishments/${establishmentId}?pageSize=2`;
    const all = await entries(govt, `/api/audit/establishments/${establishmentId}?pageSize=200`);
    const first = await govt.get(url);
    const cursor = first.headers['x-next-page'];
    expect(typeof cursor).toBe('string');
    // A change written between two pages: newest first, it lands before the pages already read.
    await ctx.database.db
      .update(establishments)
      .set({ body: { name: 'Hunsur road camp, phase 2', state: 'Karnataka' } })
      .where(eq(establishments.id, establishmentId));
    const second = await govt.get(`${url}&page=2&after=${cursor}`);
    expect(second.statusCode).toBe(200);
    const pages: Entry[] = [...first.json(), ...second.json()];
    expect(pages.map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    expect(pages.map((e) => e.serial_no)).toEqual([1, 2, 3, 4]);
    const last = await govt.get(`/api/audit/establishments/${establishmentId}?pageSize=200`);
    expect(last.headers['x-next-page']).toBeUndefined();
  });

  it('refuses a cursor it did not hand out with 400', async () => {
    const res = await govt.get(`/api/audit/establishments/${establishmentId}?after=bm90LWEtY3Vyc29y`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CURSOR');
  });
});
