import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import { establishments, subprojects } from '../../db/schema/index.js';
import { establishmentChanged } from '../../db/tx.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { consultantReviews, subcontractorReaches } from './conditions.js';

/**
 * Which establishments a session reaches: a Government those of its projects; a contractor its own; a
 * consultant those of the contractors it reviews; a subcontractor those that gave it login access.
 * (Explicit table names: see the note in project-scope.ts.)
 */
export function establishmentScopeCondition(auth: AuthContext): SQL {
  const agencyId = auth.agencyId;
  if (!agencyId) return sql`false`;
  switch (auth.role) {
    case 'Government':
      return sql`exists (select 1 from subprojects es_s join projects es_p on es_p.id = es_s.project_id
        where es_s.id = establishments.subproject_id and es_p.government_agency_id = ${agencyId})`;
    case 'Contractor':
      return sql`establishments.contractor_agency_id = ${agencyId}`;
    case 'Consultant':
      return sql`exists (select 1 from subproject_agencies es_sa where es_sa.subproject_id = establishments.subproject_id
        and es_sa.agency_id = establishments.contractor_agency_id
        and ${consultantReviews({ kind: sql`es_sa.kind`, consultantAgencyId: sql`es_sa.consultant_agency_id` }, agencyId)})`;
    case 'Subcontractor':
      return subcontractorReaches(sql`establishments.id`, agencyId);
    default:
      return sql`false`;
  }
}

/**
 * `establishmentScopeCondition` for the establishments of one subproject (`establishments.subproject_id =
 * subprojects.id`) read by a statement that has already checked that subproject with `subprojectScopeCondition`:
 * a Government reaches every establishment of a subproject it reaches (both are its projects'), so its
 * condition, which PostgreSQL would run once per establishment (two index lookups each, 200 on a crowded
 * subproject's navigation), is already true. Every other role still needs its own: a contractor reaches only
 * its own establishments of a subproject, a consultant its contractors', a subcontractor those it was given.
 */
export function establishmentOfScopedSubprojectCondition(auth: AuthContext): SQL {
  return reachesWholeSubprojects(auth) ? sql`true` : establishmentScopeCondition(auth);
}

/**
 * Whether the caller reaches every establishment of each subproject it reaches (a Government: both are its
 * projects'), so that a statement which has checked the subproject need not check its establishments.
 */
export function reachesWholeSubprojects(auth: AuthContext): boolean {
  return auth.role === 'Government' && Boolean(auth.agencyId);
}

/**
 * Whether the caller's own link to the establishment's work has ended: a contractor terminated on the
 * subproject, a consultant terminated (or the contractor it reviews terminated), a subcontractor whose
 * engagement ended. Such a caller reads and never writes.
 */
function callerLinkEnded(auth: AuthContext): SQL<boolean> {
  const agencyId = auth.agencyId;
  switch (auth.role) {
    case 'Contractor':
      return sql<boolean>`not exists (select 1 from subproject_agencies le_sa
        where le_sa.subproject_id = establishments.subproject_id and le_sa.kind = 'contractor'
          and le_sa.agency_id = ${agencyId} and le_sa.terminated_on is null)`;
    case 'Consultant':
      // Its own link to the subproject, and the contractor's link it reviews, both live.
      return sql<boolean>`not exists (select 1 from subproject_agencies le_sa
        where le_sa.subproject_id = establishments.subproject_id and le_sa.kind = 'contractor'
          and le_sa.agency_id = establishments.contractor_agency_id and le_sa.terminated_on is null
          and ${consultantReviews({ kind: sql`le_sa.kind`, consultantAgencyId: sql`le_sa.consultant_agency_id` }, agencyId!)})
        or not exists (select 1 from subproject_agencies le_c
          where le_c.subproject_id = establishments.subproject_id and le_c.kind = 'consultant'
            and le_c.agency_id = ${agencyId} and le_c.terminated_on is null)`;
    case 'Subcontractor':
      return sql<boolean>`not ${subcontractorReaches(sql`establishments.id`, agencyId!)}`;
    default:
      return sql<boolean>`false`;
  }
}

export type EstablishmentRow = typeof establishments.$inferSelect;
export interface EstablishmentInScope {
  establishment: EstablishmentRow;
  subprojectClosedOn: string | null;
  projectId: string;
  /** The caller's link to this work has ended (see callerLinkEnded); absent where no caller is involved. */
  callerLinkEnded?: boolean;
}

/**
 * The establishment in the caller's scope (its row, its subproject's closing, the caller's link) with more
 * fields, from `establishments` joined to its subproject: a statement may join more tables and must end with
 * `establishmentInScopeWhere`. The scope gate's read, and one statement of a hot read that checks the scope
 * and reads the establishment's records at once (`establishmentInStatementGate`).
 */
export function selectEstablishmentInScope<F extends SelectedFields>(
  db: Executor,
  auth: AuthContext,
  fields: F,
) {
  return db
    .select({
      establishment: establishments,
      subprojectClosedOn: subprojects.closedOn,
      projectId: subprojects.projectId,
      callerLinkEnded: callerLinkEnded(auth),
      ...fields,
    })
    .from(establishments)
    .innerJoin(subprojects, eq(subprojects.id, establishments.subprojectId));
}

/** The where of `selectEstablishmentInScope`: this establishment, if the caller's scope reaches it. */
export function establishmentInScopeWhere(
  auth: AuthContext,
  id: string | Placeholder<'id' | 'establishmentId'>,
) {
  return and(eq(establishments.id, id), establishmentScopeCondition(auth));
}

function establishmentQuery(db: Executor, auth: AuthContext, id: string | Placeholder<'id'>) {
  return selectEstablishmentInScope(db, auth, {}).where(establishmentInScopeWhere(auth, id)).limit(1);
}

async function findEstablishment(
  db: Executor,
  auth: AuthContext,
  id: string,
  lock: boolean,
): Promise<EstablishmentInScope> {
  if (!isUuid(id)) establishmentNotFound();
  // The read every establishment route starts with: prepared (db/prepared.ts). The locking read stays a plain
  // statement of its transaction.
  const [row] = lock
    ? await establishmentQuery(db, auth, id).for('update', { of: establishments })
    : await preparedRead(db, `establishment_in_scope_${scopeVariant(auth)}`, (db, name) =>
        establishmentQuery(db, scopeTemplate(auth), sql.placeholder('id')).prepare(name),
      ).execute({ id, ...scopeValues(auth) });
  if (!row) establishmentNotFound();
  return row;
}

/** What an establishment outside the caller's scope answers: the same as one that does not exist (404). */
export function establishmentNotFound(): never {
  throw notFound('Establishment not found.');
}

/** The establishment if the caller's scope reaches it, else 404. For reads (and early refusals). */
export function establishmentInScope(db: Executor, auth: AuthContext, id: string) {
  return findEstablishment(db, auth, id, false);
}

/**
 * The establishment, locked for the rest of the caller's transaction (`select ... for update`). Concurrent
 * writes to one establishment then run one after another, and each sees the state the previous one left:
 * every state check made after this call holds until the transaction commits.
 */
export async function lockEstablishmentInScope(
  tx: Tx,
  auth: AuthContext,
  id: string,
  options: { recompute?: boolean } = {},
) {
  const found = await findEstablishment(tx, auth, id, true);
  // Locked to be written: once the transaction commits, its compliance is recomputed (db/tx.ts), unless the
  // write is one no rule reads (a consultant comment).
  if (options.recompute !== false) establishmentChanged(found.establishment.id);
  return found;
}

/**
 * The one entry for a write to an establishment or its records: locked, in scope, (optionally) the caller
 * is its contractor, and writable (not locked, not cancelled, subproject open, caller's link not ended).
 */
export async function establishmentForWrite(
  tx: Tx,
  auth: AuthContext,
  id: string,
  options: { ownerContractor?: boolean; recompute?: boolean } = {},
): Promise<EstablishmentInScope> {
  const found = await lockEstablishmentInScope(tx, auth, id, { recompute: options.recompute });
  if (options.ownerContractor) requireOwnerContractor(auth, found);
  assertWritable(found);
  return found;
}

/**
 * A record of an establishment (wage period, licence, requirement, subcontractor link) is reached by its own
 * id together with its establishment's id, never by its id alone: an id of another establishment, or one
 * that is not an id at all, matches nothing and so is not found.
 */
export function childOfEstablishment(
  table: { id: PgColumn; establishmentId: PgColumn },
  establishmentId: string,
  childId: string,
): SQL {
  if (!isUuid(childId) || !isUuid(establishmentId)) return sql`false`;
  return and(eq(table.id, childId), eq(table.establishmentId, establishmentId)) as SQL;
}

/** Every record of one establishment in a child table (a list read): never another establishment's. */
export function childrenOfEstablishment(table: { establishmentId: PgColumn }, establishmentId: string): SQL {
  if (!isUuid(establishmentId)) return sql`false`;
  return eq(table.establishmentId, establishmentId);
}

export const LOCKED_MESSAGE = 'This establishment is marked as completed and can no longer be changed.';
export const CANCELLED_MESSAGE =
  'This establishment was cancelled by the Government and can no longer be changed.';
export const LINK_ENDED_MESSAGE =
  'Your agency no longer works on this establishment: its records can be read but not changed.';

/** Why the caller may not write to an establishment, or null while it may. */
function writeRefusal(found: EstablishmentInScope): { message: string; code: string } | null {
  const e = found.establishment;
  if (e.status === ESTABLISHMENT_STATUS.cancelled) return { message: CANCELLED_MESSAGE, code: 'LOCKED' };
  if (e.status === ESTABLISHMENT_STATUS.completionMarked && e.closedOn)
    return { message: LOCKED_MESSAGE, code: 'LOCKED' };
  if (found.subprojectClosedOn)
    return {
      message: 'The subproject is closed: its establishments can no longer be changed.',
      code: 'LOCKED',
    };
  if (found.callerLinkEnded) return { message: LINK_ENDED_MESSAGE, code: 'TERMINATED' };
  return null;
}

/** Why an establishment refuses the caller's writes, or null while it is open to them. */
export function lockReason(found: EstablishmentInScope): string | null {
  return writeRefusal(found)?.message ?? null;
}

/**
 * Who the caller is to an establishment's registers of workers' days (attendance, wages; spec part 2, section 6):
 * its contractor does everything; a subcontractor fills its own workers' entries only (`own`); everyone else (the
 * Government, the consultant) reads. A caller whose link has ended, or an establishment that is locked, reads only
 * (`writable` false).
 */
export interface RegisterCaller {
  kind: 'contractor' | 'subcontractor' | 'reader';
  writable: boolean;
  own: boolean;
  agencyId: string | null;
}

export function registerCallerOf(auth: AuthContext, found: EstablishmentInScope): RegisterCaller {
  const kind =
    auth.role === 'Contractor' && found.establishment.contractorAgencyId === auth.agencyId
      ? 'contractor'
      : auth.role === 'Subcontractor'
        ? 'subcontractor'
        : 'reader';
  return {
    kind,
    writable: kind !== 'reader' && lockReason(found) === null,
    own: kind === 'subcontractor',
    agencyId: auth.agencyId,
  };
}

/**
 * The one writability check of every write route: refuses a locked or cancelled establishment (or one of a
 * closed subproject) for every role, and every write by a caller whose link to the work has ended.
 */
export function assertWritable(found: EstablishmentInScope) {
  const refusal = writeRefusal(found);
  if (refusal) throw forbidden(refusal.message, refusal.code);
}

/** Writes to an establishment's records are the owner contractor's. */
export function requireOwnerContractor(auth: AuthContext, found: EstablishmentInScope) {
  if (auth.role !== 'Contractor' || found.establishment.contractorAgencyId !== auth.agencyId) {
    throw forbidden('Only the contractor of this establishment may do this.', 'CONTRACTOR_ONLY');
  }
}
