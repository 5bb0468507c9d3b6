import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
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
import {
  complianceResults,
  complianceRuns,
  establishmentSubcontractors,
  establishments,
  projects,
  subprojectAgencies,
} from '../db/schema/index.js';
import { refreshComplianceCounts } from '../modules/compliance/index.js';

/**
 * The compliance dashboard of two governments: nobody of one side reads the other's counts, items or last
 * run, whatever state the other's establishments are in; a foreign establishment in one's own subproject's
 * `establishment_list` is not found; and the Government overview counts its own projects only.
 */
let ctx: TestContext;
const ROLES = ['government', 'contractor', 'consultant', 'subcontractor'] as const;
const clients = new Map<string, TestClient>();
const worlds = {} as Record<'east' | 'west', World>;
/** Per side, an establishment (and its subproject) in each state. */
const states = { east: new Map(), west: new Map() } as Record<
  'east' | 'west',
  Map<string, { subprojectId: string; establishmentId: string }>
>;

async function site(world: World, name: string) {
  const db = ctx.database.db;
  const { projectId, subprojectIds } = await createProject(db, world.government.id, name, ['Reach 1']);
  const subprojectId = subprojectIds[0]!;
  await linkAgency(db, subprojectId, 'consultant', world.consultant.id);
  await linkAgency(db, subprojectId, 'contractor', world.contractor.id, world.consultant.id);
  const establishmentId = await createEstablishment(db, subprojectId, world.contractor.id, `${name} camp`);
  await db
    .insert(establishmentSubcontractors)
    .values({ establishmentId, subcontractorAgencyId: world.subcontractor.id, hasLoginAccess: true });
  const [run] = await db
    .insert(complianceRuns)
    .values({ kind: 'establishment', startedAt: new Date(), finishedAt: new Date(), itemCount: 1 })
    .returning({ id: complianceRuns.id });
  await db.insert(complianceResults).values({
    establishmentId,
    subprojectId,
    ruleCode: 'CLRA-LICENCE',
    lawId: 'CLRA',
    complianceType: 'Setup',
    severity: 'violation',
    dueOn: '2026-11-01',
    summary: 'No licence',
    citation: 'CLRA s.12',
    correctiveUrl: `establishments/${establishmentId}/details`,
    runId: run!.id,
  });
  // As the engine does in the transaction that stores its results: the overview reads the counts it keeps.
  await refreshComplianceCounts(db, [establishmentId]);
  return { projectId, subprojectId, establishmentId };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  for (const side of ['east', 'west'] as const) {
    const world = await createWorld(db, side);
    worlds[side] = world;
    for (const role of ROLES)
      clients.set(`${side}.${role}`, await ctx.client().loginAs(world[role].email, WORLD_PASSWORD));
    const inState = async (
      state: string,
      change?: (s: Awaited<ReturnType<typeof site>>) => Promise<unknown>,
    ) => {
      const s = await site(world, `${side} ${state}`);
      await change?.(s);
      states[side].set(state, s);
    };
    const setEstablishment =
      (values: Partial<typeof establishments.$inferInsert>) => (s: { establishmentId: string }) =>
        db.update(establishments).set(values).where(eq(establishments.id, s.establishmentId));
    await inState('open');
    await inState('completion marked', setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked }));
    await inState(
      'approved',
      setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' }),
    );
    await inState(
      'cancelled',
      setEstablishment({ status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-11-20' }),
    );
    await inState('contractor terminated', (s) =>
      db
        .update(subprojectAgencies)
        .set({ terminatedOn: '2026-11-18' })
        .where(eq(subprojectAgencies.subprojectId, s.subprojectId)),
    );
    await inState('engagement ended', (s) =>
      db
        .update(establishmentSubcontractors)
        .set({ endDate: '2026-11-18' })
        .where(eq(establishmentSubcontractors.establishmentId, s.establishmentId)),
    );
    await inState('project deleted', (s) =>
      db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, s.projectId)),
    );
  }
});
afterAll(async () => ctx?.close());

/** Every dashboard call about one establishment of a subproject. */
const calls = ({ subprojectId, establishmentId }: { subprojectId: string; establishmentId: string }) => {
  const base = `/api/subprojects/${subprojectId}/compliances`;
  const list = `establishment_list=${establishmentId}`;
  return [
    `/api/establishments/${establishmentId}/compliancelastUpdated`,
    `${base}?${list}`,
    `${base}/compliance-types?${list}`,
    `${base}/Setup?${list}`,
    `${base}/Setup/CLRA?${list}`,
    base,
    `${base}/Setup/CLRA`,
  ];
};

async function refusals(client: TestClient, urls: string[]) {
  const failures: string[] = [];
  for (const url of urls) {
    const res = await client.get(url);
    if (res.statusCode !== 403 && res.statusCode !== 404) failures.push(`${url}: ${res.statusCode}`);
  }
  return failures;
}

describe('two governments: the compliance dashboard', () => {
  for (const [callerSide, targetSide] of [
    ['east', 'west'],
    ['west', 'east'],
  ] as const) {
    for (const role of ROLES) {
      it(`${callerSide} ${role} reads nothing of ${targetSide}'s compliances, in any state`, async () => {
        const failures: string[] = [];
        for (const [state, target] of states[targetSide])
          failures.push(
            ...(await refusals(clients.get(`${callerSide}.${role}`)!, calls(target))).map(
              (f) => `${state}: ${f}`,
            ),
          );
        expect(failures).toEqual([]);
      });
    }
  }

  it("a foreign establishment in one's own subproject's list is not found, for every role", async () => {
    const own = states.east.get('open')!;
    const foreign = states.west.get('open')!;
    for (const role of ['government', 'contractor', 'consultant'] as const) {
      const res = await clients
        .get(`east.${role}`)!
        .get(
          `/api/subprojects/${own.subprojectId}/compliances?establishment_list=${own.establishmentId},${foreign.establishmentId}`,
        );
      expect([role, res.statusCode]).toEqual([role, 404]);
    }
  });

  it('the own side reads its establishments in every state but a deleted project; the subcontractor never', async () => {
    for (const [state, target] of states.east) {
      for (const role of ['government', 'contractor', 'consultant'] as const) {
        const codes = await Promise.all(
          calls(target).map(async (url) => (await clients.get(`east.${role}`)!.get(url)).statusCode),
        );
        const expected = state === 'project deleted' ? 404 : 200;
        // A deleted project's establishment still answers its own last-updated time (the establishment is a record).
        expect([state, role, codes.slice(1)]).toEqual([state, role, codes.slice(1).map(() => expected)]);
      }
      const sub = await refusals(clients.get('east.subcontractor')!, calls(target));
      expect([state, sub]).toEqual([state, []]);
    }
  });

  it("each Government's overview counts its own live projects only", async () => {
    for (const side of ['east', 'west'] as const) {
      const body = (await clients.get(`${side}.government`)!.get('/api/compliance/overview')).json();
      // Six live states of seven (the deleted project's is left out).
      expect(body.totals).toEqual({ violations: 6, warnings: 0 });
      expect(body.establishments.every((e: { name: string }) => e.name.startsWith(side))).toBe(true);
      expect(body.contractors).toEqual([
        expect.objectContaining({ agencyId: worlds[side].contractor.id, violations: 6 }),
      ]);
    }
  });
});
