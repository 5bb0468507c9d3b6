import type { AuthContext } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { establishmentForWrite } from '../scope/index.js';
import { findLink } from '../subproject-agencies/index.js';

/** A form's typed `body` part (its fields as the engine kept them), trimmed, without empty entries. */
export function cleanBody(body: Record<string, unknown> | undefined): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body ?? {})) {
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

/** Whole sentences, one per record, so that no message is assembled from parts (the web translates each). */
const NAME_THE_RECORD_MESSAGES = {
  establishment: 'Name the establishment.',
  'minimum wage period': 'Name the minimum wage period.',
} as const;

export function requireId(value: unknown, what: keyof typeof NAME_THE_RECORD_MESSAGES): string {
  if (!isUuid(value)) throw badRequest(NAME_THE_RECORD_MESSAGES[what]);
  return value;
}
