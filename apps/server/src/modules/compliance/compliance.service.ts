import { istDateKey, LAWS, type LawResponse } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext, Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { EstablishmentsChangedListener } from '../../db/tx.js';
import { establishmentScopeCondition } from '../scope/index.js';
import { type RunReport, rowsOf, runEngine, versionsInForce } from './engine.js';
import { PARAMETERS, seriesValueOn } from './law/parameters.js';
import { RULES } from './law/rules.js';

/** Recomputes these establishments now (or as of a day): their rows are replaced in one transaction. */
export async function recomputeEstablishments(
  db: Db,
  establishmentIds: string[],
  options: { asOf?: string; at?: Date } = {},
): Promise<RunReport> {
  const report = await runEngine(db, { kind: 'establishment', establishmentIds, ...options });
  return report!;
}

/** The morning run over every establishment (as of today in Asia/Kolkata, or the day given). */
export async function runMorningRun(
  db: Db,
  options: { asOf?: string; unlessMorningRunSince?: Date; startedAt?: Date } = {},
): Promise<RunReport | null> {
  return runEngine(db, { kind: 'morning', ...options });
}

/**
 * What runs after a write to establishments commits (db/tx.ts): recompute them. A failure is logged; the
 * user's write has already succeeded and stands.
 */
export function recomputeAfterCommit(log: FastifyBaseLogger): EstablishmentsChangedListener {
  return async (db, establishmentIds) => {
    try {
      await recomputeEstablishments(db, establishmentIds);
    } catch (err) {
      log.error({ err, establishmentIds }, 'compliance recompute after a change failed');
    }
  };
}

/** GET /api/law: every rule and parameter, and per rule what it flags among the caller's establishments. */
export async function lawCatalogue(deps: Deps, auth: AuthContext): Promise<LawResponse> {
  const today = istDateKey();
  const flagged = await rowsOf<{
    rule_code: string;
    establishments: number;
    violations: number;
    warnings: number;
  }>(
    deps.db,
    sql`select r.rule_code, count(distinct r.establishment_id)::int as establishments,
      count(*) filter (where r.severity = 'violation')::int as violations,
      count(*) filter (where r.severity = 'warning')::int as warnings
    from compliance_results r join establishments on establishments.id = r.establishment_id
    where ${establishmentScopeCondition(auth)}
    group by r.rule_code`,
  );
  const byRule = new Map(flagged.map((row) => [row.rule_code, row]));
  const [last] = await rowsOf<{ finished_at: string | Date | null }>(
    deps.db,
    sql`select max(finished_at) as finished_at from compliance_runs where kind = 'morning'`,
  );
  const current = new Set(
    RULES.flatMap((rule) => versionsInForce(rule, today).map(({ version }) => version)),
  );
  return {
    laws: LAWS.map((l) => ({ ...l })),
    rules: RULES.map((rule) => {
      const f = byRule.get(rule.id);
      return {
        id: rule.id,
        title: rule.title,
        complianceType: rule.type,
        description: rule.description,
        parameters: rule.parameters,
        unconfirmed: rule.unconfirmed ?? false,
        versions: rule.versions.map((v) => ({
          lawId: v.lawId,
          citation: v.citation,
          effectiveFrom: v.from,
          effectiveTo: v.to,
          states: v.states,
          detailsTemplate: v.details,
          correctiveUrlTemplate: v.corrective,
          current: current.has(v),
        })),
        flagged: {
          establishments: f?.establishments ?? 0,
          violations: f?.violations ?? 0,
          warnings: f?.warnings ?? 0,
        },
      };
    }),
    parameters: PARAMETERS.map((p) => ({
      id: p.id,
      description: p.description,
      unit: p.unit,
      values: p.values,
      stateValues: p.stateValues ?? {},
      references: p.references,
      unconfirmed: p.unconfirmed ?? false,
      currentValue: seriesValueOn(p.values, today),
    })),
    lastMorningRun: last?.finished_at ? new Date(last.finished_at).toISOString() : null,
  };
}

/**
 * Recomputes the establishments where an employee process's pending step fell due in (since, now]: the morning run
 * and the recompute after each write judge the clocks at their own instant, and an hour clock passing in between
 * would otherwise stay a warning until the next morning. Reads the pending steps' partial index on due_on.
 * Returns the establishments recomputed.
 */
export async function recomputePassedClocks(db: Db, since: Date, now: Date): Promise<string[]> {
  const rows = await rowsOf<{ establishment_id: string }>(
    db,
    sql`select distinct p.establishment_id from employee_process_steps s
      join employee_processes p on p.id = s.process_id and p.cancelled_on is null
      where s.submitted_on is null and s.applies
        and s.due_on > ${since.toISOString()}::timestamptz and s.due_on <= ${now.toISOString()}::timestamptz`,
  );
  const ids = rows.map((r) => r.establishment_id);
  if (ids.length > 0) await recomputeEstablishments(db, ids);
  return ids;
}
