import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEstablishment,
  createProject,
  demoAgencyIds,
  insertComplianceItems,
  linkAgency,
} from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { establishmentSubcontractors, subprojectAgencies } from '../../db/schema/index.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

const confirm = (word: string) => ({
  values: { completion_body: { confirmText: word, isApproved: { checked: true } } },
});

async function newProject(name: string) {
  const res = await govt.post('/api/projects', {
    values: {
      body: { name, location: 'Hassan', state: 'Karnataka', startDate: '2026-04-01', cost: '125000000' },
    },
  });
  expect(res.statusCode).toBe(200);
  // The generic form save's text (spec part 1, section 8).
  expect(res.json().message).toBe('Successfully added the new entry!');
  return res.json().id as string;
}

async function newSubproject(projectId: string, name: string) {
  const res = await govt.post(`/api/projects/${projectId}/subprojects`, {
    values: { body: { name, location: 'Arsikere', state: 'Karnataka', startDate: '2026-05-01' } },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe('Successfully added the new entry!');
  return res.json().id as string;
}

describe('projects and subprojects', () => {
  it('a Government creates a project and a subproject, and reads them back', async () => {
    const projectId = await newProject('Hassan-Arsikere road widening');
    const subprojectId = await newSubproject(projectId, 'Package 1, km 0 to 18');
    const project = (await govt.get(`/api/projects/${projectId}`)).json();
    expect(project.body.name).toBe('Hassan-Arsikere road widening');
    expect(project.subprojects.map((s: { id: string }) => s.id)).toEqual([subprojectId]);
    const sub = (await govt.get(`/api/subprojects/${subprojectId}`)).json();
    expect(sub).toMatchObject({ body: { name: 'Package 1, km 0 to 18' }, projects: { id: projectId } });
  });

  it("answers an edit with the generic save's text", async () => {
    const projectId = await newProject('Belur road');
    const subprojectId = await newSubproject(projectId, 'Belur package 1');
    const edit = (url: string, body: Record<string, unknown>) =>
      govt.request({ method: 'POST', url, payload: { values: body }, headers: { isEdit: 'true' } });
    const project = await edit('/api/projects', {
      id: projectId,
      body: { name: 'Belur-Halebidu road', location: 'Belur', state: 'Karnataka', startDate: '2026-04-01' },
    });
    expect(project.json()).toEqual({ message: 'Successfully edited the data!', id: projectId });
    const sub = await edit(`/api/projects/${projectId}/subprojects`, {
      id: subprojectId,
      body: { name: 'Belur package 1A', location: 'Belur', state: 'Karnataka', startDate: '2026-05-01' },
    });
    expect(sub.json()).toEqual({ message: 'Successfully edited the data!', id: subprojectId });
  });

  it('shows the View Logs of a project: the project, its subprojects and their agencies', async () => {
    const projectId = await newProject('Logged project');
    await newSubproject(projectId, 'Logged works');
    const entries = (await govt.get(`/api/audit/projects?project_id=${projectId}`)).json();
    expect(entries.map((e: { action: string; entity: string }) => `${e.action} ${e.entity}`)).toEqual(
      expect.arrayContaining(['Created Project', 'Created Subproject']),
    );
    expect(entries[0].user).toBe('Rajesh Kumar');
    expect((await contractor.get(`/api/audit/projects?project_id=${projectId}`)).statusCode).toBe(404);
  });

  it('validates the project form and refuses other roles', async () => {
    const bad = await govt.post('/api/projects', {
      values: { body: { name: '', startDate: '2026-04-01', endDate: '2026-01-01' } },
    });
    expect(bad.json().fields).toMatchObject({
      'body.name': 'Required',
      'body.endDate': 'End date must be after the start date',
    });
    const values = { body: { name: 'Rogue project', location: 'X', state: 'Goa', startDate: '2026-04-01' } };
    expect((await contractor.post('/api/projects', { values })).statusCode).toBe(403);
  });

  it('lists projects with subprojects and their violation and warning counts', async () => {
    const { projectId, subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Mysuru ring road', [
      'Ring road east',
    ]);
    const est = await createEstablishment(
      ctx.database.db,
      subprojectIds[0]!,
      ids.contractor!,
      'Ring road east camp',
    );
    await insertComplianceItems(ctx.database.db, [
      { establishmentId: est, subprojectId: subprojectIds[0]!, ruleCode: 'CLRA-12', severity: 'violation' },
      { establishmentId: est, subprojectId: subprojectIds[0]!, ruleCode: 'BOCW-7', severity: 'warning' },
      { establishmentId: est, subprojectId: subprojectIds[0]!, ruleCode: 'PWA-5', severity: 'warning' },
    ]);
    const list = (await govt.get('/api/projects?subproject_status=all&pageSize=100')).json();
    const project = list.find((p: { id: string }) => p.id === projectId);
    expect(project.subprojects[0]).toMatchObject({
      subproject_id: subprojectIds[0],
      subprojects: { body: { name: 'Ring road east' } },
      compliances: { violations: 1, warnings: 2 },
    });
    expect(list[0].max_count).toBe(list.length);
  });

  it('shows a contractor only its linked subprojects, with its establishment cards', async () => {
    const { projectId, subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'KRS canal lining', [
      'Reach 1',
      'Reach 2',
    ]);
    await linkAgency(ctx.database.db, subprojectIds[0]!, 'consultant', ids.consultant!);
    await linkAgency(ctx.database.db, subprojectIds[0]!, 'contractor', ids.contractor!, ids.consultant!);
    const own = await createEstablishment(
      ctx.database.db,
      subprojectIds[0]!,
      ids.contractor!,
      'Reach 1 labour camp',
    );
    const others = await createEstablishment(
      ctx.database.db,
      subprojectIds[0]!,
      ids.contractor2!,
      'Someone else camp',
    );
    await insertComplianceItems(ctx.database.db, [
      { establishmentId: own, subprojectId: subprojectIds[0]!, ruleCode: 'CLRA-12', severity: 'violation' },
      {
        establishmentId: others,
        subprojectId: subprojectIds[0]!,
        ruleCode: 'CLRA-12',
        severity: 'violation',
      },
      { establishmentId: others, subprojectId: subprojectIds[0]!, ruleCode: 'BOCW-7', severity: 'warning' },
    ]);

    const list = (await contractor.get('/api/projects?pageSize=100')).json();
    const project = list.find((p: { id: string }) => p.id === projectId);
    expect(project.subprojects.map((s: { subproject_id: string }) => s.subproject_id)).toEqual([
      subprojectIds[0],
    ]);
    expect(project.subprojects[0].establishments.map((e: { body: { name: string } }) => e.body.name)).toEqual(
      ['Reach 1 labour camp'],
    );
    // Counts of the contractor's own establishments only, on the subproject and on each card.
    expect(project.subprojects[0].compliances).toEqual({ violations: 1, warnings: 0 });
    expect(project.subprojects[0].establishments[0].compliances).toEqual({ violations: 1, warnings: 0 });
    expect((await contractor.get(`/api/subprojects/${subprojectIds[1]}`)).statusCode).toBe(404);

    const forConsultant = (await consultant.get('/api/projects?pageSize=100'))
      .json()
      .find((p: { id: string }) => p.id === projectId);
    expect(forConsultant.subprojects[0].compliances).toEqual({ violations: 1, warnings: 0 });
    const forGovernment = (await govt.get('/api/projects?pageSize=100&subproject_status=all'))
      .json()
      .find((p: { id: string }) => p.id === projectId);
    expect(forGovernment.subprojects[0].compliances).toEqual({ violations: 2, warnings: 1 });
    expect(forConsultant.subprojects[0].contractors).toEqual([
      { agency_id: ids.contractor, name: 'Shree Ganesh Constructions', terminated_on: null },
    ]);
    const other = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
    expect(
      (await other.get('/api/projects?pageSize=100')).json().find((p: { id: string }) => p.id === projectId),
    ).toBeUndefined();
  });

  it('shows a subcontractor only establishments it has login access to, without counts', async () => {
    const { projectId, subprojectIds } = await createProject(
      ctx.database.db,
      ids.govt!,
      'Chamundi hill steps',
      ['Steps'],
    );
    const est = await createEstablishment(ctx.database.db, subprojectIds[0]!, ids.contractor!, 'Steps site');
    const sub = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
    expect(
      (await sub.get('/api/projects?pageSize=100')).json().find((p: { id: string }) => p.id === projectId),
    ).toBeUndefined();
    await ctx.database.db
      .insert(establishmentSubcontractors)
      .values({ establishmentId: est, subcontractorAgencyId: ids.subcontractor!, hasLoginAccess: true });
    const project = (await sub.get('/api/projects?pageSize=100'))
      .json()
      .find((p: { id: string }) => p.id === projectId);
    expect(project.subprojects[0].compliances).toBeNull();
    expect(project.subprojects[0].establishments[0].body.name).toBe('Steps site');
    expect(project.subprojects[0].establishments[0].compliances).toBeNull();
  });

  it('counts projects and subprojects, ongoing and completed', async () => {
    const stats = (await govt.get('/api/projects/stats')).json().stats;
    expect(stats.project[0].total_projects).toBeGreaterThanOrEqual(4);
    expect(stats.subproject[0].total_sub_projects).toBeGreaterThanOrEqual(5);
    expect(stats.establishment[0]).toHaveProperty('cancelled_sub_projects_establishments');
  });
});

describe('lifecycle', () => {
  it("refuses 'Mark as complete' without subprojects or with open ones, then completes once all are closed", async () => {
    const projectId = await newProject('Tumakuru bus stand');
    const empty = await govt.post(`/api/projects/${projectId}/completion`, confirm('complete'));
    expect(empty.statusCode).toBe(409);
    const subprojectId = await newSubproject(projectId, 'Civil works');
    const open = await govt.post(`/api/projects/${projectId}/completion`, confirm('complete'));
    expect(open.json()).toEqual({
      message: 'There are still open subprojects present so you cannot mark this project as complete',
      code: 'OPEN_SUBPROJECTS',
    });
    expect(
      (await govt.post(`/api/subprojects/${subprojectId}/completion`, confirm('complete'))).json(),
    ).toEqual({ message: 'Closed successfully' });
    expect((await govt.post(`/api/projects/${projectId}/completion`, confirm('complete'))).json()).toEqual({
      message: 'Closed successfully',
    });
    expect((await govt.get(`/api/projects/${projectId}`)).json().closed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const closedList = (await govt.get('/api/projects?subproject_status=completed&pageSize=100')).json();
    expect(closedList.map((p: { id: string }) => p.id)).toContain(projectId);
    // Closed cannot be undone or changed.
    expect(
      (
        await govt.post(`/api/projects/${projectId}/subprojects`, {
          values: { body: { name: 'Late addition', location: 'X', state: 'Goa', startDate: '2026-05-01' } },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('needs the typed word and the tick', async () => {
    const projectId = await newProject('Typed word check');
    const res = await govt.post(`/api/projects/${projectId}/completion`, {
      values: { completion_body: { confirmText: 'completed', isApproved: { checked: false } } },
    });
    expect(res.json().fields).toEqual({
      'completion_body.confirmText': 'Type complete to confirm',
      'completion_body.isApproved': 'Required',
    });
  });

  it('deletes a project only without subprojects', async () => {
    const projectId = await newProject('Deletable');
    const withSub = await newProject('Not deletable');
    await newSubproject(withSub, 'Sub');
    expect(
      (await govt.request({ method: 'DELETE', url: `/api/projects/${withSub}`, payload: confirm('DELETE') }))
        .statusCode,
    ).toBe(409);
    const wrongWord = await govt.request({
      method: 'DELETE',
      url: `/api/projects/${projectId}`,
      payload: confirm('delete'),
    });
    expect(wrongWord.statusCode).toBe(400);
    const res = await govt.request({
      method: 'DELETE',
      url: `/api/projects/${projectId}`,
      payload: confirm('DELETE'),
    });
    expect(res.json()).toEqual({ message: 'Deleted successfully' });
    expect((await govt.get(`/api/projects/${projectId}`)).statusCode).toBe(404);
    const deleted = (await govt.get('/api/projects?subproject_status=deleted&pageSize=100')).json();
    expect(deleted.find((p: { id: string }) => p.id === projectId).is_deleted).toBe(true);
  });

  it('closing a subproject terminates every link in one transaction and cannot be undone', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Hunsur bridge', ['Bridge']);
    const sid = subprojectIds[0]!;
    await linkAgency(ctx.database.db, sid, 'consultant', ids.consultant!);
    await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!, ids.consultant!);
    const est = await createEstablishment(ctx.database.db, sid, ids.contractor!, 'Bridge camp');
    await ctx.database.db
      .insert(establishmentSubcontractors)
      .values({ establishmentId: est, subcontractorAgencyId: ids.subcontractor!, hasLoginAccess: true });

    // A fault at the last statement (the subproject's own row) undoes the links ended before it: one transaction.
    await ctx.database.db.execute(
      sql.raw(`create function test_fail_close() returns trigger language plpgsql as $$
        begin raise exception 'forced failure after the links ended'; end $$;
        create trigger test_fail_close before update on subprojects for each row
          when (old.id = '${sid}' and new.closed_on is not null) execute function test_fail_close()`),
    );
    try {
      expect((await govt.post(`/api/subprojects/${sid}/completion`, confirm('complete'))).statusCode).toBe(
        500,
      );
    } finally {
      await ctx.database.db.execute(
        sql.raw('drop trigger test_fail_close on subprojects; drop function test_fail_close()'),
      );
    }
    const untouched = await ctx.database.db
      .select()
      .from(subprojectAgencies)
      .where(eq(subprojectAgencies.subprojectId, sid));
    expect(untouched.map((l) => l.terminatedOn)).toEqual([null, null]);
    const [openSub] = await ctx.database.db
      .select()
      .from(establishmentSubcontractors)
      .where(eq(establishmentSubcontractors.establishmentId, est));
    expect(openSub).toMatchObject({ hasLoginAccess: true, endDate: null });
    expect((await govt.get(`/api/subprojects/${sid}`)).json().closed_on).toBeNull();

    expect((await govt.post(`/api/subprojects/${sid}/completion`, confirm('complete'))).statusCode).toBe(200);
    const links = await ctx.database.db
      .select()
      .from(subprojectAgencies)
      .where(eq(subprojectAgencies.subprojectId, sid));
    expect(links.every((l) => l.terminatedOn !== null)).toBe(true);
    const [subLink] = await ctx.database.db
      .select()
      .from(establishmentSubcontractors)
      .where(and(eq(establishmentSubcontractors.establishmentId, est)));
    expect(subLink).toMatchObject({ hasLoginAccess: false });
    expect(subLink!.endDate).not.toBeNull();
    const again = await govt.post(`/api/subprojects/${sid}/completion`, confirm('complete'));
    expect(again.json().code).toBe('CLOSED');
  });

  it('refuses deleting a subproject that has establishments, and lifecycle changes by other roles', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Srirangapatna ghats', [
      'Ghat 1',
      'Ghat 2',
    ]);
    await linkAgency(ctx.database.db, subprojectIds[0]!, 'contractor', ids.contractor!);
    await createEstablishment(ctx.database.db, subprojectIds[0]!, ids.contractor!, 'Ghat camp');
    const inUse = await govt.request({
      method: 'DELETE',
      url: `/api/subprojects/${subprojectIds[0]}`,
      payload: confirm('DELETE'),
    });
    expect(inUse.json().code).toBe('SUBPROJECT_IN_USE');
    expect(
      (await contractor.post(`/api/subprojects/${subprojectIds[0]}/completion`, confirm('complete')))
        .statusCode,
    ).toBe(403);
    const ok = await govt.request({
      method: 'DELETE',
      url: `/api/subprojects/${subprojectIds[1]}`,
      payload: confirm('DELETE'),
    });
    expect(ok.json()).toEqual({ message: 'Deleted successfully' });
  });
});
