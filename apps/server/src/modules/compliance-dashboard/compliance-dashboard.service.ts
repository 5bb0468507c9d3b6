import {
  COMPLIANCE_TYPES,
  type ComplianceItem,
  type ComplianceLastUpdated,
  type ComplianceLawCounts,
  type ComplianceLawItems,
  type ComplianceSummary,
  type ComplianceType,
  type ComplianceTypeCounts,
  dueStatus,
  formatDueStatus,
  LAWS,
  type LawId,
  type Role,
} from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import {
  countReachable,
  countsByLaw,
  countsByType,
  itemsOfLaw,
  lastLookedAt,
  type Selection,
} from './compliance-dashboard.queries.js';

/** The roles that see compliances: not a subcontractor (spec part 2, section 2). */
export const COMPLIANCE_READERS: readonly Role[] = ['Government', 'Consultant', 'Contractor'];

/**
 * The selection of a dashboard call. Every establishment `establishment_list` names must be one of the
 * subproject's in the caller's scope, else the whole call is not found (as for an unknown id); without a
 * list, the call is about every establishment of the subproject the caller reaches.
 */
export async function selectionOf(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  establishmentIds: string[] | null,
): Promise<Selection> {
  if (establishmentIds && establishmentIds.length > 0) {
    const reachable = await countReachable(deps.db, auth, subprojectId, establishmentIds);
    if (reachable !== establishmentIds.length) throw notFound('Establishment not found.');
    return { subprojectId, establishmentIds };
  }
  return { subprojectId, establishmentIds: null };
}

export async function lastUpdated(deps: Deps, establishmentId: string): Promise<ComplianceLastUpdated> {
  const at = await lastLookedAt(deps.db, establishmentId);
  return { lastUpdatedOn: at ? at.toISOString() : null };
}

export async function typeCounts(
  deps: Deps,
  auth: AuthContext,
  selection: Selection,
): Promise<ComplianceTypeCounts> {
  const rows = await countsByType(deps.db, auth, selection);
  return COMPLIANCE_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, violations: row?.violations ?? 0, warnings: row?.warnings ?? 0 };
  });
}

export async function summary(
  deps: Deps,
  auth: AuthContext,
  selection: Selection,
): Promise<ComplianceSummary> {
  const rows = await countsByType(deps.db, auth, selection);
  return {
    violations: rows.reduce((sum, r) => sum + r.violations, 0),
    warnings: rows.reduce((sum, r) => sum + r.warnings, 0),
  };
}

/** The law-wise table, in the catalogue's order of laws. */
export async function lawCounts(
  deps: Deps,
  auth: AuthContext,
  selection: Selection,
  type: ComplianceType,
): Promise<ComplianceLawCounts> {
  const rows = await countsByLaw(deps.db, auth, selection, type);
  return LAWS.flatMap((law) => {
    const row = rows.find((r) => r.lawId === law.id);
    return row
      ? [{ lawId: law.id, code: law.code, law: law.name, violations: row.violations, warnings: row.warnings }]
      : [];
  });
}

/** Periodic attendance and wage register items are put right by the contractor alone (spec part 2, section 2). */
const CONTRACTOR_PAGES = /(^|\/)(attendanceRegisters|wageRegisters)(\/|\?|$)/;
function followable(auth: AuthContext, type: ComplianceType, correctiveUrl: string) {
  return auth.role === 'Contractor' || type !== 'Periodic' || !CONTRACTOR_PAGES.test(correctiveUrl);
}

export async function lawItems(
  deps: Deps,
  auth: AuthContext,
  selection: Selection,
  type: ComplianceType,
  lawId: LawId,
  now = new Date(),
): Promise<ComplianceLawItems> {
  const law = LAWS.find((l) => l.id === lawId);
  if (!law) throw notFound('Law not found.');
  const rows = await itemsOfLaw(deps.db, auth, selection, type, lawId);
  const groups: ComplianceLawItems['groups'] = [];
  for (const row of rows) {
    const status = row.dueOn ? dueStatus(row.dueOn, now) : null;
    const item: ComplianceItem = {
      id: row.id,
      establishmentId: row.establishmentId,
      establishmentName: row.establishmentName,
      severity: row.severity === 'violation' ? 'violation' : 'warning',
      dueOn: row.dueOn,
      status: status ? formatDueStatus(status) : null,
      daysOverdue: status?.kind === 'overdue' ? status.days : 0,
      details: row.summary,
      citation: row.citation,
      correctiveUrl: row.correctiveUrl,
      followable: followable(auth, type, row.correctiveUrl),
    };
    const last = groups.at(-1);
    if (last?.complianceId === row.ruleCode) last.items.push(item);
    else groups.push({ complianceId: row.ruleCode, citation: row.citation, items: [item] });
  }
  return { type, law: { id: law.id, code: law.code, name: law.name }, groups };
}
