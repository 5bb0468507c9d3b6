import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { captchas, outbox } from '../src/db/schema/index.js';
import { TEST_AADHAAR_KEY } from './keys.js';
import { databaseUrl } from './migrations.js';

export { DEMO_PASSWORD } from '../src/db/seed/demo.js';

/**
 * A test file's own database, copied from a template the run's global setup migrated (and seeded) once, on the
 * run's PostgreSQL server (embedded, or TEST_DATABASE_URL's), and dropped when the file is done.
 */
async function openTestDatabase(
  seeded: boolean,
): Promise<{ database: Database; fixtures: Database; drop: () => Promise<void> }> {
  const { serverUrl, migratedTemplate, seededTemplate } = inject('testDatabases');
  const name = `anupalan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${seeded ? seededTemplate : migratedTemplate}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 10 });
  // Tests arrange their data directly, as the system job 'test'; the API's own pool names no actor, so a
  // write of the API outside inTransaction fails in the tests as it would in production.
  const fixtures = await openDatabase({
    url: databaseUrl(serverUrl, name),
    poolSize: 4,
    systemActor: 'test',
  });
  return {
    database,
    fixtures,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  /** The test's own connections (fixtures and checks), acting as the system job 'test'. */
  database: Database;
  /** The API's connections: no actor unless a transaction names one. */
  appDatabase: Database;
  config: Config;
  dataDir: string;
  client(): TestClient;
  /** The newest mail queued to an address. */
  lastMailTo(email: string): Promise<{ subject: string; text: string } | undefined>;
  close(): Promise<void>;
}

export async function createTestContext(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anupalan-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://anupalan.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    AADHAAR_KEY: TEST_AADHAAR_KEY,
    ...options.env,
  });
  const { database: appDatabase, fixtures: database, drop } = await openTestDatabase(options.seed !== false);
  // The demo's uploaded files go with its database, as `npm start` has them.
  if (options.seed !== false)
    cpSync(inject('testDatabases').seededFilesDir, path.join(dataDir, 'files'), { recursive: true });
  const app = await buildApp({
    config,
    db: appDatabase.db,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    database,
    appDatabase,
    config,
    dataDir,
    client: () => new TestClient(app, database),
    async lastMailTo(email) {
      const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id));
      const row = rows.find((r) => r.payload.to.toLowerCase() === email.toLowerCase());
      return row ? { subject: row.payload.subject, text: row.payload.text } : undefined;
    },
    async close() {
      await app.close();
      await database.close();
      await appDatabase.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Body = Record<string, unknown> | unknown[];

/** A browser-like client: keeps its cookies and echoes the CSRF cookie in the header, as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  sendCsrf = true;

  constructor(
    private readonly app: FastifyInstance,
    private readonly database: Database,
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('anupalan_csrf')) {
      // The first request of a page load (get-env) hands out the CSRF cookie.
      this.store(await this.app.inject({ method: 'GET', url: '/api/get-env' }));
    }
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.sendCsrf) headers['x-csrf-token'] = this.cookies.get('anupalan_csrf') ?? '';
    const response = await this.app.inject({ ...options, headers });
    this.store(response);
    return response;
  }

  private store(response: LightMyRequestResponse) {
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: Body) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }
  put(url: string, payload?: Body) {
    return this.request({ method: 'PUT', url, ...(payload ? { payload } : {}) });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  /** Posts one file as multipart form data in the field `file`, with optional extra fields. */
  upload(url: string, name: string, data: Buffer, fields: Record<string, string> = {}) {
    const boundary = `----anupalan${randomBytes(8).toString('hex')}`;
    const parts: Buffer[] = [];
    for (const [key, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
      );
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
  }

  /** Fetches a captcha and reads its answer from the database, as a person would read the image. */
  async captcha(): Promise<{ captchaId: string; captchaText: string }> {
    const res = await this.get('/api/captcha');
    const { id } = res.json() as { id: string };
    const [row] = await this.database.db.select().from(captchas).where(eq(captchas.id, id));
    return { captchaId: id, captchaText: row!.answer.toUpperCase() };
  }

  async login(email: string, password: string, extra: Record<string, unknown> = {}) {
    return this.post('/api/login', { email, password, ...(await this.captcha()), ...extra });
  }

  /** Logs in and, for a user of several agencies, chooses the named one (or the first). */
  async loginAs(email: string, password: string, agencyName?: string) {
    const res = await this.login(email, password);
    if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.body}`);
    if ((res.json() as { chooseAgency: boolean }).chooseAgency) {
      const entries = (await this.get('/api/get-user')).json() as {
        user: { id: string; agency_id: string | null; agencies: { id: string; body: { name: string } }[] };
      }[];
      const user = entries[0]!.user;
      const agency = agencyName ? user.agencies.find((a) => a.body.name === agencyName) : user.agencies[0];
      const switched = await this.get(`/api/get-token?user_id=${user.id}&agency_id=${agency!.id}`);
      if (switched.statusCode !== 200) throw new Error(`choosing agency failed: ${switched.body}`);
    }
    return this;
  }
}
