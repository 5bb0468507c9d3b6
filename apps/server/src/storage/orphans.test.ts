import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../test/helper.js';
import { files } from '../db/schema/index.js';
import { diskStorage } from './disk.js';
import { sweepOrphanFiles } from './orphans.js';

let ctx: TestContext;
let contractor: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
});
afterAll(async () => ctx?.close());

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const later = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe('the sweep of orphaned uploads', () => {
  it('removes bytes no live row names once the grace period is over, and keeps every live file', async () => {
    const root = path.join(ctx.dataDir, 'files');
    const storage = diskStorage(root);
    const live = (await contractor.upload('/api/files', 'kept.pdf', pdf)).json().url as string;
    const deleted = (await contractor.upload('/api/files', 'gone.pdf', pdf)).json().url as string;
    const [liveRow] = await ctx.database.db.select().from(files).where(eq(files.id, live));
    const [deletedRow] = await ctx.database.db.select().from(files).where(eq(files.id, deleted));
    // The row of one was deleted but its bytes stayed; another upload's row never committed.
    await ctx.database.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, deleted));
    await storage.put('2026/11/never-committed.pdf', pdf, 'application/pdf');

    // Within the grace period (an upload may still be committing) nothing goes.
    expect(await sweepOrphanFiles(ctx.database.db, storage)).toEqual([]);
    const removed = await sweepOrphanFiles(ctx.database.db, storage, { now: later(2) });
    expect(removed.sort()).toEqual([deletedRow!.storageKey, '2026/11/never-committed.pdf'].sort());
    expect(existsSync(path.join(root, liveRow!.storageKey))).toBe(true);
    expect(existsSync(path.join(root, '2026/11/never-committed.pdf'))).toBe(false);
    expect((await contractor.get(`/api/files?url=${live}`)).statusCode).toBe(200);
  });
});
