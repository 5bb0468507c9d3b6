import {
  LINK_KIND,
  type LinkKind,
  SUBPROJECT_STATUS,
  type SubprojectStatus,
  statusValues,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import {
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
import { createdAt, id, oneOf, updatedAt } from './columns.js';
import { users } from './users.js';

export interface ProjectBody {
  name: string;
  [key: string]: unknown;
}

/** A Government's project. Closed when closed_on is set; deleted projects keep their row (deleted_at). */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    governmentAgencyId: uuid('government_agency_id')
      .notNull()
      .references(() => agencies.id),
    body: jsonb('body').$type<ProjectBody>().notNull(),
    completionBody: jsonb('completion_body'),
    closedOn: date('closed_on'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_government_idx').on(t.governmentAgencyId, t.closedOn)],
);

/** A subproject (work package) of a project; SUBPROJECT_STATUS.workRecorded blocks deletion. */
export const subprojects = pgTable(
  'subprojects',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    body: jsonb('body').$type<ProjectBody>().notNull(),
    status: integer('status').$type<SubprojectStatus>().notNull().default(SUBPROJECT_STATUS.open),
    completionBody: jsonb('completion_body'),
    closedOn: date('closed_on'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subprojects_project_idx').on(t.projectId),
    check('subprojects_status_check', oneOf(t.status, statusValues(SUBPROJECT_STATUS))),
  ],
);

/**
 * The agencies working on a subproject: one row per contractor (with the consultant assigned to review it)
 * and one per consultant. Terminating sets terminated_on and termination_body.
 */
export const subprojectAgencies = pgTable(
  'subproject_agencies',
  {
    id: id(),
    subprojectId: uuid('subproject_id')
      .notNull()
      .references(() => subprojects.id),
    kind: text('kind').$type<LinkKind>().notNull(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    consultantAgencyId: uuid('consultant_agency_id').references(() => agencies.id),
    body: jsonb('body').notNull().default({}),
    terminationBody: jsonb('termination_body'),
    terminatedOn: date('terminated_on'),
    /** Set when the invited agency has completed its sign-up for this subproject. */
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('subproject_agencies_kind_check', oneOf(t.kind, statusValues(LINK_KIND))),
    // Only a contractor's row names the consultant that reviews it, and never the contractor itself.
    check(
      'subproject_agencies_consultant_check',
      sql`${t.consultantAgencyId} is null or (${t.kind} = 'contractor' and ${t.consultantAgencyId} <> ${t.agencyId})`,
    ),
    uniqueIndex('subproject_agencies_unique').on(t.subprojectId, t.kind, t.agencyId),
    index('subproject_agencies_agency_idx').on(t.agencyId, t.kind),
    index('subproject_agencies_consultant_idx').on(t.consultantAgencyId),
  ],
);

/** The users of an agency who work on a subproject (chosen at invitation). */
export const subprojectUsers = pgTable(
  'subproject_users',
  {
    id: id(),
    subprojectId: uuid('subproject_id')
      .notNull()
      .references(() => subprojects.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subproject_users_unique').on(t.subprojectId, t.agencyId, t.userId),
    index('subproject_users_user_idx').on(t.userId),
  ],
);
