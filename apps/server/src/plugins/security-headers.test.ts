import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../test/helper.js';
import { buildApp } from '../app.js';
import { redactUrl } from './log-redaction.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://anupalan.example.in' } });
});
afterAll(async () => ctx?.close());

describe('security headers', () => {
  it('never lets a signed-in answer be cached, and sends HSTS, a Permissions-Policy and object-src none', async () => {
    const client = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
    const res = await client.get('/api/get-user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    // Error answers too, and a route's own cache-control is kept.
    expect((await client.get('/api/projects/not-an-id')).headers['cache-control']).toBe('no-store');
  });

  it("sends helmet's standard headers besides ours, on pages, API answers and errors alike", async () => {
    for (const url of ['/', '/api/get-env', '/api/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['origin-agent-cluster'], url).toBe('?1');
      expect(res.headers['x-permitted-cross-domain-policies'], url).toBe('none');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
          "font-src 'self' data:;connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';" +
          "form-action 'self'",
      );
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
    }
  });

  it('sends no HSTS when the app is served over plain http', async () => {
    const plain = await createTestContext({ seed: false });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/get-env' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('request logs', () => {
  it('redact e-mails, tokens and long values from the URL', () => {
    expect(redactUrl('/api/users?email=ramesh%40example.in&page=1')).toBe('/api/users?email=[email]&page=1');
    expect(redactUrl('/api/x?verifytoken=abc&captchaText=WXYZ')).toBe(
      '/api/x?verifytoken=[redacted]&captchaText=[redacted]',
    );
    expect(redactUrl(`/api/options/states?search=${'a'.repeat(65)}`)).toBe(
      '/api/options/states?search=[65 chars]',
    );
    expect(redactUrl('/setPassword/Qm9vdHN0cmFwLXRva2VuLWZvci1hLXVzZXI')).toBe('/setPassword/[redacted]');
    const id = '0b7e8a52-8f1e-4d7a-9a43-2f7f1c3e2d10';
    expect(redactUrl(`/api/establishments/${id}?page=2`)).toBe(`/api/establishments/${id}?page=2`);
  });

  it('are written through the redacting serializer', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: ctx.config,
      db: ctx.database.db,
      logger: { level: 'info', stream },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/get-env?email=ramesh@example.in&token=s3cret' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/get-env?email=[email]&token=[redacted]');
    expect(log).not.toContain('ramesh@example.in');
    expect(log).not.toContain('s3cret');
  });
});
