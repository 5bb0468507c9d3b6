import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';
import { agencies, auditLog, users } from './schema/index.js';
import { inTransaction, systemActor } from './tx.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('audit trigger', () => {
  it('records the acting user and agency of the transaction, with old and new rows', async () => {
    const db = ctx.database.db;
    const [govt] = await db.select().from(agencies).where(eq(agencies.type, 'Government'));
    const [actor] = await db.select().from(users).where(eq(users.emailAddress, 'govt@demo.anupalan.in'));
    await inTransaction(db, { userId: actor!.id, agencyId: govt!.id }, async (tx) => {
      await tx
        .update(agencies)
        .set({ body: { ...govt!.body, city: 'Mysuru' } })
        .where(eq(agencies.id, govt!.id));
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tableName, 'agencies'), eq(auditLog.rowId, govt!.id), eq(auditLog.opType, 'UPDATE')),
      );
    expect(entry).toMatchObject({ userId: actor!.id, agencyId: govt!.id });
    expect((entry!.oldRow as { body: { city: string } }).body.city).toBe('Bengaluru');
    expect((entry!.newRow as { body: { city: string } }).body.city).toBe('Mysuru');
  });

  it('records inserts and deletes, and leaves the password hash out of user rows', async () => {
    const db = ctx.database.db;
    const [row] = await inTransaction(db, systemActor('test'), (tx) =>
      tx
        .insert(users)
        .values({
          emailAddress: 'audit.probe@demo.anupalan.in',
          passwordHash: 'secret-hash',
          body: { name: 'Probe' },
        })
        .returning(),
    );
    await inTransaction(db, systemActor('test'), (tx) => tx.delete(users).where(eq(users.id, row!.id)));
    const entries = await db.select().from(auditLog).where(eq(auditLog.rowId, row!.id));
    expect(entries.map((e) => e.opType).sort()).toEqual(['DELETE', 'INSERT']);
    expect(JSON.stringify(entries)).not.toContain('secret-hash');
    expect(entries.every((e) => e.userId === null && e.actor === 'system:test')).toBe(true);
  });

  it('rolls back the audit entry with a failed transaction', async () => {
    const db = ctx.database.db;
    const before = (await db.select().from(auditLog)).length;
    await expect(
      inTransaction(db, systemActor('test'), async (tx) => {
        await tx.insert(users).values({ emailAddress: 'half@demo.anupalan.in', body: { name: 'Half' } });
        throw new Error('fails halfway');
      }),
    ).rejects.toThrow('fails halfway');
    expect((await db.select().from(auditLog)).length).toBe(before);
    expect(await db.select().from(users).where(eq(users.emailAddress, 'half@demo.anupalan.in'))).toHaveLength(
      0,
    );
  });

  it('refuses a write to an audited table outside inTransaction, instead of logging nobody', async () => {
    // The API's own connections: no actor unless a transaction names one.
    const db = ctx.appDatabase.db;
    const [govt] = await db.select().from(agencies).where(eq(agencies.type, 'Government'));
    const before = (await db.select().from(auditLog)).length;
    await expect(
      db
        .update(agencies)
        .set({ body: { ...govt!.body, city: 'Nobody' } })
        .where(eq(agencies.id, govt!.id)),
    ).rejects.toMatchObject({ cause: { message: 'write to audited table agencies without an actor' } });
    // A transaction that has not found its person yet (a public route) may not write either.
    await expect(
      inTransaction(db, { userId: null, agencyId: null }, (tx) =>
        tx.insert(users).values({ emailAddress: 'nobody@demo.anupalan.in', body: { name: 'Nobody' } }),
      ),
    ).rejects.toMatchObject({ cause: { message: 'write to audited table users without an actor' } });
    // Only a system job may be named instead of a person.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.actor', 'someone', true)`);
        await tx
          .update(agencies)
          .set({ body: { ...govt!.body, city: 'Someone' } })
          .where(eq(agencies.id, govt!.id));
      }),
    ).rejects.toMatchObject({
      cause: { message: 'app.actor must name a system job (system:<job>), not someone' },
    });
    expect((await db.select().from(auditLog)).length).toBe(before);
    expect((await db.select().from(agencies).where(eq(agencies.id, govt!.id)))[0]!.body.city).toBe(
      govt!.body.city,
    );
  });

  it('names the system job that wrote: the demo seed', async () => {
    const db = ctx.database.db;
    const seeded = await db
      .select({ actor: auditLog.actor, userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.tableName, 'establishment_min_wages'));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((r) => r.actor === 'system:seed' && r.userId === null)).toBe(true);
  });
});
