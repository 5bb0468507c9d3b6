import { z } from 'zod';
import { COMPLIANCE_TYPES, LAW_IDS, type LawId } from '../domain/laws.js';

/**
 * The compliance dashboard's calls (spec part 2, sections 2 and 7) and the Government's overview across its
 * projects. Counts and items are read from the engine's stored results (compliance_results); where a due date
 * stands today ('Overdue by N Day(s)', ...) is worked out when the answer is made, in Asia/Kolkata.
 */

export const complianceType = z.enum(COMPLIANCE_TYPES);
export const lawId = z.enum(LAW_IDS as [LawId, ...LawId[]]);

/** GET /api/establishments/{id}/compliancelastUpdated: when the engine last looked at the establishment. */
export const complianceLastUpdated = z.object({ lastUpdatedOn: z.iso.datetime({ offset: true }).nullable() });
export type ComplianceLastUpdated = z.infer<typeof complianceLastUpdated>;

const counts = { violations: z.number().int().nonnegative(), warnings: z.number().int().nonnegative() };

/** GET /api/subprojects/{id}/compliances: the open violations and warnings of the establishments asked for. */
export const complianceSummary = z.object(counts);
export type ComplianceSummary = z.infer<typeof complianceSummary>;

/** GET .../compliances/compliance-types: the breakdown by Setup, Periodic and Incident (all three, in order). */
export const complianceTypeCounts = z.array(z.object({ type: complianceType, ...counts }));
export type ComplianceTypeCounts = z.infer<typeof complianceTypeCounts>;

/** GET .../compliances/{type}: the law-wise table (Code, Law, Warnings, Violations), laws with items only. */
export const complianceLawCounts = z.array(z.object({ lawId, code: z.string(), law: z.string(), ...counts }));
export type ComplianceLawCounts = z.infer<typeof complianceLawCounts>;

/** One item of a law: a violation or warning of one establishment. */
export const complianceItem = z.object({
  id: z.uuid(),
  establishmentId: z.uuid(),
  establishmentName: z.string(),
  severity: z.enum(['violation', 'warning']),
  /** The date it fell or falls due (yyyy-mm-dd), if it has one. */
  dueOn: z.iso.date().nullable(),
  /** 'Overdue by N Day(s)', 'Due in N Day(s)' or 'Due Today', today in India; null without a due date. */
  status: z.string().nullable(),
  /** Days past the due date (0 when not yet due or without one). */
  daysOverdue: z.number().int().nonnegative(),
  details: z.string(),
  citation: z.string(),
  /** The page that puts it right, relative to /projects/{projectId}/subprojects/{subprojectId}. */
  correctiveUrl: z.string(),
  /** Whether the caller may follow the link (periodic attendance and wage items are the contractor's). */
  followable: z.boolean(),
});
export type ComplianceItem = z.infer<typeof complianceItem>;

/** GET .../compliances/{type}/{lawId}: the items grouped by compliance id (the group's number). */
export const complianceLawItems = z.object({
  type: complianceType,
  law: z.object({ id: lawId, code: z.string(), name: z.string() }),
  groups: z.array(
    z.object({ complianceId: z.string(), citation: z.string(), items: z.array(complianceItem) }),
  ),
});
export type ComplianceLawItems = z.infer<typeof complianceLawItems>;

/** GET /api/compliance/overview: a Government's projects at a glance (its own projects only). */
export const complianceOverview = z.object({
  totals: z.object(counts),
  /** The contractors carrying the most open violations (then warnings), at most ten. */
  contractors: z.array(
    z.object({ agencyId: z.uuid(), name: z.string(), establishments: z.number().int(), ...counts }),
  ),
  /** The establishments carrying the most open violations (then warnings), at most ten. */
  establishments: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      projectId: z.uuid(),
      subprojectId: z.uuid(),
      subprojectName: z.string(),
      contractorName: z.string(),
      ...counts,
    }),
  ),
  /** Totals of the Government's establishments after each of the last morning runs, oldest first. */
  trend: z.array(z.object({ runId: z.uuid(), finishedAt: z.iso.datetime({ offset: true }), ...counts })),
});
export type ComplianceOverview = z.infer<typeof complianceOverview>;
