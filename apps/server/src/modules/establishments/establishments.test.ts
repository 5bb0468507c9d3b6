import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { establishmentLicenses } from '../../db/schema/index.js';

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

const wages = (basic = '650', overTime: string | null = '200') => ({
  highlySkilled: { minimumBasic: '850', da: '150', overTime: '250' },
  skilled: { minimumBasic: basic, da: '120', ...(overTime ? { overTime } : {}) },
  semiSkilled: { minimumBasic: '550', da: '100', overTime: '160' },
  unskilled: { minimumBasic: '480', da: '90', overTime: '142.50' },
});

const establishmentValues = (name: string) => ({
  body: {
    name,
    natureOfWork: 'Road formation and culverts',
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
  min_wages: [{ start_date: '2026-04-01', body: wages() }],
});

async function newEstablishment(name: string) {
  const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, `${name} project`, [
    `${name} works`,
  ]);
  const sid = subprojectIds[0]!;
  await linkAgency(ctx.database.db, sid, 'consultant', ids.consultant!);
  await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!, ids.consultant!);
  const res = await contractor.post(`/api/subprojects/${sid}/establishments`, {
    values: establishmentValues(name),
  });
  expect(res.statusCode).toBe(200);
  return { subprojectId: sid, establishmentId: res.json().id as string };
}

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('establishment create', () => {
  it('creates an establishment with its minimum wages and requirements; the subproject holds work', async () => {
    const { subprojectId, establishmentId } = await newEstablishment('Hunsur road camp');
    const est = (await contractor.get(`/api/establishments/${establishmentId}`)).json();
    expect(est).toMatchObject({
      body: { name: 'Hunsur road camp', weeklyHoliday: 'Sunday' },
      status: 0,
      locked: false,
    });
    const mw = (
      await contractor.get(`/api/establishments/${establishmentId}/establishment-min-wages`)
    ).json();
    expect(mw).toEqual([expect.objectContaining({ start_date: '2026-04-01', end_date: null })]);
    const reqs = (await contractor.get(`/api/establishments/${establishmentId}/requirements`)).json();
    expect(reqs.map((r: { cms_master: { purpose: string } }) => r.cms_master.purpose)).toContain(
      'bocw-registration',
    );
    const bocw = reqs.find(
      (r: { cms_master: { purpose: string } }) => r.cms_master.purpose === 'bocw-registration',
    );
    expect(bocw.establishment_requirement.due_on).toBe('2026-11-30');
    expect((await govt.get(`/api/subprojects/${subprojectId}`)).json().status).toBe(2);
    const del = await govt.request({
      method: 'DELETE',
      url: `/api/subprojects/${subprojectId}`,
      payload: { values: { completion_body: { confirmText: 'DELETE', isApproved: { checked: true } } } },
    });
    expect(del.json().code).toBe('SUBPROJECT_IN_USE');
  });

  it('validates every step on the server and refuses other roles', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Validation project', [
      'Validation works',
    ]);
    const sid = subprojectIds[0]!;
    await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!);
    const values = establishmentValues('Bad camp');
    values.body.pincode = '012345';
    values.body.employerMobile = '123';
    values.min_wages = [{ start_date: '', body: wages('6.505') }];
    const res = await contractor.post(`/api/subprojects/${sid}/establishments`, { values });
    expect(res.json().fields).toMatchObject({
      'body.pincode': 'Invalid Pincode.',
      'body.employerMobile': 'Enter a valid mobile number',
      'min_wages.0.start_date': 'Required.',
      'min_wages.0.body.skilled.minimumBasic': 'Enter the amount in rupees, with at most two decimals',
    });
    expect(
      (await govt.post(`/api/subprojects/${sid}/establishments`, { values: establishmentValues('x') }))
        .statusCode,
    ).toBe(403);
    const unlinked = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
    expect(
      (await unlinked.post(`/api/subprojects/${sid}/establishments`, { values: establishmentValues('x') }))
        .statusCode,
    ).toBe(404);
  });
});

describe('minimum wages', () => {
  it('stores whether overtime was typed, and recalculates only what was not when basic changes', async () => {
    const { establishmentId } = await newEstablishment('Overtime camp');
    const base = `/api/establishments/${establishmentId}/establishment-min-wages`;
    const [period] = (await contractor.get(base)).json();
    const body = {
      ...wages('540', null),
      skilled: { minimumBasic: '540', da: '100', overTime: { value: 160, entered: false } },
      unskilled: { minimumBasic: '480', da: '90', overTime: { value: '150', entered: true } },
    };
    const saved = await contractor.put(base, {
      values: { id: period.id, start_date: period.start_date, body },
    });
    expect(saved.statusCode).toBe(200);
    const edited = {
      ...body,
      skilled: { ...body.skilled, minimumBasic: '555' },
      unskilled: { ...body.unskilled, minimumBasic: '500' },
    };
    await contractor.put(base, { values: { id: period.id, start_date: period.start_date, body: edited } });
    const [stored] = (await contractor.get(base)).json();
    expect(stored.body.skilled.overTime).toEqual({ value: '163.75', entered: false });
    expect(stored.body.unskilled.overTime).toEqual({ value: '150.00', entered: true });
  });

  it('keeps exact amounts, defaults overtime to twice the hourly wage, and never overlaps periods', async () => {
    const { establishmentId } = await newEstablishment('Wage camp');
    const base = `/api/establishments/${establishmentId}/establishment-min-wages`;
    const added = await contractor.post(base, {
      values: { start_date: '2026-10-01', body: wages('675.50', null) },
    });
    expect(added.json()).toMatchObject({ message: 'Establishment min wage added' });
    const list = (await contractor.get(base)).json();
    expect(list).toHaveLength(2);
    // The earlier open-ended period now ends the day before.
    expect(list[0]).toMatchObject({ start_date: '2026-04-01', end_date: '2026-09-30' });
    expect(list[1].body.skilled).toEqual({
      minimumBasic: '675.50',
      da: '120.00',
      overTime: { value: '198.88', entered: false },
    });

    const overlap = await contractor.post(base, {
      values: { start_date: '2026-06-01', end_date: '2026-07-31', body: wages() },
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('Minimum wage periods of an establishment cannot overlap.');
    const same = await contractor.post(base, { values: { start_date: '2026-10-01', body: wages() } });
    expect(same.statusCode).toBe(409);

    const updated = await contractor.put(base, {
      values: { id: list[1].id, start_date: '2026-10-01', body: wages('700') },
    });
    expect(updated.json()).toEqual({ message: 'Establishment min wage updated' });
    const missing = await contractor.post(base, { values: { body: wages() } });
    expect(missing.json().fields).toMatchObject({ start_date: 'Required.' });
    expect((await contractor.delete(`${base}/${list[1].id}`)).json()).toEqual({
      message: 'Establishment min wage deleted',
    });
    expect(
      (await consultant.post(base, { values: { start_date: '2027-04-01', body: wages() } })).statusCode,
    ).toBe(403);
  });
});

describe('licenses', () => {
  it('adds, updates and deletes a license; expiry must follow commencement', async () => {
    const { establishmentId } = await newEstablishment('Licence camp');
    const base = `/api/establishments/${establishmentId}/licenses`;
    const bad = await contractor.post(base, {
      values: {
        license_type: '1',
        body: { licenseNo: 'LL/MYS/2026/118' },
        start_date: '2026-10-01',
        end_date: '2026-09-01',
      },
    });
    expect(bad.json().fields).toEqual({ end_date: 'Must be after the commencement date' });
    const required = await contractor.post(base, { values: { license_type: '1' } });
    expect(required.json().fields).toMatchObject({
      'body.licenseNo': 'Required',
      start_date: 'Required',
      end_date: 'Required',
    });
    const added = await contractor.post(base, {
      values: {
        license_type: '1',
        body: { licenseNo: 'LL/MYS/2026/118', maxWorkers: '80' },
        start_date: '2026-10-01',
        end_date: '2027-09-30',
      },
    });
    expect(added.json().message).toBe('Establishment license added');
    const listed = (await govt.get(`/api/establishments/${establishmentId}/licenses-type/1`)).json();
    expect(listed).toEqual([
      expect.objectContaining({ body: { licenseNo: 'LL/MYS/2026/118', maxWorkers: '80' } }),
    ]);
    const updated = await contractor.put(`${base}/${listed[0].id}`, {
      values: {
        license_type: '1',
        body: { licenseNo: 'LL/MYS/2026/118A' },
        start_date: '2026-10-01',
        end_date: '2027-12-31',
      },
    });
    expect(updated.json()).toEqual({ message: 'Successfully updated the license entry.' });
    expect((await contractor.delete(`${base}/${listed[0].id}`)).json()).toEqual({
      message: 'Establishment license deleted',
    });
  });
});

describe('requirements', () => {
  it('the contractor fills a requirement once; others cannot', async () => {
    const { establishmentId } = await newEstablishment('Requirement camp');
    const reqs = (await contractor.get(`/api/establishments/${establishmentId}/requirements`)).json();
    const welfare = reqs.find(
      (r: { cms_master: { purpose: string } }) => r.cms_master.purpose === 'welfare-facilities',
    );
    const url = `/api/establishments/${establishmentId}/requirements/${welfare.id}`;
    const values = {
      body: { drinkingWater: { checked: true }, latrines: { checked: true }, firstAid: { checked: true } },
    };
    expect((await consultant.post(url, { values })).statusCode).toBe(403);
    const incomplete = await contractor.post(url, { values: { body: { drinkingWater: { checked: true } } } });
    expect(incomplete.json().fields).toMatchObject({ 'body.latrines': 'Required' });
    expect((await contractor.post(url, { values })).json()).toEqual({
      message: 'Form Submitted Successfully',
    });
    const second = await contractor.post(url, { values });
    expect(second.json().code).toBe('ALREADY_SUBMITTED');
    const read = (await govt.get(url)).json();
    expect(read.establishment_requirement.submitted_on).not.toBeNull();
  });

  it('the labour licence requirement and Licences keep one record: either screen records it, both read it', async () => {
    const labourLicence = async (establishmentId: string) =>
      (await contractor.get(`/api/establishments/${establishmentId}/requirements`))
        .json()
        .find((r: { cms_master: { purpose: string } }) => r.cms_master.purpose === 'labour-licence');
    const licences = async (establishmentId: string) =>
      (await contractor.get(`/api/establishments/${establishmentId}/licenses-type/1`)).json();

    // Recorded under Licences: the requirement is met by it and shows it.
    const first = (await newEstablishment('Licensed camp')).establishmentId;
    expect((await labourLicence(first)).establishment_requirement.submitted_on).toBeNull();
    const added = await contractor.post(`/api/establishments/${first}/licenses`, {
      values: {
        license_type: '1',
        body: { licenseNo: 'CLRA/MYS/2026/0731', maxWorkers: '80' },
        start_date: '2026-10-01',
        end_date: '2027-09-30',
      },
    });
    const met = await labourLicence(first);
    expect(met.establishment_requirement).toMatchObject({
      body: {
        licenceNo: 'CLRA/MYS/2026/0731',
        issuedOn: '2026-10-01',
        validUpto: '2027-09-30',
        maxWorkers: '80',
      },
      license_id: added.json().id,
    });
    expect(met.establishment_requirement.submitted_on).not.toBeNull();
    const copy = (await contractor.upload(`/api/files/establishments/${first}`, 'Licence.pdf', pdf)).json();
    const again = await contractor.post(`/api/establishments/${first}/requirements/${met.id}`, {
      values: {
        body: {
          licenceNo: 'CLRA/MYS/2026/0732',
          issuedOn: '2026-10-01',
          validUpto: '2027-01-01',
          maxWorkers: '5',
          document: { name: copy.name, url: copy.url },
        },
      },
    });
    expect(again.json().code).toBe('ALREADY_SUBMITTED');
    expect(await licences(first)).toHaveLength(1);

    // Recorded through the requirement: it is the licence, listed under Licences, not a second copy.
    const second = (await newEstablishment('Requirement licence camp')).establishmentId;
    const pending = await labourLicence(second);
    const document = (
      await contractor.upload(`/api/files/establishments/${second}`, 'Licence.pdf', pdf)
    ).json();
    const saved = await contractor.post(`/api/establishments/${second}/requirements/${pending.id}`, {
      values: {
        body: {
          licenceNo: 'CLRA/MYS/2026/0902',
          issuedOn: '2026-10-05',
          validUpto: '2027-10-04',
          maxWorkers: '45',
          document: { name: document.name, url: document.url },
        },
      },
    });
    expect(saved.json()).toEqual({ message: 'Form Submitted Successfully' });
    expect(await licences(second)).toEqual([
      expect.objectContaining({
        licenseType: 1,
        body: expect.objectContaining({ licenseNo: 'CLRA/MYS/2026/0902', maxWorkers: '45' }),
        start_date: '2026-10-05',
        end_date: '2027-10-04',
      }),
    ]);
    expect((await labourLicence(second)).establishment_requirement.body.licenceNo).toBe('CLRA/MYS/2026/0902');

    // An expired licence no longer meets it.
    await ctx.database.db
      .update(establishmentLicenses)
      .set({ startDate: '2025-01-01', endDate: '2025-12-31' })
      .where(eq(establishmentLicenses.establishmentId, second));
    expect((await labourLicence(second)).establishment_requirement).toMatchObject({
      body: null,
      submitted_on: null,
      license_id: null,
    });
  });
});

describe('completion and cancellation', () => {
  async function markCompletion(establishmentId: string, date = '2026-11-20', extra = {}) {
    const form = (
      await contractor.upload(`/api/files/establishments/${establishmentId}`, 'Form VII.pdf', pdf)
    ).json();
    return contractor.post(`/api/establishments/${establishmentId}/completion`, {
      values: {
        ...extra,
        completion_body: {
          date,
          formVII: { name: form.name, url: form.url },
          note: 'Work done',
        },
      },
    });
  }
  const approve = {
    values: { completion_body: { confirmText: 'complete', isGovtApproved: { checked: true } } },
  };

  it('refuses a date of completion before the date of commencement, whatever commencement is sent', async () => {
    const { establishmentId } = await newEstablishment('Early finish camp');
    const early = await markCompletion(establishmentId, '2026-09-30');
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({
      'completion_body.date': 'The date of completion cannot be before the date of commencement',
    });
    const forged = await markCompletion(establishmentId, '2026-09-30', { commencementDate: '2026-01-01' });
    expect(forged.statusCode).toBe(400);
    expect((await contractor.get(`/api/establishments/${establishmentId}`)).json().status).toBe(0);
    // The day work commenced is a valid last day.
    expect((await markCompletion(establishmentId, '2026-10-01')).statusCode).toBe(200);
  });

  it('the contractor marks completion and may undo; the Government rejects or approves, which locks everything', async () => {
    const { establishmentId } = await newEstablishment('Completion camp');
    const base = `/api/establishments/${establishmentId}`;
    expect((await consultant.post(`${base}/completion`, approve)).statusCode).toBe(403);
    const marked = await markCompletion(establishmentId);
    expect(marked.json()).toEqual({
      message: 'Completion marked. It awaits the approval of the Government.',
    });
    expect((await contractor.get(base)).json().status).toBe(1);
    expect((await contractor.post(`${base}/completion/open`)).json()).toEqual({
      message: 'Completion undone.',
    });
    await markCompletion(establishmentId);
    expect((await govt.post(`${base}/completion/open`)).statusCode).toBe(200);
    expect((await contractor.get(base)).json().status).toBe(0);
    await markCompletion(establishmentId);

    const wrongWord = await govt.post(`${base}/completion`, {
      values: { completion_body: { confirmText: 'done', isGovtApproved: { checked: true } } },
    });
    expect(wrongWord.json().fields).toEqual({ 'completion_body.confirmText': 'Type complete to confirm' });
    expect((await govt.post(`${base}/completion`, approve)).json()).toEqual({
      message: 'This establishment is marked as completed.',
    });

    expect((await contractor.get(`${base}/completion/locked`)).json()).toEqual({
      locked: true,
      message: 'This establishment is marked as completed and can no longer be changed.',
    });
    const writes = [
      await contractor.post(`${base}/establishment-min-wages`, {
        values: { start_date: '2027-04-01', body: wages() },
      }),
      await contractor.post(`${base}/licenses`, {
        values: {
          license_type: '2',
          body: { licenseNo: 'B-1' },
          start_date: '2026-10-01',
          end_date: '2027-10-01',
        },
      }),
      await contractor.post(`${base}/completion/open`),
      await govt.post(`${base}/completion/open`),
      await contractor.upload(`/api/files/establishments/${establishmentId}`, 'late.pdf', pdf),
    ];
    expect(writes.map((w) => [w.statusCode, w.json().code])).toEqual(Array(5).fill([403, 'LOCKED']));
  });

  it('completion by a non-contractor and approval by a non-Government are refused', async () => {
    const { establishmentId } = await newEstablishment('Roles camp');
    const base = `/api/establishments/${establishmentId}`;
    expect(
      (
        await govt.post(`${base}/completion`, {
          values: { completion_body: { date: '2026-11-20', formVII: {} } },
        })
      ).statusCode,
    ).toBe(400);
    await markCompletion(establishmentId);
    expect((await contractor.post(`${base}/completion`, approve)).statusCode).toBe(400);
    expect((await consultant.post(`${base}/completion`, approve)).statusCode).toBe(403);
  });

  it('the Government cancels with a note, the typed word CANCEL and the tick', async () => {
    const { establishmentId } = await newEstablishment('Cancel camp');
    const base = `/api/establishments/${establishmentId}`;
    const missing = await govt.post(`${base}/cancellation`, {
      values: { completion_body: { confirmText: 'cancel' } },
    });
    expect(missing.json().fields).toEqual({
      'completion_body.note': 'Required',
      'completion_body.confirmText': 'Type CANCEL to confirm',
      'completion_body.isGovtCancelled': 'Required',
    });
    expect((await contractor.post(`${base}/cancellation`, { values: {} })).statusCode).toBe(403);
    const ok = await govt.post(`${base}/cancellation`, {
      values: {
        completion_body: {
          note: 'Work package withdrawn',
          confirmText: 'CANCEL',
          isGovtCancelled: { checked: true },
        },
      },
    });
    expect(ok.json()).toEqual({ message: 'Closed successfully' });
    const est = (await govt.get(base)).json();
    expect(est).toMatchObject({ status: 2, locked: true });
    expect(est.closed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const write = await contractor.post(`${base}/establishment-min-wages`, {
      values: { start_date: '2027-04-01', body: wages() },
    });
    expect(write.json().message).toBe(
      'This establishment was cancelled by the Government and can no longer be changed.',
    );
  });
});

describe('subcontractors', () => {
  it('the contractor adds a subcontractor, who is mailed and signs in only once it has login access', async () => {
    const { establishmentId } = await newEstablishment('Subcontract camp');
    const base = `/api/establishments/${establishmentId}/subcontractors`;
    const email = 'prakash@shakti.example.in';
    const added = await contractor.post(base, {
      values: {
        agencies: { body: { name: 'Shakti Scaffolding Works' } },
        body: { work: 'Scaffolding and formwork', startDate: '2026-10-05' },
        users: { email_address: email, body: { name: 'Prakash Naik' } },
      },
    });
    expect(added.statusCode).toBe(200);
    const list = (await contractor.get(base)).json();
    expect(list).toEqual([
      expect.objectContaining({
        has_login_access: false,
        serial_no: 1,
        body: expect.objectContaining({ hasLoginAccess: 'No' }),
      }),
    ]);
    // No access, no mail.
    expect(await ctx.lastMailTo(email)).toBeUndefined();

    const setPassword = async (password: string) =>
      ctx.client().post('/api/setPassword', {
        values: {
          verifytoken: /\/setPassword\/([A-Za-z0-9_-]+)/.exec((await ctx.lastMailTo(email))!.text)![1],
          password,
          confirmPassword: password,
        },
      });
    // 'Forgot password' does not hand out a first password before access is granted either.
    const visitor = ctx.client();
    const forgot = await visitor.post('/api/forgotPassword', { email, ...(await visitor.captcha()) });
    expect(forgot.json()).toEqual({ message: 'Email has been sent.' });
    expect(await ctx.lastMailTo(email)).toBeUndefined();

    const detail = (await contractor.get(`${base}/${list[0].id}`)).json();
    expect(detail.users).toMatchObject({ name: 'Prakash Naik', email_address: email });
    const grant = await contractor.post(`${base}/grantLoginAccess`, { data: { id: list[0].id } });
    expect(grant.json()).toEqual({ message: 'Login access granted.' });
    const accessMail = (await ctx.lastMailTo(email))!;
    expect(accessMail.subject).toBe('Anupalan: login access to Subcontract camp');
    expect(accessMail.text).toContain(
      'Shakti Scaffolding Works has been given login access to the establishment Subcontract camp',
    );
    expect((await setPassword('Shakti@2026')).statusCode).toBe(200);
    const sub = await ctx.client().loginAs(email, 'Shakti@2026');
    expect((await sub.get(`/api/establishments/${establishmentId}`)).statusCode).toBe(200);
    expect((await sub.get(base)).statusCode).toBe(403);

    const revoke = await contractor.post(`${base}/revokeLoginAccess`, { data: { id: list[0].id } });
    expect(revoke.json()).toEqual({ message: 'Login access revoked.' });
    expect((await sub.get(`/api/establishments/${establishmentId}`)).statusCode).toBe(404);
    // Granted again to a user who has a password: the mail says to sign in.
    await contractor.post(`${base}/grantLoginAccess`, { data: { id: list[0].id } });
    const again = (await ctx.lastMailTo(email))!;
    expect(again.subject).toBe('Anupalan: login access to Subcontract camp');
    expect(again.text).toContain('Sign in: ');
    expect(again.text).not.toContain('/setPassword/');
    expect((await consultant.post(`${base}/grantLoginAccess`, { data: { id: list[0].id } })).statusCode).toBe(
      403,
    );
  });

  it('sends the set-password link with the access: at once, or when access is granted later', async () => {
    const { establishmentId } = await newEstablishment('Access camp');
    const base = `/api/establishments/${establishmentId}/subcontractors`;
    const add = (name: string, email: string, hasLoginAccess: boolean) =>
      contractor.post(base, {
        values: {
          agencies: { body: { name } },
          body: { work: 'Plumbing', startDate: '2026-10-05', hasLoginAccess: { checked: hasLoginAccess } },
          users: { email_address: email, body: { name: 'Naveen Shetty' } },
        },
      });
    expect((await add('Tunga Plumbing Services', 'naveen@tunga.example.in', true)).statusCode).toBe(200);
    const now = (await ctx.lastMailTo('naveen@tunga.example.in'))!;
    expect(now.subject).toBe('Anupalan: login access to Access camp');
    expect(now.text).toMatch(/Set password: .*\/setPassword\//);

    const later = await add('Hemavathi Painters', 'girija@hemavathi.example.in', false);
    expect(await ctx.lastMailTo('girija@hemavathi.example.in')).toBeUndefined();
    await contractor.post(`${base}/grantLoginAccess`, { data: { id: later.json().id } });
    const token = /\/setPassword\/([A-Za-z0-9_-]+)/.exec(
      (await ctx.lastMailTo('girija@hemavathi.example.in'))!.text,
    )![1];
    await ctx.client().post('/api/setPassword', {
      values: { verifytoken: token, password: 'Hemavathi@1', confirmPassword: 'Hemavathi@1' },
    });
    const sub = await ctx.client().loginAs('girija@hemavathi.example.in', 'Hemavathi@1');
    expect((await sub.get(`/api/establishments/${establishmentId}`)).statusCode).toBe(200);
  });
});

describe('View Logs', () => {
  it('lists the changes of an establishment and its records', async () => {
    const { establishmentId } = await newEstablishment('Logged camp');
    const entries = (await govt.get(`/api/audit/establishments/${establishmentId}`)).json();
    const kinds = entries.map((e: { action: string; entity: string }) => `${e.action} ${e.entity}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['Created Establishment', 'Created Minimum wages', 'Created Requirement']),
    );
    expect(entries.find((e: { entity: string }) => e.entity === 'Establishment').user).toBe('Suresh Patil');
  });
});
