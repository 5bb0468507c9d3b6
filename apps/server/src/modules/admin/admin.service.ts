import type { AuthContext, Deps } from '../../context.js';
import { inTransaction } from '../../db/tx.js';
import { type AgencyInviteFormValues, agencyBodyFrom, newUserFrom } from '../agencies/agencies.service.js';
import { agencyTypeIs, insertAgency, listAgencies } from '../agencies/index.js';
import { agencyInScope, requireAdmin } from '../scope/index.js';
import { createAgencyUser } from '../users/users.service.js';

export async function listGovernmentAgencies(deps: Deps, auth: AuthContext, page: number, pageSize: number) {
  requireAdmin(auth);
  return listAgencies(deps.db, agencyTypeIs('Government'), page, pageSize);
}

export async function governmentAgency(deps: Deps, auth: AuthContext, agencyId: string) {
  requireAdmin(auth);
  return agencyInScope(deps.db, auth, agencyId, 'Government');
}

/** Creates a Government agency with its first user, who gets a set-password link by mail. */
export async function inviteGovernment(deps: Deps, auth: AuthContext, values: AgencyInviteFormValues) {
  requireAdmin(auth);
  const user = newUserFrom(values);
  await inTransaction(deps.db, auth, async (tx) => {
    const agency = await insertAgency(tx, {
      type: 'Government',
      scopeAgencyId: null,
      body: agencyBodyFrom(values),
      createdBy: auth.userId,
    });
    await createAgencyUser(tx, deps, agency, user);
  });
  return {
    message: `Government agency invited. A set-password link was mailed to ${user.email.toLowerCase()}.`,
  };
}
