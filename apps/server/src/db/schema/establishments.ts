import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { subprojects } from './projects.js';
import { users } from './users.js';

export interface EstablishmentBody {
  name: string;
  state?: string;
  [key: string]: unknown;
}

/**
 * A contractor's establishment (site) in a subproject. status: 0 open, 1 completion marked (awaiting
 * approval or approved), 2 cancelled by the Government. closed_on is set when approved or cancelled.
 */
export const establishments = pgTable(
  'establishments',
  {
    id: id(),
    subprojectId: uuid('subproject_id')
      .notNull()
      .references(() => subprojects.id),
    contractorAgencyId: uuid('contractor_agency_id')
      .notNull()
      .references(() => agencies.id),
    body: jsonb('body').$type<EstablishmentBody>().notNull(),
    status: integer('status').notNull().default(0),
    commencementDate: date('commencement_date'),
    completionBody: jsonb('completion_body'),
    closedOn: date('closed_on'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('establishments_subproject_idx').on(t.subprojectId, t.contractorAgencyId),
    index('establishments_contractor_idx').on(t.contractorAgencyId),
    // The workflow's states, whatever order concurrent requests commit in: an open establishment (0) has no
    // closing date, so it can never be approved (or cancelled) and open at once.
    check(
      'establishments_state_check',
      sql`${t.status} in (0, 1, 2) and (${t.status} <> 0 or ${t.closedOn} is null)`,
    ),
  ],
);

/** A subcontractor given work in an establishment, with or without login access. */
export const establishmentSubcontractors = pgTable(
  'establishment_subcontractors',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    subcontractorAgencyId: uuid('subcontractor_agency_id')
      .notNull()
      .references(() => agencies.id),
    body: jsonb('body').notNull().default({}),
    hasLoginAccess: boolean('has_login_access').notNull().default(false),
    endDate: date('end_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('establishment_subcontractors_unique').on(t.establishmentId, t.subcontractorAgencyId),
    index('establishment_subcontractors_agency_idx').on(t.subcontractorAgencyId),
  ],
);

/**
 * The compliance engine's findings: one row per open violation or warning. Lists and cards count them;
 * the nightly run rewrites them.
 */
export const complianceResults = pgTable(
  'compliance_results',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    subprojectId: uuid('subproject_id')
      .notNull()
      .references(() => subprojects.id),
    ruleCode: text('rule_code').notNull(),
    /** 'violation' or 'warning'. */
    severity: text('severity').notNull(),
    dueOn: date('due_on'),
    details: jsonb('details').notNull().default({}),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('compliance_results_severity_check', sql`${t.severity} in ('violation', 'warning')`),
    index('compliance_results_subproject_idx').on(t.subprojectId, t.severity),
    index('compliance_results_establishment_idx').on(t.establishmentId, t.severity),
  ],
);

/**
 * Minimum wages of an establishment by period: four skill categories, exact rupee amounts in body. Periods of
 * one establishment never overlap: the exclusion constraint establishment_min_wages_no_overlap (migration
 * 0006, btree_gist; Drizzle cannot declare it) holds that even for requests that arrive together.
 */
export const establishmentMinWages = pgTable(
  'establishment_min_wages',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    startDate: date('start_date').notNull(),
    /** Null: in force until the next period starts. */
    endDate: date('end_date'),
    body: jsonb('body').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('establishment_min_wages_start_unique').on(t.establishmentId, t.startDate),
    check(
      'establishment_min_wages_period_check',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

export const establishmentLicenses = pgTable(
  'establishment_licenses',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    licenseType: integer('license_type').notNull(),
    body: jsonb('body').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('establishment_licenses_est_idx').on(t.establishmentId, t.licenseType)],
);

/** The requirements an establishment must meet, from the catalogue, each due a number of days after commencement. */
export const establishmentRequirements = pgTable(
  'establishment_requirements',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    requirementCode: text('requirement_code').notNull(),
    body: jsonb('body'),
    dueOn: date('due_on'),
    submittedOn: timestamp('submitted_on', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('establishment_requirements_code_unique').on(t.establishmentId, t.requirementCode)],
);
