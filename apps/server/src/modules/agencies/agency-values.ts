import { z } from 'zod';
import type { AgencyBody } from '../../db/schema/index.js';
import { keptFields, optionalText, requiredText } from '../../kit/form-values.js';
import type { NewUser } from '../users/users.service.js';

/**
 * The values of a form that creates an agency with its first user (createGlobalContractorSchema,
 * createGlobalConsultantSchema), typed: the agency's `body` kept whole, the user's name and e-mail.
 */
export const agencyInviteFormValues = z.object({
  agencies: z.object({ body: z.looseObject({ name: requiredText }) }),
  users: z.object({ email_address: requiredText, body: z.object({ name: requiredText }) }),
});
/** The Government's invite (inviteGovernmentSchema) also asks for the user's designation and contact number. */
export const governmentInviteFormValues = agencyInviteFormValues.extend({
  users: z.object({
    email_address: requiredText,
    body: z.object({ name: requiredText, designation: optionalText, contactNo: optionalText }),
  }),
});
/** Either invite: a user's designation and contact number are there when the form asks for them. */
export type AgencyInviteFormValues = z.infer<typeof agencyInviteFormValues> & {
  users: { body: { designation?: string; contactNo?: string } };
};

/**
 * The values of an agency's details form (the agency schema of its type), typed: the `body` fields, which the
 * save merges into the stored body one field of the schema at a time.
 */
export const agencyDetailsFormValues = z.object({ body: keptFields });
export type AgencyDetailsFormValues = z.infer<typeof agencyDetailsFormValues>;

/** The new agency's first user. */
export function newUserFrom({ users }: AgencyInviteFormValues): NewUser {
  return {
    name: users.body.name.trim(),
    email: users.email_address.trim(),
    designation: users.body.designation?.trim() || undefined,
    contactNo: users.body.contactNo?.trim() || undefined,
  };
}

/** The new agency's body: its fields as kept, the name trimmed. */
export function agencyBodyFrom({ agencies }: AgencyInviteFormValues): AgencyBody {
  return { ...agencies.body, name: agencies.body.name.trim() };
}

export const agencyView = <T extends { scopeAgencyId?: string | null; scope_agency_id?: string | null }>(
  row: T & { id: string; type: string; body: AgencyBody },
) => ({
  id: row.id,
  type: row.type,
  scope_agency_id: row.scopeAgencyId ?? row.scope_agency_id ?? null,
  body: row.body,
});
