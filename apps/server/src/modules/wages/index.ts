import type { Role, WageEntryValues } from '@anupalan/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { wageEntries } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { establishmentForWrite } from '../scope/index.js';
import { refreshRegister } from './wages.queries.js';
import {
  cancelRegister,
  confirmPayslips as confirmPayslipsService,
  createRegister,
  deleteRegister,
  markPaidAndSigned as markPaidAndSignedService,
  redoEntry,
  reopenRegister,
  saveEntry,
} from './wages.service.js';

/**
 * The wages module's public surface for other modules and the seeds: the same services the routes call, with the
 * same checks (scope, roles, states, the wage rules), taking a database and the person who acts. Every function
 * throws the routes' AppError on a refusal.
 *
 *   const actor = wageActor({ userId, agencyId, role: 'Contractor' });
 *   const { id } = await createWageRegister(db, actor, establishmentId, '2026-04-01', '2026-04-30');
 *   await submitAllWageEntries(db, actor, establishmentId, id);
 *   await confirmPayslips(db, actor, establishmentId, id, '2026-05-05');
 *   await markPaidAndSigned(db, actor, establishmentId, id, { name: 'form-b.pdf', url: fileId });
 */

// The wages-bulk CSV upload reads every worker's input at once (wageInputRows), recomputes each line
// (wageInputOf, computedColumns) and refreshes the register after (refreshRegister).
export { refreshRegister, registerInputRows } from './wages.queries.js';
export { wageRoutes } from './wages.routes.js';
export { computedColumns, wageInputOf } from './wages-compute.js';

/** A person acting outside a request (a seed): user, agency and the agency's role. */
export function wageActor(who: { userId: string; agencyId: string; role: Role; name?: string }): AuthContext {
  return {
    sessionHash: 'seed',
    userId: who.userId,
    email: '',
    name: who.name ?? '',
    isAdmin: false,
    isPwdExpired: false,
    agencyId: who.agencyId,
    agencySelected: true,
    role: who.role,
  };
}

/** Creates the register for from..to (yyyy-mm-dd), computed from the attendance: { id, message }. */
export function createWageRegister(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  from: string,
  to: string,
) {
  return createRegister({ db }, actor, establishmentId, from, to);
}

const ZERO: WageEntryValues = {
  hra: '0',
  other_earnings: '0',
  pf: '0',
  esic: '0',
  society: '0',
  income_tax: '0',
  insurance: '0',
  other_deductions: '0',
};

/** Submits one worker's entry with the amounts entered (default none), recomputed by the server. */
export function submitWageEntry(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId: string,
  values: Partial<WageEntryValues> = {},
) {
  return saveEntry({ db }, actor, establishmentId, registerId, employeeId, { ...ZERO, ...values });
}

/**
 * Submits every pending entry of a register being filled as computed (no amounts entered) in one statement, then
 * completes the register: for seeding thousands of entries at once. The contractor's only; answers how many.
 */
export async function submitAllWageEntries(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  registerId: string,
) {
  return inTransaction(db, actor, async (tx) => {
    const found = await establishmentForWrite(tx, actor, establishmentId, { ownerContractor: true });
    const result = (await tx
      .update(wageEntries)
      .set({ submittedOn: sql`now()`, submittedBy: actor.userId, updatedAt: sql`now()` })
      .where(
        and(
          eq(wageEntries.registerId, registerId),
          eq(wageEntries.establishmentId, found.establishment.id),
          isNull(wageEntries.submittedOn),
          eq(wageEntries.isRevision, false),
          sql`exists (select 1 from wage_registers r where r.id = ${registerId} and r.status is null)`,
        ),
      )) as unknown as { rowCount: number | null };
    await refreshRegister(tx, registerId);
    return result.rowCount ?? 0;
  });
}

/** The payslip confirmation with the date of payment (yyyy-mm-dd). */
export function confirmPayslips(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  registerId: string,
  dateOfPayment: string,
) {
  return confirmPayslipsService({ db }, actor, establishmentId, registerId, {
    date_of_payment: dateOfPayment,
    payslips_given: true,
  });
}

/** The signed register: a file of the files table the actor may read ({ name, url: its id }). */
export function markPaidAndSigned(
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  registerId: string,
  file: { name: string; url: string },
) {
  return markPaidAndSignedService({ db }, actor, establishmentId, registerId, file);
}

/** Cancels, deletes or reopens a register; revises an entry (the contractor's). */
export const cancelWageRegister = (db: Db, actor: AuthContext, establishmentId: string, registerId: string) =>
  cancelRegister({ db }, actor, establishmentId, registerId);
export const deleteWageRegister = (db: Db, actor: AuthContext, establishmentId: string, registerId: string) =>
  deleteRegister({ db }, actor, establishmentId, registerId);
export const reopenWageRegister = (db: Db, actor: AuthContext, establishmentId: string, registerId: string) =>
  reopenRegister({ db }, actor, establishmentId, registerId);
export const reviseWageEntry = (
  db: Db,
  actor: AuthContext,
  establishmentId: string,
  registerId: string,
  employeeId: string,
) => redoEntry({ db }, actor, establishmentId, registerId, employeeId);
