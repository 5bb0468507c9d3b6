import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { reachesWholeSubprojects, subprojectScopeCondition } from '../scope/index.js';

/** How many contractors and establishments the overview ranks, and how many morning runs its trend shows. */
export const OVERVIEW_TOP = 10;
export const OVERVIEW_RUNS = 14;

/**
 * The live subprojects (of live projects) the caller reaches, as a subquery of ids. The overview is the
 * Government's (requireGovernment), and a Government reaches every establishment of these
 * (reachesWholeSubprojects): its kept counts and history are read per subproject, each from its subproject
 * index, and no establishment is read to scope them. The scope condition names the table `subprojects`, so it
 * stays unaliased here.
 */
function reachedSubprojects(auth: AuthContext): SQL {
  if (!reachesWholeSubprojects(auth))
    throw new Error('The compliance overview reads whole subprojects: only a Government may read it.');
  return sql`select subprojects.id from subprojects
      join projects ov_p on ov_p.id = subprojects.project_id and ov_p.deleted_at is null
      where subprojects.deleted_at is null and ${subprojectScopeCondition(auth)}`;
}

const int = (value: unknown) => Number(value ?? 0);

/** The rows of a statement written in SQL (the driver answers them as `rows`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface Ranked {
  violations: number;
  warnings: number;
}

/**
 * The totals and the rankings in one statement, from the counts per establishment the engine keeps with its
 * results, each with its contractor (counting the open items on every call cost 73 ms of CPU on the large set;
 * reading the establishments beside the counts for their contractors, 40 ms of the database's time): the
 * totals, the top contractors and the top establishments are read from those counts.
 */
export async function overviewRankings(db: Executor, auth: AuthContext) {
  const [row] = await rowsOf<{
    totals: Ranked | null;
    contractors: ({ agency_id: string; name: string | null; establishments: number } & Ranked)[];
    establishments: ({
      id: string;
      name: string | null;
      project_id: string;
      subproject_id: string;
      subproject_name: string | null;
      contractor_name: string | null;
    } & Ranked)[];
  }>(
    db,
    sql`with per as materialized (
        select cc.establishment_id, cc.contractor_agency_id, cc.violations, cc.warnings
        from compliance_counts cc
        where cc.subproject_id in (${reachedSubprojects(auth)}) and cc.violations + cc.warnings > 0
      )
      select
        (select json_build_object('violations', coalesce(sum(violations), 0), 'warnings', coalesce(sum(warnings), 0))
          from per) as totals,
        (select coalesce(json_agg(c order by c.violations desc, c.warnings desc, c.name, c.agency_id), '[]'::json) from (
          select g.agency_id, a.body ->> 'name' as name, g.establishments, g.violations, g.warnings
          from (
            select per.contractor_agency_id as agency_id, count(*)::int as establishments,
              sum(per.violations)::int as violations, sum(per.warnings)::int as warnings
            from per group by per.contractor_agency_id
          ) g join agencies a on a.id = g.agency_id
          order by violations desc, warnings desc, name, agency_id limit ${OVERVIEW_TOP}) c) as contractors,
        (select coalesce(json_agg(t order by t.violations desc, t.warnings desc, t.name, t.id), '[]'::json) from (
          select top.establishment_id as id, e.body ->> 'name' as name, s.project_id, s.id as subproject_id,
            s.body ->> 'name' as subproject_name, a.body ->> 'name' as contractor_name, top.violations, top.warnings
          from (select * from per order by violations desc, warnings desc, establishment_id limit ${OVERVIEW_TOP}) top
          join establishments e on e.id = top.establishment_id
          join subprojects s on s.id = e.subproject_id
          join agencies a on a.id = e.contractor_agency_id) t) as establishments`,
  );
  return {
    totals: { violations: int(row?.totals?.violations), warnings: int(row?.totals?.warnings) },
    contractors: (row?.contractors ?? []).map((r) => ({
      agencyId: r.agency_id,
      name: r.name ?? '',
      establishments: int(r.establishments),
      violations: int(r.violations),
      warnings: int(r.warnings),
    })),
    establishments: (row?.establishments ?? []).map((r) => ({
      id: r.id,
      name: r.name ?? '',
      projectId: r.project_id,
      subprojectId: r.subproject_id,
      subprojectName: r.subproject_name ?? '',
      contractorName: r.contractor_name ?? '',
      violations: int(r.violations),
      warnings: int(r.warnings),
    })),
  };
}

/**
 * The caller's totals after each of the last finished morning runs, oldest first, from the runs' totals per
 * subproject (compliance_subproject_history): one short index range per subproject, starting at the oldest of
 * those runs, however many runs came before (the totals per establishment, read for every establishment of the
 * Government, took 2 s a call after 60 runs on the large set).
 */
export async function morningTrend(db: Executor, auth: AuthContext) {
  const rows = await rowsOf<{
    run_id: string;
    finished_at: Date | string;
    violations: number;
    warnings: number;
  }>(
    db,
    sql`with r as materialized (
      select id, started_at, finished_at from compliance_runs
      where kind = 'morning' and finished_at is not null
      order by started_at desc limit ${OVERVIEW_RUNS}
    )
    select r.id as run_id, r.finished_at,
      coalesce(sum(h.violations), 0)::int as violations, coalesce(sum(h.warnings), 0)::int as warnings
    from r left join (
      select h.run_id, h.violations, h.warnings from compliance_subproject_history h
      where h.subproject_id in (${reachedSubprojects(auth)})
        and h.run_started_at >= (select min(started_at) from r)
    ) h on h.run_id = r.id
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
