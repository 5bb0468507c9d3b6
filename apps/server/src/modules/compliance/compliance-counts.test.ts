import { ESTABLISHMENT_STATUS, istDateKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import type { Db } from '../../db/client.js';
import { recomputeEstablishments, runMorningRun } from './compliance.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Counts = Record<string, string>;

/**
 * Every row of compliance_counts and of compliance_subproject_counts, and the same figures counted from
 * compliance_results, keyed alike.
 */
async function keptAndCounted(
  db: Db,
): Promise<Record<'kept' | 'counted' | 'keptPerSubproject' | 'countedPerSubproject', Counts>> {
  const read = async (query: ReturnType<typeof sql>) =>
    Object.fromEntries(
      ((await db.execute(query)) as unknown as { rows: { k: string; v: string }[] }).rows.map((r) => [
        r.k,
        r.v,
      ]),
    );
  return {
    kept: await read(sql`select establishment_id || '/' || subproject_id as k,
        violations || '/' || warnings || '/' || contractor_agency_id as v
      from compliance_counts`),
    counted: await read(sql`select r.establishment_id || '/' || r.subproject_id as k,
        count(*) filter (where r.severity = 'violation') || '/' || count(*) filter (where r.severity = 'warning')
          || '/' || e.contractor_agency_id as v
      from compliance_results r join establishments e on e.id = r.establishment_id
      group by r.establishment_id, r.subproject_id, e.contractor_agency_id`),
    keptPerSubproject: await read(sql`select subproject_id as k, violations || '/' || warnings as v
      from compliance_subproject_counts`),
    countedPerSubproject: await read(sql`select subproject_id as k,
        count(*) filter (where severity = 'violation') || '/' || count(*) filter (where severity = 'warning') as v
      from compliance_results group by subproject_id`),
  };
}

const daysFromToday = (days: number) => {
  const d = new Date(`${istDateKey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('the counts the engine keeps (compliance_counts)', () => {
  it('match compliance_results after a morning run, whatever they held before', async () => {
    const db = ctx.database.db;
    // Wrong counts to start from: the morning run must rewrite them all.
    await db.execute(sql`update compliance_counts set violations = violations + 7`);
    await db.execute(sql`update compliance_subproject_counts set warnings = warnings + 3`);
    const report = await runMorningRun(db);
    expect(report!.itemCount).toBeGreaterThan(0);
    const { kept, counted, keptPerSubproject, countedPerSubproject } = await keptAndCounted(db);
    expect(Object.keys(counted).length).toBeGreaterThan(0);
    expect(kept).toEqual(counted);
    expect(keptPerSubproject).toEqual(countedPerSubproject);
    // What the run kept per subproject for the overview's trend: its start, and (leaving out subprojects with
    // nothing open, which the recount has no row for) the recount of its items per subproject.
    const history = (
      (await db.execute(sql`select h.subproject_id, h.violations || '/' || h.warnings as v,
          h.run_started_at = r.started_at as at_start
        from compliance_subproject_history h join compliance_runs r on r.id = h.run_id
        where h.run_id = ${report!.runId}::uuid`)) as unknown as {
        rows: { subproject_id: string; v: string; at_start: boolean }[];
      }
    ).rows;
    expect(history.length).toBeGreaterThan(1);
    expect(history.every((row) => row.at_start)).toBe(true);
    expect(
      Object.fromEntries(history.filter((row) => row.v !== '0/0').map((row) => [row.subproject_id, row.v])),
    ).toEqual(countedPerSubproject);
  });

  it('match compliance_results after racing recomputes of the same establishments and of their neighbours', async () => {
    const db = ctx.database.db;
    // Establishments of one subproject: recomputes of different establishments race on the subproject's sum.
    const ids = (
      (await db.execute(
        sql`select id from establishments where status = ${ESTABLISHMENT_STATUS.open} and subproject_id = (
          select subproject_id from establishments where status = ${ESTABLISHMENT_STATUS.open}
          group by subproject_id order by count(*) desc, subproject_id limit 1)
        order by id limit 3`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    // Two days with different findings (licences and deadlines run out), so the racing runs write different
    // results and a count left by the wrong run would show.
    const days = [istDateKey(), daysFromToday(1500)];
    const totals: string[] = [];
    for (const asOf of days) {
      await recomputeEstablishments(db, ids, { asOf });
      const { kept, counted, keptPerSubproject, countedPerSubproject } = await keptAndCounted(db);
      expect(kept).toEqual(counted);
      expect(keptPerSubproject).toEqual(countedPerSubproject);
      totals.push(JSON.stringify(counted));
    }
    expect(totals[0]).not.toEqual(totals[1]);
    // Both pools (two API instances on one database), overlapping sets of establishments, alternating days.
    const pools = [ctx.appDatabase.db, ctx.database.db];
    await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        recomputeEstablishments(pools[i % 2]!, i % 3 === 0 ? ids : [ids[i % ids.length]!], {
          asOf: days[i % 2],
        }),
      ),
    );
    const { kept, counted, keptPerSubproject, countedPerSubproject } = await keptAndCounted(db);
    expect(kept).toEqual(counted);
    expect(keptPerSubproject).toEqual(countedPerSubproject);
  });
});
