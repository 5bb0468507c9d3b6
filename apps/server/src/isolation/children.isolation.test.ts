import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import { minWageColumns } from '../db/min-wage-amounts.js';
import {
  consultantCommentReplies,
  consultantComments,
  employees,
  employeeVerifications,
  employeeWagePeriods,
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishmentSubcontractors,
  establishments,
  projects,
  subprojectAgencies,
  users,
} from '../db/schema/index.js';
import { DEMO_MIN_WAGES } from '../db/seed/demo-projects.js';

/**
 * An establishment's records (wage periods, licences, requirements, subcontractor engagements) are reached by
 * their own id together with their establishment's, and only in the caller's scope. Two governments: every role
 * of one side sends the other side's record ids through its own establishment's address, and calls the other
 * side's establishments in every state they can be in (open, completion marked, approved, cancelled, the
 * contractor terminated, the subcontractor's engagement ended, the project deleted). Every answer is 403 or
 * 404, and no record of the other side changes.
 */
let ctx: TestContext;
let east: World;
let west: World;
const clients = new Map<string, TestClient>();
const ROLES = ['government', 'contractor', 'consultant', 'subcontractor'] as const;

interface Records {
  id: string;
  wageId: string;
  licenceId: string;
  requirementId: string;
  engagementId: string;
  commentId: string;
  employeeId: string;
  employeeWageId: string;
  verificationId: string;
}

/** One side's work site: a project with a subproject, its consultant and contractor linked. */
async function site(world: World, name: string) {
  const db = ctx.database.db;
  const { projectId, subprojectIds } = await createProject(db, world.government.id, `${name} project`, [
    name,
  ]);
  const subprojectId = subprojectIds[0]!;
  await linkAgency(db, subprojectId, 'consultant', world.consultant.id);
  await linkAgency(db, subprojectId, 'contractor', world.contractor.id, world.consultant.id);
  return { projectId, subprojectId };
}

/** An establishment with one record of each kind; its subcontractor has login access. */
async function establishmentWithRecords(world: World, subprojectId: string, name: string): Promise<Records> {
  const db = ctx.database.db;
  const id = await createEstablishment(db, subprojectId, world.contractor.id, name);
  await db.update(establishments).set({ commencementDate: '2026-10-01' }).where(eq(establishments.id, id));
  const [wage] = await db
    .insert(establishmentMinWages)
    .values({ establishmentId: id, startDate: '2026-04-01', ...minWageColumns(DEMO_MIN_WAGES) })
    .returning({ id: establishmentMinWages.id });
  const [licence] = await db
    .insert(establishmentLicenses)
    .values({
      establishmentId: id,
      licenseType: 1,
      body: { licenseNo: `${name}/LL` },
      startDate: '2026-10-01',
      endDate: '2027-09-30',
    })
    .returning({ id: establishmentLicenses.id });
  const [requirement] = await db
    .insert(establishmentRequirements)
    .values({ establishmentId: id, requirementCode: 'welfare-facilities', dueOn: '2026-11-30' })
    .returning({ id: establishmentRequirements.id });
  const [engagement] = await db
    .insert(establishmentSubcontractors)
    .values({
      establishmentId: id,
      subcontractorAgencyId: world.subcontractor.id,
      hasLoginAccess: true,
      body: { name: 'Sub' },
    })
    .returning({ id: establishmentSubcontractors.id });
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, world.consultant.email));
  const [comment] = await db
    .insert(consultantComments)
    .values({
      establishmentId: id,
      category: 'establishmentInfo',
      url: `/establishments/${id}/details`,
      comment: `Remark on ${name}`,
      createdBy: author!.id,
      agencyId: world.consultant.id,
    })
    .returning({ id: consultantComments.id });
  const [employee] = await db
    .insert(employees)
    .values({
      establishmentId: id,
      employeeCode: `${name}/E1`,
      name: 'Muniyappa',
      dateOfBirth: '1988-03-02',
      dateOfJoining: '2026-10-05',
      designation: 'Mason',
      skillCategory: 'skilled',
    })
    .returning({ id: employees.id });
  const [employeeWage] = await db
    .insert(employeeWagePeriods)
    .values({
      establishmentId: id,
      employeeId: employee!.id,
      startDate: '2026-10-05',
      wageAmount: '700.00',
      da: '120.00',
      overtimeRate: '205.00',
    })
    .returning({ id: employeeWagePeriods.id });
  // Migration 0014 gave the worker its verification forms.
  const [verification] = await db
    .select({ id: employeeVerifications.id })
    .from(employeeVerifications)
    .where(eq(employeeVerifications.employeeId, employee!.id))
    .limit(1);
  return {
    id,
    employeeId: employee!.id,
    employeeWageId: employeeWage!.id,
    verificationId: verification!.id,
    commentId: comment!.id,
    wageId: wage!.id,
    licenceId: licence!.id,
    requirementId: requirement!.id,
    engagementId: engagement!.id,
  };
}

/** Every row of these establishments and their records, to compare before and after. */
async function snapshot(establishmentIds: string[]) {
  const db = ctx.database.db;
  const of = (t: { establishmentId: PgColumn }) => inArray(t.establishmentId, establishmentIds);
  return JSON.stringify([
    await db
      .select()
      .from(establishments)
      .where(inArray(establishments.id, establishmentIds))
      .orderBy(establishments.id),
    await db
      .select()
      .from(establishmentMinWages)
      .where(of(establishmentMinWages))
      .orderBy(establishmentMinWages.id),
    await db
      .select()
      .from(establishmentLicenses)
      .where(of(establishmentLicenses))
      .orderBy(establishmentLicenses.id),
    await db
      .select()
      .from(establishmentRequirements)
      .where(of(establishmentRequirements))
      .orderBy(establishmentRequirements.id),
    await db
      .select()
      .from(establishmentSubcontractors)
      .where(of(establishmentSubcontractors))
      .orderBy(establishmentSubcontractors.id),
    await db.select().from(consultantComments).where(of(consultantComments)).orderBy(consultantComments.id),
    await db.select().from(employees).where(of(employees)).orderBy(employees.id),
    await db
      .select()
      .from(employeeWagePeriods)
      .where(of(employeeWagePeriods))
      .orderBy(employeeWagePeriods.id),
    await db
      .select()
      .from(employeeVerifications)
      .where(of(employeeVerifications))
      .orderBy(employeeVerifications.id),
    await db
      .select()
      .from(consultantCommentReplies)
      .where(of(consultantCommentReplies))
      .orderBy(consultantCommentReplies.id),
  ]);
}

const wages = {
  highlySkilled: { minimumBasic: '850', da: '150', overTime: '250' },
  skilled: { minimumBasic: '650', da: '120', overTime: '200' },
  semiSkilled: { minimumBasic: '550', da: '100', overTime: '160' },
  unskilled: { minimumBasic: '480', da: '90', overTime: '142.50' },
};
const licence = {
  license_type: '1',
  body: { licenseNo: 'LL/INTRUDER/1', maxWorkers: '80' },
  start_date: '2026-10-01',
  end_date: '2027-09-30',
};

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `base` is the establishment's address, `of` the records whose ids are sent. */
  url: (base: string, of: Records) => string;
  body?: (of: Records) => Record<string, unknown>;
  headers?: Record<string, string>;
}

const worker = {
  employee_code: 'INTRUDER-1',
  name: 'Intruder',
  date_of_birth: '1990-01-01',
  date_of_joining: '2026-10-05',
  designation: 'Mason',
  skill_category: 'skilled',
  body: {
    gender: 'Male',
    fatherOrSpouseName: 'Someone',
    nationality: 'Indian',
    employmentType: 'Contract',
  },
};
const wagePeriod = { wage_start_date: '2026-12-01', wage_amount: '900', da: '120' };

/** Every route that names a record of an establishment, by the record's id. */
const RECORD_PROBES: Probe[] = [
  {
    name: 'edit licence',
    method: 'PUT',
    url: (b, r) => `${b}/licenses/${r.licenceId}`,
    body: () => ({ values: licence }),
  },
  { name: 'delete licence', method: 'DELETE', url: (b, r) => `${b}/licenses/${r.licenceId}` },
  { name: 'read employee', method: 'GET', url: (b, r) => `${b}/employees/${r.employeeId}` },
  {
    name: 'edit employee',
    method: 'POST',
    url: (b) => `${b}/employees`,
    headers: { isEdit: 'true' },
    body: (r) => ({ values: { ...worker, id: r.employeeId } }),
  },
  { name: 'delete employee', method: 'DELETE', url: (b, r) => `${b}/employees/${r.employeeId}` },
  {
    name: "employee's wage periods",
    method: 'GET',
    url: (b, r) => `${b}/employees/${r.employeeId}/employee-wage-period`,
  },
  { name: "employee's wage", method: 'GET', url: (b, r) => `${b}/employees/${r.employeeId}/employee-wage` },
  {
    name: 'add employee wage period',
    method: 'POST',
    url: (b, r) => `${b}/employees/${r.employeeId}/employee-wage-period`,
    body: () => ({ values: wagePeriod }),
  },
  {
    name: 'edit employee wage period',
    method: 'POST',
    url: (b, r) => `${b}/employees/${r.employeeId}/employee-wage-period`,
    headers: { isEdit: 'true' },
    body: (r) => ({ values: { ...wagePeriod, id: r.employeeWageId } }),
  },
  {
    name: "employee's verification forms",
    method: 'GET',
    url: (b, r) => `${b}/employees/${r.employeeId}/employee-verification`,
  },
  {
    name: 'upload verification form',
    method: 'POST',
    url: (b, r) => `${b}/employees/${r.employeeId}/employee-verification/${r.verificationId}`,
    body: (r) => ({ values: { id: r.verificationId, body: { name: 'signed.pdf', url: r.employeeId } } }),
  },
  {
    name: 'delete verification form',
    method: 'DELETE',
    url: (b, r) => `${b}/employees/${r.employeeId}/employee-verification/${r.verificationId}`,
    body: (r) => ({ values: { id: r.verificationId } }),
  },
  {
    name: 'print verification form',
    method: 'GET',
    url: (_b, r) => `/gen-forms/establishment-employees/${r.employeeId}/police-verification`,
  },
  {
    name: 'edit wage period',
    method: 'PUT',
    url: (b) => `${b}/establishment-min-wages`,
    body: (r) => ({ values: { id: r.wageId, start_date: '2028-04-01', body: wages } }),
  },
  { name: 'delete wage period', method: 'DELETE', url: (b, r) => `${b}/establishment-min-wages/${r.wageId}` },
  { name: 'read requirement', method: 'GET', url: (b, r) => `${b}/requirements/${r.requirementId}` },
  {
    name: 'fill requirement',
    method: 'POST',
    url: (b, r) => `${b}/requirements/${r.requirementId}`,
    body: () => ({ values: { body: { drinkingWater: { checked: true } } } }),
  },
  { name: 'read subcontractor', method: 'GET', url: (b, r) => `${b}/subcontractors/${r.engagementId}` },
  {
    name: 'grant login access',
    method: 'POST',
    url: (b) => `${b}/subcontractors/grantLoginAccess`,
    body: (r) => ({ data: { id: r.engagementId } }),
  },
  {
    name: 'revoke login access',
    method: 'POST',
    url: (b) => `${b}/subcontractors/revokeLoginAccess`,
    body: (r) => ({ data: { id: r.engagementId } }),
  },
  {
    name: 'reply to comment',
    method: 'POST',
    url: (b) => `${b}/consultant-comments/replies`,
    body: (r) => ({ reply: 'Intrusion', comment_id: r.commentId }),
  },
  {
    name: 'resolve comment',
    method: 'POST',
    url: (b) => `${b}/consultant-comments/resolve`,
    body: (r) => ({ id: r.commentId }),
  },
  {
    name: 'reopen comment',
    method: 'POST',
    url: (b) => `${b}/consultant-comments/reopen`,
    body: (r) => ({ id: r.commentId }),
  },
];

/** The routes of a whole establishment, read and write. */
const ESTABLISHMENT_PROBES: Probe[] = [
  { name: 'details', method: 'GET', url: (b) => b },
  { name: 'wage periods', method: 'GET', url: (b) => `${b}/establishment-min-wages` },
  { name: 'licences', method: 'GET', url: (b) => `${b}/licenses-type/1` },
  { name: 'requirements', method: 'GET', url: (b) => `${b}/requirements` },
  { name: 'subcontractors', method: 'GET', url: (b) => `${b}/subcontractors` },
  { name: 'lock state', method: 'GET', url: (b) => `${b}/completion/locked` },
  { name: 'comments', method: 'GET', url: (b) => `${b}/consultant-comments` },
  { name: 'comment stats', method: 'GET', url: (b) => `${b}/consultant-comments/stats` },
  { name: 'employees', method: 'GET', url: (b) => `${b}/employees?status=Active` },
  { name: 'employee count', method: 'GET', url: (b) => `${b}/employees/total-count` },
  { name: 'employee search', method: 'GET', url: (b) => `${b}/employees/search-employees?nameOrCode=Mu` },
  { name: 'earliest joining date', method: 'GET', url: (b) => `${b}/earliest-joining-date` },
  {
    name: 'manpower report',
    method: 'GET',
    url: (b) => `${b}/employees/manpower-report?from_date=01/11/2026&to_date=20/11/2026`,
  },
  { name: 'Form A', method: 'GET', url: (b) => `${b.replace(/^\/api\//, '/gen-forms/')}/employee-register` },
  {
    name: 'adolescent register',
    method: 'GET',
    url: (b) => `${b.replace(/^\/api\//, '/gen-forms/')}/adol-employee-register`,
  },
  { name: 'add employee', method: 'POST', url: (b) => `${b}/employees`, body: () => ({ values: worker }) },
  { name: 'comments of a category', method: 'GET', url: (b) => `${b}/consultant-comments/category/returns` },
  {
    name: 'comment',
    method: 'POST',
    url: (b) => `${b}/consultant-comments`,
    body: () => ({ comment: 'Intrusion', url: '/details' }),
  },
  {
    name: 'add wage period',
    method: 'POST',
    url: (b) => `${b}/establishment-min-wages`,
    body: () => ({ values: { start_date: '2029-04-01', body: wages } }),
  },
  { name: 'add licence', method: 'POST', url: (b) => `${b}/licenses`, body: () => ({ values: licence }) },
  { name: 'reopen completion', method: 'POST', url: (b) => `${b}/completion/open` },
  {
    name: 'cancel',
    method: 'POST',
    url: (b) => `${b}/cancellation`,
    body: () => ({
      values: {
        completion_body: { note: 'Intrusion', confirmText: 'CANCEL', isGovtCancelled: { checked: true } },
      },
    }),
  },
  ...RECORD_PROBES,
];

async function refusals(client: TestClient, base: string, of: Records, probes: Probe[]) {
  const failures: string[] = [];
  for (const probe of probes) {
    const res = await client.request({
      method: probe.method,
      url: probe.url(base, of),
      ...(probe.body ? { payload: probe.body(of) } : {}),
      ...(probe.headers ? { headers: probe.headers } : {}),
    });
    if (res.statusCode !== 403 && res.statusCode !== 404) failures.push(`${probe.name}: ${res.statusCode}`);
  }
  return failures;
}

let eastOwn: Records;
/** West's establishments, one in each state an establishment or its work can be in. */
const westStates = new Map<string, Records>();

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  east = await createWorld(db, 'east-records');
  west = await createWorld(db, 'west-records');
  const eastSite = await site(east, 'East records');
  eastOwn = await establishmentWithRecords(east, eastSite.subprojectId, 'East camp');
  for (const role of ROLES) clients.set(role, await ctx.client().loginAs(east[role].email, WORLD_PASSWORD));

  const westSite = await site(west, 'West records');
  const inState = async (state: string, change?: (r: Records) => Promise<unknown>) => {
    const records = await establishmentWithRecords(west, westSite.subprojectId, `West ${state}`);
    await change?.(records);
    westStates.set(state, records);
  };
  const setEstablishment = (values: Partial<typeof establishments.$inferInsert>) => (r: Records) =>
    db.update(establishments).set(values).where(eq(establishments.id, r.id));
  await inState('open');
  await inState('completion marked', setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked }));
  await inState(
    'approved (locked)',
    setEstablishment({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' }),
  );
  await inState(
    'cancelled',
    setEstablishment({ status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-11-20' }),
  );
  await inState('subcontractor engagement ended', (r) =>
    db
      .update(establishmentSubcontractors)
      .set({ endDate: '2026-11-15', hasLoginAccess: false })
      .where(eq(establishmentSubcontractors.id, r.engagementId)),
  );
  // A subproject whose contractor was terminated, and a deleted project.
  const terminatedSite = await site(west, 'West terminated');
  westStates.set(
    'contractor terminated',
    await establishmentWithRecords(west, terminatedSite.subprojectId, 'West terminated'),
  );
  await db
    .update(subprojectAgencies)
    .set({ terminatedOn: '2026-11-18' })
    .where(eq(subprojectAgencies.subprojectId, terminatedSite.subprojectId));
  const deletedSite = await site(west, 'West deleted');
  westStates.set(
    'project deleted',
    await establishmentWithRecords(west, deletedSite.subprojectId, 'West deleted'),
  );
  await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, deletedSite.projectId));
});
afterAll(async () => ctx?.close());

describe("another tenant's records through one's own establishment", () => {
  for (const role of ROLES) {
    it(`east's ${role} sends west's record ids through east's own establishment: none is found, none changes`, async () => {
      const ids = [...westStates.values()].map((r) => r.id);
      const before = await snapshot(ids);
      const failures: string[] = [];
      for (const [state, records] of westStates) {
        const found = await refusals(
          clients.get(role)!,
          `/api/establishments/${eastOwn.id}`,
          records,
          RECORD_PROBES,
        );
        failures.push(...found.map((f) => `${state}: ${f}`));
      }
      expect(failures).toEqual([]);
      expect(await snapshot(ids)).toBe(before);
    });
  }

  it("one's own records stay reachable through one's own establishment (the probes are real)", async () => {
    const contractor = clients.get('contractor')!;
    const base = `/api/establishments/${eastOwn.id}`;
    expect((await contractor.get(`${base}/requirements/${eastOwn.requirementId}`)).statusCode).toBe(200);
    expect((await contractor.get(`${base}/subcontractors/${eastOwn.engagementId}`)).statusCode).toBe(200);
    expect((await contractor.get(`${base}/employees/${eastOwn.employeeId}`)).statusCode).toBe(200);
    const ownWage = `${base}/employees/${eastOwn.employeeId}/employee-wage-period`;
    expect((await contractor.get(ownWage)).json()).toHaveLength(1);
    const ownForms = `${base}/employees/${eastOwn.employeeId}/employee-verification`;
    expect((await contractor.get(ownForms)).json()).toHaveLength(2);
    expect(
      (await contractor.get(`/gen-forms/establishments/${eastOwn.id}/employee-register`)).statusCode,
    ).toBe(200);
    expect(
      (await contractor.get(`/gen-forms/establishment-employees/${eastOwn.employeeId}/police-verification`))
        .statusCode,
    ).toBe(200);
    expect(
      (await contractor.put(`${base}/licenses/${eastOwn.licenceId}`, { values: licence })).statusCode,
    ).toBe(200);
    const reply = { reply: 'Noted', comment_id: eastOwn.commentId };
    expect((await contractor.post(`${base}/consultant-comments/replies`, reply)).statusCode).toBe(200);
    expect(
      (await contractor.post(`${base}/consultant-comments/resolve`, { id: eastOwn.commentId })).statusCode,
    ).toBe(200);
  });
});

describe("another tenant's establishments in every state", () => {
  for (const role of ROLES) {
    it(`east's ${role} reaches no establishment of west, whatever its state, and changes nothing`, async () => {
      const ids = [...westStates.values()].map((r) => r.id);
      const before = await snapshot(ids);
      const failures: string[] = [];
      for (const [state, records] of westStates) {
        const found = await refusals(
          clients.get(role)!,
          `/api/establishments/${records.id}`,
          records,
          ESTABLISHMENT_PROBES,
        );
        failures.push(...found.map((f) => `${state}: ${f}`));
      }
      expect(failures).toEqual([]);
      expect(await snapshot(ids)).toBe(before);
    });
  }

  it("west's own contractor still reads each of them (the states are real records)", async () => {
    const owner = await ctx.client().loginAs(west.contractor.email, WORLD_PASSWORD);
    for (const [state, records] of westStates) {
      if (state === 'project deleted') continue;
      expect([state, (await owner.get(`/api/establishments/${records.id}`)).statusCode]).toEqual([
        state,
        200,
      ]);
    }
  });
});
