import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstablishment, createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { establishmentSubcontractors } from '../../db/schema/index.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let subcontractor: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  subcontractor = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

/** A project with one subproject, the demo contractor linked, and an establishment of it. */
async function workSite(name: string) {
  const { projectId, subprojectIds } = await createProject(ctx.database.db, ids.govt!, `${name} project`, [
    name,
  ]);
  const subprojectId = subprojectIds[0]!;
  await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!);
  const establishmentId = await createEstablishment(
    ctx.database.db,
    subprojectId,
    ids.contractor!,
    `${name} camp`,
  );
  return { projectId, subprojectId, establishmentId };
}

async function engageSubcontractor(establishmentId: string, endDate: string | null) {
  await ctx.database.db.insert(establishmentSubcontractors).values({
    establishmentId,
    subcontractorAgencyId: ids.subcontractor!,
    hasLoginAccess: true,
    endDate,
    body: { name: 'Manjunath Electricals' },
  });
}

describe('a subcontractor reaches only the establishments whose engagement is running', () => {
  it('an ended engagement reaches nothing, even with its login access still ticked', async () => {
    const running = await workSite('Running engagement');
    await engageSubcontractor(running.establishmentId, null);
    const ended = await workSite('Ended engagement');
    await engageSubcontractor(ended.establishmentId, '2026-10-31');

    expect((await subcontractor.get(`/api/establishments/${running.establishmentId}`)).statusCode).toBe(200);
    expect((await subcontractor.get(`/api/subprojects/${running.subprojectId}`)).statusCode).toBe(200);

    expect((await subcontractor.get(`/api/establishments/${ended.establishmentId}`)).statusCode).toBe(404);
    expect((await subcontractor.get(`/api/subprojects/${ended.subprojectId}`)).statusCode).toBe(404);
    expect(
      (await subcontractor.get(`/api/subprojects/${ended.subprojectId}/establishments`)).statusCode,
    ).toBe(404);
    const projects = (await subcontractor.get('/api/projects?pageSize=100')).json() as { id: string }[];
    expect(projects.map((p) => p.id)).toContain(running.projectId);
    expect(projects.map((p) => p.id)).not.toContain(ended.projectId);
  });

  it("in one subproject, the lists and the project's cards show only the establishments still engaged", async () => {
    const running = await workSite('Mixed engagements');
    await engageSubcontractor(running.establishmentId, null);
    const ended = await createEstablishment(
      ctx.database.db,
      running.subprojectId,
      ids.contractor!,
      'Mixed engagements old camp',
    );
    await engageSubcontractor(ended, '2026-10-31');

    const listed = (
      await subcontractor.get(`/api/subprojects/${running.subprojectId}/establishments`)
    ).json() as {
      id: string;
    }[];
    expect(listed.map((e) => e.id)).toEqual([running.establishmentId]);
    const projects = (await subcontractor.get('/api/projects?pageSize=100')).json() as {
      id: string;
      subprojects: { establishments?: { id: string }[] }[];
    }[];
    const cards = projects.find((p) => p.id === running.projectId)!.subprojects[0]!.establishments!;
    expect(cards.map((c) => c.id)).toEqual([running.establishmentId]);
  });
});

describe('a deleted subproject is not found', () => {
  it('neither the Government nor its contractor reads or changes it, while the project lives on', async () => {
    const { projectId, subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Pruned project', [
      'Pruned works',
      'Remaining works',
    ]);
    const [pruned, remaining] = subprojectIds as [string, string];
    await linkAgency(ctx.database.db, pruned, 'contractor', ids.contractor!);
    const deleted = await govt.request({
      method: 'DELETE',
      url: `/api/subprojects/${pruned}`,
      payload: { values: { completion_body: { confirmText: 'DELETE', isApproved: { checked: true } } } },
    });
    expect(deleted.statusCode).toBe(200);

    expect((await govt.get(`/api/subprojects/${remaining}`)).statusCode).toBe(200);
    expect((await govt.get(`/api/projects/${projectId}`)).statusCode).toBe(200);
    expect((await govt.get(`/api/subprojects/${pruned}`)).statusCode).toBe(404);
    expect((await contractor.get(`/api/subprojects/${pruned}`)).statusCode).toBe(404);
    expect((await govt.get(`/api/subprojects/${pruned}/consultants/subproject_agencies`)).statusCode).toBe(
      404,
    );
    const close = await govt.post(`/api/subprojects/${pruned}/completion`, {
      values: { completion_body: { confirmText: 'complete', isApproved: { checked: true } } },
    });
    expect(close.statusCode).toBe(404);
  });
});
