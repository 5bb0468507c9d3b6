import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The establishments the running unit of work changed (see establishmentChanged). */
const changedEstablishments = new AsyncLocalStorage<Set<string>>();

/** What runs after a unit of work that changed establishments commits (the compliance engine's recompute). */
export type EstablishmentsChangedListener = (db: Db, establishmentIds: string[]) => Promise<void>;
let establishmentsChangedListener: EstablishmentsChangedListener | null = null;

/** Sets (or, with null, removes) the one listener told after a commit which establishments changed. */
export function onEstablishmentsChanged(listener: EstablishmentsChangedListener | null) {
  establishmentsChangedListener = listener;
}

/**
 * Notes that the current unit of work changes this establishment or one of its records: once it commits, the
 * listener hears of it (nothing happens if it rolls back). Called where a write locks the establishment
 * (modules/scope: lockEstablishmentInScope) and where one is created, so no service has to remember it.
 */
export function establishmentChanged(establishmentId: string) {
  changedEstablishments.getStore()?.add(establishmentId);
}

/**
 * Runs a writing unit of work in one transaction with the actor recorded for the audit trail: the one way
 * services write. Anything thrown rolls the whole unit back. After the commit, the establishments it changed
 * are handed to the listener (whose own failures it must log, never throw: the write has succeeded).
 */
export async function inTransaction<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  const changed = new Set<string>();
  const result = await changedEstablishments.run(changed, () =>
    db.transaction(async (tx) => {
      await setActor(tx, actor);
      return work(tx);
    }),
  );
  const listener = establishmentsChangedListener;
  if (changed.size > 0 && listener) await listener(db, [...changed]).catch(() => {});
  return result;
}
