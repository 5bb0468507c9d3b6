import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { establishments, subprojects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { AuthContext } from '../../plugins/session.js';

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
        and es_sa.kind = 'contractor' and es_sa.agency_id = establishments.contractor_agency_id
        and es_sa.consultant_agency_id = ${agencyId})`;
    case 'Subcontractor':
      return sql`exists (select 1 from establishment_subcontractors es_sc where es_sc.establishment_id = establishments.id
        and es_sc.subcontractor_agency_id = ${agencyId} and es_sc.has_login_access and es_sc.end_date is null)`;
    default:
      return sql`false`;
  }
}

export type EstablishmentRow = typeof establishments.$inferSelect;
export interface EstablishmentInScope {
  establishment: EstablishmentRow;
  subprojectClosedOn: string | null;
  projectId: string;
}

export async function establishmentInScope(
  db: Executor,
  auth: AuthContext,
  id: string,
): Promise<EstablishmentInScope> {
  if (!isUuid(id)) throw notFound('Establishment not found.');
  const [row] = await db
    .select({
      establishment: establishments,
      subprojectClosedOn: subprojects.closedOn,
      projectId: subprojects.projectId,
    })
    .from(establishments)
    .innerJoin(subprojects, eq(subprojects.id, establishments.subprojectId))
    .where(and(eq(establishments.id, id), establishmentScopeCondition(auth)))
    .limit(1);
  if (!row) throw notFound('Establishment not found.');
  return row;
}

export const LOCKED_MESSAGE = 'This establishment is marked as completed and can no longer be changed.';
export const CANCELLED_MESSAGE =
  'This establishment was cancelled by the Government and can no longer be changed.';

/** Why an establishment refuses writes, or null while it is open to them. */
export function lockReason(found: EstablishmentInScope): string | null {
  const e = found.establishment;
  if (e.status === 2) return CANCELLED_MESSAGE;
  if (e.status === 1 && e.closedOn) return LOCKED_MESSAGE;
  if (found.subprojectClosedOn)
    return 'The subproject is closed: its establishments can no longer be changed.';
  return null;
}

/** Refuses every write to a locked or cancelled establishment (or one of a closed subproject), for every role. */
export function assertWritable(found: EstablishmentInScope) {
  const reason = lockReason(found);
  if (reason) throw forbidden(reason, 'LOCKED');
}

/** Writes to an establishment's records are the owner contractor's. */
export function requireOwnerContractor(auth: AuthContext, found: EstablishmentInScope) {
  if (auth.role !== 'Contractor' || found.establishment.contractorAgencyId !== auth.agencyId) {
    throw forbidden('Only the contractor of this establishment may do this.', 'CONTRACTOR_ONLY');
  }
}
