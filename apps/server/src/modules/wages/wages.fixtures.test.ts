import { paiseToRupees, parsePaise, WAGE_FIXTURES, type WageFixture } from '@anupalan/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { wageEntries } from '../../db/schema/index.js';
import { wagesWorld } from './wages-fixtures.js';

/**
 * The hand-computed cases of packages/shared/src/wages/fixtures.ts replayed through the server: each in its own
 * establishment with the worker, the wage periods, the minimum wages and the completed attendance written to the
 * database; the register created by POST .../wages, the amounts entered through the side panel's route, and every
 * line compared to the paisa with the fixture's (or the refusal's exact message).
 *
 * A fixture's recoveries are recorded in the recovery register (Form C) first, as an advance recovered in one
 * instalment in the period's month through the employee-process route; the register created after takes it
 * (docs/recoveries.md), and the line's recoveries column must equal the fixture's to the paisa.
 */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof wagesWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await wagesWorld(ctx, 'fix');
});
afterAll(async () => ctx?.close());

const sum = (...values: string[]) => paiseToRupees(values.reduce((s, v) => s + (parsePaise(v) ?? 0), 0));
/** The message without its worker ('Name (E-1): '), as the register's date check says it for everyone. */
const detailOf = (message: string) => message.replace(/^[^:]*\(\S+\): /, '');

async function setUp(fixture: WageFixture) {
  const input = fixture.input;
  const est = await w.addEstablishment(fixture.name);
  const employeeId = await w.addWorker(est, input.employee.code, {
    name: input.employee.name,
    skill: input.employee.skill,
    joined: '2025-01-01',
  });
  for (const p of input.wagePeriods)
    await w.addWagePeriod(est, employeeId, {
      start: p.startDate,
      end: p.endDate,
      wage: p.wagePerDay,
      da: p.daPerDay,
      overtime: p.overtimeRatePerHour,
    });
  for (const m of input.minimumWages)
    await w.addMinimum(est, m.startDate, m.endDate, { [input.employee.skill]: { basic: m.basic, da: m.da } });
  await w.addAttendance(est, {
    [employeeId]: input.attendance.map((d) => ({ date: d.date, type: d.type, overtime: d.overtimeHours })),
  });
  if (input.recoveries && parsePaise(input.recoveries)) {
    const res = await w.contractor.post(`/api/establishments/${est}/employee-process`, {
      values: {
        type: 'deduction',
        step: 'recovery_details',
        employee_id: employeeId,
        body: {
          recovery_type: 'advance',
          particulars: 'Advance against wages',
          recovery_date: input.periodStart,
          amount: input.recoveries,
          show_cause_issued: 'no',
          instalments: '1',
          first_month: input.periodStart,
        },
      },
    });
    if (res.statusCode !== 200) throw new Error(`the recovery was refused: ${res.body}`);
  }
  return { est, employeeId };
}

/** The side panel's values for a fixture's other earnings and deductions. */
const valuesOf = (fixture: WageFixture) => ({
  hra: fixture.input.otherEarnings ?? '0',
  other_deductions: fixture.input.otherDeductions ?? '0',
});
const hasAmounts = (fixture: WageFixture) =>
  [fixture.input.otherEarnings, fixture.input.otherDeductions, fixture.input.recoveries].some(
    (v) => v !== undefined && parsePaise(v) !== 0,
  );

describe('the hand-computed wage cases, through the server', () => {
  it('has cases of every kind to replay', () => {
    expect(WAGE_FIXTURES.length).toBeGreaterThanOrEqual(15);
    expect(WAGE_FIXTURES.some((f) => !f.expected.ok)).toBe(true);
  });

  for (const fixture of WAGE_FIXTURES) {
    it(fixture.name, async () => {
      const { est, employeeId } = await setUp(fixture);
      const { periodStart: from, periodEnd: to } = fixture.input;
      const created = await w.create(w.contractor, est, from, to);
      const expected = fixture.expected;

      if (!expected.ok) {
        const deductionsRefused = expected.messages.every((m) => m.includes('more than 50% of the gross'));
        if (!deductionsRefused) {
          // Refused when the register is created: the period (said for everyone), or the worker's rule.
          expect(created.statusCode).toBe(400);
          const tooLong = expected.messages.some((m) => m.includes('is longer than a month'));
          expect(created.json().message).toBe(
            tooLong ? detailOf(expected.messages[0]!) : expected.messages.join('\n'),
          );
          return;
        }
        // Deductions are entered on the entry: the register is created, the entry refused.
        expect(created.statusCode).toBe(200);
        const id = created.json().id;
        const res = await w.submit(w.contractor, est, id, employeeId, valuesOf(fixture));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(expected.messages.join('\n'));
        const [entry] = await ctx.database.db
          .select()
          .from(wageEntries)
          .where(eq(wageEntries.registerId, id));
        expect(entry!.submittedOn).toBeNull();
        return;
      }

      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().id as string;
      if (hasAmounts(fixture)) {
        const res = await w.submit(w.contractor, est, id, employeeId, valuesOf(fixture));
        expect(res.statusCode, res.body).toBe(200);
      } else {
        const res = await w.submit(w.contractor, est, id, employeeId);
        expect(res.statusCode, res.body).toBe(200);
      }
      const entry = (await w.contractor.get(w.entryUrl(est, id, employeeId))).json();
      expect({
        paidDays: entry.paid_days,
        overtimeHours: entry.overtime_hours,
        basic: entry.basic,
        da: entry.da,
        overtime: entry.overtime,
        otherEarnings: sum(entry.hra, entry.other_earnings),
        gross: entry.gross_wages,
        deductions: entry.total_deductions,
        net: entry.net_payment,
      }).toEqual({
        paidDays: expected.paidDays,
        overtimeHours: expected.overtimeHours,
        basic: expected.basic,
        da: expected.da,
        overtime: expected.overtime,
        otherEarnings: expected.otherEarnings,
        gross: expected.gross,
        deductions: expected.deductions,
        net: expected.net,
      });
      // The recoveries came from the recovery register (Form C), the other deductions from the side panel.
      expect(entry.recoveries).toBe(expected.recoveries);
      expect(sum(entry.other_deductions)).toBe(sum(expected.otherDeductions));
      // The register's totals are the entry's, and it is completed with its only entry.
      const register = (await w.detail(w.contractor, est, id)).json().wage_registers;
      expect(register).toMatchObject({
        status: 'register_completed',
        total_net_payment: expected.net,
        total_deduction_amount: expected.deductions,
        total_gross: expected.gross,
      });
    });
  }
});
