import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { agencies, files } from '../../db/schema/index.js';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: Executor, row: NewFile) {
  const [created] = await db.insert(files).values(row).returning();
  return created!;
}

/** A live file whose owner agency satisfies the scope condition; others are not found. */
export async function findFileInScope(db: Executor, id: string, ownerScope: SQL) {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(agencies, eq(agencies.id, files.ownerAgencyId))
    .where(and(eq(files.id, id), ownerScope, isNull(files.deletedAt)))
    .limit(1);
  return row?.file;
}

export async function markFileDeleted(db: Executor, id: string) {
  await db.update(files).set({ deletedAt: sql`now()` }).where(eq(files.id, id));
}

/** Serialises a delete with anything else that locks the file (a save that starts referring to it). */
export async function lockFileRow(db: Executor, id: string) {
  await db.select({ id: files.id }).from(files).where(eq(files.id, id)).for('update');
}

/** History and queues hold copies of values, not records: they never keep a file alive. */
const NOT_RECORDS = ['audit_log', 'outbox', 'cms_master'];

/**
 * Whether any saved record refers to the file: a `url` equal to its id anywhere inside any jsonb column
 * of any table. The columns are read from the catalogue, so the tables later modules add are covered
 * without a list to keep up to date.
 */
export async function fileIsReferenced(db: Executor, fileId: string): Promise<boolean> {
  // Tables only (no views), and a partitioned table once: its partitions (the audit log's months) are not
  // records of their own.
  const columns = await db
    .select({ table: sql<string>`c.relname`, column: sql<string>`a.attname` })
    .from(sql`pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid`)
    .where(
      sql`c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
        and a.attnum > 0 and not a.attisdropped and a.atttypid = 'jsonb'::regtype
        and c.relname not in (${sql.join(
          NOT_RECORDS.map((t) => sql`${t}`),
          sql`, `,
        )})`,
    );
  if (columns.length === 0) return false;
  const path = '$.** ? (@.url == $id)';
  const vars = JSON.stringify({ id: fileId });
  const probes = columns.map(
    (c) =>
      sql`select 1 from ${sql.identifier(c.table)} where jsonb_path_exists(${sql.identifier(c.column)}, ${path}::jsonpath, ${vars}::jsonb)`,
  );
  const [row] = await db
    .select({ used: sql<boolean>`exists (${sql.join(probes, sql` union all `)})` })
    .from(sql`(select 1) as one`);
  return row?.used === true;
}
