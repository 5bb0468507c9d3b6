import { addDays, istDateKey } from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';

/** The demo's recovery register (Form C) and maternity claims (Form E), as seeded through the processes module. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the demo recoveries and maternity claims', () => {
  it('records the advance, the fine, the damage and a cancelled loan, with instalments to the paisa', async () => {
    const found = await rows<{
      type: string;
      amount: string;
      cancelled: boolean;
      parts: string[] | null;
    }>(sql`
      select p.body->>'recovery_type' as type, p.body->>'amount' as amount, p.cancelled_on is not null as cancelled,
        (select array_agg(ri.amount::text order by ri.seq) from recovery_instalments ri where ri.process_id = p.id) as parts
      from employee_processes p where p.type = 'deduction' order by p.created_on`);
    expect(found.map((r) => r.type)).toEqual(['advance', 'fine', 'loan', 'damage_or_loss']);
    expect(found[0]).toMatchObject({ amount: '3000.00', parts: ['1000.00', '1000.00', '1000.00'] });
    expect(found[1]!.parts).toHaveLength(1);
    expect(found[2]).toMatchObject({ cancelled: true, parts: null });
    expect(found[3]).toMatchObject({ amount: '1250.50', parts: ['625.25', '625.25'] });
  });

  it('records the maternity claims with their benefit at the average daily wage', async () => {
    const claims = await rows<{ benefit: { weeks: number; average_daily_wage: string } | null }>(sql`
      select body->'benefit' as benefit from employee_processes where type = 'maternity_leave' order by created_on`);
    // One a site whose most-worked woman qualifies (80 days; the demo's attendance covers three months and more).
    const [sites] = await rows<{ n: number }>(sql`
      select count(distinct e.establishment_id)::int as n from employees e
      where e.body->>'gender' = 'Female' and e.exit_date is null
        and (select count(*) from attendance_entries a where a.employee_id = e.id
          and a.type in ('present', 'paid_leave')) >= 80`);
    expect(claims.length).toBe(sites!.n);
    for (const c of claims) {
      expect([26, 12]).toContain(c.benefit!.weeks);
      expect(Number(c.benefit!.average_daily_wage)).toBeGreaterThan(0);
    }
  });

  it('prints them in Form C and Form E for the contractor (the cancelled loan left out)', async () => {
    const client = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const [camp] = await rows<{ id: string }>(
      sql`select establishment_id as id from employee_processes where type = 'deduction' order by created_on limit 1`,
    );
    const today = istDateKey();
    const range = `from_date=${addDays(today, -120)}&to_date=${today}`;
    const formC = await client.get(`/api/reports/establishments/${camp!.id}/deductions?${range}`);
    expect(formC.statusCode).toBe(200);
    expect(formC.body).toContain('Festival advance for Deepavali');
    expect(formC.body).not.toContain('Loan for school fees');
    const formE = await client.get(`/api/reports/establishments/${camp!.id}/maternity?${range}`);
    expect(formE.statusCode).toBe(200);
    expect(formE.body).toContain('Form E');
  });
});
