import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { outbox } from '../db/schema/index.js';
import { claimDueMails, enqueueMail, markFailed, markSent } from './outbox.js';
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

describe('mail leases', () => {
  /** A transport that records what it sent, so a duplicate shows. */
  function recordingTransport() {
    const sent: string[] = [];
    return {
      sent,
      send: async (payload: { to: string }) => {
        sent.push(payload.to);
        return 'recorded';
      },
    };
  }
  const queue = async (to: string) => {
    await enqueueMail(ctx.database.db, { to, subject: 'Anupalan: lease', text: 'x' });
    const [row] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.payload, { to, subject: 'Anupalan: lease', text: 'x' }));
    return row!.id;
  };

  it('never takes a mail another live worker holds, even when a new worker starts', async () => {
    const id = await queue('held@example.in');
    // Another instance claimed it a moment ago and is sending it now.
    await ctx.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: sql`now() + interval '5 minutes'` })
      .where(eq(outbox.id, id));
    const transport = recordingTransport();
    await createMailWorker(ctx.database.db, transport, ctx.app.log, 1000).drain();
    expect(transport.sent).not.toContain('held@example.in');
  });

  it('sends again, once, a mail whose worker died (its lease ran out); a sent mail never again', async () => {
    const id = await queue('orphaned@example.in');
    await ctx.database.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    const transport = recordingTransport();
    const worker = createMailWorker(ctx.database.db, transport, ctx.app.log, 1000);
    await worker.drain();
    await worker.drain();
    await createMailWorker(ctx.database.db, transport, ctx.app.log, 1000).drain();
    expect(transport.sent.filter((to) => to === 'orphaned@example.in')).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', leaseUntil: null });
  });

  it('two workers draining one outbox together send each mail exactly once', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `pair${i}@example.in`);
    for (const to of addresses)
      await enqueueMail(ctx.database.db, { to, subject: 'Anupalan: pair', text: 'x' });
    const transport = recordingTransport();
    const one = createMailWorker(ctx.database.db, transport, ctx.app.log, 1000);
    const two = createMailWorker(ctx.database.db, transport, ctx.app.log, 1000);
    await Promise.all([one.drain(), two.drain()]);
    expect(transport.sent.filter((to) => to.startsWith('pair')).sort()).toEqual([...addresses].sort());
  });

  it('a worker whose lease ran out cannot settle the mail a later claim holds', async () => {
    const id = await queue('late@example.in');
    const [first] = await claimDueMails(ctx.database.db, 1, 0);
    expect(first?.id).toBe(id);
    // The lease (0 s) is over: another worker claims and sends it; the first one then reports a failure.
    const [second] = await claimDueMails(ctx.database.db, 1);
    expect(second?.id).toBe(id);
    await markSent(ctx.database.db, second!);
    await markFailed(ctx.database.db, first!, 'timed out');
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe('sent');
  });
});
