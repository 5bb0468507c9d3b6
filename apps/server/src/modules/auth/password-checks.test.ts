import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, TestClient, type TestContext } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { passwordAttempts } from '../../db/schema/index.js';
import { failureDelayMs } from './password-checks.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '5', CAPTCHA_DISABLED: 'true' } });
});
afterAll(async () => ctx?.close());

const captcha = { captchaId: 'x', captchaText: 'abcd' };

describe('password checks per e-mail address', () => {
  it('share one bucket across login, re-login and change password, whatever the client', async () => {
    const email = 'govt2@demo.anupalan.in';
    const signedIn = ctx.client();
    const login = (client: TestClient, password: string) =>
      client.post('/api/login', { email, password, ...captcha });
    expect((await login(signedIn, DEMO_PASSWORD)).statusCode).toBe(200);
    const change = await signedIn.post('/api/login/changePassword', {
      email,
      oldPassword: 'Wrong@2026',
      newPassword: 'Other@2026',
      confirmPassword: 'Other@2026',
    });
    expect(change.statusCode).toBe(400);
    expect((await login(ctx.client(), 'Wrong@1111')).statusCode).toBe(401);
    expect((await login(ctx.client(), 'Wrong@2222')).statusCode).toBe(401);
    const refresh = await ctx
      .client()
      .post('/api/login/refresh', { email, password: 'Wrong@3333', agencyId: null, ...captcha });
    expect(refresh.statusCode).toBe(401);
    // Five checks of this address this minute: the sixth is refused, even with the right password.
    const sixth = await login(ctx.client(), DEMO_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    // Another address is not affected.
    expect((await ctx.client().login('govt@demo.anupalan.in', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('are counted in the database, so a second API instance sees the same bucket', async () => {
    const other = await buildApp({ config: ctx.config, db: ctx.database.db, logger: false });
    try {
      await other.ready();
      const res = await new TestClient(other, ctx.database).post('/api/login', {
        email: 'GOVT2@demo.anupalan.in',
        password: DEMO_PASSWORD,
        ...captcha,
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('slow down after failures but never lock the real user out', async () => {
    const email = 'contractor2@demo.anupalan.in';
    // From another client address, so the per-address limit of the routes does not interfere.
    const login = (password: string) =>
      ctx.client().request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.20.30.40',
        payload: { email, password, ...captcha },
      });
    for (let i = 0; i < 4; i++) expect((await login(`Wrong@${i}000`)).statusCode).toBe(401);
    const failures = async () =>
      (await ctx.database.db.select().from(passwordAttempts).where(eq(passwordAttempts.email, email)))[0]
        ?.failures;
    expect(await failures()).toBe(4);
    expect(failureDelayMs(4)).toBeGreaterThan(0);
    // The right password still gets in (after the delay), and the failures are forgotten.
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await failures()).toBe(0);
  });
});

describe('failureDelayMs', () => {
  it('is nothing for the first two failures, then doubles from 250 ms up to 4 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map(failureDelayMs)).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});
