import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { establishmentScopeCondition } from '../scope/index.js';

/** How many contractors and establishments the overview ranks, and how many morning runs its trend shows. */
export const OVERVIEW_TOP = 10;
export const OVERVIEW_RUNS = 14;

/**
 * The caller's establishments of live projects and subprojects (a Government: those of its own projects), as
 * a subquery of ids. The scope condition names the table `establishments`, so it stays unaliased here.
 */
function reachedEstablishments(auth: AuthContext): SQL {
  return sql`select establishments.id from establishments
    join subprojects ov_s on ov_s.id = establishments.subproject_id and ov_s.deleted_at is null
    join projects ov_p on ov_p.id = ov_s.project_id and ov_p.deleted_at is null
    where ${establishmentScopeCondition(auth)}`;
}

const int = (value: unknown) => Number(value ?? 0);

/** The rows of a statement written in SQL (the driver answers them as `rows`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function overviewTotals(db: Executor, auth: AuthContext) {
  const rows = await rowsOf<{ violations: number; warnings: number }>(
    db,
    sql`select
      count(*) filter (where cr.severity = 'violation')::int as violations,
      count(*) filter (where cr.severity = 'warning')::int as warnings
    from compliance_results cr where cr.establishment_id in (${reachedEstablishments(auth)})`,
  );
  const row = rows[0];
  return { violations: int(row?.violations), warnings: int(row?.warnings) };
}

export async function topContractors(db: Executor, auth: AuthContext) {
  const rows = await rowsOf<{
    agency_id: string;
    name: string | null;
    establishments: number;
    violations: number;
    warnings: number;
  }>(
    db,
    sql`select e.contractor_agency_id as agency_id, a.body ->> 'name' as name,
      count(distinct cr.establishment_id)::int as establishments,
      count(*) filter (where cr.severity = 'violation')::int as violations,
      count(*) filter (where cr.severity = 'warning')::int as warnings
    from compliance_results cr
    join establishments e on e.id = cr.establishment_id
    join agencies a on a.id = e.contractor_agency_id
    where cr.establishment_id in (${reachedEstablishments(auth)})
    group by e.contractor_agency_id, a.body ->> 'name'
    order by violations desc, warnings desc, name, agency_id
    limit ${OVERVIEW_TOP}`,
  );
  return rows.map((r) => ({
    agencyId: r.agency_id,
    name: r.name ?? '',
    establishments: int(r.establishments),
    violations: int(r.violations),
    warnings: int(r.warnings),
  }));
}

export async function topEstablishments(db: Executor, auth: AuthContext) {
  const rows = await rowsOf<{
    id: string;
    name: string | null;
    project_id: string;
    subproject_id: string;
    subproject_name: string | null;
    contractor_name: string | null;
    violations: number;
    warnings: number;
  }>(
    db,
    sql`select t.establishment_id as id, e.body ->> 'name' as name, s.project_id, s.id as subproject_id,
      s.body ->> 'name' as subproject_name, a.body ->> 'name' as contractor_name, t.violations, t.warnings
    from (
      select cr.establishment_id,
        count(*) filter (where cr.severity = 'violation')::int as violations,
        count(*) filter (where cr.severity = 'warning')::int as warnings
      from compliance_results cr where cr.establishment_id in (${reachedEstablishments(auth)})
      group by cr.establishment_id
      order by violations desc, warnings desc, cr.establishment_id
      limit ${OVERVIEW_TOP}
    ) t
    join establishments e on e.id = t.establishment_id
    join subprojects s on s.id = e.subproject_id
    join agencies a on a.id = e.contractor_agency_id
    order by t.violations desc, t.warnings desc, name, t.establishment_id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    projectId: r.project_id,
    subprojectId: r.subproject_id,
    subprojectName: r.subproject_name ?? '',
    contractorName: r.contractor_name ?? '',
    violations: int(r.violations),
    warnings: int(r.warnings),
  }));
}

/** The caller's totals after each of the last finished morning runs, oldest first. */
export async function morningTrend(db: Executor, auth: AuthContext) {
  const rows = await rowsOf<{
    run_id: string;
    finished_at: Date | string;
    violations: number;
    warnings: number;
  }>(
    db,
    sql`select r.id as run_id, r.finished_at,
      coalesce(sum(h.violations), 0)::int as violations, coalesce(sum(h.warnings), 0)::int as warnings
    from (
      select id, started_at, finished_at from compliance_runs
      where kind = 'morning' and finished_at is not null
      order by started_at desc limit ${OVERVIEW_RUNS}
    ) r
    left join compliance_history h on h.run_id = r.id and h.establishment_id in (${reachedEstablishments(auth)})
    group by r.id, r.started_at, r.finished_at
    order by r.started_at`,
  );
  return rows.map((r) => ({
    runId: r.run_id,
    finishedAt: new Date(r.finished_at).toISOString(),
    violations: int(r.violations),
    warnings: int(r.warnings),
  }));
}
