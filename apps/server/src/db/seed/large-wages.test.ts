import { computeWage, rupeesToPaise, type SkillKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import { LARGE, seedLarge } from './large.js';
import { attendanceWindow } from './large-attendance.js';
import { wageMonths } from './large-wages.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

async function all<T>(query: ReturnType<typeof sql>) {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("seed:large's wage registers", () => {
  it('makes a register per month of attendance for each site, whose lines computeWage agrees with to the paisa', async () => {
    const days = 75;
    const result = await seedLarge(ctx.database.db, {
      ...LARGE,
      governments: 1,
      projectsPerGovernment: 1,
      subprojectsPerProject: 2,
      establishmentsPerSubproject: 3,
      employeesInLargestEstablishment: 30,
      establishmentsWithEmployees: 3,
      employeesPerEstablishment: 5,
      attendanceDays: days,
      establishmentsWithAttendance: 2,
    });
    const months = wageMonths(attendanceWindow(days));
    expect(months.length).toBeGreaterThanOrEqual(2);
    // The largest establishment and 2 others, each a register per month.
    expect(result.wageRegisters).toBe(3 * months.length);
    const registers = await all<{
      id: string;
      establishment_id: string;
      from_date: string;
      to_date: string;
      status: string | null;
      total_entries: number;
      entries_completed: number;
      total_gross: string;
      total_net_payment: string;
      total_deduction_amount: string;
    }>(sql`select id, establishment_id, from_date::text, to_date::text, status, total_entries, entries_completed,
        total_gross::text, total_net_payment::text, total_deduction_amount::text from wage_registers`);
    expect(new Set(registers.map((r) => `${r.from_date}/${r.to_date}`))).toEqual(
      new Set(months.map((m) => `${m.from}/${m.to}`)),
    );
    expect(registers.find((r) => r.id === result.largestWageRegisterId)?.to_date).toBe(months.at(-1)!.to);
    // Older months paid; the last one in every state between.
    for (const r of registers.filter((x) => x.to_date < months.at(-1)!.to))
      expect(r.status).toBe('payslips_given');
    expect(new Set(registers.filter((r) => r.to_date === months.at(-1)!.to).map((r) => r.status))).toEqual(
      new Set([null, 'register_completed', 'payslips_given']),
    );

    // Every line against computeWage over the worker's attendance and wage period.
    const lines = await all<{
      register_id: string;
      employee_id: string;
      employee_code: string;
      skill_category: SkillKey;
      basic: string;
      da: string;
      overtime: string;
      gross: string;
      total_deductions: string;
      net: string;
      submitted: boolean;
      days: string;
      wage: string;
      wage_da: string;
      rate: string;
      start: string;
    }>(sql`select e.register_id, e.employee_id, e.employee_code, e.skill_category, e.basic::text, e.da::text,
        e.overtime::text, e.gross::text, e.total_deductions::text, e.net::text, e.submitted_on is not null as submitted,
        (select string_agg(a.register_date::text || ',' || a.type || ',' || a.overtime_hours::text, ';')
          from attendance_entries a where a.employee_id = e.employee_id and a.type is not null
            and a.register_date between r.from_date and r.to_date) as days,
        p.wage_amount::text as wage, p.da::text as wage_da, p.overtime_rate::text as rate, p.start_date::text as start
      from wage_entries e join wage_registers r on r.id = e.register_id
      join employee_wage_periods p on p.employee_id = e.employee_id`);
    // 40 workers a month, less the tenth of the largest establishment joining during the span.
    expect(lines.length).toBeGreaterThanOrEqual(37 * months.length);
    for (const line of lines) {
      const r = registers.find((x) => x.id === line.register_id)!;
      const computed = computeWage({
        employee: { code: line.employee_code, name: line.employee_code, skill: line.skill_category },
        periodStart: r.from_date,
        periodEnd: r.to_date,
        attendance: line.days.split(';').map((d) => {
          const [date, type, overtimeHours] = d.split(',') as [string, 'present', string];
          return { date, type, overtimeHours };
        }),
        wagePeriods: [
          {
            startDate: line.start,
            endDate: null,
            wagePerDay: line.wage,
            daPerDay: line.wage_da,
            overtimeRatePerHour: line.rate,
          },
        ],
        minimumWages: [],
        otherDeductions: line.total_deductions,
      });
      expect(computed.ok, line.employee_code).toBe(true);
      if (!computed.ok) continue;
      const w = computed.wage;
      expect(
        [line.basic, line.da, line.overtime, line.gross, line.net].map(rupeesToPaise),
        `${line.employee_code} ${r.from_date}`,
      ).toEqual([w.basicPaise, w.daPaise, w.overtimePaise, w.grossPaise, w.netPaise]);
    }
    expect(lines.some((l) => rupeesToPaise(l.overtime) > 0)).toBe(true);
    expect(lines.some((l) => !l.submitted)).toBe(true);
    // The registers' totals are their submitted lines'.
    for (const r of registers) {
      const own = lines.filter((l) => l.register_id === r.id);
      const sum = (pick: (l: (typeof own)[number]) => string) =>
        own.filter((l) => l.submitted).reduce((t, l) => t + rupeesToPaise(pick(l)), 0);
      expect([r.total_entries, r.entries_completed], r.id).toEqual([
        own.length,
        own.filter((l) => l.submitted).length,
      ]);
      expect([r.total_gross, r.total_net_payment, r.total_deduction_amount].map(rupeesToPaise), r.id).toEqual(
        [sum((l) => l.gross), sum((l) => l.net), sum((l) => l.total_deductions)],
      );
    }
    // The attendance of every register's days is linked to it (and so locked).
    const [unlinked] = await all<{ n: number }>(sql`select count(*)::int as n from attendance_registers a
      join wage_registers r on r.establishment_id = a.establishment_id and a.register_date between r.from_date and r.to_date
      where a.wage_register_id is distinct from r.id`);
    expect(unlinked!.n).toBe(0);
  });
});
