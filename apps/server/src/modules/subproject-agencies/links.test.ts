import { ESTABLISHMENT_STATUS, establishmentNavItem } from '@anupalan/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstablishment, createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { agencies, establishments } from '../../db/schema/index.js';

let ctx: TestContext;
let govt: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

const linkIn = (text: string) => /\/setPassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function subproject(name: string) {
  const { projectId, subprojectIds } = await createProject(ctx.database.db, ids.govt!, `${name} project`, [
    name,
  ]);
  return { projectId, subprojectId: subprojectIds[0]! };
}

describe('consultant and contractor invites', () => {
  it('invites an existing consultant with an existing user, then a new contractor with a new user', async () => {
    const { projectId, subprojectId } = await subproject('Belagavi flyover');
    const signupLink = `/projects/${projectId}/subprojects/${subprojectId}/signup`;
    const invitedLine = (agency: string, kind: string) =>
      `Public Works Department, Karnataka has invited ${agency} as a ${kind} to the subproject Belagavi flyover of the project Belagavi flyover project.`;
    const candidates = (await govt.get(`/api/subprojects/${subprojectId}/consultants/agencies`)).json();
    expect(candidates.map((c: { name: string }) => c.name)).toEqual(['Sai Infra Consultants Pvt Ltd']);
    const users = (
      await govt.get(`/api/subprojects/${subprojectId}/consultants/agencies/${ids.consultant}`)
    ).json();
    const anil = users.find((u: { name: string }) => u.name === 'Anil Deshpande');

    const consultantInvite = await govt.post('/api/agencies/invite/consultant', {
      values: {
        agencies: { id: ids.consultant },
        users: { id: anil.id },
        subproject_users: { subproject_id: subprojectId },
      },
    });
    expect(consultantInvite.json()).toEqual({ message: 'Consultant is added' });
    const addedMail = (await ctx.lastMailTo('consultant@demo.anupalan.in'))!;
    expect(addedMail.subject).toBe('Anupalan: you have been added to Belagavi flyover');
    expect(addedMail.text).toContain(invitedLine('Sai Infra Consultants Pvt Ltd', 'consultant'));
    expect(addedMail.text).toContain(`Sign up for the subproject: http`);
    expect(addedMail.text).toContain(signupLink);

    const contractorInvite = await govt.post('/api/agencies/invite/contractor', {
      values: {
        agencies: { body: { name: 'Malaprabha Constructions' } },
        users: { email_address: 'shivanand@malaprabha.example.in', body: { name: 'Shivanand Patil' } },
        subproject_users: { subproject_id: subprojectId },
        subproject_agencies: { consultant_agency_id: ids.consultant },
      },
    });
    expect(contractorInvite.json()).toEqual({ message: 'Contractor is added' });

    // The new contractor's user is told who invited it where, sets a password and signs up.
    const invitation = (await ctx.lastMailTo('shivanand@malaprabha.example.in'))!;
    expect(invitation.subject).toBe('Anupalan: invitation to Belagavi flyover');
    expect(invitation.text).toContain(invitedLine('Malaprabha Constructions', 'contractor'));
    expect(invitation.text).toContain(signupLink);
    const token = linkIn(invitation.text)!;
    await ctx.client().post('/api/setPassword', {
      values: { verifytoken: token, password: 'Malaprabha@1', confirmPassword: 'Malaprabha@1' },
    });
    const shivanand = await ctx.client().loginAs('shivanand@malaprabha.example.in', 'Malaprabha@1');
    expect((await shivanand.get(`/api/subprojects/${subprojectId}`)).statusCode).toBe(200);
    const link = (await shivanand.get(`/api/agencies/subprojects/${subprojectId}`)).json();
    expect(link).toMatchObject({
      kind: 'contractor',
      consultant_agency_id: ids.consultant,
      signed_up_at: null,
    });
    expect((await shivanand.get('/api/agencies/signups')).json()).toEqual([
      {
        kind: 'contractor',
        agency_id: link.agency_id,
        subproject_id: subprojectId,
        project_id: projectId,
        subproject_name: 'Belagavi flyover',
        project_name: 'Belagavi flyover project',
      },
    ]);
    const signedUp = await shivanand.post('/api/agencies/signup', {
      values: {
        subproject_id: subprojectId,
        body: {
          name: 'Malaprabha Constructions',
          type: 'Company',
          panNo: 'AAJCM4821L',
          emailAddress: 'office@malaprabha.example.in',
          phoneNo: '+918312456712',
          mobileNo: '+919481223344',
          houseNo: '12',
          street: 'Station Road',
          town: 'Belagavi',
          district: 'Belagavi',
          state: 'Karnataka',
          pincode: '590001',
        },
      },
    });
    expect(signedUp.json()).toEqual({ message: 'Successfully edited the data!' });
    expect((await shivanand.get('/api/agencies/signups')).json()).toEqual([]);

    const contractors = (await govt.get(`/api/subprojects/${subprojectId}/contractors`)).json();
    expect(contractors).toEqual([
      expect.objectContaining({
        name: 'Malaprabha Constructions',
        consultant_name: 'Sai Infra Consultants Pvt Ltd',
        signed_up_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    const consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
    expect((await consultant.get(`/api/subprojects/${subprojectId}/contractors`)).json()).toHaveLength(1);
  });

  it('refuses a second invite of the same agency, a consultant not on the subproject, and other roles', async () => {
    const { subprojectId } = await subproject('Gokak falls bridge');
    const values = {
      agencies: { id: ids.contractor },
      users: { id: 'contractor@demo.anupalan.in' },
      subproject_users: { subproject_id: subprojectId },
    };
    expect((await govt.post('/api/agencies/invite/contractor', { values })).statusCode).toBe(200);
    const again = await govt.post('/api/agencies/invite/contractor', { values });
    expect(again.json()).toMatchObject({ message: 'Contractor is already added to this subproject' });

    const badConsultant = await govt.post('/api/agencies/invite/contractor', {
      values: {
        ...values,
        agencies: { id: ids.contractor2 },
        users: { id: 'contractor2@demo.anupalan.in' },
        subproject_agencies: { consultant_agency_id: ids.consultant },
      },
    });
    expect(badConsultant.statusCode).toBe(400);

    const wrongUser = await govt.post('/api/agencies/invite/contractor', {
      values: { ...values, agencies: { id: ids.contractor2 }, users: { id: 'contractor@demo.anupalan.in' } },
    });
    expect(wrongUser.json().fields).toEqual({ 'users.id': 'Choose a user of this agency.' });

    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    expect((await contractor.post('/api/agencies/invite/contractor', { values })).statusCode).toBe(403);
  });

  it('holds consultant companies and names to alphabets, numbers and underscores', async () => {
    const { subprojectId } = await subproject('Naming bridge');
    const res = await govt.post('/api/agencies/invite/consultant', {
      values: {
        agencies: { body: { name: 'Hegde & Associates' } },
        users: { email_address: 'hegde@assoc.example.in', body: { name: 'R. Hegde' } },
        subproject_users: { subproject_id: subprojectId },
      },
    });
    expect(res.json().fields).toEqual({
      'agencies.body.name': 'Use alphabets, numbers and underscores only',
      'users.body.name': 'Use alphabets, numbers and underscores only',
    });
  });

  it('validates the payload: an agency and a user must be named', async () => {
    const { subprojectId } = await subproject('Validation bridge');
    const res = await govt.post('/api/agencies/invite/consultant', {
      values: {
        agencies: {},
        users: { email_address: 'x' },
        subproject_users: { subproject_id: subprojectId },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ 'users.email_address': 'Invalid email' });
  });

  it('writes nothing when an invite fails halfway (the new user e-mail is taken)', async () => {
    const { subprojectId } = await subproject('Atomic bridge');
    const res = await govt.post('/api/agencies/invite/contractor', {
      values: {
        agencies: { body: { name: 'Half Written Builders' } },
        users: { email_address: 'govt@demo.anupalan.in', body: { name: 'Duplicate' } },
        subproject_users: { subproject_id: subprojectId },
      },
    });
    expect(res.statusCode).toBe(409);
    const all = (await govt.get('/api/global-agency/contractor?pageSize=100')).json();
    expect(all.map((a: { body: { name: string } }) => a.body.name)).not.toContain('Half Written Builders');
    expect((await govt.get(`/api/subprojects/${subprojectId}/contractors`)).json()).toEqual([]);
  });
});

describe('subproject agencies', () => {
  it("answers 'Not allowed to access this subproject' to an agency without a link", async () => {
    const { subprojectId } = await subproject('Unlinked works');
    const contractor = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
    const res = await contractor.get(`/api/agencies/subprojects/${subprojectId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not allowed to access this subproject');
  });

  it('lets an invited agency complete its sign-up for the subproject', async () => {
    const { subprojectId } = await subproject('Signup works');
    await linkAgency(ctx.database.db, subprojectId, 'consultant', ids.consultant!);
    const consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
    const body = {
      name: 'Sai Infra Consultants Pvt Ltd',
      emailAddress: 'office@saiinfra.example.in',
      phoneNo: '+91 8022345678',
      mobileNo: '+919845012345',
      houseNo: '14',
      street: '2nd Cross, Jayanagar 4th Block',
      town: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      pincode: '560011',
    };
    const bad = await consultant.post('/api/agencies/signup', {
      values: { subproject_id: subprojectId, body: { ...body, pincode: '56001' } },
    });
    expect(bad.json().fields).toEqual({ 'body.pincode': 'Invalid Pincode.' });
    const ok = await consultant.post('/api/agencies/signup', {
      values: { subproject_id: subprojectId, body },
    });
    expect(ok.json()).toEqual({ message: 'Successfully edited the data!' });
    expect(
      (await consultant.get(`/api/agencies/subprojects/${subprojectId}`)).json().signed_up_at,
    ).not.toBeNull();
  });

  it('terminates a contractor once, and switches its consultant with a handover date', async () => {
    const { subprojectId } = await subproject('Termination works');
    await linkAgency(ctx.database.db, subprojectId, 'consultant', ids.consultant!);
    const other = await ctx.database.db
      .insert(agencies)
      .values({ type: 'Consultant', scopeAgencyId: ids.govt!, body: { name: 'Hampi Heritage Consultants' } })
      .returning({ id: agencies.id });
    await linkAgency(ctx.database.db, subprojectId, 'consultant', other[0]!.id);
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!, ids.consultant!);
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor2!, ids.consultant!);

    const options = (
      await govt.get(`/api/subprojects/${subprojectId}/consultants/subproject_agencies`)
    ).json();
    expect(options.map((o: { label: string }) => o.label).sort()).toEqual([
      'Hampi Heritage Consultants',
      'Sai Infra Consultants Pvt Ltd',
    ]);
    expect(options[0]).toEqual({
      id: options[0].value,
      name: options[0].label,
      label: options[0].label,
      value: options[0].value,
    });
    const missing = await govt.post('/api/agencies/switch-consultant', {
      values: { subproject_id: subprojectId, contractor_agency_id: ids.contractor },
    });
    expect(missing.json().fields).toEqual({
      'subproject_agencies.consultant_agency_id': 'Required',
      'subproject_agencies.body.date_of_handover': 'Required',
    });
    const switched = await govt.post('/api/agencies/switch-consultant', {
      values: {
        subproject_id: subprojectId,
        contractor_agency_id: ids.contractor,
        subproject_agencies: { consultant_agency_id: other[0]!.id, body: { date_of_handover: '2026-11-01' } },
      },
    });
    expect(switched.json()).toEqual({ message: 'Successfully edited the data!' });
    const link = (await govt.get(`/api/subprojects/${subprojectId}/contractors/${ids.contractor}`)).json();
    expect(link).toMatchObject({
      consultant_name: 'Hampi Heritage Consultants',
      body: { date_of_handover: '2026-11-01' },
    });

    const termination = {
      values: { termination_body: { terminateDate: '2026-11-15', reason: 'Work abandoned' } },
    };
    const url = `/api/subprojects/${subprojectId}/contractors/${ids.contractor2}/termination`;
    expect((await govt.post(url, termination)).json()).toEqual({ message: 'Successfully edited the data!' });
    expect((await govt.post(url, termination)).json().code).toBe('ALREADY_TERMINATED');
    const terminated = (
      await govt.get(`/api/subprojects/${subprojectId}/contractors/${ids.contractor2}`)
    ).json();
    expect(terminated.terminated_on).toBe('2026-11-15');
    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    expect((await contractor.post(url, termination)).statusCode).toBe(403);
  });

  it('manages the users of a linked agency on the subproject', async () => {
    const { subprojectId } = await subproject('Users works');
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!);
    const base = `/api/subprojects/${subprojectId}/contractors/${ids.contractor}/users`;
    const add = await govt.post(base, {
      values: { users: { body: { name: 'Girish Karnad' }, email: 'girish@shreeganesh.example.in' } },
    });
    expect(add.json()).toEqual({ message: 'User was added successfully' });
    const list = (await govt.get(base)).json();
    expect(list.map((u: { body: { name: string } }) => u.body.name)).toEqual(['Girish Karnad']);
    const removed = await govt.delete(
      `/api/agencies/${ids.contractor}/users/${list[0].user_id}?subproject_id=${subprojectId}`,
    );
    expect(removed.json()).toEqual({ message: 'User removed' });
    expect((await govt.get(base)).json()).toEqual([]);
  });

  it('lists establishments of a subproject by role', async () => {
    const { subprojectId } = await subproject('Establishment works');
    await linkAgency(ctx.database.db, subprojectId, 'consultant', ids.consultant!);
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!, ids.consultant!);
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor2!);
    await createEstablishment(ctx.database.db, subprojectId, ids.contractor!, 'Camp A');
    await createEstablishment(ctx.database.db, subprojectId, ids.contractor2!, 'Camp B');
    const names = async (client: TestClient) =>
      (await client.get(`/api/subprojects/${subprojectId}/establishments`))
        .json()
        .map((e: { body: { name: string } }) => e.body.name);
    expect(await names(govt)).toEqual(['Camp A', 'Camp B']);
    expect(await names(await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD))).toEqual([
      'Camp A',
    ]);
    expect(await names(await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD))).toEqual([
      'Camp A',
    ]);
  });

  it('answers the side navigation with only what it shows, in the shared contract', async () => {
    const { subprojectId } = await subproject('Navigation works');
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!);
    const zuluId = await createEstablishment(ctx.database.db, subprojectId, ids.contractor!, 'Yard "Zulu"');
    const alphaId = await createEstablishment(ctx.database.db, subprojectId, ids.contractor!, 'Camp Alpha');
    await ctx.database.db
      .update(establishments)
      .set({ status: ESTABLISHMENT_STATUS.cancelled, closedOn: '2026-11-20', completionBody: { note: 'x' } })
      .where(eq(establishments.id, zuluId));
    const res = await govt.get(`/api/subprojects/${subprojectId}/establishments`);
    expect(res.statusCode).toBe(200);
    // Written as JSON by the database and sent as it is: it must hold the contract's fields and nothing else.
    const strict = establishmentNavItem.extend({ body: establishmentNavItem.shape.body.strict() }).strict();
    expect(strict.array().parse(res.json())).toEqual([
      {
        id: alphaId,
        contractor_agency_id: ids.contractor,
        body: { name: 'Camp Alpha', state: 'Karnataka' },
        status: ESTABLISHMENT_STATUS.open,
        closed_on: null,
      },
      {
        id: zuluId,
        contractor_agency_id: ids.contractor,
        body: { name: 'Yard "Zulu"', state: 'Karnataka' },
        status: ESTABLISHMENT_STATUS.cancelled,
        closed_on: '2026-11-20',
      },
    ]);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const empty = await subproject('Navigation without establishments');
    expect((await govt.get(`/api/subprojects/${empty.subprojectId}/establishments`)).json()).toEqual([]);
  });

  it('narrows the establishment list to one contractor with contractor_agency_id', async () => {
    const { subprojectId } = await subproject('Filtered works');
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!);
    await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor2!);
    await createEstablishment(ctx.database.db, subprojectId, ids.contractor!, 'Camp C');
    await createEstablishment(ctx.database.db, subprojectId, ids.contractor2!, 'Camp D');
    const list = (query: string) => govt.get(`/api/subprojects/${subprojectId}/establishments?${query}`);
    const names = async (query: string) =>
      (await list(query)).json().map((e: { body: { name: string } }) => e.body.name);
    expect(await names(`contractor_agency_id=${ids.contractor2}`)).toEqual(['Camp D']);
    expect(await names(`contractor_agency_id=${ids.contractor}`)).toEqual(['Camp C']);
    expect(await names(`contractor_agency_id=${ids.consultant}`)).toEqual([]);
    expect((await list('contractor_agency_id=nope')).statusCode).toBe(400);
  });
});
