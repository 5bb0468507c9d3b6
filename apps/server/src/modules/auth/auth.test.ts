import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';
import { agencies, captchas, sessions, userAgencies, users } from '../../db/schema/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const GOVT = 'govt@demo.anupalan.in';
const MULTI = 'multi@demo.anupalan.in';

describe('GET /api/captcha', () => {
  it('returns an id and an SVG image', async () => {
    const res = await ctx.client().get('/api/captcha');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const svg = Buffer.from(body.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toContain('<svg');
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.id, body.id));
    expect(row!.answer).toHaveLength(4);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and captcha, with an httpOnly session cookie', async () => {
    const client = ctx.client();
    const res = await client.login(GOVT, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Logged in successfully',
      chooseAgency: false,
      is_pwd_expired: false,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/anupalan_sid=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const entries = (await client.get('/api/get-user')).json();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ role: 'Government', is_current: true, email_address: GOVT });
    expect(entries[0].user.body).toMatchObject({ name: 'Rajesh Kumar', isAdmin: false });
  });

  it('reports the sign-in before the current one as last_login', async () => {
    const email = 'subcontractor@demo.anupalan.in';
    const first = await ctx.client().loginAs(email, DEMO_PASSWORD);
    expect((await first.get('/api/get-user')).json()[0].user.last_login).toBeNull();
    const second = await ctx.client().loginAs(email, DEMO_PASSWORD);
    const lastLogin = (await second.get('/api/get-user')).json()[0].user.last_login;
    expect(Date.now() - Date.parse(lastLogin)).toBeLessThan(60_000);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await ctx.client().login('GOVT@Demo.Anupalan.in', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await ctx.client().login(GOVT, 'Wrong@1234');
    const unknown = await ctx.client().login('nobody@demo.anupalan.in', DEMO_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie'] ?? '').not.toContain('anupalan_sid');
  });

  it('refuses a wrong captcha', async () => {
    const client = ctx.client();
    const { captchaId } = await client.captcha();
    const res = await client.post('/api/login', {
      email: GOVT,
      password: DEMO_PASSWORD,
      captchaId,
      captchaText: 'zzzz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Captcha', code: 'INVALID_CAPTCHA' });
  });

  it('refuses a captcha used a second time, even after a wrong first answer', async () => {
    const client = ctx.client();
    const captcha = await client.captcha();
    const first = await client.post('/api/login', { email: GOVT, password: DEMO_PASSWORD, ...captcha });
    expect(first.statusCode).toBe(200);
    const again = await client.post('/api/login', { email: GOVT, password: DEMO_PASSWORD, ...captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid Captcha');
  });

  it('refuses an expired captcha', async () => {
    const client = ctx.client();
    const captcha = await client.captcha();
    await ctx.database.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, captcha.captchaId));
    const res = await client.post('/api/login', { email: GOVT, password: DEMO_PASSWORD, ...captcha });
    expect(res.statusCode).toBe(400);
  });

  it("answers missing fields with 'Required' per field", async () => {
    const res = await ctx.client().post('/api/login', { email: ' ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { email: 'Required', password: 'Required', captchaText: 'Required', captchaId: 'Required' },
    });
  });

  it('refuses a revoked user after checking the password', async () => {
    const client = ctx.client();
    await ctx.database.db
      .update(users)
      .set({ status: 'revoked' })
      .where(eq(users.emailAddress, 'govt2@demo.anupalan.in'));
    const res = await client.login('govt2@demo.anupalan.in', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('USER_REVOKED');
    await ctx.database.db
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.emailAddress, 'govt2@demo.anupalan.in'));
  });

  it('refuses a non-admin user who belongs to no agency', async () => {
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'contractor2@demo.anupalan.in'));
    await ctx.database.db
      .update(userAgencies)
      .set({ status: 'revoked' })
      .where(eq(userAgencies.userId, user!.id));
    const res = await ctx.client().login('contractor2@demo.anupalan.in', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_AGENCY');
    await ctx.database.db
      .update(userAgencies)
      .set({ status: 'active' })
      .where(eq(userAgencies.userId, user!.id));
  });

  it('lets a platform admin without agency in as Admin', async () => {
    const client = ctx.client();
    const res = await client.login('admin@demo.anupalan.in', DEMO_PASSWORD);
    expect(res.json().chooseAgency).toBe(false);
    const entries = (await client.get('/api/get-user')).json();
    expect(entries).toEqual([
      expect.objectContaining({ role: 'Admin', is_current: true, agency_ids: [], scope_agency_id: null }),
    ]);
    expect(entries[0].user.body.isAdmin).toBe(true);
  });
});

describe('choosing and switching agency', () => {
  it('asks a user of two agencies to choose, and refuses work until then', async () => {
    const client = ctx.client();
    const res = await client.login(MULTI, DEMO_PASSWORD);
    expect(res.json().chooseAgency).toBe(true);
    const entries = (await client.get('/api/get-user')).json();
    expect(entries.map((e: { role: string }) => e.role).sort()).toEqual(['Consultant', 'Contractor']);
    expect(entries.every((e: { is_current: boolean }) => !e.is_current)).toBe(true);
    const blocked = await client.get('/api/master-cms');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('AGENCY_NOT_CHOSEN');

    const { user } = entries[0];
    const consultant = user.agencies.find((a: { type: string }) => a.type === 'Consultant');
    const switched = await client.get(`/api/get-token?user_id=${user.id}&agency_id=${consultant.id}`);
    expect(switched.statusCode).toBe(200);
    const after = (await client.get('/api/get-user')).json();
    expect(after.find((e: { is_current: boolean }) => e.is_current).role).toBe('Consultant');
    expect((await client.get('/api/master-cms')).statusCode).toBe(200);

    const contractor = user.agencies.find((a: { type: string }) => a.type === 'Contractor');
    await client.get(`/api/get-token?user_id=${user.id}&agency_id=${contractor.id}`);
    const again = (await client.get('/api/get-user')).json();
    expect(again.find((e: { is_current: boolean }) => e.is_current).role).toBe('Contractor');
  });

  it('refuses switching to an agency the user does not belong to', async () => {
    const client = await ctx.client().loginAs(MULTI, DEMO_PASSWORD);
    const [govt] = await ctx.database.db.select().from(agencies).where(eq(agencies.type, 'Government'));
    const entries = (await client.get('/api/get-user')).json();
    const res = await client.get(`/api/get-token?user_id=${entries[0].user.id}&agency_id=${govt!.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FOREIGN_AGENCY');
    const current = (await client.get('/api/get-user'))
      .json()
      .find((e: { is_current: boolean }) => e.is_current);
    expect(current.role).not.toBe('Government');
  });

  it("refuses switching another user's session, and Admin mode for non-admins", async () => {
    const client = await ctx.client().loginAs(GOVT, DEMO_PASSWORD);
    const [other] = await ctx.database.db.select().from(users).where(eq(users.emailAddress, MULTI));
    expect((await client.get(`/api/get-token?user_id=${other!.id}`)).statusCode).toBe(403);
    const me = (await client.get('/api/get-user')).json()[0].user;
    const res = await client.get(`/api/get-token?user_id=${me.id}`);
    expect(res.statusCode).toBe(403);
  });

  it('ends a session whose agency membership was revoked', async () => {
    const client = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'contractor2@demo.anupalan.in'));
    await ctx.database.db
      .update(userAgencies)
      .set({ status: 'revoked' })
      .where(eq(userAgencies.userId, user!.id));
    expect((await client.get('/api/get-user')).statusCode).toBe(401);
    await ctx.database.db
      .update(userAgencies)
      .set({ status: 'active' })
      .where(eq(userAgencies.userId, user!.id));
  });
});

describe('sessions', () => {
  it('answers 401 on protected routes without a session, and serves public ones', async () => {
    const client = ctx.client();
    for (const url of ['/api/get-user', '/api/master-cms']) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    for (const url of ['/api/get-env', '/api/getAppVersionNo', '/api/kits', '/api/states', '/api/captcha']) {
      expect((await client.get(url)).statusCode).toBe(200);
    }
    expect((await client.post('/api/login/changePassword', {})).statusCode).toBe(401);
  });

  it('expires a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const client = await ctx.client().loginAs(GOVT, DEMO_PASSWORD);
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.emailAddress, GOVT));
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.userId, user!.id));
    // Changed by hand, as another process would: this process's read of the session is reused for at most
    // SESSION_CACHE_MS (plugins/session.ts), then the session is read again.
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, ctx.config.SESSION_CACHE_MS + 50));
    const res = await client.get('/api/get-user');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('keeps a session alive while it is used', async () => {
    const client = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, 'consultant@demo.anupalan.in'));
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.userId, user!.id));
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const client = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const sid = client.cookies.get('anupalan_sid');
    // Read (and kept for SESSION_CACHE_MS) just before: the sign-out still ends it at once.
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    const res = await client.post('/api/login/logout');
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect(client.cookies.has('anupalan_sid')).toBe(false);
    client.cookies.set('anupalan_sid', sid!);
    expect((await client.get('/api/get-user')).statusCode).toBe(401);
  });

  it('refuses a mutating request without the CSRF header', async () => {
    const client = ctx.client();
    client.sendCsrf = false;
    const res = await client.post('/api/login', {
      email: GOVT,
      password: DEMO_PASSWORD,
      captchaId: 'x',
      captchaText: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF');
  });

  it('refuses an agency switch (a state-changing GET) without the CSRF header', async () => {
    const client = await ctx.client().loginAs(MULTI, DEMO_PASSWORD);
    const { user } = (await client.get('/api/get-user')).json()[0];
    client.sendCsrf = false;
    const res = await client.get(`/api/get-token?user_id=${user.id}&agency_id=${user.agencies[0].id}`);
    expect(res.statusCode).toBe(403);
  });

  it('guards the route the router matched, however its path is encoded', async () => {
    const client = await ctx.client().loginAs(MULTI, DEMO_PASSWORD);
    const entries = (await client.get('/api/get-user')).json();
    const { user } = entries[0];
    const current = entries.find((e: { is_current: boolean }) => e.is_current);
    const other = user.agencies.find((a: { id: string }) => a.id !== current?.user.agency_id);
    client.sendCsrf = false;
    const query = `?user_id=${user.id}&agency_id=${other.id}`;
    for (const path of ['/api/%67et-token', '/%61pi/get-token', '/api/get%2Dtoken']) {
      const res = await client.get(`${path}${query}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('CSRF');
    }
    client.sendCsrf = true;
    const after = (await client.get('/api/get-user')).json();
    expect(after.find((e: { is_current: boolean }) => e.is_current)?.user.agency_id).toBe(
      current?.user.agency_id,
    );
    const anonymous = ctx.client();
    anonymous.sendCsrf = false;
    const login = await anonymous.post('/%61pi/login', { email: GOVT, password: DEMO_PASSWORD });
    expect(login.json().code).toBe('CSRF');
    // The session guard, too, looks at the matched route.
    expect((await ctx.client().get('/%61pi/get-user')).statusCode).toBe(401);
  });
});

describe('POST /api/login/refresh (re-login after a 401)', () => {
  it('opens a new session in the named agency', async () => {
    const client = ctx.client();
    const entries = await (await ctx.client().loginAs(MULTI, DEMO_PASSWORD)).get('/api/get-user');
    const consultant = entries.json()[0].user.agencies.find((a: { type: string }) => a.type === 'Consultant');
    const res = await client.post('/api/login/refresh', {
      email: MULTI,
      password: DEMO_PASSWORD,
      agencyId: consultant.id,
      ...(await client.captcha()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().chooseAgency).toBe(false);
    const current = (await client.get('/api/get-user'))
      .json()
      .find((e: { is_current: boolean }) => e.is_current);
    expect(current.role).toBe('Consultant');
  });

  it('refuses a wrong password and a foreign agency', async () => {
    const client = ctx.client();
    const wrong = await client.post('/api/login/refresh', {
      email: GOVT,
      password: 'nope',
      agencyId: null,
      ...(await client.captcha()),
    });
    expect(wrong.statusCode).toBe(401);
    const [contractor] = await ctx.database.db.select().from(agencies).where(eq(agencies.type, 'Contractor'));
    const foreign = await client.post('/api/login/refresh', {
      email: GOVT,
      password: DEMO_PASSWORD,
      agencyId: contractor!.id,
      ...(await client.captcha()),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FOREIGN_AGENCY');
  });
});
