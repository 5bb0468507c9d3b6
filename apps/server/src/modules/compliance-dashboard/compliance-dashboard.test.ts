import { type ComplianceType, istDateKey, type LawId } from '@anupalan/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createEstablishment,
  createProject,
  createWorld,
  linkAgency,
  WORLD_PASSWORD,
  type World,
} from '../../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helper.js';
import {
  agencies,
  complianceHistory,
  complianceResults,
  complianceRuns,
  establishmentSubcontractors,
} from '../../db/schema/index.js';
import { recordSubprojectHistory, refreshComplianceCounts } from '../compliance/index.js';
import { OVERVIEW_RUNS } from './overview.queries.js';

/**
 * The compliance dashboard's calls read the engine's stored results for the establishments the caller reaches:
 * a Government all of its projects', a contractor its own, a consultant its contractors', a subcontractor none.
 */
let ctx: TestContext;
let world: World;
let subprojectId: string;
let own: string; // the world's contractor's establishment (reviewed by the consultant, open to the subcontractor)
let other: string; // another contractor's establishment in the same subproject
let quiet: string; // an establishment with no item
const as = {} as Record<
  'government' | 'contractor' | 'consultant' | 'subcontractor' | 'otherContractor',
  TestClient
>;

const shift = (days: number) =>
  new Date(Date.parse(`${istDateKey()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Item {
  establishmentId: string;
  ruleCode: string;
  lawId: LawId;
  complianceType: ComplianceType;
  severity: 'violation' | 'warning';
  dueOn: string | null;
  correctiveUrl?: string;
}

async function runWith(
  items: Item[],
  kind: 'morning' | 'establishment' = 'establishment',
  finishedAt = new Date(),
) {
  const db = ctx.database.db;
  const [run] = await db
    .insert(complianceRuns)
    .values({ kind, startedAt: finishedAt, finishedAt, itemCount: items.length })
    .returning({ id: complianceRuns.id });
  if (items.length)
    await db.insert(complianceResults).values(
      items.map((i) => ({
        ...i,
        subprojectId,
        summary: `${i.ruleCode} of ${i.establishmentId === own ? 'own' : 'other'}`,
        citation: `${i.lawId} citation`,
        correctiveUrl: i.correctiveUrl ?? `establishments/${i.establishmentId}/details?tab=requirements`,
        runId: run!.id,
        computedAt: finishedAt,
      })),
    );
  // As the engine does in the transaction that stores its results: the overview reads the counts it keeps.
  await refreshComplianceCounts(db, [...new Set(items.map((i) => i.establishmentId))]);
  return run!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  world = await createWorld(db, 'dash');
  subprojectId = (await createProject(db, world.government.id, 'Dashboard canal', ['Reach 1']))
    .subprojectIds[0]!;
  await linkAgency(db, subprojectId, 'consultant', world.consultant.id);
  await linkAgency(db, subprojectId, 'contractor', world.contractor.id, world.consultant.id);
  const [otherContractor] = await db
    .insert(agencies)
    .values({ type: 'Contractor', scopeAgencyId: world.government.id, body: { name: 'Other Builders' } })
    .returning({ id: agencies.id });
  await linkAgency(db, subprojectId, 'contractor', otherContractor!.id);
  own = await createEstablishment(db, subprojectId, world.contractor.id, 'Own camp');
  other = await createEstablishment(db, subprojectId, otherContractor!.id, 'Other camp');
  quiet = await createEstablishment(db, subprojectId, world.contractor.id, 'Quiet camp');
  await db
    .insert(establishmentSubcontractors)
    .values({ establishmentId: own, subcontractorAgencyId: world.subcontractor.id, hasLoginAccess: true });
  const otherUser = await addMember(db, otherContractor!.id, 'Other Builder', true);
  for (const role of ['government', 'contractor', 'consultant', 'subcontractor'] as const)
    as[role] = await ctx.client().loginAs(world[role].email, WORLD_PASSWORD);
  as.otherContractor = await ctx.client().loginAs(otherUser.email, WORLD_PASSWORD);
  await runWith([
    {
      establishmentId: own,
      ruleCode: 'CLRA-LICENCE',
      lawId: 'CLRA',
      complianceType: 'Setup',
      severity: 'violation',
      dueOn: shift(-10),
    },
    {
      establishmentId: own,
      ruleCode: 'CLRA-LICENCE-EXPIRING',
      lawId: 'CLRA',
      complianceType: 'Setup',
      severity: 'warning',
      dueOn: shift(5),
    },
    {
      establishmentId: own,
      ruleCode: 'MW-REVISION',
      lawId: 'MW',
      complianceType: 'Periodic',
      severity: 'violation',
      dueOn: shift(0),
      correctiveUrl: `establishments/${own}/wageRegisters`,
    },
    {
      establishmentId: own,
      ruleCode: 'ECA-POLICY',
      lawId: 'ECA',
      complianceType: 'Setup',
      severity: 'warning',
      dueOn: null,
    },
    {
      establishmentId: other,
      ruleCode: 'BOCW-REGISTRATION',
      lawId: 'BOCW',
      complianceType: 'Setup',
      severity: 'violation',
      dueOn: shift(-3),
    },
    {
      establishmentId: other,
      ruleCode: 'CLRA-LICENCE',
      lawId: 'CLRA',
      complianceType: 'Setup',
      severity: 'violation',
      dueOn: shift(-1),
    },
  ]);
});
afterAll(async () => ctx?.close());

const base = () => `/api/subprojects/${subprojectId}/compliances`;
const list = (...ids: string[]) => `establishment_list=${ids.join(',')}`;

describe('compliance dashboard: counts', () => {
  it('sums the establishments named in establishment_list, or all the caller reaches without one', async () => {
    const govt = as.government;
    expect((await govt.get(`${base()}?${list(own)}`)).json()).toEqual({ violations: 2, warnings: 2 });
    expect((await govt.get(base())).json()).toEqual({ violations: 4, warnings: 2 });
    expect((await govt.get(`${base()}?${list(own, other)}`)).json()).toEqual({ violations: 4, warnings: 2 });
    expect(
      (await govt.get(`${base()}?establishment_list=${own}&establishment_list=${quiet}`)).json(),
    ).toEqual({
      violations: 2,
      warnings: 2,
    });
    expect((await govt.get(`${base()}?${list(quiet)}`)).json()).toEqual({ violations: 0, warnings: 0 });
  });

  it('breaks the counts down by Setup, Periodic and Incident, all three always', async () => {
    const res = await as.consultant.get(`${base()}/compliance-types?${list(own)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { type: 'Setup', violations: 1, warnings: 2 },
      { type: 'Periodic', violations: 1, warnings: 0 },
      { type: 'Incident', violations: 0, warnings: 0 },
    ]);
  });

  it('lists the laws of a type that have items, in the catalogue order, with code and name', async () => {
    const res = await as.government.get(`${base()}/Setup`);
    expect(res.json()).toEqual([
      {
        lawId: 'CLRA',
        code: 'CLRA',
        law: 'Contract Labour (Regulation and Abolition) Act, 1970',
        violations: 2,
        warnings: 1,
      },
      {
        lawId: 'BOCW',
        code: 'BOCW',
        law: "Building and Other Construction Workers' (RECS) Act, 1996",
        violations: 1,
        warnings: 0,
      },
      { lawId: 'ECA', code: 'EC Act', law: "Employees' Compensation Act, 1923", violations: 0, warnings: 1 },
    ]);
    expect((await as.government.get(`${base()}/Incident?${list(own)}`)).json()).toEqual([]);
  });

  it('a contractor counts its own establishments only, a consultant those it reviews', async () => {
    expect((await as.contractor.get(base())).json()).toEqual({ violations: 2, warnings: 2 });
    expect((await as.consultant.get(base())).json()).toEqual({ violations: 2, warnings: 2 });
    expect((await as.otherContractor.get(base())).json()).toEqual({ violations: 2, warnings: 0 });
  });
});

describe('compliance dashboard: items of a law', () => {
  it('groups the items by compliance id with where each due date stands today', async () => {
    const res = await as.government.get(`${base()}/Setup/CLRA?${list(own)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.law).toEqual({
      id: 'CLRA',
      code: 'CLRA',
      name: 'Contract Labour (Regulation and Abolition) Act, 1970',
    });
    expect(body.groups.map((g: { complianceId: string }) => g.complianceId)).toEqual([
      'CLRA-LICENCE',
      'CLRA-LICENCE-EXPIRING',
    ]);
    expect(body.groups[0].items).toEqual([
      expect.objectContaining({
        establishmentId: own,
        establishmentName: 'Own camp',
        severity: 'violation',
        dueOn: shift(-10),
        status: 'Overdue by 10 Day(s)',
        daysOverdue: 10,
        details: 'CLRA-LICENCE of own',
        citation: 'CLRA citation',
        correctiveUrl: `establishments/${own}/details?tab=requirements`,
        followable: true,
      }),
    ]);
    expect(body.groups[1].items[0]).toMatchObject({ status: 'Due in 5 Day(s)', daysOverdue: 0 });
    const noDate = (await as.government.get(`${base()}/Setup/ECA?${list(own)}`)).json();
    expect(noDate.groups[0].items[0]).toMatchObject({ dueOn: null, status: null, daysOverdue: 0 });
  });

  it('without a list, the items of every establishment reached, each named', async () => {
    const body = (await as.government.get(`${base()}/Setup/CLRA`)).json();
    expect(body.groups[0].items.map((i: { establishmentName: string }) => i.establishmentName)).toEqual([
      'Own camp',
      'Other camp',
    ]);
    expect(body.groups[0].items[1].status).toBe('Overdue by 1 Day(s)');
  });

  it("a periodic wage register item is the contractor's to follow, not the Government's or the consultant's", async () => {
    const url = `${base()}/Periodic/MW?${list(own)}`;
    const item = async (client: TestClient) => (await client.get(url)).json().groups[0].items[0];
    expect(await item(as.contractor)).toMatchObject({ status: 'Due Today', followable: true });
    expect(await item(as.government)).toMatchObject({ followable: false });
    expect(await item(as.consultant)).toMatchObject({ followable: false });
  });
});

describe('compliance dashboard: who may ask, and for what', () => {
  const calls = (ids: string) => [
    `${base()}?${ids}`,
    `${base()}/compliance-types?${ids}`,
    `${base()}/Setup?${ids}`,
    `${base()}/Setup/CLRA?${ids}`,
  ];

  it('a subcontractor sees no compliances, not even of the establishment that gave it access', async () => {
    for (const url of [...calls(list(own)), `/api/establishments/${own}/compliancelastUpdated`]) {
      const res = await as.subcontractor.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'COMPLIANCE_HIDDEN',
        message: 'Compliances are not shown to subcontractors.',
      });
    }
  });

  it('an establishment out of reach in the list makes the whole call not found', async () => {
    for (const [client, ids] of [
      [as.contractor, list(own, other)],
      [as.consultant, list(other)],
      [as.otherContractor, list(own)],
    ] as const) {
      for (const url of calls(ids)) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('Establishment not found.');
      }
    }
  });

  it('refuses malformed lists, unknown types and laws, and establishments of another subproject', async () => {
    const db = ctx.database.db;
    const { subprojectIds } = await createProject(db, world.government.id, 'Second canal', ['Reach 9']);
    const elsewhere = await createEstablishment(db, subprojectIds[0]!, world.contractor.id, 'Elsewhere camp');
    for (const url of [
      `${base()}?establishment_list=not-an-id`,
      `${base()}?${list(own, 'x')}`,
      `${base()}?${list(elsewhere)}`,
      `${base()}/Monthly?${list(own)}`,
      `${base()}/setup?${list(own)}`,
      `${base()}/Setup/XYZ?${list(own)}`,
      `/api/subprojects/not-an-id/compliances`,
      `/api/subprojects/${subprojectIds[0]}/compliances?${list(own)}`,
    ]) {
      expect((await as.government.get(url)).statusCode, url).toBe(404);
    }
    const tooMany = Array.from({ length: 501 }, () => own);
    const res = await as.government.get(`${base()}?${list(...tooMany)}`);
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.client().get(base())).statusCode).toBe(401);
  });
});

describe('compliancelastUpdated', () => {
  it("is the establishment's newest item, or the last morning run when that is later or it has none", async () => {
    const url = (id: string) => `/api/establishments/${id}/compliancelastUpdated`;
    const first = (await as.contractor.get(url(own))).json().lastUpdatedOn;
    expect(first).toEqual(expect.any(String));
    // Without items of its own: the last morning run (the demo seed ends with one), else null.
    const [seeded] = await ctx.database.db
      .select({ finishedAt: complianceRuns.finishedAt })
      .from(complianceRuns)
      .where(eq(complianceRuns.kind, 'morning'))
      .orderBy(desc(complianceRuns.finishedAt))
      .limit(1);
    expect((await as.contractor.get(url(quiet))).json()).toEqual({
      lastUpdatedOn: seeded?.finishedAt?.toISOString() ?? null,
    });
    const morning = new Date(Date.now() + 60_000);
    await runWith([], 'morning', morning);
    expect((await as.contractor.get(url(quiet))).json()).toEqual({ lastUpdatedOn: morning.toISOString() });
    expect((await as.government.get(url(own))).json()).toEqual({ lastUpdatedOn: morning.toISOString() });
    expect((await as.otherContractor.get(url(own))).statusCode).toBe(404);
  });
});

describe('the Government overview', () => {
  it('ranks contractors and establishments by open violations and shows the morning trend', async () => {
    const db = ctx.database.db;
    const older = new Date(Date.now() - 2 * 86_400_000);
    const newer = new Date(Date.now() - 86_400_000);
    for (const [at, ownV, otherV] of [
      [older, 5, 1],
      [newer, 3, 2],
    ] as const) {
      const runId = await runWith([], 'morning', at);
      await db.insert(complianceHistory).values([
        { runId, establishmentId: own, violations: ownV, warnings: 1 },
        { runId, establishmentId: other, violations: otherV, warnings: 0 },
      ]);
      await recordSubprojectHistory(db, runId);
    }
    const res = await as.government.get('/api/compliance/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ violations: 4, warnings: 2 });
    expect(body.contractors).toEqual([
      expect.objectContaining({
        agencyId: world.contractor.id,
        establishments: 1,
        violations: 2,
        warnings: 2,
      }),
      expect.objectContaining({ name: 'Other Builders', establishments: 1, violations: 2, warnings: 0 }),
    ]);
    expect(body.establishments.map((e: { name: string }) => e.name)).toEqual(['Own camp', 'Other camp']);
    expect(body.establishments[0]).toMatchObject({ subprojectId, subprojectName: 'Reach 1', violations: 2 });
    const trend = body.trend.filter((t: { violations: number }) => t.violations > 0);
    expect(trend.map((t: { violations: number; warnings: number }) => [t.violations, t.warnings])).toEqual([
      [6, 1],
      [5, 1],
    ]);
  });

  it('another Government sees none of it; other roles are refused', async () => {
    const west = await createWorld(ctx.database.db, 'west');
    const westGovt = await ctx.client().loginAs(west.government.email, WORLD_PASSWORD);
    const body = (await westGovt.get('/api/compliance/overview')).json();
    expect(body.totals).toEqual({ violations: 0, warnings: 0 });
    expect(body.contractors).toEqual([]);
    expect(body.establishments).toEqual([]);
    expect(
      body.trend.every((t: { violations: number; warnings: number }) => t.violations + t.warnings === 0),
    ).toBe(true);
    for (const role of ['contractor', 'consultant', 'subcontractor'] as const) {
      const res = await as[role].get('/api/compliance/overview');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('GOVERNMENT_ONLY');
    }
  });

  it('leaves out the establishments of a deleted project', async () => {
    const { projects, subprojects } = await import('../../db/schema/index.js');
    const [row] = await ctx.database.db
      .select({ projectId: subprojects.projectId })
      .from(subprojects)
      .where(eq(subprojects.id, subprojectId));
    await ctx.database.db
      .update(projects)
      .set({ deletedAt: new Date() })
      .where(eq(projects.id, row!.projectId));
    const body = (await as.government.get('/api/compliance/overview')).json();
    expect(body.totals).toEqual({ violations: 0, warnings: 0 });
    expect(body.contractors).toEqual([]);
    expect(body.trend.length).toBeGreaterThan(0);
    expect(
      body.trend.every((t: { violations: number; warnings: number }) => t.violations + t.warnings === 0),
    ).toBe(true);
    await ctx.database.db.update(projects).set({ deletedAt: null }).where(eq(projects.id, row!.projectId));
    const restored = (await as.government.get('/api/compliance/overview')).json();
    expect(restored.trend.some((t: { violations: number }) => t.violations > 0)).toBe(true);
  });

  it('shows the last morning runs, each with its own totals, however many came before', async () => {
    const db = ctx.database.db;
    // Runs after every earlier one of this file, one a minute, each with totals of its own (own: n, other: 2n).
    const base = Date.now() + 600_000;
    const runs: string[] = [];
    for (let n = 1; n <= OVERVIEW_RUNS + 3; n += 1) {
      const runId = await runWith([], 'morning', new Date(base + n * 60_000));
      await db.insert(complianceHistory).values([
        { runId, establishmentId: own, violations: n, warnings: 0 },
        { runId, establishmentId: other, violations: 2 * n, warnings: 1 },
      ]);
      await recordSubprojectHistory(db, runId);
      runs.push(runId);
    }
    const body = (await as.government.get('/api/compliance/overview')).json();
    expect(body.trend.map((t: { runId: string }) => t.runId)).toEqual(runs.slice(-OVERVIEW_RUNS));
    expect(
      body.trend.map((t: { violations: number; warnings: number }) => [t.violations, t.warnings]),
    ).toEqual(Array.from({ length: OVERVIEW_RUNS }, (_, i) => [3 * (i + 4), 1]));
  });
});
