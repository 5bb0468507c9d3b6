import type { FormValues } from '@anupalan/shared';
import { getPath } from '@anupalan/shared';
import type { Executor, Tx } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { AuthContext } from '../../plugins/session.js';
import { establishmentForWrite } from '../scope/establishment-scope.js';
import { findLink } from '../subproject-agencies/links.queries.js';

/** The `body.*` of validated values, trimmed, without empty entries. */
export function cleanBody(values: FormValues, path = 'body'): Record<string, unknown> {
  const body = (getPath(values, path) ?? {}) as Record<string, unknown>;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return clean;
}

/** Loads an establishment for a write by its contractor: locked, in scope, owned, writable. */
export function writableByContractor(tx: Tx, auth: AuthContext, establishmentId: string) {
  return establishmentForWrite(tx, auth, establishmentId, { ownerContractor: true });
}

/** A contractor adds establishments only to a subproject it still works on: a terminated link never writes. */
export async function refuseEndedContractorLink(db: Executor, auth: AuthContext, subprojectId: string) {
  const link = auth.agencyId ? await findLink(db, subprojectId, 'contractor', auth.agencyId) : undefined;
  if (!link || link.terminatedOn)
    throw forbidden('Your agency no longer works on this subproject.', 'TERMINATED');
}

export function requireId(value: unknown, what: string): string {
  if (!isUuid(value)) throw badRequest(`Name the ${what}.`);
  return value;
}
