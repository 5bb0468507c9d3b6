import { type AgencyDetail, agencyDetail } from '@anupalan/shared';

/** Response shapes of the agency routes live in packages/shared; these names are what the web app reads. */
export { type AgencyListItem, type AgencyUser, agencyListItem, agencyUser } from '@anupalan/shared';

/** An agency: GET /api/agencies/current, /api/admin/agencies/{id}, /api/global-agency/{type}/{id}. */
export const agencyRecord = agencyDetail;
export type AgencyRecord = AgencyDetail;

/** A text of an agency's body ('' when it is not filled in). */
export function bodyText(agency: { body: Record<string, unknown> }, key: string): string {
  const value = agency.body[key];
  return typeof value === 'string' ? value : '';
}
