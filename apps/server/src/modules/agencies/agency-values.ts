import { type FormValues, getPath } from '@anupalan/shared';
import type { AgencyBody } from '../../db/schema/index.js';
import type { NewUser } from '../users/users.service.js';

const str = (values: FormValues, path: string) => {
  const v = getPath(values, path);
  return typeof v === 'string' ? v.trim() : '';
};

/** The `users.*` part of validated invite values. */
export function newUserFrom(values: FormValues): NewUser {
  return {
    name: str(values, 'users.body.name'),
    email: str(values, 'users.email_address'),
    designation: str(values, 'users.body.designation') || undefined,
    contactNo: str(values, 'users.body.contactNo') || undefined,
  };
}

/** The `agencies.body` part of validated invite values. */
export function agencyBodyFrom(values: FormValues, prefix = 'agencies.body'): AgencyBody {
  const body = (getPath(values, prefix) ?? {}) as Record<string, unknown>;
  return { ...body, name: str(values, `${prefix}.name`) };
}

export const agencyView = <T extends { scopeAgencyId?: string | null; scope_agency_id?: string | null }>(
  row: T & { id: string; type: string; body: AgencyBody },
) => ({
  id: row.id,
  type: row.type,
  scope_agency_id: row.scopeAgencyId ?? row.scope_agency_id ?? null,
  body: row.body,
});
