import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEstablishment,
  createProject,
  createWorld,
  demoAgencyIds,
  linkAgency,
  WORLD_PASSWORD,
} from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { minWageColumns } from '../../db/min-wage-amounts.js';
import {
  agencies,
  employees,
  employeeWagePeriods,
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishmentSubcontractors,
  establishments,
  files,
  users,
} from '../../db/schema/index.js';
import { DEMO_MIN_WAGES } from '../../db/seed/demo-projects.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

const wages = {
  highlySkilled: { minimumBasic: '850', da: '150', overTime: '250' },
  skilled: { minimumBasic: '650', da: '120', overTime: '200' },
  semiSkilled: { minimumBasic: '550', da: '100', overTime: '160' },
  unskilled: { minimumBasic: '480', da: '90', overTime: '142.50' },
};
const licence = {
  license_type: '1',
  body: { licenseNo: 'LL/MYS/2026/118', maxWorkers: '80' },
  start_date: '2026-10-01',
  end_date: '2027-09-30',
};
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
/** Complete, valid values of the establishment form (so that only writability can refuse them). */
const establishmentValues = (name: string) => ({
  body: {
    name,
    natureOfWork: 'Road formation',
    address: 'Survey No. 45, Hunsur Road',
    town: 'Mysuru',
    district: 'Mysuru',
    state: 'Karnataka',
    pincode: '570017',
    weeklyHoliday: 'Sunday',
    maxWorkers: '60',
    employerName: 'Ramesh Hegde',
    employerDesignation: 'Site Manager',
    employerMobile: '9845011223',
    shiftStart: '08:00',
    shiftEnd: '17:00',
    inspectorOffice: 'Labour Officer, Mysuru',
  },
  commencementDate: '2026-10-01',
  min_wages: [{ start_date: '2026-04-01', body: wages }],
});

/** An establishment of `contractorId` with one record of each kind, written directly. */
async function establishmentWithRecords(subprojectId: string, contractorId: string, subcontractorId: string) {
  const db = ctx.database.db;
  const id = await createEstablishment(db, subprojectId, contractorId, 'Records camp');
  await db.update(establishments).set({ commencementDate: '2026-10-01' }).where(eq(establishments.id, id));
  const [wage] = await db
    .insert(establishmentMinWages)
    .values({ establishmentId: id, startDate: '2026-04-01', ...minWageColumns(DEMO_MIN_WAGES) })
    .returning({ id: establishmentMinWages.id });
  const [lic] = await db
    .insert(establishmentLicenses)
    .values({
      establishmentId: id,
      licenseType: 1,
      body: { licenseNo: 'KA/LL/77' },
      startDate: '2026-10-01',
      endDate: '2027-09-30',
    })
    .returning({ id: establishmentLicenses.id });
  const [requirement] = await db
    .insert(establishmentRequirements)
    .values({ establishmentId: id, requirementCode: 'welfare-facilities', dueOn: '2026-11-30' })
    .returning({ id: establishmentRequirements.id });
  const [sub] = await db
    .insert(establishmentSubcontractors)
    .values({ establishmentId: id, subcontractorAgencyId: subcontractorId, body: { name: 'Sub' } })
    .returning({ id: establishmentSubcontractors.id });
  const [employee] = await db
    .insert(employees)
    .values({
      establishmentId: id,
      employeeCode: 'RC-1',
      name: 'Muniyappa',
      dateOfBirth: '1985-01-01',
      dateOfJoining: '2026-10-05',
      designation: 'Mason',
      skillCategory: 'skilled',
    })
    .returning({ id: employees.id });
  return {
    id,
    wageId: wage!.id,
    licenceId: lic!.id,
    requirementId: requirement!.id,
    subId: sub!.id,
    employeeId: employee!.id,
  };
}

/** Every row of an establishment and its records, and the counts of what a write could add elsewhere. */
async function snapshot(establishmentIds: string[]) {
  const db = ctx.database.db;
  const of = (t: { establishmentId: PgColumn }) => inArray(t.establishmentId, establishmentIds);
  const counts = {
    users: await db.$count(users),
    agencies: await db.$count(agencies),
    files: await db.$count(files),
    establishments: await db.$count(establishments),
  };
  return JSON.stringify({
    establishments: await db
      .select()
      .from(establishments)
      .where(inArray(establishments.id, establishmentIds))
      .orderBy(establishments.id),
    employees: await db.select().from(employees).where(of(employees)).orderBy(employees.id),
    employeeWages: await db
      .select()
      .from(employeeWagePeriods)
      .where(of(employeeWagePeriods))
      .orderBy(employeeWagePeriods.id),
    wages: await db
      .select()
      .from(establishmentMinWages)
      .where(of(establishmentMinWages))
      .orderBy(establishmentMinWages.id),
    licences: await db
      .select()
      .from(establishmentLicenses)
      .where(of(establishmentLicenses))
      .orderBy(establishmentLicenses.id),
    requirements: await db
      .select()
      .from(establishmentRequirements)
      .where(of(establishmentRequirements))
      .orderBy(establishmentRequirements.id),
    subcontractors: await db
      .select()
      .from(establishmentSubcontractors)
      .where(of(establishmentSubcontractors))
      .orderBy(establishmentSubcontractors.id),
    counts,
  });
}

describe('a terminated contractor reads and never writes', () => {
  it('walks every establishment write route: each refuses with a message and nothing changes', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Terminated project', [
      'Terminated works',
    ]);
    const sid = subprojectIds[0]!;
    await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!);
    const t = await establishmentWithRecords(sid, ids.contractor!, ids.subcontractor!);
    const base = `/api/establishments/${t.id}`;
    // While linked, the contractor writes.
    expect((await contractor.post(`${base}/licenses`, { values: licence })).statusCode).toBe(200);

    const terminated = await govt.post(`/api/subprojects/${sid}/contractors/${ids.contractor}/termination`, {
      values: { termination_body: { terminateDate: '2026-11-01', reason: 'Work abandoned' } },
    });
    expect(terminated.statusCode).toBe(200);
    const before = await snapshot([t.id]);

    // Reading goes on.
    expect((await contractor.get(base)).json()).toMatchObject({ id: t.id, locked: true });
    expect((await contractor.get(`${base}/establishment-min-wages`)).statusCode).toBe(200);
    expect((await contractor.get(`${base}/completion/locked`)).json()).toEqual({
      locked: true,
      message: 'Your agency no longer works on this establishment: its records can be read but not changed.',
    });

    const edit = { ...licence, license_type: '2' };
    const walk: { route: string; send: () => ReturnType<TestClient['request']> }[] = [
      {
        route: 'POST /api/subprojects/{id}/establishments',
        send: () =>
          contractor.post(`/api/subprojects/${sid}/establishments`, {
            values: establishmentValues('New camp'),
          }),
      },
      {
        route: 'POST /api/subprojects/{id}/establishments (edit)',
        send: () =>
          contractor.request({
            method: 'POST',
            url: `/api/subprojects/${sid}/establishments`,
            headers: { isedit: 'true' },
            payload: { values: { ...establishmentValues('Renamed camp'), id: t.id } },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/establishment-min-wages',
        send: () =>
          contractor.post(`${base}/establishment-min-wages`, {
            values: { start_date: '2027-04-01', body: wages },
          }),
      },
      {
        route: 'PUT /api/establishments/{id}/establishment-min-wages',
        send: () =>
          contractor.put(`${base}/establishment-min-wages`, {
            values: { id: t.wageId, start_date: '2026-04-01', body: wages },
          }),
      },
      {
        route: 'DELETE /api/establishments/{id}/establishment-min-wages/{wageId}',
        send: () => contractor.delete(`${base}/establishment-min-wages/${t.wageId}`),
      },
      {
        route: 'POST /api/establishments/{id}/licenses',
        send: () => contractor.post(`${base}/licenses`, { values: licence }),
      },
      {
        route: 'PUT /api/establishments/{id}/licenses/{licenseId}',
        send: () => contractor.put(`${base}/licenses/${t.licenceId}`, { values: edit }),
      },
      {
        route: 'DELETE /api/establishments/{id}/licenses/{licenseId}',
        send: () => contractor.delete(`${base}/licenses/${t.licenceId}`),
      },
      {
        route: 'POST /api/establishments/{id}/requirements/{requirementId}',
        send: () =>
          contractor.post(`${base}/requirements/${t.requirementId}`, {
            values: {
              body: {
                drinkingWater: { checked: true },
                latrines: { checked: true },
                firstAid: { checked: true },
              },
            },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/completion',
        send: () =>
          contractor.post(`${base}/completion`, {
            values: { completion_body: { date: '2026-11-20', formVII: { name: 'f.pdf', url: t.id } } },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/completion/open',
        send: () => contractor.post(`${base}/completion/open`),
      },
      {
        route: 'POST /api/establishments/{id}/cancellation',
        send: () => contractor.post(`${base}/cancellation`, { values: {} }),
      },
      {
        route: 'POST /api/establishments/{id}/subcontractors',
        send: () =>
          contractor.post(`${base}/subcontractors`, {
            values: {
              agencies: { body: { name: 'Late Scaffolding Works' } },
              body: { work: 'Scaffolding', startDate: '2026-11-05', hasLoginAccess: { checked: true } },
              users: { email_address: 'late@scaffolding.example.in', body: { name: 'Late Comer' } },
            },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/subcontractors/grantLoginAccess',
        send: () => contractor.post(`${base}/subcontractors/grantLoginAccess`, { data: { id: t.subId } }),
      },
      {
        route: 'POST /api/establishments/{id}/subcontractors/revokeLoginAccess',
        send: () => contractor.post(`${base}/subcontractors/revokeLoginAccess`, { data: { id: t.subId } }),
      },
      // Comments: the ended link is refused before the body is read, so any comment id will do.
      {
        route: 'POST /api/establishments/{id}/consultant-comments',
        send: () => contractor.post(`${base}/consultant-comments`, { comment: 'Late', url: '/details' }),
      },
      {
        route: 'POST /api/establishments/{id}/consultant-comments/replies',
        send: () =>
          contractor.post(`${base}/consultant-comments/replies`, { reply: 'Late', comment_id: t.id }),
      },
      {
        route: 'POST /api/establishments/{id}/consultant-comments/resolve',
        send: () => contractor.post(`${base}/consultant-comments/resolve`, { id: t.id }),
      },
      {
        route: 'POST /api/establishments/{id}/consultant-comments/reopen',
        send: () => contractor.post(`${base}/consultant-comments/reopen`, { id: t.id }),
      },
      // The employee register: refused for the ended link before the values or the file are looked at.
      {
        route: 'POST /api/establishments/{id}/employees',
        send: () => contractor.post(`${base}/employees`, { values: {} }),
      },
      {
        route: 'DELETE /api/establishments/{id}/employees/{employeeId}',
        send: () => contractor.delete(`${base}/employees/${t.employeeId}`),
      },
      {
        route: 'POST /api/establishments/{id}/employees/{employeeId}/employee-wage-period',
        send: () =>
          contractor.post(`${base}/employees/${t.employeeId}/employee-wage-period`, {
            values: { wage_start_date: '2026-11-01', wage_amount: '900', da: '100' },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/employees/upload-csv',
        send: () => contractor.upload(`${base}/employees/upload-csv`, 'late.csv', Buffer.from('a,b\n')),
      },
      {
        route: 'POST /api/establishments/{id}/employees/{employeeId}/employee-verification/{verificationId}',
        send: () =>
          contractor.post(`${base}/employees/${t.employeeId}/employee-verification/${t.id}`, {
            values: { id: t.id, body: { name: 'f.pdf', url: t.id } },
          }),
      },
      {
        route:
          'DELETE /api/establishments/{id}/employees/{employeeId}/employee-verification/{verificationId}',
        send: () =>
          contractor.request({
            method: 'DELETE',
            url: `${base}/employees/${t.employeeId}/employee-verification/${t.id}`,
            payload: { values: { id: t.id } },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/employees/{employeeId}/exit',
        send: () =>
          contractor.post(`${base}/employees/${t.employeeId}/exit`, {
            values: { exit_date: '2026-11-01', exit_reason: 'Resigned' },
          }),
      },
      // Attendance (a register id that need not exist: the ended link is refused first).
      {
        route: 'DELETE /api/establishments/{id}/attendance-registers/{registerId}',
        send: () => contractor.delete(`${base}/attendance-registers/${t.id}`),
      },
      {
        route:
          'POST /api/establishments/{id}/attendance-registers/{registerId}/attendance-entries/{employeeId}',
        send: () =>
          contractor.post(`${base}/attendance-registers/${t.id}/attendance-entries/${t.employeeId}`, {
            values: { type: 'absent' },
          }),
      },
      {
        route:
          'DELETE /api/establishments/{id}/attendance-registers/{registerId}/attendance-entries/{employeeId}',
        send: () =>
          contractor.delete(`${base}/attendance-registers/${t.id}/attendance-entries/${t.employeeId}`),
      },
      {
        route: 'POST /api/establishments/{id}/attendance-registers/{registerId}/establishment-open',
        send: () =>
          contractor.post(`${base}/attendance-registers/${t.id}/establishment-open`, {
            values: { is_establishment_closed: true, establishment_closed_reason: 'Rain' },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/attendance-registers/{registerId}/week-off',
        send: () =>
          contractor.post(`${base}/attendance-registers/${t.id}/week-off`, { values: { choice: 'all' } }),
      },
      {
        route: 'POST /api/establishments/{id}/attendance-registers/upload-xl',
        send: () => contractor.upload(`${base}/attendance-registers/upload-xl`, 'late.xlsx', pdf),
      },
      {
        route: 'POST /api/generate-csv/establishments/{id}/attendance/{registerId}',
        send: () =>
          contractor.upload(`/api/generate-csv/establishments/${t.id}/attendance/${t.id}`, 'late.csv', pdf),
      },
      {
        route: 'POST /api/generate-csv/establishments/{id}/wage-register/{registerId}',
        send: () =>
          contractor.upload(
            `/api/generate-csv/establishments/${t.id}/wage-register/${t.id}`,
            'late.csv',
            pdf,
          ),
      },
      {
        route: 'POST /api/establishments/{id}/attendance-punches/preview',
        send: () =>
          contractor.upload(
            `${base}/attendance-punches/preview?from_date=2026-11-01&to_date=2026-11-02`,
            'late.csv',
            Buffer.from('code,time\n'),
          ),
      },
      {
        route: 'POST /api/establishments/{id}/attendance-punches/apply',
        send: () => contractor.post(`${base}/attendance-punches/apply`, { token: t.id }),
      },
      // Wages (a register id that need not exist: the ended link is refused first).
      {
        route: 'POST /api/establishments/{id}/wages',
        send: () => contractor.post(`${base}/wages?from_date=01/10/2026&to_date=31/10/2026`, {}),
      },
      {
        route: 'DELETE /api/establishments/{id}/wages/{registerId}',
        send: () => contractor.delete(`${base}/wages/${t.id}`),
      },
      {
        route: 'POST /api/establishments/{id}/wages/{registerId}/wage-entries/{employeeId}',
        send: () => contractor.post(`${base}/wages/${t.id}/wage-entries/${t.employeeId}`, { values: {} }),
      },
      {
        route: 'POST /api/establishments/{id}/wages/{registerId}/wage-entries/{employeeId}/redo-register',
        send: () =>
          contractor.post(`${base}/wages/${t.id}/wage-entries/${t.employeeId}/redo-register`, { values: {} }),
      },
      {
        route: 'PUT /api/establishments/{id}/wages/{registerId}/reopen-register',
        send: () => contractor.put(`${base}/wages/${t.id}/reopen-register`, {}),
      },
      {
        route: 'POST /api/establishments/{id}/wages/{registerId}/cancel',
        send: () => contractor.post(`${base}/wages/${t.id}/cancel`, {}),
      },
      {
        route: 'POST /api/establishments/{id}/wages/{registerId}/payslips_given',
        send: () =>
          contractor.post(`${base}/wages/${t.id}/payslips_given`, {
            values: { date_of_payment: '05/11/2026', payslips_given: true },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/wages/{registerId}/paid_and_signed',
        send: () =>
          contractor.post(`${base}/wages/${t.id}/paid_and_signed`, {
            values: { body: { name: 'f.pdf', url: t.id } },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/employee-process',
        send: () =>
          contractor.post(`${base}/employee-process`, {
            values: { type: 'termination', step: 'exit_details', employee_id: t.employeeId, body: {} },
          }),
      },
      {
        route: 'POST /api/establishments/{id}/employee-process/{processId}/cancel',
        send: () =>
          contractor.post(`${base}/employee-process/${t.id}/cancel`, { values: { cancel_reason: 'Late' } }),
      },
      {
        route: 'POST /api/establishments/{id}/returns/{returnId}',
        send: () =>
          contractor.post(`${base}/returns/${t.id}`, {
            values: { signedReturn: { name: 'r.pdf', url: t.id } },
          }),
      },
      {
        route: 'PUT /api/establishments/{id}/returns/{returnId}',
        send: () => contractor.put(`${base}/returns/${t.id}`, { values: { deleteKey: 'signedReturn' } }),
      },
      {
        route: 'POST /api/files/establishments/{id}',
        send: () => contractor.upload(`/api/files/establishments/${t.id}`, 'late.pdf', pdf),
      },
    ];

    // The walk covers every write route the API documents for establishments (a new one must join it).
    const doc = (await contractor.get('/api/openapi.json')).json() as { paths: Record<string, object> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m) && path.includes('establishments'))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const walked = new Set(walk.map((w) => w.route));
    expect(documented.filter((r) => !walked.has(r))).toEqual([]);

    for (const { route, send } of walk) {
      const res = await send();
      expect([route, res.statusCode]).toEqual([route, 403]);
      expect(res.json().message, route).toMatch(/\w/);
    }
    expect(await snapshot([t.id])).toBe(before);
  });

  it('a terminated contractor may not create an establishment in the subproject', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'No new camps project', [
      'No new camps',
    ]);
    const sid = subprojectIds[0]!;
    await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!);
    await govt.post(`/api/subprojects/${sid}/contractors/${ids.contractor}/termination`, {
      values: { termination_body: { terminateDate: '2026-11-01', reason: 'Work abandoned' } },
    });
    const res = await contractor.post(`/api/subprojects/${sid}/establishments`, {
      values: establishmentValues('Late camp'),
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'TERMINATED']);
    // Whatever it sends: the link is judged before the values.
    const empty = await contractor.post(`/api/subprojects/${sid}/establishments`, { values: {} });
    expect([empty.statusCode, empty.json().code]).toEqual([403, 'TERMINATED']);
    expect(await ctx.database.db.$count(establishments, eq(establishments.subprojectId, sid))).toBe(0);
  });
});

describe('a terminated agency does not sign up', () => {
  it('its sign-up for the subproject is refused before anything is saved', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Late sign-up project', [
      'Late sign-up',
    ]);
    const sid = subprojectIds[0]!;
    await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!);
    await govt.post(`/api/subprojects/${sid}/contractors/${ids.contractor}/termination`, {
      values: { termination_body: { terminateDate: '2026-11-01', reason: 'Work abandoned' } },
    });
    const [before] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    const res = await contractor.post('/api/agencies/signup', {
      values: { subproject_id: sid, body: { name: 'Renamed Constructions', state: 'Karnataka' } },
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'TERMINATED']);
    const [after] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    expect(after).toEqual(before);
    expect((await contractor.get(`/api/agencies/subprojects/${sid}`)).json().signed_up_at).toBeNull();
  });
});

describe("an establishment's records are reached only through their own establishment", () => {
  it("another tenant's licence, wage period, requirement and subcontractor are not found through one's own establishment, and stay as they were", async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Own records project', [
      'Own records',
    ]);
    await linkAgency(ctx.database.db, subprojectIds[0]!, 'contractor', ids.contractor!);
    const own = await establishmentWithRecords(subprojectIds[0]!, ids.contractor!, ids.subcontractor!);

    const world = await createWorld(ctx.database.db, 'foreign');
    const foreignProject = await createProject(ctx.database.db, world.government.id, 'Foreign project', [
      'Foreign works',
    ]);
    await linkAgency(ctx.database.db, foreignProject.subprojectIds[0]!, 'contractor', world.contractor.id);
    const foreign = await establishmentWithRecords(
      foreignProject.subprojectIds[0]!,
      world.contractor.id,
      world.subcontractor.id,
    );
    const before = await snapshot([foreign.id]);

    const base = `/api/establishments/${own.id}`;
    const attempts = [
      await contractor.put(`${base}/licenses/${foreign.licenceId}`, { values: licence }),
      await contractor.delete(`${base}/licenses/${foreign.licenceId}`),
      await contractor.put(`${base}/establishment-min-wages`, {
        values: { id: foreign.wageId, start_date: '2028-04-01', body: wages },
      }),
      await contractor.delete(`${base}/establishment-min-wages/${foreign.wageId}`),
      await contractor.get(`${base}/requirements/${foreign.requirementId}`),
      await contractor.post(`${base}/requirements/${foreign.requirementId}`, {
        values: { body: { drinkingWater: { checked: true } } },
      }),
      await contractor.get(`${base}/subcontractors/${foreign.subId}`),
      await contractor.post(`${base}/subcontractors/grantLoginAccess`, { data: { id: foreign.subId } }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(Array(attempts.length).fill(404));
    expect(await snapshot([foreign.id])).toBe(before);

    // The foreign contractor still reaches its own records (the ids are real ones).
    const owner = await ctx.client().loginAs(world.contractor.email, WORLD_PASSWORD);
    expect(
      (await owner.get(`/api/establishments/${foreign.id}/subcontractors/${foreign.subId}`)).statusCode,
    ).toBe(200);
    // And one's own records are reached through one's own establishment.
    expect((await contractor.put(`${base}/licenses/${own.licenceId}`, { values: licence })).statusCode).toBe(
      200,
    );
  });
});
