import { computeWage, istDateKey, paiseToRupees, rupeesToPaise } from '@anupalan/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';
import { WAGE_RULES } from '../../modules/compliance/law/wage-rules.js';
import {
  attendanceEntries,
  attendanceRegisters,
  complianceResults,
  employees,
  employeeWagePeriods,
  establishments,
  wageEntries,
  wageRegisters,
} from '../schema/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The first day of the month `back` months before today's. */
function monthStart(back: number) {
  const d = new Date(`${istDateKey().slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
}

async function siteId(name: string) {
  const rows = await ctx.database.db.select().from(establishments);
  return rows.find((e) => (e.body as { name: string }).name === name)!.id;
}

describe('demo wage registers', () => {
  it('tells the story in every state: paid and signed (one reopened and signed again), in progress, paid late, cancelled, payslips given, a month missing', async () => {
    const db = ctx.database.db;
    const camp = await siteId('Hinkal labour camp');
    const plant = await siteId('Bogadi batching plant');
    const registers = await db.select().from(wageRegisters);
    // By month; in a month with two, the cancelled register before the one made in its place (the rows come
    // in no set order: PostgreSQL 15 gave them the other way round).
    const cancelledFirst = (r: (typeof registers)[number]) => (r.status === 'cancelled' ? 0 : 1);
    const of = (id: string) =>
      registers
        .filter((r) => r.establishmentId === id)
        .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || cancelledFirst(a) - cancelledFirst(b));
    const [m3, m2, m1] = [monthStart(3), monthStart(2), monthStart(1)];

    const campRegisters = of(camp);
    expect(campRegisters.map((r) => [r.fromDate, r.status])).toEqual([
      [m3, 'paid_and_signed'],
      [m2, 'paid_and_signed'],
      [m1, null],
    ]);
    // The first month reopened, one line revised and the register signed again.
    expect(campRegisters[0]!.reopenedOn).not.toBeNull();
    expect(campRegisters[0]!.resubmittedOn).not.toBeNull();
    const plantRegisters = of(plant);
    expect(plantRegisters.map((r) => [r.fromDate, r.status])).toEqual([
      [m3, 'paid_and_signed'],
      [m1, 'cancelled'],
      [m1, 'payslips_given'],
    ]);
    // Paid on the 5th, the 6th and (late) the 9th of the next month; each signed register has its file.
    for (const r of registers.filter((x) => x.status === 'paid_and_signed')) {
      expect(r.body.url).toBeTruthy();
      expect(r.dateOfPayment! > r.toDate).toBe(true);
    }
    expect(plantRegisters[0]!.dateOfPayment!.slice(8)).toBe('09');

    // In progress: the subcontractor's crew submitted, some of the contractor's pending.
    const lines = await db.select().from(wageEntries);
    const current = lines.filter((e) => e.registerId === campRegisters[2]!.id);
    expect(current.filter((e) => e.subcontractorAgencyId).every((e) => e.submittedOn)).toBe(true);
    expect(current.some((e) => !e.submittedOn)).toBe(true);
    expect(current.some((e) => e.submittedOn && !e.subcontractorAgencyId)).toBe(true);
    expect(lines.filter((e) => e.modifiedAfterSubmission)).toHaveLength(1);

    // A varied few deductions and earnings typed by the clerk, never over half of gross.
    const positive = (key: 'pf' | 'esic' | 'society' | 'otherDeductions' | 'otherEarnings') =>
      lines.filter((e) => Number(e[key]) > 0).length;
    for (const key of ['pf', 'esic', 'society', 'otherDeductions', 'otherEarnings'] as const)
      expect(positive(key), key).toBeGreaterThan(0);
    expect(new Set(lines.map((e) => e.paymentMode))).toEqual(new Set([null, 'bank_transfer', 'cash']));
    for (const e of lines)
      expect(2 * rupeesToPaise(e.totalDeductions)).toBeLessThanOrEqual(rupeesToPaise(e.gross));
  });

  it('holds amounts the arithmetic gives from the attendance, to the paisa', async () => {
    const db = ctx.database.db;
    const registers = (await db.select().from(wageRegisters)).filter((r) => r.status !== 'cancelled');
    const lines = await db
      .select()
      .from(wageEntries)
      .where(
        inArray(
          wageEntries.registerId,
          registers.map((r) => r.id),
        ),
      );
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) {
      const r = registers.find((x) => x.id === line.registerId)!;
      const worker = (await db.select().from(employees).where(eq(employees.id, line.employeeId)))[0]!;
      const days = (
        await db.select().from(attendanceEntries).where(eq(attendanceEntries.employeeId, line.employeeId))
      ).filter((a) => a.registerDate >= r.fromDate && a.registerDate <= r.toDate && a.type);
      const closed = new Set(
        (
          await db
            .select()
            .from(attendanceRegisters)
            .where(eq(attendanceRegisters.establishmentId, r.establishmentId))
        )
          .filter((x) => x.isEstablishmentClosed)
          .map((x) => x.registerDate),
      );
      const periods = await db
        .select()
        .from(employeeWagePeriods)
        .where(eq(employeeWagePeriods.employeeId, line.employeeId));
      const result = computeWage({
        employee: { code: worker.employeeCode, name: line.employeeName, skill: worker.skillCategory },
        periodStart: r.fromDate,
        periodEnd: r.toDate,
        attendance: days
          .filter((a) => !closed.has(a.registerDate))
          .map((a) => ({ date: a.registerDate, type: a.type!, overtimeHours: a.overtimeHours })),
        wagePeriods: periods.map((p) => ({
          startDate: p.startDate,
          endDate: p.endDate,
          wagePerDay: p.wageAmount,
          daPerDay: p.da,
          overtimeRatePerHour: p.overtimeRate,
        })),
        minimumWages: [],
        otherEarnings: paiseToRupees(rupeesToPaise(line.hra) + rupeesToPaise(line.otherEarnings)),
        otherDeductions: line.totalDeductions,
      });
      expect(result.ok, line.employeeCode).toBe(true);
      if (!result.ok) continue;
      expect([line.basic, line.da, line.overtime].map(rupeesToPaise), line.employeeCode).toEqual([
        result.wage.basicPaise,
        result.wage.daPaise,
        result.wage.overtimePaise,
      ]);
      expect(rupeesToPaise(line.net), line.employeeCode).toBe(result.wage.netPaise);
    }
  });

  it('leaves the rules something true to find: the missing month, the late payment, the payslips still due', async () => {
    const plant = await siteId('Bogadi batching plant');
    const camp = await siteId('Hinkal labour camp');
    const items = await ctx.database.db
      .select()
      .from(complianceResults)
      .where(
        inArray(
          complianceResults.ruleCode,
          WAGE_RULES.map((r) => r.id),
        ),
      );
    const at = (rule: string, id: string) =>
      items.filter((i) => i.ruleCode === rule && i.establishmentId === id);
    const missing = at('WAGE-REGISTER-MISSING', plant);
    expect(missing).toHaveLength(1);
    expect(missing[0]!.severity).toBe('violation');
    expect(missing[0]!.summary).toContain(
      new Date(`${monthStart(2)}T00:00:00Z`).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' }),
    );
    expect(at('WAGES-PAID-LATE', plant).map((i) => i.severity)).toContain('violation');
    expect(at('PAYSLIPS-NOT-GIVEN', camp)).toHaveLength(1);
    // Nothing is paid below the minimum, with overtime below double or deductions over half; no period too long.
    for (const rule of [
      'WAGE-REGISTER-BELOW-MINIMUM',
      'WAGE-REGISTER-OVERTIME-RATE',
      'WAGE-DEDUCTIONS-OVER-HALF',
      'WAGE-PERIOD-TOO-LONG',
    ])
      expect(items.filter((i) => i.ruleCode === rule)).toEqual([]);
    // The register pages answer for the contractor.
    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const from = monthStart(3);
    const list = await contractor.get(
      `/api/establishments/${camp}/wages?from_date=${from}&to_date=${addDays(istDateKey(), 0)}`,
    );
    expect(list.statusCode).toBe(200);
  });
});
