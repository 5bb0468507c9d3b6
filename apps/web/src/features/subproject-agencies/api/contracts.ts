import { z } from 'zod';

/**
 * Response shapes of the routes of a subproject's contractors and consultants. They belong in
 * packages/shared beside the request schemas; until they are there, the browser checks them here.
 */

export type LinkKind = 'contractor' | 'consultant';

/** The path segment of a kind: /api/subprojects/{id}/contractors, .../consultants. */
export const segmentOf = (kind: LinkKind) => (kind === 'contractor' ? 'contractors' : 'consultants');

/** An agency linked to a subproject: GET /api/subprojects/{id}/{kind}s[/{agencyId}]. */
export const linkedAgency = z.object({
  id: z.uuid(),
  agency_id: z.uuid(),
  name: z.string(),
  agency_body: z.record(z.string(), z.unknown()),
  consultant_agency_id: z.uuid().nullable(),
  consultant_name: z.string().nullable(),
  body: z.object({ date_of_handover: z.string().optional() }).loose().nullable(),
  termination_body: z
    .object({ terminateDate: z.string().optional(), reason: z.string().optional() })
    .loose()
    .nullable(),
  terminated_on: z.string().nullable(),
  signed_up_at: z.string().nullable(),
});
export type LinkedAgency = z.infer<typeof linkedAgency>;

/** An agency of the Government's that may be invited: GET .../{kind}s/agencies. */
export const candidateAgency = z.object({ id: z.uuid(), name: z.string(), linked: z.boolean() });
export type CandidateAgency = z.infer<typeof candidateAgency>;

/** A user of a linked agency on the subproject: GET .../{kind}s/{agencyId}/users. */
export const linkUser = z.object({
  user_id: z.uuid(),
  email_address: z.string(),
  last_login: z.string().nullable(),
  body: z.object({ name: z.string() }).loose(),
  status: z.string(),
  serial_no: z.number(),
  max_count: z.number(),
});
export type LinkUser = z.infer<typeof linkUser>;

/** The caller agency's own link to the subproject: GET /api/agencies/subprojects/{id}. */
const named = z.object({ id: z.uuid(), body: z.object({ name: z.string() }).loose() });
export const ownLink = z.object({
  kind: z.enum(['contractor', 'consultant']),
  agency_id: z.uuid(),
  terminated_on: z.string().nullable(),
  signed_up_at: z.string().nullable(),
  subprojects: named.extend({ closed_on: z.string().nullable() }),
  projects: named,
});
export type OwnLink = z.infer<typeof ownLink>;

/** A subproject the caller agency was invited to and has not signed up for: GET /api/agencies/signups. */
export const pendingSignup = z.object({
  kind: z.enum(['contractor', 'consultant']),
  agency_id: z.uuid(),
  subproject_id: z.uuid(),
  project_id: z.uuid(),
  subproject_name: z.string(),
  project_name: z.string(),
});
export type PendingSignup = z.infer<typeof pendingSignup>;
