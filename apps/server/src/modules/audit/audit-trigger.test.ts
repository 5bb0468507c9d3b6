import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoAgencyIds } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  establishmentRequirements,
  establishments,
  projects,
  subprojects,
} from '../../db/schema/index.js';
import { inTransaction, systemActor } from '../../db/tx.js';

let ctx: TestContext;
let db: Db;
let projectId: string;
let subprojectId: string;
let establishmentId: string;
let requirementId: string;

/** The rows of a statement, checked (the driver's rows are untyped). */
async function rowsOf<T extends z.ZodType>(row: T, query: SQL): Promise<z.infer<T>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

const write = <T>(work: Parameters<typeof inTransaction<T>>[2]) =>
  inTransaction(db, systemActor('test'), work);

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.database.db;
  const ids = await demoAgencyIds(db);
  await write(async (tx) => {
    const [p] = await tx
      .insert(projects)
      .values({ governmentAgencyId: ids.govt, body: { name: 'Hassan bypass' } })
      .returning({ id: projects.id });
    projectId = p!.id;
    const [s] = await tx
      .insert(subprojects)
      .values({ projectId, body: { name: 'Arsikere link' } })
      .returning({ id: subprojects.id });
    subprojectId = s!.id;
    const [e] = await tx
      .insert(establishments)
      .values({ subprojectId, contractorAgencyId: ids.contractor, body: { name: 'Arsikere camp' } })
      .returning({ id: establishments.id });
    establishmentId = e!.id;
    const [r] = await tx
      .insert(establishmentRequirements)
      .values({ establishmentId, requirementCode: 'welfare-facilities', dueOn: '2026-04-08' })
      .returning({ id: establishmentRequirements.id });
    requirementId = r!.id;
  });
});
afterAll(async () => ctx?.close());

const entriesOf = (table: string, rowId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, table), eq(auditLog.rowId, rowId)))
    .orderBy(auditLog.id);

describe('audit_row() parent ids', () => {
  it('sets the establishment, subproject and project of every row, looking up what the row lacks', async () => {
    const parents = async (table: string, id: string) => {
      const [row] = await entriesOf(table, id);
      return [row!.establishmentId, row!.subprojectId, row!.projectId];
    };
    expect(await parents('projects', projectId)).toEqual([null, null, projectId]);
    expect(await parents('subprojects', subprojectId)).toEqual([null, subprojectId, projectId]);
    expect(await parents('establishments', establishmentId)).toEqual([
      establishmentId,
      subprojectId,
      projectId,
    ]);
    expect(await parents('establishment_requirements', requirementId)).toEqual([
      establishmentId,
      subprojectId,
      projectId,
    ]);
  });
});

describe('audit_log partitions', () => {
  it('routes a new entry to the partition of its month', async () => {
    const [row] = await rowsOf(
      z.object({ partition: z.string(), month: z.string() }),
      sql`select tableoid::regclass::text as partition, to_char(created_on at time zone 'UTC', 'YYYY_MM') as month
        from audit_log where table_name = 'projects' and row_id = ${projectId}`,
    );
    expect(row!.partition).toBe(`audit_log_${row!.month}`);
  });

  it('keeps an entry outside every partition in the default one, and moves it when its month is made', async () => {
    const at = sql`date_trunc('month', now()) - interval '14 months'`;
    await db.execute(
      sql`insert into audit_log (op_type, table_name, row_id, actor, created_on)
        values ('INSERT', 'kits', 'old-entry', 'system:test', ${at})`,
    );
    const where = async () =>
      (
        await rowsOf(
          z.object({ partition: z.string() }),
          sql`select tableoid::regclass::text as partition from audit_log where row_id = 'old-entry'`,
        )
      )[0]!.partition;
    const makePartitions = async () =>
      (await rowsOf(z.object({ n: z.number() }), sql`select audit_log_partitions() as n`))[0]!.n;
    expect(await where()).toBe('audit_log_default');
    expect(await makePartitions()).toBeGreaterThan(0);
    expect(await where()).toMatch(/^audit_log_\d{4}_\d{2}$/);
    expect(await makePartitions()).toBe(0);
  });
});

describe('audit_row() policy and ignored columns, from the trigger arguments', () => {
  it("logs only what an update changed on a 'changes' table, with the columns it always names", async () => {
    await write((tx) =>
      tx
        .update(establishmentRequirements)
        .set({ body: { remarks: 'Drinking water and creche in place' }, updatedAt: sql`now()` })
        .where(eq(establishmentRequirements.id, requirementId)),
    );
    const update = (await entriesOf('establishment_requirements', requirementId)).find(
      (e) => e.opType === 'UPDATE',
    )!;
    expect(Object.keys(update.newRow as object).sort()).toEqual(['body', 'id', 'requirement_code']);
    expect(Object.keys(update.oldRow as object).sort()).toEqual(['body', 'id', 'requirement_code']);
    expect(update.establishmentId).toBe(establishmentId);
  });

  it("logs both full rows on a 'rows' table", async () => {
    await write((tx) =>
      tx
        .update(establishments)
        .set({ body: { name: 'Arsikere labour camp' } })
        .where(eq(establishments.id, establishmentId)),
    );
    const update = (await entriesOf('establishments', establishmentId)).find((e) => e.opType === 'UPDATE')!;
    expect(update.newRow).toMatchObject({ subproject_id: subprojectId, status: 0 });
    expect(update.oldRow).toMatchObject({ subproject_id: subprojectId, body: { name: 'Arsikere camp' } });
  });

  it('leaves out the columns its trigger names, and an update of only those logs nothing', async () => {
    await db.execute(sql`create table audit_probe (id text primary key, visible text, secret text)`);
    await db.execute(sql`create trigger audit_probe_audit after insert or update or delete on audit_probe
      for each row execute function audit_row('rows', 'secret')`);
    await write(async (tx) => {
      await tx.execute(sql`insert into audit_probe values ('probe-1', 'shown', 'hidden')`);
      await tx.execute(sql`update audit_probe set secret = 'changed' where id = 'probe-1'`);
      await tx.execute(sql`update audit_probe set visible = 'shown again' where id = 'probe-1'`);
    });
    const entries = await entriesOf('audit_probe', 'probe-1');
    expect(entries.map((e) => e.opType)).toEqual(['INSERT', 'UPDATE']);
    expect(entries[0]!.newRow).toEqual({ id: 'probe-1', visible: 'shown' });
    expect(entries[1]!.newRow).toEqual({ id: 'probe-1', visible: 'shown again' });
  });
});
