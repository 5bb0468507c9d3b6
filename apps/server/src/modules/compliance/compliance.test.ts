import { istDateKey, lawResponse } from '@anupalan/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { complianceHistory, complianceResults, complianceRuns } from '../../db/schema/index.js';
import { onEstablishmentsChanged } from '../../db/tx.js';
import {
  MORNING_PATTERN,
  MORNING_TIMEZONE,
  morningWindowStart,
  runTodaysMorningRun,
  startComplianceMorning,
} from '../../jobs/compliance-morning.js';
import { recomputeAfterCommit } from './compliance.service.js';
import { RULES } from './law/rules.js';

let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

const daysFromToday = (days: number) => {
  const d = new Date(`${istDateKey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const wages = {
  highlySkilled: { minimumBasic: '850', da: '150', overTime: '250' },
  skilled: { minimumBasic: '650', da: '120', overTime: '200' },
  semiSkilled: { minimumBasic: '550', da: '100', overTime: '160' },
  unskilled: { minimumBasic: '480', da: '90', overTime: '142.50' },
};

/** An establishment created through the API: 60 workers expected, work commenced ten days ago. */
async function newEstablishment(name: string) {
  const { subprojectIds } = await createProject(ctx.database.db, ids.govt, `${name} project`, [
    `${name} works`,
  ]);
  const sid = subprojectIds[0]!;
  await linkAgency(ctx.database.db, sid, 'consultant', ids.consultant);
  await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor, ids.consultant);
  const commencementDate = daysFromToday(-10);
  const res = await contractor.post(`/api/subprojects/${sid}/establishments`, {
    values: {
      body: {
        name,
        natureOfWork: 'Drain lining and culverts',
        address: 'Survey No. 9, Bannur Road',
        town: 'Mysuru',
        district: 'Mysuru',
        state: 'Karnataka',
        pincode: '570019',
        weeklyHoliday: 'Sunday',
        maxWorkers: '60',
        employerName: 'Kiran Gowda',
        employerDesignation: 'Site Manager',
        employerMobile: '9845012345',
        shiftStart: '08:00',
        shiftEnd: '17:00',
        inspectorOffice: 'Labour Officer, Mysuru',
      },
      commencementDate,
      min_wages: [{ start_date: commencementDate, body: wages }],
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

const itemsOf = async (establishmentId: string) =>
  (
    await ctx.database.db
      .select({ rule: complianceResults.ruleCode, severity: complianceResults.severity })
      .from(complianceResults)
      .where(eq(complianceResults.establishmentId, establishmentId))
  )
    .map((r) => `${r.rule} ${r.severity}`)
    .sort();

describe('recompute after a change commits', () => {
  it('creating, submitting a requirement, adding a licence and cancelling each recompute the establishment', async () => {
    const id = await newEstablishment('Bannur road camp');
    // Created ten days ago with 60 workers expected: the intimation, the policy, the welfare facilities and the
    // labour licence (OSH Code: 50 or more) are overdue; the rest are not yet due.
    expect(await itemsOf(id)).toEqual([
      'CONTRACT-LABOUR-LICENCE violation',
      'EC-INSURANCE violation',
      'FORM-VII-COMMENCEMENT violation',
      'WELFARE-FACILITIES violation',
    ]);
    const reqs = (await contractor.get(`/api/establishments/${id}/requirements`)).json();
    const welfare = reqs.find(
      (r: { cms_master: { purpose: string } }) => r.cms_master.purpose === 'welfare-facilities',
    );
    const submitted = await contractor.post(`/api/establishments/${id}/requirements/${welfare.id}`, {
      values: {
        body: { drinkingWater: { checked: true }, latrines: { checked: true }, firstAid: { checked: true } },
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect(await itemsOf(id)).not.toContain('WELFARE-FACILITIES violation');

    const licence = await contractor.post(`/api/establishments/${id}/licenses`, {
      values: {
        license_type: '1',
        body: { licenseNo: 'CLRA/MYS/2026/0999', maxWorkers: '40' },
        start_date: daysFromToday(-10),
        end_date: daysFromToday(355),
      },
    });
    expect(licence.statusCode).toBe(200);
    expect(await itemsOf(id)).toEqual([
      'CONTRACT-LABOUR-LICENCE-WORKERS violation',
      'EC-INSURANCE violation',
      'FORM-VII-COMMENCEMENT violation',
    ]);
    const [item] = await ctx.database.db
      .select()
      .from(complianceResults)
      .where(
        and(
          eq(complianceResults.establishmentId, id),
          eq(complianceResults.ruleCode, 'CONTRACT-LABOUR-LICENCE-WORKERS'),
        ),
      );
    expect(item).toMatchObject({
      lawId: 'OSH',
      complianceType: 'Setup',
      summary: 'Licence CLRA/MYS/2026/0999 allows 40 workers; up to 60 are expected.',
      correctiveUrl: `establishments/${id}/details`,
      details: { licensedWorkers: 40, maxWorkers: 60, licenceNo: 'CLRA/MYS/2026/0999' },
    });
    const [run] = await ctx.database.db
      .select()
      .from(complianceRuns)
      .where(eq(complianceRuns.id, item!.runId));
    expect(run).toMatchObject({ kind: 'establishment', establishmentCount: 1, itemCount: 3 });
    expect(Object.keys(run!.ruleTimings ?? {}).sort()).toEqual(RULES.map((r) => r.id).sort());

    const cancelled = await govt.post(`/api/establishments/${id}/cancellation`, {
      values: {
        completion_body: {
          note: 'Work withdrawn',
          confirmText: 'CANCEL',
          isGovtCancelled: { checked: true },
        },
      },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await itemsOf(id)).toEqual([]);
  });

  it('a write whose recompute fails still succeeds, and the failure is logged', async () => {
    const id = await newEstablishment('Hebbal drain camp');
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    onEstablishmentsChanged(recomputeAfterCommit(log));
    await ctx.database.db.execute(sql`alter table compliance_runs rename to compliance_runs_away`);
    try {
      const res = await contractor.post(`/api/establishments/${id}/licenses`, {
        values: {
          license_type: '3',
          body: { licenseNo: 'EC/2026/55' },
          start_date: daysFromToday(-10),
          end_date: daysFromToday(300),
        },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(sql`alter table compliance_runs_away rename to compliance_runs`);
      onEstablishmentsChanged(recomputeAfterCommit(ctx.app.log));
    }
    expect(errors).toHaveLength(1);
    // The licence stands; the stale item stays until the next recompute (here: the next write).
    expect(await itemsOf(id)).toContain('EC-INSURANCE violation');
  });
});

describe('the morning run', () => {
  it('runs once at 06:00 IST however many instances fire, and writes the totals per establishment', async () => {
    // Tomorrow's 06:00 IST, so the seed's run (today) does not count as that morning's.
    const tomorrow = new Date(`${daysFromToday(1)}T06:00:00+05:30`);
    const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    // Two instances: the API's pool and the fixtures' pool, as two servers on one database.
    const [a, b] = await Promise.all([
      runTodaysMorningRun(ctx.appDatabase.db, log, tomorrow),
      runTodaysMorningRun(ctx.database.db, log, tomorrow),
    ]);
    const reports = [a, b].filter((r) => r !== null);
    expect(reports).toHaveLength(1);
    expect(await runTodaysMorningRun(ctx.database.db, log, tomorrow)).toBeNull();
    const runs = await ctx.database.db
      .select()
      .from(complianceRuns)
      .where(
        and(eq(complianceRuns.kind, 'morning'), gte(complianceRuns.startedAt, morningWindowStart(tomorrow))),
      );
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run.finishedAt).not.toBeNull();
    expect(run.itemCount).toBe(
      (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(complianceResults))[0]!.n,
    );
    const history = await ctx.database.db
      .select({
        violations: sql<number>`sum(${complianceHistory.violations})::int`,
        warnings: sql<number>`sum(${complianceHistory.warnings})::int`,
        establishments: sql<number>`count(*)::int`,
      })
      .from(complianceHistory)
      .where(eq(complianceHistory.runId, run.id));
    expect(history[0]!.violations + history[0]!.warnings).toBe(run.itemCount);
    expect(history[0]!.establishments).toBe(run.establishmentCount);
  });

  it('is scheduled for 06:00 in Asia/Kolkata', () => {
    const job = startComplianceMorning(ctx.database.db, ctx.app.log);
    try {
      const next = job.nextRun()!;
      expect(MORNING_PATTERN).toBe('0 6 * * *');
      expect(MORNING_TIMEZONE).toBe('Asia/Kolkata');
      // 06:00 IST is 00:30 UTC.
      expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([0, 30]);
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    } finally {
      job.stop();
    }
  });
});

describe('GET /api/law', () => {
  it('lists every rule with its versions and parameters, and what it flags in the caller scope', async () => {
    const res = await govt.get('/api/law');
    expect(res.statusCode).toBe(200);
    const law = lawResponse.parse(res.json());
    expect(law.rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    const licence = law.rules.find((r) => r.id === 'CONTRACT-LABOUR-LICENCE')!;
    expect(licence.versions.map((v) => [v.lawId, v.effectiveFrom, v.effectiveTo, v.current])).toEqual([
      ['CLRA', '1971-02-10', '2025-11-20', false],
      ['OSH', '2025-11-21', null, true],
    ]);
    const threshold = law.parameters.find((p) => p.id === 'contract-labour.applicability-workers')!;
    expect(threshold.values.map((v) => [v.from, v.value])).toEqual([
      ['1971-02-10', 20],
      ['2025-11-21', 50],
    ]);
    expect(threshold.stateValues.Rajasthan).toBeDefined();
    expect(threshold.currentValue).toBe(50);
    expect(threshold.unconfirmed).toBe(true);

    // The Government's counts are its establishments' stored items, rule by rule.
    const stored =
      await ctx.database.db.execute(sql`select r.rule_code, count(distinct r.establishment_id)::int as n
      from compliance_results r join establishments e on e.id = r.establishment_id
      join subprojects s on s.id = e.subproject_id join projects p on p.id = s.project_id
      where p.government_agency_id = ${ids.govt} group by r.rule_code`);
    const expected = Object.fromEntries(
      (stored as unknown as { rows: { rule_code: string; n: number }[] }).rows.map((r) => [r.rule_code, r.n]),
    );
    const counted = Object.fromEntries(
      law.rules.filter((r) => r.flagged.establishments > 0).map((r) => [r.id, r.flagged.establishments]),
    );
    expect(counted).toEqual(expected);
    expect(Object.keys(counted).length).toBeGreaterThan(0);
  });

  it('is open to every signed-in role, each seeing only its own establishments counted', async () => {
    const sub = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
    const admin = await ctx.client().loginAs('admin@demo.anupalan.in', DEMO_PASSWORD);
    for (const client of [contractor, sub, admin]) {
      const res = await client.get('/api/law');
      expect(res.statusCode).toBe(200);
      expect(res.json().rules).toHaveLength(RULES.length);
    }
    const adminLaw = (await admin.get('/api/law')).json();
    expect(
      adminLaw.rules.every((r: { flagged: { establishments: number } }) => r.flagged.establishments === 0),
    ).toBe(true);
    expect((await ctx.client().get('/api/law')).statusCode).toBe(401);
  });

  it('gives the last morning run', async () => {
    const [last] = await ctx.database.db
      .select({ finishedAt: complianceRuns.finishedAt })
      .from(complianceRuns)
      .where(eq(complianceRuns.kind, 'morning'))
      .orderBy(desc(complianceRuns.finishedAt))
      .limit(1);
    const law = (await govt.get('/api/law')).json();
    expect(law.lastMorningRun).toBe(last?.finishedAt?.toISOString() ?? null);
  });
});
