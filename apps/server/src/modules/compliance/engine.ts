import { type ComplianceRunKind, ESTABLISHMENT_STATUS, istDateKey } from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { PARAMETERS, parameter, seriesValueOn } from './law/parameters.js';
import { RULES, type Rule, type RuleQuery, type RuleVersion } from './law/rules.js';

/**
 * Advisory-lock class ids: the results as a whole (morning: exclusive, one establishment: shared), one
 * establishment, one subproject's sums.
 */
const RESULTS_LOCK = 0x414e5550; // 'ANUP'
const ESTABLISHMENT_LOCK = RESULTS_LOCK + 1;
/** A subproject's sum of counts (compliance_subproject_counts), rewritten by one run at a time. */
const SUBPROJECT_LOCK = RESULTS_LOCK + 2;

/** The rows of a raw statement (the pg driver's result). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A text array as one bound parameter (PostgreSQL's array literal; Drizzle would spread a JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** The versions of a rule in force on a day, each with the states it covers ('all' minus those named elsewhere). */
export function versionsInForce(rule: Rule, asOf: string) {
  const inForce = rule.versions.filter((v) => v.from <= asOf && (v.to === null || asOf <= v.to));
  const named = inForce.flatMap((v) => (v.states === 'all' ? [] : v.states));
  return inForce.map((v) => ({
    version: v,
    only: v.states === 'all' ? null : v.states,
    except: v.states === 'all' ? named : [],
  }));
}

/** A parameter's value on the day for `e.state`: the state's own series where it has one, else the national one. */
export function parameterSql(id: string, asOf: string): SQL {
  const p = parameter(id);
  const national = seriesValueOn(p.values, asOf);
  const byState: Record<string, number> = {};
  for (const [state, series] of Object.entries(p.stateValues ?? {})) {
    const value = seriesValueOn(series, asOf);
    if (value !== null) byState[state] = value;
  }
  const fallback = national === null ? sql`null::int` : sql`${national}::int`;
  if (Object.keys(byState).length === 0) return fallback;
  return sql`coalesce((${JSON.stringify(byState)}::jsonb ->> e.state)::int, ${fallback})`;
}

/** The establishments a rule version looks at: in scope of the run, not in a deleted project, in its states. */
function establishmentsSql(
  rule: Rule,
  ids: string[] | null,
  states: { only: string[] | null; except: string[] },
): SQL {
  const statuses =
    rule.appliesTo === 'open'
      ? [ESTABLISHMENT_STATUS.open]
      : [ESTABLISHMENT_STATUS.open, ESTABLISHMENT_STATUS.completionMarked];
  const filters: SQL[] = [
    sql`es.status in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
    sql`s.deleted_at is null`,
    sql`p.deleted_at is null`,
  ];
  if (ids) filters.push(sql`es.id = any(${textArray(ids)}::uuid[])`);
  // Approved completions (closed) keep only what still applies after the work: rules for notCancelled.
  if (rule.appliesTo === 'open') filters.push(sql`es.closed_on is null`);
  if (states.only) filters.push(sql`coalesce(es.body ->> 'state', '') = any(${textArray(states.only)})`);
  if (states.except.length)
    filters.push(sql`coalesce(es.body ->> 'state', '') <> all(${textArray(states.except)})`);
  return sql`(select es.id, es.subproject_id, es.status, es.commencement_date, es.closed_on, es.completion_body,
      coalesce(es.body ->> 'state', '') as state,
      case when es.body ->> 'maxWorkers' ~ '^[0-9]{1,9}$' then (es.body ->> 'maxWorkers')::int end as max_workers
    from establishments es
    join subprojects s on s.id = es.subproject_id
    join projects p on p.id = s.project_id
    where ${sql.join(filters, sql` and `)})`;
}

/**
 * A template as a SQL text expression over the item `i` and its establishment `es`: {key} is i.details ->> key,
 * {key:date} that ISO date as DD/MM/YYYY, {establishment} the name, {establishmentId} and {recordId} the ids.
 */
export function templateSql(template: string): SQL {
  const parts: SQL[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{(\w+)(?::(date))?\}/g)) {
    if (m.index > last) parts.push(sql`${template.slice(last, m.index)}::text`);
    const [, key, format] = m;
    if (key === 'establishment') parts.push(sql`coalesce(es.body ->> 'name', '')`);
    else if (key === 'establishmentId') parts.push(sql`i.establishment_id::text`);
    else if (key === 'recordId') parts.push(sql`coalesce(i.record_id::text, '')`);
    else if (format === 'date')
      parts.push(sql`coalesce(to_char((i.details ->> ${key})::date, 'DD/MM/YYYY'), '')`);
    else parts.push(sql`coalesce(i.details ->> ${key}, '')`);
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push(sql`${template.slice(last)}::text`);
  return parts.length ? sql`concat(${sql.join(parts, sql`, `)})` : sql`''::text`;
}

/**
 * The statement that writes one rule version's items for the run. The rule's rows are computed once each
 * (`offset 0` keeps PostgreSQL from pulling the rule's SELECT up into this one): pulled up, every mention of
 * `i.details` below (the summary's template reads it up to seven times) recomputed the rule's details, and with
 * them what they read; the half-yearly return rule evaluated its form lookup nine times a row and took 12 s of the
 * morning run instead of 2 (docs/benchmarks.md).
 */
function insertItems(
  rule: Rule,
  version: RuleVersion,
  query: RuleQuery,
  runId: string,
  computedAt: Date,
): SQL {
  return sql`insert into compliance_results (establishment_id, subproject_id, rule_code, law_id, compliance_type,
      severity, due_on, summary, citation, corrective_url, record_id, run_id, details, computed_at)
    select i.establishment_id, es.subproject_id, ${rule.id}, ${version.lawId}, ${rule.type}, i.severity, i.due_on,
      ${templateSql(version.details)}, ${version.citation}, ${templateSql(version.corrective)}, i.record_id,
      ${runId}, i.details, ${computedAt.toISOString()}::timestamptz
    from (select * from (${rule.select(query)}) found offset 0) i
    join establishments es on es.id = i.establishment_id`;
}

export interface RunOptions {
  kind: ComplianceRunKind;
  /** The day checked (ISO); today in Asia/Kolkata when absent. */
  asOf?: string;
  /** For kind 'establishment': the establishments recomputed. */
  establishmentIds?: string[];
  /** The rules to run (all when absent): tests pass a subset. */
  rules?: Rule[];
  /**
   * Morning run only: skip (return null) if a morning run started at or after this instant. Checked under the
   * exclusive lock, so instances that fire together run it once: the others wait, then find it done.
   */
  unlessMorningRunSince?: Date;
  /** The instant the run counts from (now when absent): the scheduler passes the instant it fired for. */
  startedAt?: Date;
  /** The instant the hour clocks are checked at (RuleQuery.now); worked cases pass one. */
  at?: Date;
}

/** The instant a run checks the hour clocks at: given, the run's instant on today's run, else the day's end in India. */
export function instantChecked(asOf: string, startedAt: Date, at?: Date): Date {
  if (at) return at;
  if (asOf === istDateKey(startedAt)) return startedAt;
  return new Date(`${asOf}T23:59:59.999+05:30`);
}

export interface RunReport {
  runId: string;
  kind: ComplianceRunKind;
  asOf: string;
  establishmentCount: number;
  itemCount: number;
  /** Milliseconds per rule id (all its versions), and the whole run. */
  ruleTimings: Record<string, number>;
  totalMs: number;
}

/**
 * The select list and source of compliance_counts' rows for the results `where` picks: each establishment's
 * counts per the subproject its items carry, with the establishment's contractor.
 */
function countsOf(where: SQL) {
  return sql`r.establishment_id, r.subproject_id, e.contractor_agency_id,
      (count(*) filter (where r.severity = 'violation'))::int, (count(*) filter (where r.severity = 'warning'))::int
    from compliance_results r join establishments e on e.id = r.establishment_id
    where ${where}
    group by r.establishment_id, r.subproject_id, e.contractor_agency_id`;
}

/**
 * Rewrites compliance_counts from compliance_results for the given establishments (all when null), and the sums
 * of their subprojects in compliance_subproject_counts, inside the transaction that replaced their results.
 * An establishment's rows are covered by the locks the run already holds (the morning run's exclusive lock, or
 * the per-establishment locks of a recompute): a second recompute of it waits, then reads what the first
 * committed. A subproject's sum also depends on its other establishments, which a concurrent recompute may be
 * changing: it is summed under a lock per subproject, taken after the establishment's rows are written, so the
 * later of two recomputes in one subproject sums after the earlier one committed (read committed: each statement
 * sees what committed before it began). Nothing is adjusted by a difference, so nothing can drift.
 */
export async function refreshComplianceCounts(tx: Executor, ids: readonly string[] | null) {
  if (!ids) {
    await tx.execute(sql`delete from compliance_counts`);
    await tx.execute(sql`insert into compliance_counts (establishment_id, subproject_id, contractor_agency_id, violations, warnings)
      select ${countsOf(sql`true`)}`);
    await tx.execute(sql`delete from compliance_subproject_counts`);
    await tx.execute(sql`insert into compliance_subproject_counts (subproject_id, violations, warnings)
      select subproject_id, sum(violations)::int, sum(warnings)::int from compliance_counts group by subproject_id`);
    return;
  }
  const only = sql`establishment_id = any(${textArray(ids)}::uuid[])`;
  // The subprojects whose sums change: those of the rows replaced and of the rows written.
  const replaced = await rowsOf<{ subproject_id: string }>(
    tx,
    sql`delete from compliance_counts where ${only} returning subproject_id`,
  );
  const written = await rowsOf<{ subproject_id: string }>(
    tx,
    sql`insert into compliance_counts (establishment_id, subproject_id, contractor_agency_id, violations, warnings)
      select ${countsOf(sql`r.establishment_id = any(${textArray(ids)}::uuid[])`)}
      returning subproject_id`,
  );
  const subprojects = [...new Set([...replaced, ...written].map((r) => r.subproject_id))].sort();
  if (subprojects.length === 0) return;
  const touched = sql`${textArray(subprojects)}::uuid[]`;
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBPROJECT_LOCK}, hashtext(x))
    from (select x from unnest(${textArray(subprojects)}) x order by x offset 0) ordered`);
  await tx.execute(sql`delete from compliance_subproject_counts where subproject_id = any(${touched})`);
  await tx.execute(sql`insert into compliance_subproject_counts (subproject_id, violations, warnings)
    select subproject_id, sum(violations)::int, sum(warnings)::int from compliance_counts
    where subproject_id = any(${touched}) group by subproject_id`);
}

/**
 * A morning run's compliance_history rows summed per subproject, with the run's start
 * (compliance_subproject_history, migration 0028: what the Government overview's trend reads).
 */
export async function recordSubprojectHistory(tx: Executor, runId: string) {
  await tx.execute(sql`insert into compliance_subproject_history (run_id, run_started_at, subproject_id, violations, warnings)
    select h.run_id, r.started_at, e.subproject_id, sum(h.violations)::int, sum(h.warnings)::int
    from compliance_history h
    join compliance_runs r on r.id = h.run_id
    join establishments e on e.id = h.establishment_id
    where h.run_id = ${runId}::uuid
    group by h.run_id, r.started_at, e.subproject_id`);
}

async function lockFor(tx: Tx, kind: ComplianceRunKind, ids: string[] | null) {
  if (kind === 'morning' || !ids) {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESULTS_LOCK}, 0)`);
    return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${RESULTS_LOCK}, 0)`);
  // One establishment's rows are replaced by one run at a time (taken in id order: no deadlock between runs).
  await tx.execute(sql`select pg_advisory_xact_lock(${ESTABLISHMENT_LOCK}, hashtext(x))
    from (select x from unnest(${textArray(ids)}) x order by x offset 0) ordered`);
}

/**
 * One run of the engine, in one transaction: the rows of the establishments it covers (all, for the morning run)
 * are replaced by what every rule in force on the day finds, each rule one set-based statement over all of them;
 * the run is recorded with its timings, and a morning run writes the totals per establishment to
 * compliance_history.
 */
export async function runEngine(db: Db, options: RunOptions): Promise<RunReport | null> {
  const asOf = options.asOf ?? istDateKey();
  const ids = options.kind === 'morning' ? null : [...new Set(options.establishmentIds ?? [])].sort();
  const rules = options.rules ?? RULES;
  const started = Date.now();
  const startedAt = options.startedAt ?? new Date(started);
  const now = instantChecked(asOf, startedAt, options.at);
  const report = await db.transaction(async (tx) => {
    await lockFor(tx, options.kind, ids);
    if (options.kind === 'morning' && options.unlessMorningRunSince) {
      const done = await rowsOf(
        tx,
        sql`select 1 from compliance_runs where kind = 'morning'
          and started_at >= ${options.unlessMorningRunSince.toISOString()}::timestamptz limit 1`,
      );
      if (done.length > 0) return null;
    }
    const [run] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into compliance_runs (kind, started_at) values (${options.kind}, ${startedAt.toISOString()}::timestamptz) returning id`,
    );
    const runId = run!.id;
    await tx.execute(
      ids
        ? sql`delete from compliance_results where establishment_id = any(${textArray(ids)}::uuid[])`
        : sql`delete from compliance_results`,
    );
    const ruleTimings: Record<string, number> = {};
    for (const rule of rules) {
      const t0 = performance.now();
      for (const { version, only, except } of versionsInForce(rule, asOf)) {
        const query: RuleQuery = {
          asOf: sql`${asOf}::date`,
          now: sql`${now.toISOString()}::timestamptz`,
          est: establishmentsSql(rule, ids, { only, except }),
          param: (id) => parameterSql(id, asOf),
        };
        await tx.execute(insertItems(rule, version, query, runId, startedAt));
      }
      ruleTimings[rule.id] = Math.round((performance.now() - t0) * 10) / 10;
    }
    await refreshComplianceCounts(tx, ids);
    const [counts] = await rowsOf<{ establishments: number; items: number }>(
      tx,
      sql`select
        (select count(*)::int from establishments es where es.status <> ${ESTABLISHMENT_STATUS.cancelled}
          ${ids ? sql`and es.id = any(${textArray(ids)}::uuid[])` : sql``}) as establishments,
        (select count(*)::int from compliance_results where run_id = ${runId}) as items`,
    );
    if (options.kind === 'morning') {
      const t0 = performance.now();
      await tx.execute(sql`insert into compliance_history (run_id, establishment_id, violations, warnings)
        select ${runId}, es.id,
          count(r.id) filter (where r.severity = 'violation')::int,
          count(r.id) filter (where r.severity = 'warning')::int
        from establishments es left join compliance_results r on r.establishment_id = es.id
        where es.status <> ${ESTABLISHMENT_STATUS.cancelled}
        group by es.id`);
      await recordSubprojectHistory(tx, runId);
      ruleTimings['(history)'] = Math.round((performance.now() - t0) * 10) / 10;
    }
    // Finished its run time after it started: for a run started now, now; for one run as of an earlier morning
    // (the demo seed's last two weeks), that morning, as the Government overview's trend labels it.
    const finishedAt = new Date(startedAt.getTime() + (Date.now() - started));
    await tx.execute(sql`update compliance_runs set finished_at = ${finishedAt.toISOString()}::timestamptz,
        establishment_count = ${counts!.establishments}, item_count = ${counts!.items},
        rule_timings = ${JSON.stringify(ruleTimings)}::jsonb
      where id = ${runId}`);
    return {
      runId,
      kind: options.kind,
      asOf,
      establishmentCount: counts!.establishments,
      itemCount: counts!.items,
      ruleTimings,
      totalMs: Date.now() - started,
    };
  });
  // The morning run replaced every row of the tables the hot reads join (the project list reads the subprojects'
  // sums): their statistics are renewed at once, not whenever autovacuum comes by (never, where it is off). With the
  // statistics of the tables before the run, PostgreSQL planned the project page's sums as a hash join over all of
  // them, four times the time (docs/benchmarks.md).
  if (report?.kind === 'morning')
    await db.execute(sql`analyze compliance_results, compliance_counts, compliance_subproject_counts`);
  return report;
}

/** Today's value of every parameter (for the Law page): the national series. */
export function currentParameterValues(asOf = istDateKey()) {
  return new Map(PARAMETERS.map((p) => [p.id, seriesValueOn(p.values, asOf)]));
}
