import { FORM_INVALID_MESSAGE, INPUT_LIMITS } from '@anupalan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../test/helper.js';
import { UNSTORABLE_TEXT_MESSAGE } from './input-guard.js';

/** Input that used to answer 500 or stall the server (issue 9) answers 400 with a message. */
let ctx: TestContext;
let contractor: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
});
afterAll(async () => ctx?.close());

describe('NUL and lone surrogates', () => {
  it('anonymous login with a NUL in the e-mail is a 400 naming the field', async () => {
    const res = await ctx.client().login('a\u0000b@x.in', 'Whatever@123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: UNSTORABLE_TEXT_MESSAGE,
      fields: { email: UNSTORABLE_TEXT_MESSAGE },
    });
  });

  it('a NUL in a query string or a path parameter is a 400', async () => {
    const states = await ctx.client().get('/api/options/states?search=Karn%00ataka');
    expect(states.statusCode).toBe(400);
    expect(states.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect((await contractor.get('/api/establishments/%00')).statusCode).toBe(400);
  });

  it('a lone surrogate anywhere in a JSON body, key or value, is a 400', async () => {
    for (const payload of [
      '{"values":{"body":{"name":"Ravi \\ud800"}}}',
      '{"values":{"body":{"\\udc00":"x"}}}',
    ]) {
      const res = await contractor.request({
        method: 'POST',
        url: '/api/agencies/current',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_TEXT');
    }
  });
});

describe('oversized input is refused by its length, fast', () => {
  it("answers the issue's forgot-password e-mail with 400 on the e-mail's length", async () => {
    const res = await ctx.client().post('/api/forgotPassword', {
      email: `a@${'a.'.repeat(200_000)}@`,
      captchaText: 'ABCD',
      captchaId: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe(`Must be at most ${INPUT_LIMITS.email} characters`);
  });

  it('answers a 120 KB contact-us description with 400 on its length', async () => {
    const res = await ctx.client().post('/api/contact-us', {
      values: {
        name: 'Ravi',
        orgName: 'PWD',
        mobileNo: '9845098450',
        email: `${'a.'.repeat(60_000)}@x.in`,
        desc: 'a'.repeat(120_000),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: FORM_INVALID_MESSAGE,
      fields: {
        email: `Must be at most ${INPUT_LIMITS.email} characters`,
        desc: `Must be at most ${INPUT_LIMITS.textarea} characters`,
      },
    });
  });
});

describe('malformed multipart', () => {
  it('answers multipart without a boundary, or cut short, with 400', async () => {
    const noBoundary = await contractor.request({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await contractor.request({
      method: 'POST',
      url: '/api/files',
      headers: { 'content-type': 'multipart/form-data; boundary=----cut' },
      payload: '------cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(truncated.statusCode).toBe(400);
    for (const res of [noBoundary, truncated]) expect(res.json().message).toEqual(expect.any(String));
  });
});
