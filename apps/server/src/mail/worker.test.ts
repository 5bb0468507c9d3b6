import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { outbox } from '../db/schema/index.js';
import { enqueueMail } from './outbox.js';
import { createTransport } from './transport.js';
import { createMailWorker } from './worker.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

describe('mail worker', () => {
  it('writes queued mails as .eml files under DATA_DIR/mail and marks them sent', async () => {
    await enqueueMail(ctx.database.db, {
      to: 'ramesh@example.in',
      subject: 'Anupalan: test',
      text: 'Namaste Ramesh',
    });
    const worker = createMailWorker(ctx.database.db, createTransport(ctx.config), ctx.app.log, 1000);
    expect(await worker.drain()).toBe(1);
    const dir = path.join(ctx.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: ramesh@example.in');
    expect(eml).toContain('Namaste Ramesh');
    const [row] = await ctx.database.db.select().from(outbox);
    expect(row!.status).toBe('sent');
    expect(await worker.drain()).toBe(0);
  });

  it('keeps a mail for retry when sending fails', async () => {
    await enqueueMail(ctx.database.db, { to: 'fail@example.in', subject: 'x', text: 'y' });
    const failing = { send: async () => Promise.reject(new Error('smtp down')) };
    const worker = createMailWorker(ctx.database.db, failing, ctx.app.log, 1000);
    await worker.drain();
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(row).toMatchObject({ attempts: 1, lastError: 'smtp down' });
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now());
  });
});
