import * as z from 'zod/mini';

/**
 * Response shapes of the routes of a subproject's contractors and consultants. They belong in
 * packages/shared beside the request schemas; until they are there, the browser checks them here. Written with
 * `zod/mini`, like every contract a first page checks (every signed-in page asks for the pending sign-ups).
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
  consultant_agency_id: z.nullable(z.uuid()),
  consultant_name: z.nullable(z.string()),
  body: z.nullable(z.looseObject({ date_of_handover: z.optional(z.string()) })),
  termination_body: z.nullable(
    z.looseObject({ terminateDate: z.optional(z.string()), reason: z.optional(z.string()) }),
  ),
  terminated_on: z.nullable(z.string()),
  signed_up_at: z.nullable(z.string()),
});
export type LinkedAgency = z.infer<typeof linkedAgency>;

/** An agency of the Government's that may be invited: GET .../{kind}s/agencies. */
export const candidateAgency = z.object({ id: z.uuid(), name: z.string(), linked: z.boolean() });
export type CandidateAgency = z.infer<typeof candidateAgency>;

/** A user of a linked agency on the subproject: GET .../{kind}s/{agencyId}/users. */
export const linkUser = z.object({
  user_id: z.uuid(),
  email_address: z.string(),
  last_login: z.nullable(z.string()),
  body: z.looseObject({ name: z.string() }),
  status: z.string(),
  serial_no: z.number(),
  max_count: z.number(),
});
export type LinkUser = z.infer<typeof linkUser>;

/** The caller agency's own link to the subproject: GET /api/agencies/subprojects/{id}. */
const named = z.object({ id: z.uuid(), body: z.looseObject({ name: z.string() }) });
export const ownLink = z.object({
  kind: z.enum(['contractor', 'consultant']),
  agency_id: z.uuid(),
  terminated_on: z.nullable(z.string()),
  signed_up_at: z.nullable(z.string()),
  subprojects: z.extend(named, { closed_on: z.nullable(z.string()) }),
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
