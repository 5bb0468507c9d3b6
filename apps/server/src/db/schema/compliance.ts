import {
  COMPLIANCE_RUN_KINDS,
  COMPLIANCE_SEVERITY,
  COMPLIANCE_TYPES,
  type ComplianceRunKind,
  type ComplianceType,
  LAW_IDS,
  type LawId,
  statusValues,
} from '@anupalan/shared';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { id, oneOf } from './columns.js';
import { establishments } from './establishments.js';
import { subprojects } from './projects.js';

/**
 * One run of the compliance engine (migration 0010): the morning run over every establishment, or the recompute of
 * one establishment after a change to its records. rule_timings: milliseconds per rule id.
 */
export const complianceRuns = pgTable(
  'compliance_runs',
  {
    id: id(),
    kind: text('kind').$type<ComplianceRunKind>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    establishmentCount: integer('establishment_count'),
    itemCount: integer('item_count'),
    ruleTimings: jsonb('rule_timings').$type<Record<string, number>>(),
  },
  (t) => [
    check('compliance_runs_kind_check', oneOf(t.kind, COMPLIANCE_RUN_KINDS)),
    index('compliance_runs_kind_idx').on(t.kind, t.startedAt),
  ],
);

/**
 * The compliance engine's findings: one row per open violation or warning of an establishment (storage contract,
 * docs/data-model.md). Each run replaces the rows of the establishments it evaluated; lists, cards, the dashboard
 * and the compliance report count them. Days overdue / due in are computed at read time from due_on.
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
    /** The compliance id, e.g. 'CLRA-LICENCE-EXPIRED'. */
    ruleCode: text('rule_code').notNull(),
    lawId: text('law_id').$type<LawId>().notNull(),
    complianceType: text('compliance_type').$type<ComplianceType>().notNull(),
    /** 'violation' or 'warning'. */
    severity: text('severity').notNull(),
    dueOn: date('due_on'),
    /** The item's details sentence, rendered from the rule's details template. */
    summary: text('summary').notNull(),
    /** Act, section, rule, form as shown to the user. */
    citation: text('citation').notNull(),
    /** The web path, relative to /projects/{projectId}/subprojects/{subprojectId}, that puts it right. */
    correctiveUrl: text('corrective_url').notNull(),
    /** The record the item is about (a licence, a requirement, ...), if any. */
    recordId: uuid('record_id'),
    runId: uuid('run_id')
      .notNull()
      .references(() => complianceRuns.id),
    /** The facts the rule used (numbers, dates). */
    details: jsonb('details').notNull().default({}),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('compliance_results_severity_check', oneOf(t.severity, statusValues(COMPLIANCE_SEVERITY))),
    check('compliance_results_law_check', oneOf(t.lawId, LAW_IDS)),
    check('compliance_results_type_check', oneOf(t.complianceType, COMPLIANCE_TYPES)),
    index('compliance_results_subproject_idx').on(t.subprojectId, t.severity),
    index('compliance_results_establishment_idx').on(t.establishmentId, t.severity),
    index('compliance_results_run_idx').on(t.runId),
    unique('compliance_results_item_unique').on(t.establishmentId, t.ruleCode, t.recordId).nullsNotDistinct(),
  ],
);

/** Totals per establishment written by each morning run: the Government's trend chart. */
export const complianceHistory = pgTable(
  'compliance_history',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => complianceRuns.id),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    violations: integer('violations').notNull(),
    warnings: integer('warnings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.establishmentId] }),
    index('compliance_history_establishment_idx').on(t.establishmentId, t.runId),
  ],
);

/**
 * The open violations and warnings of each establishment (migration 0012), per the subproject its items carry:
 * written by the engine in the transaction that stores the results (refreshComplianceCounts), so a list counts
 * a subproject from a short index range instead of its items. No row: no items. The establishment's contractor
 * (migration 0028; an establishment's contractor never changes) lets the Government overview rank contractors
 * without reading the establishments.
 */
export const complianceCounts = pgTable(
  'compliance_counts',
  {
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    subprojectId: uuid('subproject_id')
      .notNull()
      .references(() => subprojects.id),
    contractorAgencyId: uuid('contractor_agency_id')
      .notNull()
      .references(() => agencies.id),
    violations: integer('violations').notNull(),
    warnings: integer('warnings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.subprojectId] }),
    // The migrations add INCLUDE (violations, warnings, establishment_id, contractor_agency_id), which Drizzle
    // cannot declare: index-only reads of a subproject's rows (0012, 0028).
    index('compliance_counts_subproject_idx').on(t.subprojectId),
  ],
);

/**
 * compliance_history summed per subproject for each morning run (migration 0028): the Government overview's
 * trend reads its subprojects' last runs from one short index range each (run_started_at, the run's own
 * started_at, leads the range), where the rows per establishment grow by one per establishment each morning.
 * Written by the morning run from its compliance_history rows (recordSubprojectHistory, engine.ts).
 */
export const complianceSubprojectHistory = pgTable(
  'compliance_subproject_history',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => complianceRuns.id),
    runStartedAt: timestamp('run_started_at', { withTimezone: true }).notNull(),
    subprojectId: uuid('subproject_id')
      .notNull()
      .references(() => subprojects.id),
    violations: integer('violations').notNull(),
    warnings: integer('warnings').notNull(),
  },
  // The migration adds INCLUDE (violations, warnings) to the key, which Drizzle cannot declare.
  (t) => [primaryKey({ columns: [t.subprojectId, t.runStartedAt, t.runId] })],
);

/**
 * The sums of compliance_counts per subproject (migration 0012): what a Government's project list shows, one row
 * read per subproject. Rewritten with compliance_counts, under a lock per subproject (engine.ts).
 */
export const complianceSubprojectCounts = pgTable('compliance_subproject_counts', {
  subprojectId: uuid('subproject_id')
    .primaryKey()
    .references(() => subprojects.id),
  violations: integer('violations').notNull(),
  warnings: integer('warnings').notNull(),
});
