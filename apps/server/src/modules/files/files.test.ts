import { MAX_FILE_BYTES } from '@anupalan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
let contractor: TestClient;
let otherContractor: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  otherContractor = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
});
afterAll(async () => ctx?.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
// A 3x2 PNG header is enough for the sniffer and the size reader.
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

describe('POST /api/files', () => {
  it('stores a PDF and serves it back to its agency only', async () => {
    const res = await contractor.upload('/api/files', 'Form VII intimation.pdf', pdf);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({
      name: 'Form VII intimation.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });

    const got = await contractor.get(`/api/files?url=${file.url}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(got.headers['content-disposition']).toContain('Form VII intimation.pdf');

    const foreign = await otherContractor.get(`/api/files?url=${file.url}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
    expect((await otherContractor.delete(`/api/files?url=${file.url}`)).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/files?url=${file.url}`)).statusCode).toBe(401);
  });

  it('sniffs the type from the bytes, not the name, and reads image sizes', async () => {
    const res = await contractor.upload('/api/files', 'photo.pdf', png);
    expect(res.json()).toMatchObject({ contentType: 'image/png', width: 3, height: 2 });
  });

  it('refuses a type outside the allow-list, whatever its name says', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const res = await contractor.upload('/api/files', 'licence.pdf', exe);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FILE_TYPE');
    const html = await contractor.upload(
      '/api/files',
      'page.csv',
      Buffer.from('<script>\u0000alert(1)</script>'),
    );
    expect(html.statusCode).toBe(415);
  });

  it('accepts CSV text', async () => {
    const res = await contractor.upload(
      '/api/files',
      'workers.csv',
      Buffer.from('name,skill\nRamesh,Skilled\n'),
    );
    expect(res.json().contentType).toBe('text/csv');
  });

  it('answers 413 with the spec message above 5 MB and stores nothing', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES, 0x20)]);
    const res = await contractor.upload('/api/files', 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'File exceeding its size. please upload the file less than 5MB.',
      code: 'FILE_TOO_LARGE',
    });
  });

  it('deletes a file: it is then gone', async () => {
    const { url } = (await contractor.upload('/api/files', 'old.pdf', pdf)).json();
    const res = await contractor.delete(`/api/files?url=${url}`);
    expect(res.json()).toEqual({ message: 'File deleted' });
    expect((await contractor.get(`/api/files?url=${url}`)).statusCode).toBe(404);
  });

  it('refuses an admin acting without an agency, and a request without a file', async () => {
    const admin = await ctx.client().loginAs('admin@demo.anupalan.in', DEMO_PASSWORD);
    expect((await admin.upload('/api/files', 'a.pdf', pdf)).statusCode).toBe(403);
    const res = await contractor.post('/api/files', { file: 'not multipart' });
    expect(res.statusCode).toBe(400);
  });

  it('answers a malformed url with 404, not an error', async () => {
    expect((await contractor.get('/api/files?url=../../etc/passwd')).statusCode).toBe(404);
  });
});
