import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';
import { auditLog, passwordTokens, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const linkIn = (text: string) => /http:\/\/anupalan\.test\/setPassword\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function requestReset(email: string) {
  const client = ctx.client();
  return client.post('/api/forgotPassword', { email, ...(await client.captcha()) });
}

describe('POST /api/forgotPassword', () => {
  it('mails a set-password link to a known user', async () => {
    const res = await requestReset('contractor@demo.anupalan.in');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email has been sent.' });
    const mail = await ctx.lastMailTo('contractor@demo.anupalan.in');
    expect(mail?.subject).toBe('Anupalan: set your password');
    expect(linkIn(mail!.text)).toBeTruthy();
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const res = await requestReset('stranger@example.in');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email has been sent.' });
    expect(await ctx.lastMailTo('stranger@example.in')).toBeUndefined();
  });

  it('validates the e-mail and the captcha length', async () => {
    const res = await ctx
      .client()
      .post('/api/forgotPassword', { email: 'not-an-email', captchaText: 'abc', captchaId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      email: 'Invalid email address',
      captchaText: 'Invalid Captcha',
    });
  });
});

describe('POST /api/setPassword', () => {
  it('sets the password once from the link; the link cannot be reused', async () => {
    await requestReset('contractor2@demo.anupalan.in');
    const token = linkIn((await ctx.lastMailTo('contractor2@demo.anupalan.in'))!.text)!;
    const oldSession = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);

    const client = ctx.client();
    const values = { verifytoken: token, password: 'Kaveri@2026', confirmPassword: 'Kaveri@2026' };
    const res = await client.post('/api/setPassword', { values });
    expect(res.statusCode).toBe(200);
    expect((await client.login('contractor2@demo.anupalan.in', 'Kaveri@2026')).statusCode).toBe(200);
    expect((await ctx.client().login('contractor2@demo.anupalan.in', DEMO_PASSWORD)).statusCode).toBe(401);
    // Sessions opened before the reset end with it.
    expect((await oldSession.get('/api/get-user')).statusCode).toBe(401);

    const reused = await ctx.client().post('/api/setPassword', {
      values: { ...values, password: 'Another@2026', confirmPassword: 'Another@2026' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses an expired link', async () => {
    await requestReset('consultant@demo.anupalan.in');
    const token = linkIn((await ctx.lastMailTo('consultant@demo.anupalan.in'))!.text)!;
    await ctx.database.db.update(passwordTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await ctx.client().post('/api/setPassword', {
      values: { verifytoken: token, password: 'Consult@2026', confirmPassword: 'Consult@2026' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a weak password, a mismatch and the old password', async () => {
    await requestReset('subcontractor@demo.anupalan.in');
    const token = linkIn((await ctx.lastMailTo('subcontractor@demo.anupalan.in'))!.text)!;
    const post = (password: string, confirmPassword: string) =>
      ctx.client().post('/api/setPassword', { values: { verifytoken: token, password, confirmPassword } });

    const weak = await post('password', 'password');
    expect(weak.json().fields.password).toBe(
      'Password must contain 8 character with mix of one capital,one small,one number!',
    );
    const mismatch = await post('Strong@2026', 'Strong@2027');
    expect(mismatch.json().fields.confirmPassword).toBe("Password doesn't match");
    const same = await post(DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('New Password can not be your old Password');
    // A refused attempt does not spend the link.
    expect((await post('Strong@2026', 'Strong@2026')).statusCode).toBe(200);
  });
});

describe('expired passwords', () => {
  it('lets the user in only to set a new password (POST /api/setPassword/agency)', async () => {
    await ctx.database.db
      .update(users)
      .set({ isPwdExpired: true })
      .where(eq(users.emailAddress, 'govt2@demo.anupalan.in'));
    const client = ctx.client();
    const login = await client.login('govt2@demo.anupalan.in', DEMO_PASSWORD);
    expect(login.json().is_pwd_expired).toBe(true);
    expect((await client.get('/api/get-user')).json()[0].is_pwd_expired).toBe(true);
    const blocked = await client.get('/api/master-cms');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_EXPIRED');

    const res = await client.post('/api/setPassword/agency', {
      values: { password: 'Priya@2026', confirmPassword: 'Priya@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/master-cms')).statusCode).toBe(200);
  });

  it('refuses /api/setPassword/agency without a session', async () => {
    const res = await ctx.client().post('/api/setPassword/agency', {
      values: { password: 'Priya@2026', confirmPassword: 'Priya@2026' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/login/changePassword', () => {
  const email = 'govt@demo.anupalan.in';

  it('refuses a wrong old password, a weak one and the same one', async () => {
    const client = await ctx.client().loginAs(email, DEMO_PASSWORD);
    const wrongOld = await client.post('/api/login/changePassword', {
      email,
      oldPassword: 'Wrong@1234',
      newPassword: 'Rajesh@2026',
      confirmPassword: 'Rajesh@2026',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({
      message: 'Failed to change the user password',
      fields: { oldPassword: 'Old password is incorrect' },
    });

    const weak = await client.post('/api/login/changePassword', {
      email,
      oldPassword: DEMO_PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json().fields.newPassword).toMatch(/^Password must contain 8 character/);

    const same = await client.post('/api/login/changePassword', {
      email,
      oldPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(same.json().fields.newPassword).toBe('New Password can not be your old Password');
  });

  it('changes the password, keeps this session, ends the others, and never copies the hash to the audit log', async () => {
    const other = await ctx.client().loginAs(email, DEMO_PASSWORD);
    const client = await ctx.client().loginAs(email, DEMO_PASSWORD);
    const res = await client.post('/api/login/changePassword', {
      email,
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Rajesh@2026',
      confirmPassword: 'Rajesh@2026',
    });
    expect(res.json()).toEqual({ message: 'User password was changed successfully!' });
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    expect((await other.get('/api/get-user')).statusCode).toBe(401);
    expect((await ctx.client().login(email, 'Rajesh@2026')).statusCode).toBe(200);

    const [user] = await ctx.database.db.select().from(users).where(eq(users.emailAddress, email));
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.rowId, user!.id));
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain('argon2');
  });
});

describe('a change of password ends every outstanding link', () => {
  const email = 'multi@demo.anupalan.in';
  const setWith = (token: string, password: string) =>
    ctx
      .client()
      .post('/api/setPassword', { values: { verifytoken: token, password, confirmPassword: password } });
  const freshLink = async () => {
    await requestReset(email);
    return linkIn((await ctx.lastMailTo(email))!.text)!;
  };

  it('after the user changes it while signed in', async () => {
    const token = await freshLink();
    const client = await ctx.client().loginAs(email, DEMO_PASSWORD);
    const changed = await client.post('/api/login/changePassword', {
      email,
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Changed@2026',
      confirmPassword: 'Changed@2026',
    });
    expect(changed.statusCode).toBe(200);
    const res = await setWith(token, 'Stolen@2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect((await ctx.client().login(email, 'Changed@2026')).statusCode).toBe(200);
  });

  it('after a password is set by any route (here written directly, as an admin-issued one would be)', async () => {
    const token = await freshLink();
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Temporary@2026') })
      .where(eq(users.emailAddress, email));
    expect((await setWith(token, 'Stolen@2026')).json().code).toBe('INVALID_TOKEN');
  });

  it('but not by other changes of the user', async () => {
    const token = await freshLink();
    await ctx.database.db
      .update(users)
      .set({ body: { name: 'Kavya Rao' } })
      .where(eq(users.emailAddress, email));
    expect((await setWith(token, 'Renewed@2026')).statusCode).toBe(200);
  });
});
