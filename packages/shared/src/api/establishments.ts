import { z } from 'zod';

/**
 * A row of GET /api/subprojects/{id}/establishments: what the side navigation and the establishment chooser show
 * of each establishment (its name and state, its contractor for a consultant's grouping, and its state of
 * completion), and nothing else. A subproject holds hundreds of establishments; their whole bodies (54 KB for
 * 200) are read from GET /api/establishments/{id} when one is opened.
 */
export const establishmentNavItem = z.object({
  id: z.uuid(),
  contractor_agency_id: z.uuid(),
  body: z.object({ name: z.string(), state: z.string().nullable() }),
  status: z.number().int(),
  closed_on: z.string().nullable(),
});
export type EstablishmentNavItem = z.infer<typeof establishmentNavItem>;
export const establishmentNavList = z.array(establishmentNavItem);
