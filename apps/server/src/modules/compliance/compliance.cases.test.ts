import {
  ESTABLISHMENT_STATUS,
  FORM_A_MANDATORY_COLUMNS,
  REQUIREMENT_CATALOGUE,
  setPath,
} from '@anupalan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, demoAgencyIds } from '../../../test/factories.js';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import { minWageColumns } from '../../db/min-wage-amounts.js';
import {
  complianceResults,
  employees,
  employeeVerifications,
  employeeWagePeriods,
  establishmentLicenses,
  establishmentMinWages,
  establishmentRequirements,
  establishments,
} from '../../db/schema/index.js';
import { DEMO_MIN_WAGES } from '../../db/seed/demo-projects.js';
import { addCaseAttendance } from './attendance-case-records.js';
import { recomputeEstablishments } from './compliance.service.js';
import { runEngine } from './engine.js';
import { RULES, type Rule } from './law/rules.js';
import { addCaseProcesses } from './process-case-records.js';
import { addCaseWages } from './wage-case-records.js';
import { type CaseFacts, type EmployeeFact, WORKED_CASES } from './worked-cases.js';

let ctx: TestContext;
let subprojectId: string;
let contractorId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const ids = await demoAgencyIds(ctx.database.db);
  contractorId = ids.contractor;
  subprojectId = (await createProject(ctx.database.db, ids.govt, 'Worked cases', ['Cases']))
    .subprojectIds[0]!;
});
afterAll(async () => ctx?.close());

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** One establishment built from a case's facts, as the API would have stored it. */
async function build(name: string, facts: CaseFacts, asOf: string) {
  const db = ctx.database.db;
  const status = facts.status ?? 'open';
  const [row] = await db
    .insert(establishments)
    .values({
      subprojectId,
      contractorAgencyId: contractorId,
      body: { name, state: facts.state ?? 'Karnataka', maxWorkers: String(facts.maxWorkers ?? 5) },
      commencementDate: facts.commencementDate,
      status:
        status === 'cancelled'
          ? ESTABLISHMENT_STATUS.cancelled
          : status === 'open'
            ? ESTABLISHMENT_STATUS.open
            : ESTABLISHMENT_STATUS.completionMarked,
      closedOn: status === 'approved' || status === 'cancelled' ? asOf : null,
      completionBody: facts.completionDate ? { date: facts.completionDate } : null,
    })
    .returning({ id: establishments.id });
  const id = row!.id;
  await db.insert(establishmentRequirements).values(
    REQUIREMENT_CATALOGUE.map((r) => ({
      establishmentId: id,
      requirementCode: r.code,
      dueOn: addDays(facts.commencementDate, r.dueDays),
      ...(facts.submitted?.includes(r.code) ? { body: { filed: true }, submittedOn: new Date() } : {}),
    })),
  );
  const starts = facts.minWageStarts ?? [`${facts.commencementDate.slice(0, 4)}-04-01`];
  // Each period runs to the day before the next one starts.
  for (const [i, startDate] of starts.entries()) {
    const next = starts[i + 1];
    await db.insert(establishmentMinWages).values({
      establishmentId: id,
      startDate,
      endDate: next ? addDays(next, -1) : null,
      ...minWageColumns(DEMO_MIN_WAGES),
    });
  }
  const licenceIds = new Map<string, string>();
  for (const l of facts.licences ?? []) {
    const [lic] = await db
      .insert(establishmentLicenses)
      .values({
        establishmentId: id,
        licenseType: l.type,
        body: { licenseNo: l.no ?? `NO-${l.key}`, maxWorkers: String(l.maxWorkers ?? 100) },
        startDate: l.start,
        endDate: l.end,
      })
      .returning({ id: establishmentLicenses.id });
    licenceIds.set(l.key, lic!.id);
  }
  for (const worker of facts.employees ?? []) await addWorker(id, name, worker);
  if (facts.attendance) await addCaseAttendance(db, id, facts.attendance);
  if (facts.wages) await addCaseWages(db, id, facts.wages);
  if (facts.processes) await addCaseProcesses(db, id, facts.processes);
  return { id, licenceIds };
}

/** A worker of a case as the employee form would have stored it (every Form A column unless omitted). */
async function addWorker(establishmentId: string, caseName: string, w: EmployeeFact) {
  const db = ctx.database.db;
  let body: Record<string, unknown> = {};
  for (const col of FORM_A_MANDATORY_COLUMNS) {
    if (col.startsWith('body.') && !w.omit?.includes(col)) body = setPath(body, col.slice(5), 'filled');
  }
  if (w.adolescentParticulars)
    body.adolescent = { natureOfWork: 'Helper', dailyHours: '4', restIntervals: '11:00-11:30' };
  const hash = `${caseName}/${w.person ?? w.code}`;
  const aadhaar = w.omit?.includes('aadhaar')
    ? {}
    : { aadhaarCipher: 'v1:test', aadhaarLast4: '1234', aadhaarHash: hash };
  const [row] = await db
    .insert(employees)
    .values({
      establishmentId,
      employeeCode: w.code,
      name: w.name.split(' ')[0]!,
      surname: w.name.split(' ').slice(1).join(' ') || null,
      dateOfBirth: w.born,
      dateOfJoining: w.joined,
      exitDate: w.exit ?? null,
      designation: 'Mason',
      skillCategory: w.skill ?? 'skilled',
      body,
      ...aadhaar,
    })
    .returning({ id: employees.id });
  // The trigger of migration 0014 added the worker's verification forms; those the fact uploads are signed.
  await db
    .update(employeeVerifications)
    .set({ submittedOn: new Date(), body: { name: 'signed.pdf', url: '/api/files/test' } })
    .where(
      and(
        eq(employeeVerifications.employeeId, row!.id),
        w.verified
          ? inArray(employeeVerifications.formCode, w.verified.length ? w.verified : ['-'])
          : undefined,
      ),
    );
  for (const p of w.wages ?? [{ start: w.joined, wage: '900', da: '100' }]) {
    await db.insert(employeeWagePeriods).values({
      establishmentId,
      employeeId: row!.id,
      startDate: p.start,
      wageAmount: p.wage,
      da: p.da,
      overtimeRate: '250',
    });
  }
  if (w.elsewhere) {
    const other = await build(`${caseName} elsewhere`, { commencementDate: '2025-01-01' }, w.elsewhere.from);
    await db.insert(employees).values({
      establishmentId: other.id,
      employeeCode: w.code,
      name: w.name,
      dateOfBirth: w.born,
      dateOfJoining: w.elsewhere.from,
      exitDate: w.elsewhere.to,
      designation: 'Helper',
      skillCategory: 'unskilled',
      aadhaarCipher: 'v1:test',
      aadhaarLast4: '1234',
      aadhaarHash: hash,
    });
  }
}

describe('worked cases (facts in, expected items out)', () => {
  it('names only rules that exist, and every rule has cases', () => {
    const ids = new Set(RULES.map((r) => r.id));
    for (const c of WORKED_CASES) {
      for (const r of c.rules ?? []) expect(ids, c.name).toContain(r);
      for (const e of c.expected) expect(ids, c.name).toContain(e.rule);
    }
    const covered = new Set(
      WORKED_CASES.flatMap((c) => [...(c.rules ?? []), ...c.expected.map((e) => e.rule)]),
    );
    expect(RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  for (const [n, c] of WORKED_CASES.entries()) {
    it(c.name, async () => {
      const { id, licenceIds } = await build(`Case ${n + 1}`, c.facts, c.asOf);
      await recomputeEstablishments(ctx.database.db, [id], {
        asOf: c.asOf,
        at: c.at ? new Date(c.at) : undefined,
      });
      const rows = await ctx.database.db
        .select({
          rule: complianceResults.ruleCode,
          severity: complianceResults.severity,
          dueOn: complianceResults.dueOn,
          law: complianceResults.lawId,
          recordId: complianceResults.recordId,
          summary: complianceResults.summary,
          requirementCode: establishmentRequirements.requirementCode,
        })
        .from(complianceResults)
        .leftJoin(establishmentRequirements, eq(establishmentRequirements.id, complianceResults.recordId))
        .where(eq(complianceResults.establishmentId, id));
      const items = rows.filter((r) => !c.rules || c.rules.includes(r.rule));
      const actual = items
        .map((r) => ({ rule: r.rule, severity: r.severity, dueOn: r.dueOn }))
        .sort((a, b) => a.rule.localeCompare(b.rule));
      const expected = c.expected
        .map((e) => ({ rule: e.rule, severity: e.severity, dueOn: e.dueOn }))
        .sort((a, b) => a.rule.localeCompare(b.rule));
      expect(actual).toEqual(expected);
      for (const e of c.expected) {
        const item = items.find((i) => i.rule === e.rule)!;
        if (e.law) expect(item.law, e.rule).toBe(e.law);
        if (e.summary) expect(item.summary, e.rule).toBe(e.summary);
        if (e.record === 'requirement') expect(item.requirementCode, e.rule).not.toBeNull();
        else if (e.record) expect(item.recordId, e.rule).toBe(licenceIds.get(e.record));
      }
    });
  }
});

describe('a run replaces only the rows of the establishments it covers', () => {
  it('a second recompute of one establishment leaves the others and keeps one row per item', async () => {
    const a = await build('Replace A', { commencementDate: '2025-10-21', maxWorkers: 12 }, '2025-11-22');
    const b = await build('Replace B', { commencementDate: '2025-10-21', maxWorkers: 12 }, '2025-11-22');
    await recomputeEstablishments(ctx.database.db, [a.id, b.id], { asOf: '2025-11-22' });
    const count = async (id: string) =>
      (
        await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(complianceResults)
          .where(eq(complianceResults.establishmentId, id))
      )[0]!.n;
    const before = await count(b.id);
    expect(before).toBeGreaterThan(0);
    await ctx.database.db
      .update(establishmentRequirements)
      .set({ body: { filed: true }, submittedOn: new Date() })
      .where(
        and(
          eq(establishmentRequirements.establishmentId, a.id),
          eq(establishmentRequirements.requirementCode, 'bocw-cess'),
        ),
      );
    await recomputeEstablishments(ctx.database.db, [a.id], { asOf: '2025-11-22' });
    await recomputeEstablishments(ctx.database.db, [a.id], { asOf: '2025-11-22' });
    expect(await count(a.id)).toBe(before - 1);
    expect(await count(b.id)).toBe(before);
  });
});

describe('a rule version for some states', () => {
  it('applies to the states it names, and the version for all states to the others', async () => {
    // A rule made for this test (no rule of the catalogue has a state version yet): the same obligation with its
    // own citation in Kerala from 01/01/2026.
    const rule: Rule = {
      id: 'STATE-VERSION-PROBE',
      title: 'Probe',
      type: 'Setup',
      description: 'Flags every establishment it looks at.',
      parameters: [],
      appliesTo: 'open',
      versions: [
        {
          from: '2000-01-01',
          to: null,
          states: 'all',
          lawId: 'CLRA',
          citation: 'national',
          details: '{establishment}',
          corrective: 'establishments/{establishmentId}/details',
        },
        {
          from: '2026-01-01',
          to: null,
          states: ['Kerala'],
          lawId: 'OSH',
          citation: 'Kerala',
          details: '{establishment} (Kerala)',
          corrective: 'establishments/{establishmentId}/details',
        },
      ],
      select: (q) => sql`select e.id as establishment_id, null::uuid as record_id, null::date as due_on,
          'warning' as severity, '{}'::jsonb as details from ${q.est} e`,
    };
    const karnataka = await build('Probe Karnataka', { commencementDate: '2025-06-01' }, '2026-02-01');
    const kerala = await build(
      'Probe Kerala',
      { commencementDate: '2025-06-01', state: 'Kerala' },
      '2026-02-01',
    );
    const read = async () =>
      (
        await ctx.database.db
          .select({
            id: complianceResults.establishmentId,
            citation: complianceResults.citation,
            summary: complianceResults.summary,
          })
          .from(complianceResults)
          .where(eq(complianceResults.ruleCode, rule.id))
      ).sort((a, b) => a.summary.localeCompare(b.summary));
    await runEngine(ctx.database.db, {
      kind: 'establishment',
      establishmentIds: [karnataka.id, kerala.id],
      asOf: '2026-02-01',
      rules: [rule],
    });
    expect(await read()).toEqual([
      { id: karnataka.id, citation: 'national', summary: 'Probe Karnataka' },
      { id: kerala.id, citation: 'Kerala', summary: 'Probe Kerala (Kerala)' },
    ]);
    // Before the Kerala version's date, the national one applies there too.
    await runEngine(ctx.database.db, {
      kind: 'establishment',
      establishmentIds: [karnataka.id, kerala.id],
      asOf: '2025-12-31',
      rules: [rule],
    });
    expect((await read()).map((r) => r.citation)).toEqual(['national', 'national']);
  });
});
