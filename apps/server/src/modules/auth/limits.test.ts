import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', CAPTCHA_DISABLED: 'true' } });
});
afterAll(async () => ctx?.close());

describe('with CAPTCHA_DISABLED and a low login limit', () => {
  it('accepts any captcha text when the check is off', async () => {
    const res = await ctx.client().post('/api/login', {
      email: 'govt@demo.anupalan.in',
      password: DEMO_PASSWORD,
      captchaId: 'none',
      captchaText: 'abcd',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 with a readable message once the login limit is reached', async () => {
    const client = ctx.client();
    const attempt = () =>
      client.post('/api/login', {
        email: 'govt@demo.anupalan.in',
        password: 'Wrong@123',
        captchaId: 'x',
        captchaText: 'abcd',
      });
    const statuses: number[] = [];
    // The test above spent one of the three logins this minute allows from this address.
    for (let i = 0; i < 2; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
  });

  it('limits forgot-password requests on their own counter', async () => {
    const client = ctx.client();
    const ask = () =>
      client.post('/api/forgotPassword', { email: 'a@b.in', captchaId: 'x', captchaText: 'abcd' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
