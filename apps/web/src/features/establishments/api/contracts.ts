import type { FormSchema, SkillKey } from '@anupalan/shared';
import { z } from 'zod';

/**
 * Response shapes of the establishment routes, as the server answers them. They belong in packages/shared
 * beside the request schemas; until they are there, the browser checks them here.
 */

const body = z.record(z.string(), z.unknown());
const fileValue = z.object({ name: z.string(), url: z.string() });

/** What the completion, approval and cancellation forms leave on an establishment. */
const completionBody = z
  .object({
    date: z.string().optional(),
    formVII: fileValue.optional(),
    note: z.string().optional(),
    isGovtCancelled: z.boolean().optional(),
  })
  .loose();

/** A row of GET /api/subprojects/{id}/establishments: the shared contract (only what the navigation shows). */
export {
  type EstablishmentNavItem as EstablishmentListItem,
  establishmentNavItem as establishmentListItem,
} from '@anupalan/shared';

/** GET /api/establishments/{id}. */
export const establishmentRecord = z.object({
  id: z.uuid(),
  subproject_id: z.uuid(),
  project_id: z.uuid(),
  contractor_agency_id: z.uuid(),
  body: z.object({ name: z.string() }).loose(),
  status: z.number().int(),
  commencementDate: z.string().nullable(),
  completion_body: completionBody.nullable(),
  closed_on: z.string().nullable(),
  locked: z.boolean(),
});
export type EstablishmentRecord = z.infer<typeof establishmentRecord>;

/** GET /api/subprojects/{id}. */
export const subprojectRecord = z.object({
  id: z.uuid(),
  body: z.object({ name: z.string() }).loose(),
  status: z.number().int(),
  closed_on: z.string().nullable(),
  projects: z.object({ id: z.uuid(), body: z.object({ name: z.string() }).loose() }),
});
export type SubprojectRecord = z.infer<typeof subprojectRecord>;

/** GET /api/agencies/subprojects/{id}: the caller agency's link to the subproject. */
export const subprojectLink = z.object({
  kind: z.enum(['contractor', 'consultant']),
  agency_id: z.uuid(),
  terminated_on: z.string().nullable(),
});
export type SubprojectLink = z.infer<typeof subprojectLink>;

/** A linked contractor: GET /api/subprojects/{id}/contractors[/{agencyId}]. */
export const linkedContractor = z.object({
  agency_id: z.uuid(),
  name: z.string(),
  agency_body: body,
  consultant_name: z.string().nullable(),
  terminated_on: z.string().nullable(),
});
export type LinkedContractor = z.infer<typeof linkedContractor>;

/** Overtime says whether it was typed ({value, entered}); periods saved before that hold the plain amount. */
const overTime = z.union([z.string(), z.object({ value: z.string(), entered: z.boolean() })]);
const skillRates = z.object({ minimumBasic: z.string(), da: z.string(), overTime });

/** A minimum-wage period: GET /api/establishments/{id}/establishment-min-wages. */
export const minWagePeriod = z.object({
  id: z.uuid(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  body: z.object({
    highlySkilled: skillRates,
    skilled: skillRates,
    semiSkilled: skillRates,
    unskilled: skillRates,
  } satisfies Record<SkillKey, typeof skillRates>),
});
export type MinWagePeriod = z.infer<typeof minWagePeriod>;

/** A license: GET /api/establishments/{id}/licenses-type/{typeId}. */
export const license = z.object({
  id: z.uuid(),
  licenseType: z.number().int(),
  body: z
    .object({
      licenseNo: z.string(),
      maxWorkers: z.union([z.string(), z.number()]).optional(),
      document: fileValue.optional(),
    })
    .loose(),
  start_date: z.string(),
  end_date: z.string(),
});
export type License = z.infer<typeof license>;

/** The parts of a served form schema the pages walk; the rest is the shared FormSchema as the server holds it. */
const servedSchema = z
  .object({
    type: z.string(),
    purpose: z.string(),
    title: z.string(),
    saveUrl: z.string(),
    steps: z.array(
      z.object({
        title: z.string(),
        fields: z.array(z.looseObject({ type: z.string(), colName: z.string() })),
      }),
    ),
  })
  .loose()
  .transform((schema) => schema as FormSchema);

/** A requirement of an establishment: GET /api/establishments/{id}/requirements[/{reqId}]. */
export const requirement = z.object({
  id: z.uuid(),
  cms_master: z.object({ type: z.string(), purpose: z.string(), schema: servedSchema }),
  establishment_requirement: z.object({
    body: body.nullable(),
    due_on: z.string(),
    submitted_on: z.string().nullable(),
    /** The licence (under Licences) that meets a licence-backed requirement. */
    license_id: z.uuid().nullable().optional(),
  }),
});
export type Requirement = z.infer<typeof requirement>;

/** A subcontractor of an establishment: GET /api/establishments/{id}/subcontractors[/{scId}]. */
export const subcontractor = z.object({
  id: z.uuid(),
  body: z
    .object({
      name: z.string(),
      work: z.string().optional(),
      startDate: z.string().optional(),
      hasLoginAccess: z.enum(['Yes', 'No']),
    })
    .loose(),
  has_login_access: z.boolean(),
  end_date: z.string().nullable(),
  users: z.object({ id: z.uuid(), name: z.string(), email_address: z.string() }).nullable(),
});
export type Subcontractor = z.infer<typeof subcontractor>;

export const subcontractorListItem = subcontractor.extend({ serial_no: z.number(), max_count: z.number() });
export type SubcontractorListItem = z.infer<typeof subcontractorListItem>;

/** A save that creates a record answers its id with the message. */
export const savedRecord = z.object({ message: z.string(), id: z.uuid() });

/** GET /api/establishments/{id}/completion/locked. */
export const lockState = z.object({ locked: z.boolean(), message: z.string().nullable() });
