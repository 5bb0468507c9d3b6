import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import { contactRequests } from '../../db/schema/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { DISPLAY_GOVT_AGENCY_NAME: 'Government of Karnataka' } });
});
afterAll(async () => ctx?.close());

describe('reference routes', () => {
  it('GET /api/get-env returns the display settings', async () => {
    const res = await ctx.client().get('/api/get-env');
    expect(res.json()).toMatchObject({
      DISPLAY_GOVT_AGENCY_NAME: 'Government of Karnataka',
      DISPLAY_GOVT_LOGO: '',
    });
  });

  it('GET /api/getAppVersionNo returns the product version', async () => {
    expect((await ctx.client().get('/api/getAppVersionNo')).json().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('GET /api/states lists all 28 states and 8 union territories', async () => {
    const states = (await ctx.client().get('/api/states')).json();
    expect(states).toHaveLength(36);
    expect(states.map((s: { name: string }) => s.name)).toContain('Karnataka');
    expect(states.map((s: { name: string }) => s.name)).toContain('Ladakh');
  });

  it('GET /api/kits lists the handbooks, whose links are served', async () => {
    const kits = (await ctx.client().get('/api/kits')).json();
    expect(kits.length).toBeGreaterThanOrEqual(3);
    const page = await ctx.app.inject({ method: 'GET', url: kits[0].link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(kits[0].name);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const doc = (await ctx.client().get('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/get-user', '/api/captcha']),
    );
  });
});

describe('POST /api/contact-us', () => {
  const values = {
    name: 'Kavya Reddy',
    orgName: 'Reddy & Sons Infra',
    mobileNo: '+91 9845098450',
    email: 'kavya@reddyinfra.example.in',
    desc: 'We want a demo for our Hubballi site.',
  };

  it('stores the request and mails the support address', async () => {
    const res = await ctx.client().post('/api/contact-us', { values });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(contactRequests);
    expect(rows.at(-1)!.body).toMatchObject({ name: 'Kavya Reddy', mobileNo: '+91 9845098450' });
    const mail = await ctx.lastMailTo(ctx.config.CONTACT_EMAIL);
    expect(mail?.text).toContain('Reddy & Sons Infra');
  });

  it('refuses bad values with the spec messages and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(contactRequests)).length;
    const res = await ctx.client().post('/api/contact-us', {
      values: { ...values, mobileNo: '12345', email: 'x@', name: 'Kavya <script>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      mobileNo: 'Invalid mobile no',
      email: 'Invalid email address',
      name: "Use alphabets, numbers, special chars (_ - . , ' /) and spaces only.",
    });
    expect((await ctx.database.db.select().from(contactRequests)).length).toBe(before);
  });
});

describe('errors', () => {
  it('answers an unknown API route with the JSON error shape', async () => {
    const res = await ctx.client().get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON without internals', async () => {
    const client = ctx.client();
    const res = await client.request({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"values": ',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    expect(res.body).not.toMatch(/at .*\.(js|ts)|SyntaxError|Unexpected/);
  });
});

describe('security headers', () => {
  it('sends nosniff, frame denial and a content security policy', async () => {
    const res = await ctx.client().get('/api/get-env');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
