import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk.js';
import { s3Storage } from './s3.js';
import { type FileStorage, StoredFileMissing } from './storage.js';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A minimal S3-compatible server: enough of PUT, GET and DELETE object to exercise the adapter. */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string }> } {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer(async (req, res) => {
    const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (req.method === 'GET' && (req.url ?? '').includes('list-type=2')) {
      // ListObjectsV2 of the bucket named by the path, filtered by the prefix.
      const url = new URL(req.url ?? '', 'http://fake');
      const bucket = `${url.pathname.replace(/\/$/, '')}/`;
      const prefix = url.searchParams.get('prefix') ?? '';
      const contents = [...objects.keys()]
        .filter((k) => k.startsWith(bucket + prefix))
        .map(
          (k) =>
            `<Contents><Key>${k.slice(bucket.length)}</Key><LastModified>2026-11-01T10:00:00.000Z</LastModified><Size>1</Size></Contents>`,
        )
        .join('');
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><ListBucketResult><Name>b</Name><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  return { server, objects };
}

async function listed(storage: FileStorage) {
  const keys: string[] = [];
  for await (const object of storage.list()) {
    expect(object.modifiedAt).toBeInstanceOf(Date);
    keys.push(object.key);
  }
  return keys.sort();
}

async function behavesLikeStorage(storage: FileStorage) {
  await storage.put('2026/11/a.pdf', Buffer.from('%PDF-1.4 hello'), 'application/pdf');
  expect((await read(await storage.get('2026/11/a.pdf'))).toString()).toBe('%PDF-1.4 hello');
  expect(await listed(storage)).toContain('2026/11/a.pdf');
  await storage.delete('2026/11/a.pdf');
  await expect(storage.get('2026/11/a.pdf')).rejects.toBeInstanceOf(StoredFileMissing);
  expect(await listed(storage)).not.toContain('2026/11/a.pdf');
}

describe('disk storage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'anupalan-disk-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, streams and deletes', async () => {
    await behavesLikeStorage(diskStorage(root));
  });

  it('refuses a key that escapes its directory', async () => {
    await expect(diskStorage(root).put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
});

describe('S3-compatible storage', () => {
  const { server, objects } = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, streams and deletes through the S3 API with path-style addressing and a prefix', async () => {
    const storage = s3Storage({
      bucket: 'anupalan-files',
      region: 'ap-south-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix: 'karnataka/',
    });
    await storage.put('2026/11/b.pdf', Buffer.from('%PDF-1.4 s3'), 'application/pdf');
    expect([...objects.keys()]).toEqual(['/anupalan-files/karnataka/2026/11/b.pdf']);
    expect(objects.get('/anupalan-files/karnataka/2026/11/b.pdf')!.type).toBe('application/pdf');
    await behavesLikeStorage(storage);
  });
});
