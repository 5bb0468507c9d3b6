import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/helper.js';
import { rowsOf } from '../engine.js';
import { wagePaymentDueDay } from './wage-due.js';
import { paymentDueSql } from './wage-rules.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('the wage payment due day', () => {
  it('follows the Payment of Wages Act before 21/11/2025 and the Code on Wages from it, by hand', () => {
    expect(wagePaymentDueDay('2025-10-01', '2025-10-31', 10)).toBe('2025-11-07');
    expect(wagePaymentDueDay('2025-10-01', '2025-10-31', 1000)).toBe('2025-11-10');
    expect(wagePaymentDueDay('2025-11-01', '2025-11-20', 10)).toBe('2025-11-27');
    expect(wagePaymentDueDay('2025-11-01', '2025-11-30', 10)).toBe('2025-12-07');
    expect(wagePaymentDueDay('2025-12-16', '2026-01-15', 1000)).toBe('2026-02-07');
    expect(wagePaymentDueDay('2025-12-01', '2025-12-15', 10)).toBe('2025-12-17');
    expect(wagePaymentDueDay('2025-12-01', '2025-12-07', 10, 'Sunday')).toBe('2025-12-06');
    expect(wagePaymentDueDay('2025-12-03', '2025-12-09', 10, 'Sunday')).toBe('2025-12-09');
    expect(wagePaymentDueDay('2025-12-03', '2025-12-03', 10)).toBe('2025-12-03');
  });

  it('is the same day in SQL (the rules) as in TypeScript (the seeds) for periods of every length', async () => {
    const cases: [string, string, number, string | null][] = [];
    for (let start = '2025-10-20'; start <= '2025-12-10'; start = addDays(start, 3))
      for (const length of [1, 2, 6, 7, 8, 14, 16, 17, 28, 31])
        for (const workers of [999, 1000])
          for (const holiday of ['Sunday', 'Wednesday', null])
            cases.push([start, addDays(start, length - 1), workers, holiday]);
    const values = sql.join(
      cases.map(
        ([from, to, workers, holiday], i) =>
          sql`(${i}::int, ${from}::date, ${to}::date, ${workers}::int, ${holiday}::text)`,
      ),
      sql`, `,
    );
    const rows = await rowsOf<{ due: string }>(
      ctx.database.db,
      sql`select ${paymentDueSql(sql`v.f`, sql`v.t`, sql`v.n`, sql`v.h`)}::text as due
        from (values ${values}) v(i, f, t, n, h) order by v.i`,
    );
    expect(rows.map((r) => r.due)).toEqual(cases.map(([f, t, n, h]) => wagePaymentDueDay(f, t, n, h)));
  });
});
