import { computeWage, paiseToRupees } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { employees } from '../../db/schema/index.js';
import { onEstablishmentsChanged } from '../../db/tx.js';
import { recomputeAfterCommit } from '../compliance/compliance.service.js';
import { createWageRegister, deleteWageRegister, wageActor } from './index.js';
import { registerInputRows } from './wages.queries.js';
import { computeRegister, NO_AMOUNTS, wageInputOf } from './wages-compute.js';
import { wagesWorld } from './wages-fixtures.js';

/**
 * Issue 14's speed target: creating a register for 1,000 workers x 31 days takes at most 10 times one bare SQL
 * month-totals query over the same attendance rows, in the same run. Both are timed several times and the best
 * of each compared (the machine is shared; the best is the least disturbed), and the ratio printed.
 *
 * Measured by `npm run bench:wages` at 7.4 to 8.7 times since the lines go by COPY (docs/benchmarks.md, 'Eighth round');
 * inside a test run, beside other test files on a shared machine, the ratio moves far more. The assertion is
 * therefore a regression guard at 60, which a plan that aggregates the attendance once per worker (seen before the
 * input's parts were materialized: 30 s, a ratio of 2,000) or a row-by-row insert would break; the 10x target is
 * left to the benchmarks.
 */
let ctx: TestContext;
let est: string;
let actor: ReturnType<typeof wageActor>;
const WORKERS = 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  const w = await wagesWorld(ctx, 'scale');
  est = await w.addEstablishment('Scale works');
  const db = ctx.database.db;
  await w.addMinimum(est, '2025-01-01', null, {
    skilled: { basic: '600.00', da: '100.00' },
    unskilled: { basic: '450.00', da: '100.00' },
  });
  await db.execute(sql`insert into employees (establishment_id, employee_code, name, date_of_birth, date_of_joining,
      designation, skill_category)
    select ${est}::uuid, 'E' || lpad(i::text, 5, '0'), 'Worker ' || i, '1990-01-01', '2025-01-01', 'Mason',
      case when i % 2 = 0 then 'skilled' else 'unskilled' end
    from generate_series(1, ${WORKERS}) i`);
  // Two wage periods each, the rate changing on 16 March, so every worker is paid at two rates.
  await db.execute(sql`insert into employee_wage_periods (establishment_id, employee_id, start_date, end_date,
      wage_amount, da, overtime_rate)
    select ${est}::uuid, e.id, p.s, p.e, p.w, 100, 250 from employees e,
      (values ('2025-01-01'::date, '2026-03-15'::date, 700.00), ('2026-03-16'::date, null::date, 750.50)) p(s, e, w)
    where e.establishment_id = ${est}`);
  await db.execute(sql`select ensure_attendance_partitions('2026-03-01', '2026-03-31')`);
  await db.execute(sql`insert into attendance_registers (establishment_id, register_date, status, submitted_on)
    select ${est}::uuid, d::date, 'completed', now() from generate_series('2026-03-01'::date, '2026-03-31', '1 day') d`);
  await db.execute(sql`insert into attendance_entries (register_id, register_date, establishment_id, employee_id,
      type, overtime_hours, submitted_on)
    select r.id, r.register_date, r.establishment_id, e.id,
      case when extract(dow from r.register_date) = 0 then 'week_off'
        when (hashtext(e.id::text || r.register_date::text) & 15) = 0 then 'absent'
        when (hashtext(e.id::text || r.register_date::text) & 15) = 1 then 'paid_leave'
        else 'present' end,
      case when extract(dow from r.register_date) <> 0
        and (hashtext(e.id::text || r.register_date::text) & 15) > 12 then 1.25 else 0 end,
      now()
    from attendance_registers r join employees e on e.establishment_id = r.establishment_id
    where r.establishment_id = ${est}`);
  await db.execute(sql`analyze attendance_entries`);
  const [contractor] = await db
    .execute(sql`select ua.user_id, ua.agency_id from user_agencies ua
    join users u on u.id = ua.user_id where ua.agency_id = ${w.world.contractor.id} limit 1`)
    .then((r) => (r as unknown as { rows: { user_id: string; agency_id: string }[] }).rows);
  actor = wageActor({ userId: contractor!.user_id, agencyId: contractor!.agency_id, role: 'Contractor' });
}, 120_000);
afterAll(async () => ctx?.close());

async function best(runs: number, work: () => Promise<unknown>) {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

describe('a register of 1,000 workers x 31 days', () => {
  it('is created within a bounded multiple of one bare month-totals query over the same rows', async () => {
    const db = ctx.appDatabase.db;
    const bare = () =>
      db.execute(sql`select employee_id, count(*) filter (where type in ('present', 'paid_leave')) as paid_days,
          count(*) filter (where type = 'absent') as absent, sum(overtime_hours) as overtime
        from attendance_entries where establishment_id = ${est}
          and register_date between '2026-03-01' and '2026-03-31'
        group by employee_id`);
    await bare();
    const bareMs = await best(5, bare);
    let id = '';
    const create = async () => {
      id = (await createWageRegister(db, actor, est, '2026-03-01', '2026-03-31')).id;
    };
    await create();
    // Each create timed alone (the delete before it is not part of the target), first as the route runs it
    // (the establishment's compliance recomputed after the commit), then the register's own work without that.
    const timeCreates = async () => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        await deleteWageRegister(db, actor, est, id);
        times.push(await best(1, create));
      }
      return Math.min(...times);
    };
    const withRecomputeMs = await timeCreates();
    onEstablishmentsChanged(null);
    const createMs = await timeCreates().finally(() =>
      onEstablishmentsChanged(recomputeAfterCommit(ctx.app.log)),
    );
    // The parts, for the record: the one read of the computation's input (in a transaction, as the create reads
    // it), and computeWage over its rows.
    const { readMs, rows } = await db.transaction(async (tx) => ({
      readMs: await best(3, () => registerInputRows(tx, est, '2026-03-01', '2026-03-31')),
      rows: await registerInputRows(tx, est, '2026-03-01', '2026-03-31'),
    }));
    const computeMs = await best(3, async () => computeRegister(rows, '2026-03-01', '2026-03-31'));
    console.log(
      `  of which: the read ${readMs.toFixed(1)} ms, computeWage x ${WORKERS} ${computeMs.toFixed(1)} ms`,
    );
    console.log(
      `wage register of ${WORKERS} x 31: create ${createMs.toFixed(1)} ms (${withRecomputeMs.toFixed(1)} ms with the compliance recompute after it), bare month totals ${bareMs.toFixed(1)} ms, ratio ${(createMs / bareMs).toFixed(1)}`,
    );
    const [count] = (
      (await db.execute(sql`select count(*)::int as n, count(distinct jsonb_array_length(rates))::int as shapes
        from wage_entries where register_id = ${id}`)) as unknown as { rows: { n: number; shapes: number }[] }
    ).rows;
    expect(count!.n).toBe(WORKERS);
    expect(await ctx.database.db.$count(employees, sql`${employees.establishmentId} = ${est}`)).toBe(WORKERS);
    expect(createMs / bareMs).toBeLessThanOrEqual(60);
    // Each line as the engine's one way in computes it (wages-compute.test.ts compares them on generated workers).
    const computed = computeRegister(rows, '2026-03-01', '2026-03-31');
    expect(computed.ok && computed.entries.map((e) => e.net)).toEqual(
      rows.map((row) => {
        const one = computeWage(wageInputOf(row, '2026-03-01', '2026-03-31', NO_AMOUNTS));
        return one.ok && paiseToRupees(one.wage.netPaise);
      }),
    );
    await deleteWageRegister(db, actor, est, id);
  }, 300_000);

  it('refused for one worker near the end leaves nothing, though the lines before it were already sent', async () => {
    const db = ctx.database.db;
    // The 900th worker by code paid below the skilled minimum (600 + 100) from 20 March.
    const [late] = (
      (await db.execute(
        sql`select id, name from employees where establishment_id = ${est} and employee_code = 'E00900'`,
      )) as unknown as {
        rows: { id: string; name: string }[];
      }
    ).rows;
    await db.execute(sql`update employee_wage_periods set end_date = '2026-03-19'
      where employee_id = ${late!.id} and end_date is null`);
    await db.execute(sql`insert into employee_wage_periods (establishment_id, employee_id, start_date, wage_amount, da,
        overtime_rate) values (${est}, ${late!.id}, '2026-03-20', 500, 100, 250)`);
    const audited = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const auditBefore = await audited();
    await expect(
      createWageRegister(ctx.appDatabase.db, actor, est, '2026-03-01', '2026-03-31'),
    ).rejects.toMatchObject({
      code: 'WAGES_REFUSED',
      message: expect.stringMatching(/^Worker 900 \(E00900\): The daily rate/),
    });
    const [left] = (
      (await db.execute(sql`select
          (select count(*)::int from wage_registers where establishment_id = ${est}) as registers,
          (select count(*)::int from wage_entries where establishment_id = ${est}) as entries,
          (select count(*)::int from attendance_registers where establishment_id = ${est}
            and wage_register_id is not null) as linked`)) as unknown as {
        rows: { registers: number; entries: number; linked: number }[];
      }
    ).rows;
    expect(left).toEqual({ registers: 0, entries: 0, linked: 0 });
    expect(await audited()).toBe(auditBefore);
  }, 120_000);
});
