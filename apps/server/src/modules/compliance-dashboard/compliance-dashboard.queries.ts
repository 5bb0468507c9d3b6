import type { ComplianceType, LawId } from '@anupalan/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { complianceResults, establishments } from '../../db/schema/index.js';
import { establishmentScopeCondition } from '../scope/index.js';

/**
 * The establishments a dashboard call is about: those of one subproject in the caller's scope, narrowed to
 * `establishment_list` when it names some. The caller has checked that every named one is in this set.
 */
export interface Selection {
  subprojectId: string;
  establishmentIds: string[] | null;
}

function selected(auth: AuthContext, selection: Selection): SQL {
  return and(
    eq(establishments.subprojectId, selection.subprojectId),
    establishmentScopeCondition(auth),
    selection.establishmentIds ? inArray(establishments.id, selection.establishmentIds) : undefined,
  ) as SQL;
}

/**
 * The selection again, on the results' own columns (an item's subproject is its establishment's): the same
 * rows, but the planner reaches them through the results' indexes instead of scanning the table.
 */
function selectedResults(auth: AuthContext, selection: Selection): SQL {
  return and(
    selected(auth, selection),
    eq(complianceResults.subprojectId, selection.subprojectId),
    selection.establishmentIds
      ? inArray(complianceResults.establishmentId, selection.establishmentIds)
      : undefined,
  ) as SQL;
}

/** How many of these ids are establishments of the subproject that the caller reaches. */
export async function countReachable(db: Executor, auth: AuthContext, subprojectId: string, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(establishments)
    .where(selected(auth, { subprojectId, establishmentIds: ids }));
  return row?.n ?? 0;
}

const violations = sql<number>`(count(*) filter (where ${complianceResults.severity} = 'violation'))::int`;
const warnings = sql<number>`(count(*) filter (where ${complianceResults.severity} = 'warning'))::int`;

/** Open violations and warnings of the selection, per compliance type. */
export function countsByType(db: Executor, auth: AuthContext, selection: Selection) {
  return db
    .select({ type: complianceResults.complianceType, violations, warnings })
    .from(complianceResults)
    .innerJoin(establishments, eq(establishments.id, complianceResults.establishmentId))
    .where(selectedResults(auth, selection))
    .groupBy(complianceResults.complianceType);
}

/** Open violations and warnings of the selection for one compliance type, per law. */
export function countsByLaw(db: Executor, auth: AuthContext, selection: Selection, type: ComplianceType) {
  return db
    .select({ lawId: complianceResults.lawId, violations, warnings })
    .from(complianceResults)
    .innerJoin(establishments, eq(establishments.id, complianceResults.establishmentId))
    .where(and(selectedResults(auth, selection), eq(complianceResults.complianceType, type)))
    .groupBy(complianceResults.lawId);
}

/** The items of one law and type, by compliance id, violations first, then by due date. */
export function itemsOfLaw(
  db: Executor,
  auth: AuthContext,
  selection: Selection,
  type: ComplianceType,
  lawId: LawId,
) {
  return db
    .select({
      id: complianceResults.id,
      ruleCode: complianceResults.ruleCode,
      establishmentId: complianceResults.establishmentId,
      establishmentName: sql<string>`coalesce(${establishments.body} ->> 'name', '')`,
      severity: complianceResults.severity,
      dueOn: complianceResults.dueOn,
      summary: complianceResults.summary,
      citation: complianceResults.citation,
      correctiveUrl: complianceResults.correctiveUrl,
    })
    .from(complianceResults)
    .innerJoin(establishments, eq(establishments.id, complianceResults.establishmentId))
    .where(
      and(
        selectedResults(auth, selection),
        eq(complianceResults.complianceType, type),
        eq(complianceResults.lawId, lawId),
      ),
    )
    .orderBy(
      asc(complianceResults.ruleCode),
      sql`${complianceResults.severity} = 'warning'`,
      sql`${complianceResults.dueOn} asc nulls last`,
      sql`${establishments.body} ->> 'name'`,
      asc(complianceResults.id),
    );
}

/**
 * When the engine last looked at an establishment: its newest stored item, or the last morning run (which
 * looks at every establishment) when that is later or the establishment has no item.
 */
export async function lastLookedAt(db: Executor, establishmentId: string): Promise<Date | null> {
  const result = (await db.execute(sql`select greatest(
      (select max(computed_at) from compliance_results where establishment_id = ${establishmentId}),
      (select max(finished_at) from compliance_runs where kind = 'morning')
    ) as at`)) as unknown as { rows: { at: Date | string | null }[] };
  const at = result.rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}
