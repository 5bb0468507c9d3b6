import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createWorld, WORLD_PASSWORD, type World } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let world: World;
let ownContractorId: string;
let ownConsultantId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
  ownContractorId = (await contractor.get('/api/agencies/current')).json().id;
  ownConsultantId = (await consultant.get('/api/agencies/current')).json().id;
  world = await createWorld(ctx.database.db, 'other');
});
afterAll(async () => ctx?.close());

const contractorDetails = {
  body: {
    name: 'Shree Ganesh Constructions',
    type: 'Partnership Firm',
    panNo: 'AAFCS1234K',
    emailAddress: 'accounts@shreeganesh.example.in',
    phoneNo: '+91 8212456789',
    mobileNo: '+91 9900112233',
    houseNo: '221',
    street: 'Industrial Suburb, 1st Stage',
    town: 'Mysuru',
    district: 'Mysuru',
    state: 'Karnataka',
    pincode: '570008',
  },
};

describe('Agency Details (/api/agencies/current)', () => {
  it("returns the caller's own agency", async () => {
    const govtAgency = (await govt.get('/api/agencies/current')).json();
    expect(govtAgency).toMatchObject({
      type: 'Government',
      body: { name: 'Public Works Department, Karnataka' },
    });
  });

  it('validates a contractor with the spec messages: PAN, pincode, mobile', async () => {
    const bad = {
      body: { ...contractorDetails.body, panNo: 'ABC123', pincode: '012345', mobileNo: '12345' },
    };
    const res = await contractor.post('/api/agencies/current', { values: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'body.panNo': 'Invalid PAN number',
      'body.pincode': 'Invalid Pincode.',
      'body.mobileNo': 'Enter a valid mobile number',
    });
  });

  it('saves valid details, keeping only schema fields', async () => {
    const res = await contractor.post('/api/agencies/current', {
      values: { body: { ...contractorDetails.body, lin: '1-2345-6789-0', injected: 'x' }, other: 1 },
    });
    expect(res.statusCode).toBe(200);
    const saved = (await contractor.get('/api/agencies/current')).json();
    expect(saved.body).toMatchObject({ type: 'Partnership Firm', lin: '1-2345-6789-0' });
    expect(saved.body.injected).toBeUndefined();
  });

  it('accepts a document uploaded by the agency and refuses one of another agency', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const own = (await contractor.upload('/api/files', 'registration.pdf', pdf)).json();
    const foreign = (await consultant.upload('/api/files', 'other.pdf', pdf)).json();
    const withForeign = {
      body: { ...contractorDetails.body, uploadAgencyDocument: { name: 'x.pdf', url: foreign.url } },
    };
    expect((await contractor.post('/api/agencies/current', { values: withForeign })).statusCode).toBe(400);
    const withOwn = {
      body: { ...contractorDetails.body, uploadAgencyDocument: { name: own.name, url: own.url } },
    };
    expect((await contractor.post('/api/agencies/current', { values: withOwn })).statusCode).toBe(200);
    // The Government reads the documents of agencies in its scope; other contractors do not.
    expect((await govt.get(`/api/files?url=${own.url}`)).statusCode).toBe(200);
    const other = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
    expect((await other.get(`/api/files?url=${own.url}`)).statusCode).toBe(404);
  });

  it("lets the Government attach a contractor's document, which the contractor then reads", async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const upload = (await govt.upload('/api/files', 'pan-card.pdf', pdf)).json();
    const saved = await govt.post(`/api/global-agency/contractor/${ownContractorId}`, {
      values: {
        body: { ...contractorDetails.body, uploadAgencyDocument: { name: upload.name, url: upload.url } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await contractor.get(`/api/files?url=${upload.url}`)).statusCode).toBe(200);
  });

  it('requires office, state and city of a Government agency', async () => {
    const res = await govt.post('/api/agencies/current', { values: { body: { name: 'PWD' } } });
    expect(res.json().fields).toEqual({
      'body.office': 'Required',
      'body.state': 'Required',
      'body.city': 'Required',
    });
  });

  it('refuses an admin without an agency', async () => {
    const admin = await ctx.client().loginAs('admin@demo.anupalan.in', DEMO_PASSWORD);
    expect((await admin.get('/api/agencies/current')).statusCode).toBe(403);
  });
});

describe('global contractors and consultants', () => {
  it("lists the Government's contractors and consultants only", async () => {
    const contractors = (await govt.get('/api/global-agency/contractor')).json();
    expect(contractors.map((a: { body: { name: string } }) => a.body.name).sort()).toEqual([
      'Kaveri Builders & Engineers',
      'Shree Ganesh Constructions',
    ]);
    const consultants = (await govt.get('/api/global-agency/consultant')).json();
    expect(consultants.map((a: { body: { name: string } }) => a.body.name)).toEqual([
      'Sai Infra Consultants Pvt Ltd',
    ]);
    expect(
      (await govt.get(`/api/global-agency/contractor?scope_agency_id=${world.government.id}`)).statusCode,
    ).toBe(403);
  });

  it('creates a contractor with its first user; the user gets a set-password mail', async () => {
    const res = await govt.post('/api/global-agency/contractor', {
      values: {
        agencies: { body: { name: 'Tungabhadra Infra Projects' } },
        users: {
          email_address: 'mallikarjun@tungabhadra.example.in',
          body: { name: 'Mallikarjun Hiremath' },
        },
      },
    });
    expect(res.json()).toEqual({ message: 'Contractor is added' });
    expect((await ctx.lastMailTo('mallikarjun@tungabhadra.example.in'))?.text).toContain(
      'Tungabhadra Infra Projects',
    );
    const names = (await govt.get('/api/global-agency/contractor'))
      .json()
      .map((a: { body: { name: string } }) => a.body.name);
    expect(names).toContain('Tungabhadra Infra Projects');
  });

  it('validates the create form: company and user names, e-mail', async () => {
    const res = await govt.post('/api/global-agency/consultant', {
      values: { agencies: { body: { name: '' } }, users: { email_address: 'bad', body: { name: '' } } },
    });
    expect(res.json().fields).toEqual({
      'agencies.body.name': 'Required',
      'users.body.name': 'Required',
      'users.email_address': 'Invalid email',
    });
  });

  it('only a Government creates them', async () => {
    const values = {
      agencies: { body: { name: 'Rogue Builders' } },
      users: { email_address: 'rogue@example.in', body: { name: 'Rogue' } },
    };
    expect((await contractor.post('/api/global-agency/contractor', { values })).statusCode).toBe(403);
    expect((await consultant.post('/api/global-agency/consultant', { values })).statusCode).toBe(403);
  });

  it('shows details to the Government and to the agency itself, and lets both save them', async () => {
    expect((await govt.get(`/api/global-agency/contractor/${ownContractorId}`)).json().id).toBe(
      ownContractorId,
    );
    expect((await contractor.get(`/api/global-agency/contractor/${ownContractorId}`)).statusCode).toBe(200);
    expect(
      (await contractor.get('/api/global-agency/contractor')).json().map((a: { id: string }) => a.id),
    ).toEqual([ownContractorId]);
    const saved = await govt.post(`/api/global-agency/contractor/${ownContractorId}`, {
      values: { body: { ...contractorDetails.body, street: 'Hebbal Industrial Area' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await contractor.get('/api/agencies/current')).json().body.street).toBe('Hebbal Industrial Area');
    expect((await consultant.get(`/api/global-agency/consultant/${ownConsultantId}`)).statusCode).toBe(200);
    expect((await consultant.get(`/api/global-agency/contractor/${ownContractorId}`)).statusCode).toBe(403);
  });

  it('manages users of a contractor: add, rename, change e-mail, revoke, reinstate', async () => {
    const base = `/api/global-agency/contractor/${ownContractorId}/users`;
    const add = await govt.post(base, {
      values: {
        users: { email_address: 'ravi.site@shreeganesh.example.in', body: { name: 'Ravi Shankar' } },
      },
    });
    expect(add.json()).toEqual({ message: 'User was added successfully' });
    const ravi = (await govt.get(base))
      .json()
      .find((u: { body: { name: string } }) => u.body.name === 'Ravi Shankar');
    expect(
      (await govt.post(`${base}/${ravi.id}`, { values: { users: { body: { name: 'Ravi S.' } } } }))
        .statusCode,
    ).toBe(200);
    const email = await govt.put(`${base}/${ravi.id}/email`, {
      user: { id: ravi.id, email_address: 'ravi.s@shreeganesh.example.in' },
    });
    expect(email.json()).toEqual({ message: 'User email has been updated successfully.' });

    const veteran = await addMember(ctx.database.db, ownContractorId, 'Prakash Rao', true);
    const session = await ctx.client().loginAs(veteran.email, WORLD_PASSWORD);
    expect((await govt.delete(`${base}/${veteran.id}`)).json()).toEqual({ message: 'User revoked' });
    expect((await session.get('/api/get-user')).statusCode).toBe(401);
    expect((await govt.put(`${base}/${veteran.id}/reinstate`)).json()).toEqual({
      message: 'User access reinstated',
    });
    expect((await ctx.client().login(veteran.email, WORLD_PASSWORD)).statusCode).toBe(200);
  });

  it('users are managed by the Government only', async () => {
    const base = `/api/global-agency/contractor/${ownContractorId}/users`;
    expect((await contractor.get(base)).statusCode).toBe(403);
    const values = { users: { email_address: 'self@example.in', body: { name: 'Self Added' } } };
    expect((await contractor.post(base, { values })).statusCode).toBe(403);
  });
});

describe('GET /api/audit/agency-users', () => {
  it('lists Created, Updated and Deleted entries with the acting user and time', async () => {
    const base = `/api/global-agency/consultant/${ownConsultantId}/users`;
    await govt.post(base, {
      values: {
        users: { email_address: 'audit.trail@saiinfra.example.in', body: { name: 'Nandini Joshi' } },
      },
    });
    const nandini = (await govt.get(base))
      .json()
      .find((u: { body: { name: string } }) => u.body.name === 'Nandini Joshi');
    await govt.post(`${base}/${nandini.id}`, { values: { users: { body: { name: 'Nandini J.' } } } });
    await govt.delete(`${base}/${nandini.id}`);

    const entries = (await govt.get(`/api/audit/agency-users?agency_id=${ownConsultantId}`)).json();
    const actions = entries.map((e: { action: string; entity: string }) => `${e.action} ${e.entity}`);
    expect(actions).toEqual(
      expect.arrayContaining(['Created User', 'Updated User', 'Deleted User', 'Created Membership']),
    );
    const update = entries.find(
      (e: { action: string; entity: string }) => e.action === 'Updated' && e.entity === 'User',
    );
    // The change is named by the user form's title for the field, not its storage key (View Logs).
    expect(update).toMatchObject({ user: 'Rajesh Kumar', changes: ['Name'] });
    expect(Date.parse(update.created_on)).not.toBeNaN();
    const membership = entries.find((e: { entity: string }) => e.entity === 'Membership');
    expect(membership.description).toBe('Nandini J. (active)');
    expect(entries[0].max_count).toBe(entries.length);
  });

  it("refuses another government's agency", async () => {
    expect((await govt.get(`/api/audit/agency-users?agency_id=${world.contractor.id}`)).statusCode).toBe(404);
    expect((await contractor.get(`/api/audit/agency-users?agency_id=${ownConsultantId}`)).statusCode).toBe(
      404,
    );
  });
});
