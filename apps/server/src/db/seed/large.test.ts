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
  it('adds its workers: the largest establishment first, then a number to each of the first establishments', async () => {
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
  });
});
