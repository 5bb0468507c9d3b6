import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kits, states } from '../../db/schema/index.js';

export async function listStates(db: Executor) {
  const rows = await db.select().from(states).orderBy(asc(states.name));
  return rows.map((s) => ({ id: s.id, code: s.code, name: s.name, label: s.name }));
}

export async function listKits(db: Executor) {
  const rows = await db.select().from(kits).orderBy(asc(kits.sortOrder), asc(kits.name));
  return rows.map((k) => ({
    id: k.id,
    name: k.name,
    description: k.description,
    link: k.link,
    doc_category_id: k.docCategoryId,
    body: k.body,
  }));
}
