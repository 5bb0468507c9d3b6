import {
  ESTABLISHMENT_STATUS,
  type EstablishmentStatus,
  LICENSE_TYPES,
  type SkillKey,
  statusValues,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { createdAt, id, money, oneOf, updatedAt } from './columns.js';
import { subprojects } from './projects.js';
import { users } from './users.js';

export interface EstablishmentBody {
  name: string;
  state?: string;
  [key: string]: unknown;
}

/**
 * A contractor's establishment (site) in a subproject. status: ESTABLISHMENT_STATUS (open, completion marked
 * (awaiting approval or approved), cancelled by the Government). closed_on is set when approved or cancelled.
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
    status: integer('status').$type<EstablishmentStatus>().notNull().default(ESTABLISHMENT_STATUS.open),
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
    // The Government's count of cancelled establishments (project stats, migration 0009).
    index('establishments_cancelled_idx')
      .on(t.subprojectId)
      .where(sql`${t.status} = ${sql.raw(String(ESTABLISHMENT_STATUS.cancelled))}`),
    // The workflow's states, whatever order concurrent requests commit in: an open establishment has no
    // closing date, so it can never be approved (or cancelled) and open at once; a cancelled one has its day.
    check(
      'establishments_state_check',
      sql`${oneOf(t.status, statusValues(ESTABLISHMENT_STATUS))}
        and (${t.status} <> ${sql.raw(String(ESTABLISHMENT_STATUS.open))} or ${t.closedOn} is null)
        and (${t.status} <> ${sql.raw(String(ESTABLISHMENT_STATUS.cancelled))} or ${t.closedOn} is not null)`,
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
 * Minimum wages of an establishment by period: basic and DA per day and overtime per hour of the four skill
 * categories, in exact rupees (numeric(12,2)), with whether overtime was typed (`*_overtime_entered`) or
 * calculated. Periods of one establishment never overlap: the exclusion constraint
 * establishment_min_wages_no_overlap (migration 0006, btree_gist; Drizzle cannot declare it) holds that even for
 * requests that arrive together. Wage checks read one row per period and category from the view
 * establishmentMinWageRates.
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
    highlySkilledBasic: money('highly_skilled_basic').notNull(),
    highlySkilledDa: money('highly_skilled_da').notNull(),
    highlySkilledOvertime: money('highly_skilled_overtime').notNull(),
    highlySkilledOvertimeEntered: boolean('highly_skilled_overtime_entered').notNull().default(false),
    skilledBasic: money('skilled_basic').notNull(),
    skilledDa: money('skilled_da').notNull(),
    skilledOvertime: money('skilled_overtime').notNull(),
    skilledOvertimeEntered: boolean('skilled_overtime_entered').notNull().default(false),
    semiSkilledBasic: money('semi_skilled_basic').notNull(),
    semiSkilledDa: money('semi_skilled_da').notNull(),
    semiSkilledOvertime: money('semi_skilled_overtime').notNull(),
    semiSkilledOvertimeEntered: boolean('semi_skilled_overtime_entered').notNull().default(false),
    unskilledBasic: money('unskilled_basic').notNull(),
    unskilledDa: money('unskilled_da').notNull(),
    unskilledOvertime: money('unskilled_overtime').notNull(),
    unskilledOvertimeEntered: boolean('unskilled_overtime_entered').notNull().default(false),
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
    check(
      'establishment_min_wages_amounts_check',
      sql`least(${t.highlySkilledBasic}, ${t.highlySkilledDa}, ${t.highlySkilledOvertime},
        ${t.skilledBasic}, ${t.skilledDa}, ${t.skilledOvertime},
        ${t.semiSkilledBasic}, ${t.semiSkilledDa}, ${t.semiSkilledOvertime},
        ${t.unskilledBasic}, ${t.unskilledDa}, ${t.unskilledOvertime}) >= 0`,
    ),
  ],
);

/**
 * One row per minimum-wage period and skill category (a view over establishment_min_wages, migration 0008):
 * what the wage register reads, e.g. the daily rate of category X on day D is `daily_rate` of the row with
 * `skill_category = X` whose period holds D (`daterange(start_date, end_date, '[]') @> D`).
 */
export const establishmentMinWageRates = pgView('establishment_min_wage_rates', {
  minWageId: uuid('min_wage_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  skillCategory: text('skill_category').$type<SkillKey>().notNull(),
  basic: money('basic').notNull(),
  da: money('da').notNull(),
  /** basic + DA: the minimum wage per day. */
  dailyRate: money('daily_rate').notNull(),
  overtime: money('overtime').notNull(),
  overtimeEntered: boolean('overtime_entered').notNull(),
}).existing();

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
  (t) => [
    index('establishment_licenses_est_idx').on(t.establishmentId, t.licenseType),
    check(
      'establishment_licenses_type_check',
      oneOf(
        t.licenseType,
        LICENSE_TYPES.map((l) => l.id),
      ),
    ),
    check('establishment_licenses_period_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
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
