import { z } from 'zod';

/**
 * Response shapes of the agency routes, as the server declares them in its route schemas. They belong in
 * packages/shared beside the request shapes; until they are there, the browser checks them here.
 */

/** An agency: GET /api/agencies/current, /api/admin/agencies/{id}, /api/global-agency/{type}/{id}. */
export const agencyRecord = z.object({
  id: z.uuid(),
  type: z.string(),
  scope_agency_id: z.uuid().nullable(),
  body: z.record(z.string(), z.unknown()),
});
export type AgencyRecord = z.infer<typeof agencyRecord>;

/** A row of an agency list: GET /api/admin/agencies, /api/global-agency/{type}. */
export const agencyListItem = agencyRecord.extend({
  no_of_users: z.number(),
  serial_no: z.number(),
  max_count: z.number(),
});
export type AgencyListItem = z.infer<typeof agencyListItem>;

/** A row of an agency's users: GET {agency}/users. */
export const agencyUser = z.object({
  id: z.uuid(),
  email_address: z.string(),
  body: z.object({ name: z.string(), designation: z.string().optional(), contactNo: z.string().optional() }),
  last_login: z.string().nullable(),
  status: z.enum(['active', 'revoked']),
  serial_no: z.number(),
  max_count: z.number(),
});
export type AgencyUser = z.infer<typeof agencyUser>;

/** A text of an agency's body ('' when it is not filled in). */
export function bodyText(agency: { body: Record<string, unknown> }, key: string): string {
  const value = agency.body[key];
  return typeof value === 'string' ? value : '';
}
