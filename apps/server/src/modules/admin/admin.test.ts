import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createWorld, WORLD_PASSWORD, type World } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';

let ctx: TestContext;
let admin: TestClient;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.client().loginAs('admin@demo.anupalan.in', DEMO_PASSWORD);
  world = await createWorld(ctx.database.db, 'tn');
});
afterAll(async () => ctx?.close());

const linkIn = (text: string) => /\/setPassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

const inviteValues = (email: string) => ({
  agencies: {
    body: {
      name: 'Rural Development Department, Odisha',
      office: 'Kharavela Bhawan',
      state: 'Odisha',
      city: 'Bhubaneswar',
    },
  },
  users: {
    email_address: email,
    body: { name: 'Sasmita Mohanty', designation: 'Deputy Secretary', contactNo: '+919437012345' },
  },
});

describe('GET /api/admin/agencies', () => {
  it('lists Government agencies with number, name, address and users, paginated and counted', async () => {
    const rows = (await admin.get('/api/admin/agencies?page=1&pageSize=10')).json();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r: { type: string }) => r.type === 'Government')).toBe(true);
    const pwd = rows.find(
      (r: { body: { name: string } }) => r.body.name === 'Public Works Department, Karnataka',
    );
    expect(pwd).toMatchObject({ no_of_users: 2, body: { office: 'PWD Office, K.R. Circle' } });
    expect(rows[0]).toMatchObject({ serial_no: 1, max_count: rows.length });
    const page2 = (await admin.get('/api/admin/agencies?page=2&pageSize=1')).json();
    expect(page2).toHaveLength(1);
    expect(page2[0].serial_no).toBe(2);
  });

  it('refuses every non-admin with 403 and a visitor with 401', async () => {
    for (const email of [
      'govt@demo.anupalan.in',
      'contractor@demo.anupalan.in',
      'consultant@demo.anupalan.in',
    ]) {
      const client = await ctx.client().loginAs(email, DEMO_PASSWORD);
      expect((await client.get('/api/admin/agencies')).statusCode).toBe(403);
      expect((await client.get(`/api/admin/agencies/${world.government.id}/users`)).statusCode).toBe(403);
      expect(
        (await client.post('/api/admin/agencies/add', { values: inviteValues('x@y.in') })).statusCode,
      ).toBe(403);
    }
    expect((await ctx.client().get('/api/admin/agencies')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/agencies/add (invite Government)', () => {
  it('requires every field with the spec messages', async () => {
    const res = await admin.post('/api/admin/agencies/add', { values: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'agencies.body.name': 'Required.',
      'agencies.body.office': 'Required.',
      'agencies.body.state': 'Required.',
      'agencies.body.city': 'Required.',
      'users.body.name': 'Required.',
      'users.email_address': 'Required.',
      'users.body.designation': 'Required.',
      'users.body.contactNo': 'Required.',
    });
  });

  it('checks the e-mail and contact number', async () => {
    const values = inviteValues('not-an-email');
    values.users.body.contactNo = '12345';
    const res = await admin.post('/api/admin/agencies/add', { values });
    expect(res.json().fields).toEqual({
      'users.email_address': 'Invalid email address.',
      'users.body.contactNo': 'Enter a valid contact number',
    });
  });

  it('creates the agency and its first user, who sets a password from the mail and logs in', async () => {
    const email = 'sasmita.mohanty@odisha.example.in';
    const res = await admin.post('/api/admin/agencies/add', { values: inviteValues(email) });
    expect(res.statusCode).toBe(200);
    const mail = await ctx.lastMailTo(email);
    expect(mail?.subject).toBe('Anupalan: your account is ready');
    const token = linkIn(mail!.text)!;
    const set = await ctx.client().post('/api/setPassword', {
      values: { verifytoken: token, password: 'Odisha@2026', confirmPassword: 'Odisha@2026' },
    });
    expect(set.statusCode).toBe(200);
    const client = await ctx.client().loginAs(email, 'Odisha@2026');
    const entry = (await client.get('/api/get-user')).json()[0];
    expect(entry).toMatchObject({ role: 'Government', is_current: true });
    expect(entry.user.agencies[0].body.name).toBe('Rural Development Department, Odisha');
  });

  it('refuses an e-mail that is already registered, and writes nothing', async () => {
    const before = (await admin.get('/api/admin/agencies?pageSize=200')).json().length;
    const res = await admin.post('/api/admin/agencies/add', {
      values: inviteValues('govt@demo.anupalan.in'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A user with this e-mail already exists.', code: 'EMAIL_TAKEN' });
    expect((await admin.get('/api/admin/agencies?pageSize=200')).json()).toHaveLength(before);
  });
});

describe('users of a Government agency', () => {
  const base = () => `/api/admin/agencies/${world.government.id}/users`;

  it('lists, adds and renames users', async () => {
    const add = await admin.post(base(), {
      values: {
        users: {
          email_address: 'kavitha.s@tn.example.in',
          body: { name: 'Kavitha Subramanian', designation: 'Assistant Engineer', contactNo: '9444012345' },
        },
      },
    });
    expect(add.json()).toEqual({ message: 'User was added successfully' });
    expect((await ctx.lastMailTo('kavitha.s@tn.example.in'))?.subject).toBe(
      'Anupalan: your account is ready',
    );
    const list = (await admin.get(base())).json();
    const kavitha = list.find(
      (u: { email_address: string }) => u.email_address === 'kavitha.s@tn.example.in',
    );
    expect(kavitha).toMatchObject({
      status: 'active',
      last_login: null,
      body: { designation: 'Assistant Engineer' },
    });

    const renamed = await admin.post(`${base()}/${kavitha.id}`, {
      values: { users: { body: { name: 'Kavitha S.' } } },
    });
    expect(renamed.json()).toEqual({ message: 'User name has been updated successfully.' });
    const again = (await admin.get(base())).json();
    expect(again.find((u: { id: string }) => u.id === kavitha.id).body).toMatchObject({
      name: 'Kavitha S.',
      designation: 'Assistant Engineer',
    });
  });

  it('deletes a user who never logged in', async () => {
    const user = await addMember(ctx.database.db, world.government.id, 'Never Logged', false);
    const res = await admin.delete(`${base()}/${user.id}`);
    expect(res.json()).toEqual({ message: 'User removed' });
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('revokes a user who has logged in: sessions end and login is refused; reinstating restores access', async () => {
    const user = await addMember(ctx.database.db, world.government.id, 'Revoke Me', true);
    const session = await ctx.client().loginAs(user.email, WORLD_PASSWORD);
    const res = await admin.delete(`${base()}/${user.id}`);
    expect(res.json()).toEqual({ message: 'User revoked' });
    expect((await session.get('/api/get-user')).statusCode).toBe(401);
    expect((await ctx.client().login(user.email, WORLD_PASSWORD)).statusCode).toBe(403);
    const listed = (await admin.get(`${base()}?pageSize=100`))
      .json()
      .find((u: { id: string }) => u.id === user.id);
    expect(listed.status).toBe('revoked');

    expect((await admin.put(`${base()}/${user.id}/reinstate`)).json()).toEqual({
      message: 'User access reinstated',
    });
    expect((await ctx.client().login(user.email, WORLD_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps at least one active user in an agency', async () => {
    const lone = await createWorld(ctx.database.db, 'lone');
    const [only] = (await admin.get(`/api/admin/agencies/${lone.government.id}/users`)).json();
    const res = await admin.delete(`/api/admin/agencies/${lone.government.id}/users/${only.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_USER');
  });

  it('changes the e-mail only of a user who never logged in, mailing a temporary password', async () => {
    const fresh = await addMember(ctx.database.db, world.government.id, 'Fresh User', false);
    const res = await admin.put(`${base()}/${fresh.id}/email`, {
      user: { id: fresh.id, email_address: 'fresh.user@tn.example.in' },
    });
    expect(res.json()).toEqual({ message: 'User email has been updated successfully.' });
    const mail = await ctx.lastMailTo('fresh.user@tn.example.in');
    const temp = /temporary password is: (\S+)/.exec(mail!.text)![1]!;
    const login = await ctx.client().login('fresh.user@tn.example.in', temp);
    expect(login.json().is_pwd_expired).toBe(true);

    const veteran = await addMember(ctx.database.db, world.government.id, 'Veteran User', true);
    const refused = await admin.put(`${base()}/${veteran.id}/email`, {
      user: { id: veteran.id, email_address: 'new.address@tn.example.in' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('USER_HAS_LOGGED_IN');

    const duplicate = await admin.put(`${base()}/${fresh.id}/email`, {
      user: { id: fresh.id, email_address: 'govt@demo.anupalan.in' },
    });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await admin.put(`${base()}/${fresh.id}/email`, {
      user: { id: fresh.id, email_address: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ 'user.email_address': 'Invalid email' });
  });

  it('answers unknown or non-Government agencies and users with 404', async () => {
    expect((await admin.get(`/api/admin/agencies/${world.contractor.id}/users`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/agencies/not-an-id/users')).statusCode).toBe(404);
    expect((await admin.delete(`${base()}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});
