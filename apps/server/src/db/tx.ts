import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

export interface Actor {
  userId: string | null;
  agencyId: string | null;
}

/** Records who acts in this transaction, for the audit trigger (transaction-local settings). */
export async function setActor(tx: Tx, actor: Actor) {
  await tx.execute(
    sql`select set_config('app.user_id', ${actor.userId ?? ''}, true), set_config('app.agency_id', ${actor.agencyId ?? ''}, true)`,
  );
}

/**
 * Runs a writing unit of work in one transaction with the actor recorded for the audit trail.
 * Anything thrown rolls the whole unit back.
 */
export function inTransaction<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setActor(tx, actor);
    return work(tx);
  });
}
