import type { FormSchema } from '@anupalan/shared';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cmsMaster } from '../../db/schema/index.js';

/** Writes the schemas defined in code into cms_master, keyed by type and purpose. */
export async function upsertSchemas(db: Executor, schemas: FormSchema[]) {
  if (schemas.length === 0) return;
  await db
    .insert(cmsMaster)
    .values(schemas.map((s) => ({ type: s.type, purpose: s.purpose, body: s })))
    .onConflictDoUpdate({
      target: [cmsMaster.type, cmsMaster.purpose],
      set: { body: sql`excluded.body`, updatedAt: sql`now()` },
    });
}

export async function listCmsMaster(db: Executor) {
  const rows = await db.select().from(cmsMaster).orderBy(asc(cmsMaster.type), asc(cmsMaster.purpose));
  return rows.map((r) => ({ id: r.id, type: r.type, purpose: r.purpose, body: r.body as FormSchema }));
}
