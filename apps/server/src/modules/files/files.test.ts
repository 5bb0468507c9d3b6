import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_FILE_BYTES } from '@anupalan/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstablishment, createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { establishments, files } from '../../db/schema/index.js';

let ctx: TestContext;
let contractor: TestClient;
let otherContractor: TestClient;
let establishmentId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  otherContractor = await ctx.client().loginAs('contractor2@demo.anupalan.in', DEMO_PASSWORD);
  establishmentId = await newEstablishment('Hunsur road camp');
});

async function newEstablishment(name: string) {
  const ids = await demoAgencyIds(ctx.database.db);
  const { subprojectIds } = await createProject(ctx.database.db, ids.govt, `${name} project`, [name]);
  await linkAgency(ctx.database.db, subprojectIds[0]!, 'contractor', ids.contractor);
  return createEstablishment(ctx.database.db, subprojectIds[0]!, ids.contractor, name);
}
afterAll(async () => ctx?.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
// A 3x2 PNG header is enough for the sniffer and the size reader.
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

const exactly5MiB = () => Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES - pdf.length, 0x20)]);

/** Sends a multipart upload whose first chunk ends exactly at the size limit, the rest a moment later. */
function uploadCutAtLimit(client: TestClient, url: string, data: Buffer) {
  const boundary = `----anupalan${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const body = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const cut = head.length + MAX_FILE_BYTES;
  async function* chunks() {
    yield body.subarray(0, cut);
    await new Promise((resolve) => setTimeout(resolve, 20));
    yield body.subarray(cut);
  }
  return client.request({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(chunks()),
  });
}

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

  it('stores a readable name: no bidirectional controls, and an extension of the sniffed type', async () => {
    const spoof = await contractor.upload('/api/files', 'invoice\u202efdp.exe', pdf);
    expect(spoof.json().name).toBe('invoicefdp.exe.pdf');
    const isolate = await contractor.upload('/api/files', 'a\u2067b\u200f\u0085.pdf', pdf);
    expect(isolate.json().name).toBe('ab.pdf');
    expect((await contractor.upload('/api/files', 'site photo.png', png)).json().name).toBe('site photo.png');
    expect((await contractor.upload('/api/files', 'photo.pdf', png)).json().name).toBe('photo.pdf.png');
    const stored = await contractor.get(`/api/files?url=${spoof.json().url}`);
    expect(stored.headers['content-disposition']).toContain('filename="invoicefdp.exe.pdf"');
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
    const before = await ctx.database.db.$count(files);
    // Just over the limit, where the cut used to go unnoticed, and far over it; each a few times.
    for (const extra of [100, 1000, 60_000, 100, 1000, 60_000, MAX_FILE_BYTES]) {
      const big = Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES - pdf.length + extra, 0x20)]);
      const res = await contractor.upload('/api/files', 'big.pdf', big);
      expect(res.statusCode, `5 MiB + ${extra}`).toBe(413);
      expect(res.json()).toEqual({ message: 'File can not be greater than 5mb', code: 'FILE_TOO_LARGE' });
    }
    expect(await ctx.database.db.$count(files)).toBe(before);
    // Exactly the limit is allowed.
    const ok = await contractor.upload('/api/files', 'exact.pdf', exactly5MiB());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().size).toBe(MAX_FILE_BYTES);
  });

  it('answers 413 when the file arrives in chunks that break exactly at 5 MiB (it was cut and stored)', async () => {
    const before = await ctx.database.db.$count(files);
    for (const extra of [100, 1000, 60_000]) {
      for (const url of ['/api/files', `/api/files/establishments/${establishmentId}`]) {
        const res = await uploadCutAtLimit(
          contractor,
          url,
          Buffer.concat([exactly5MiB(), Buffer.alloc(extra, 0x20)]),
        );
        expect(res.statusCode, `${url} 5 MiB + ${extra}`).toBe(413);
        expect(res.json().message).toBe('File can not be greater than 5mb');
      }
    }
    expect(await ctx.database.db.$count(files)).toBe(before);
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

describe('DELETE /api/files: evidence is kept', () => {
  const uploadTo = async (id: string, name: string) => {
    const res = await contractor.upload(`/api/files/establishments/${id}`, name, pdf);
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  };

  it('refuses to delete on its own a file that a saved record refers to', async () => {
    const id = await newEstablishment('Bogadi camp');
    const url = await uploadTo(id, 'Form VII.pdf');
    await ctx.database.db
      .update(establishments)
      .set({ completionBody: { formVII: { name: 'Form VII.pdf', url }, note: 'done' } })
      .where(eq(establishments.id, id));
    const res = await contractor.delete(`/api/files?url=${url}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'This file is part of a saved record and cannot be deleted on its own. Replace it in that record instead.',
      code: 'FILE_IN_USE',
    });
    expect((await contractor.get(`/api/files?url=${url}`)).statusCode).toBe(200);
    // Once the record no longer refers to it, it may go.
    await ctx.database.db
      .update(establishments)
      .set({ completionBody: null })
      .where(eq(establishments.id, id));
    expect((await contractor.delete(`/api/files?url=${url}`)).statusCode).toBe(200);
  });

  it('refuses to delete any file of an approved or cancelled establishment', async () => {
    for (const [status, label] of [
      [1, 'approved'],
      [2, 'cancelled'],
    ] as const) {
      const id = await newEstablishment(`Yelwal camp ${label}`);
      const url = await uploadTo(id, 'muster roll.pdf');
      await ctx.database.db
        .update(establishments)
        .set({
          status,
          closedOn: '2026-11-01',
          completionBody: status === 1 ? { isGovtApproved: { checked: true } } : null,
        })
        .where(eq(establishments.id, id));
      const res = await contractor.delete(`/api/files?url=${url}`);
      expect(res.statusCode, label).toBe(403);
      expect(res.json()).toMatchObject({ code: 'LOCKED' });
      expect(res.json().message).toMatch(/can no longer be changed/);
      expect((await contractor.get(`/api/files?url=${url}`)).statusCode).toBe(200);
    }
  });
});
