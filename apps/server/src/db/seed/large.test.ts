import { istDateKey } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper.js';
import { aadhaarKeys } from '../../lib/aadhaar-crypto.js';
import { employees, employeeWagePeriods } from '../schema/index.js';
import { LARGE, seedLarge } from './large.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

describe('seed:large', () => {
  it('adds its workers (the largest establishment first, then a number to each of the first establishments) and their attendance', async () => {
    const result = await seedLarge(
      ctx.database.db,
      {
        ...LARGE,
        governments: 2,
        projectsPerGovernment: 2,
        subprojectsPerProject: 2,
        establishmentsPerSubproject: 3,
        employeesInLargestEstablishment: 40,
        establishmentsWithEmployees: 3,
        employeesPerEstablishment: 5,
        attendanceDays: 40,
        establishmentsWithAttendance: 2,
      },
      () => {},
      aadhaarKeys(ctx.config),
    );
    // 40 + 2 governments × 3 establishments × 5.
    expect(result.employees).toBe(70);
    const [largest] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(eq(employees.establishmentId, result.largestEstablishmentId));
    expect(largest!.n).toBe(40);
    const [counts] = await ctx.database.db
      .select({
        workers: sql<number>`count(*)::int`,
        aadhaar: sql<number>`count(distinct ${employees.aadhaarHash})::int`,
      })
      .from(employees);
    expect(counts).toEqual({ workers: 70, aadhaar: 70 });
    const [wages] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(employeeWagePeriods);
    expect(wages!.n).toBe(70);

    // Attendance: the largest establishment and the first 2 of each government's with workers, 40 days to
    // yesterday, written by COPY into the month partitions.
    const db = ctx.database.db;
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    const today = istDateKey();
    const dayBefore = (n: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - n);
      return d.toISOString().slice(0, 10);
    };
    const span = await one<{ sites: number; first: string; last: string; registers: number }>(
      sql`select count(distinct establishment_id)::int as sites, min(register_date)::text as first,
        max(register_date)::text as last, count(*)::int as registers from attendance_registers`,
    );
    expect(span).toEqual({
      sites: 5,
      first: dayBefore(40),
      last: dayBefore(1),
      registers: result.attendanceRegisters,
    });
    // 5 sites x 40 days, less the two days one of them never opened.
    expect(result.attendanceRegisters).toBe(5 * 40 - 2);
    // One entry per worker employed on the day of each register, and no other.
    const expected = await one<{ n: number }>(sql`select count(*)::int as n from attendance_registers r
      join employees w on w.establishment_id = r.establishment_id and w.date_of_joining <= r.register_date
        and (w.exit_date is null or w.exit_date >= r.register_date)`);
    const entries = await one<{
      n: number;
      matched: number;
      inDefault: number;
    }>(sql`select count(*)::int as n,
        count(*) filter (where exists (select 1 from attendance_registers r join employees w on w.id = a.employee_id
          where r.id = a.register_id and r.establishment_id = a.establishment_id and r.register_date = a.register_date
            and w.establishment_id = a.establishment_id and w.date_of_joining <= a.register_date))::int as matched,
        (select count(*)::int from attendance_entries_default) as "inDefault"
      from attendance_entries a`);
    expect(entries).toEqual({ n: expected.n, matched: expected.n, inDefault: 0 });
    expect(result.attendanceEntries).toBe(expected.n);
    expect(expected.n).toBeGreaterThan(5 * 40 * 5);
    // Sundays are weekly offs; a register is completed exactly when none of its entries is pending.
    const checks = await one<Record<string, number>>(sql`select
        count(*) filter (where extract(isodow from r.register_date) = 7 and not r.is_week_off)::int as "sundayNotOff",
        count(*) filter (where r.is_week_off and extract(isodow from r.register_date) <> 7)::int as "offNotSunday",
        count(*) filter (where (r.status = 'completed') = exists (select 1 from attendance_entries a
          where a.register_id = r.id and a.register_date = r.register_date and a.submitted_on is null))::int as "statusWrong",
        count(*) filter (where r.is_establishment_closed)::int as closed
      from attendance_registers r`);
    expect(checks).toEqual({ sundayNotOff: 0, offNotSunday: 0, statusWrong: 0, closed: 5 });
    const kinds = await one<Record<string, number>>(sql`select
        count(*) filter (where type = 'absent')::int as absent,
        count(*) filter (where type = 'paid_leave')::int as leave,
        count(*) filter (where out_time::date > register_date)::int as night,
        count(*) filter (where overtime_hours > 0)::int as overtime,
        count(*) filter (where type is null)::int as pending
      from attendance_entries`);
    for (const [kind, n] of Object.entries(kinds)) expect(n, kind).toBeGreaterThan(0);
    const reference = await one<{ establishment_id: string; is_week_off: boolean; status: string }>(
      sql`select establishment_id, is_week_off, status from attendance_registers where id = ${result.largestRegisterId}`,
    );
    expect(reference).toEqual({
      establishment_id: result.largestEstablishmentId,
      is_week_off: false,
      status: 'completed',
    });

    // Employee processes: three for each site whose contractor has a user to record them (2 accidents, 1
    // complaint), the clocks stored.
    const owned = await one<{ n: number }>(sql`select count(distinct r.establishment_id)::int as n
      from attendance_registers r join establishments e on e.id = r.establishment_id
      where exists (select 1 from user_agencies ua where ua.agency_id = e.contractor_agency_id)`);
    const processes = await one<Record<string, number>>(sql`select count(*)::int as processes,
        count(distinct p.establishment_id)::int as sites,
        count(*) filter (where p.submitted_on is not null)::int as completed,
        (select count(*)::int from employee_process_steps s where s.applies and s.submitted_on is null
          and s.due_on is not null) as "pendingWithClock"
      from employee_processes p`);
    expect(owned.n).toBeGreaterThan(0);
    expect(result.employeeProcesses).toBe(3 * owned.n);
    expect(processes).toEqual({
      processes: 3 * owned.n,
      sites: owned.n,
      completed: owned.n,
      pendingWithClock: 3 * owned.n,
    });
  });
});
