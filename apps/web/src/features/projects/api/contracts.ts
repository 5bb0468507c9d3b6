import * as z from 'zod/mini';

/**
 * Response shapes of the project routes, as the server answers them. They belong in packages/shared beside
 * the request schemas; until they are there, the browser checks them here. Written with `zod/mini`, like every
 * contract a first page checks (the project list).
 */

const body = z.looseObject({ name: z.string() });

/** A contractor's or subcontractor's establishment on the project list. */
const establishmentCard = z.object({
  id: z.uuid(),
  body: z.looseObject({ name: z.string(), state: z.optional(z.string()) }),
  status: z.int(),
  closed_on: z.nullable(z.string()),
  /** Its open violations and warnings; null for subcontractors, who see no compliance counts. */
  compliances: z.optional(z.nullable(z.object({ violations: z.number(), warnings: z.number() }))),
});
export type EstablishmentCard = z.infer<typeof establishmentCard>;

/** A contractor a consultant reviews in a subproject. */
const contractorCard = z.object({
  agency_id: z.uuid(),
  name: z.string(),
  terminated_on: z.nullable(z.string()),
});
export type ContractorCard = z.infer<typeof contractorCard>;

const subprojectCard = z.object({
  subproject_id: z.uuid(),
  subprojects: z.object({
    body,
    closed_on: z.nullable(z.string()),
    status: z.int(),
    is_deleted: z.boolean(),
  }),
  projects: z.object({ id: z.uuid() }),
  /** Null for subcontractors, who see no compliance counts. */
  compliances: z.nullable(z.object({ violations: z.number(), warnings: z.number() })),
  establishments: z.optional(z.array(establishmentCard)),
  contractors: z.optional(z.array(contractorCard)),
});
export type SubprojectCard = z.infer<typeof subprojectCard>;

/** A row of GET /api/projects. */
export const projectListItem = z.object({
  id: z.uuid(),
  body,
  closed_on: z.nullable(z.string()),
  is_deleted: z.boolean(),
  serial_no: z.number(),
  max_count: z.number(),
  subprojects: z.array(subprojectCard),
});
export type ProjectListItem = z.infer<typeof projectListItem>;

/** GET /api/projects/{id}: the project with its subprojects (deleted ones left out). */
export const projectRecord = z.object({
  id: z.uuid(),
  body,
  closed_on: z.nullable(z.string()),
  created_at: z.string(),
  subprojects: z.array(z.object({ id: z.uuid(), body, status: z.int(), closed_on: z.nullable(z.string()) })),
});
export type ProjectRecord = z.infer<typeof projectRecord>;

/** GET /api/subprojects/{id}. */
export const subprojectRecord = z.object({
  id: z.uuid(),
  body,
  status: z.int(),
  closed_on: z.nullable(z.string()),
  projects: z.object({ id: z.uuid(), body, closed_on: z.nullable(z.string()) }),
});
export type SubprojectRecord = z.infer<typeof subprojectRecord>;

/** GET /api/projects/stats: projects and subprojects, in all and completed. */
export const projectStats = z.object({
  stats: z.object({
    project: z.array(z.object({ completed_projects: z.number(), total_projects: z.number() })),
    subproject: z.array(z.object({ completed_sub_projects: z.number(), total_sub_projects: z.number() })),
  }),
});
export type ProjectStats = z.infer<typeof projectStats>['stats'];

/** A save that creates a record answers its id with the message. */
export const savedRecord = z.object({ message: z.string(), id: z.uuid() });
export type SavedRecord = z.infer<typeof savedRecord>;
