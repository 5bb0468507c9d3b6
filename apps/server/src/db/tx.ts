import { sql } from 'drizzle-orm';
import type { SystemJob } from './actors.js';
import type { Db, Tx } from './client.js';

export type { SystemJob } from './actors.js';

/**
 * Who acts in a writing transaction. A person: the signed-in user and agency (userId null only until a public
 * route has found its user, e.g. from a set-password link: an audited write before then is refused). A system
 * job: its name, recorded as `system:<job>` in the audit log.
 */
export type Actor = PersonActor | SystemActor;

export interface PersonActor {
  userId: string | null;
  agencyId: string | null;
}

export interface SystemActor {
  system: SystemJob;
}

export const systemActor = (job: SystemJob): SystemActor => ({ system: job });

/**
 * Records who acts in this transaction, for the audit trigger (transaction-local settings). The trigger
 * (audit_row(), migration 0008) refuses a write to an audited table when neither a user nor a system job is
 * named, so a write outside inTransaction fails instead of logging nobody.
 */
export async function setActor(tx: Tx, actor: Actor) {
  const person = 'system' in actor ? { userId: null, agencyId: null } : actor;
  const system = 'system' in actor ? `system:${actor.system}` : '';
  await tx.execute(
    sql`select set_config('app.user_id', ${person.userId ?? ''}, true), set_config('app.agency_id', ${person.agencyId ?? ''}, true), set_config('app.actor', ${system}, true)`,
  );
}

/**
 * Runs a writing unit of work in one transaction with the actor recorded for the audit trail: the one way
 * services write. Anything thrown rolls the whole unit back.
 */
export function inTransaction<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setActor(tx, actor);
    return work(tx);
  });
}
