import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';
import { DEMO_ACCOUNTS, seedDemo } from './demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('demo seed', () => {
  it('lets every demo account sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      expect((await ctx.client().login(account.email, DEMO_PASSWORD)).statusCode, account.email).toBe(200);
    }
  });

  it('seeds only into an empty database', async () => {
    expect(await seedDemo(ctx.database.db)).toBe(false);
  });

  it('shows each role its share of the demo projects', async () => {
    const govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
    const stats = (await govt.get('/api/projects/stats')).json().stats;
    expect(stats.project[0]).toEqual({ completed_projects: 1, total_projects: 4 });

    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const cards = (await contractor.get('/api/projects'))
      .json()
      .flatMap((p: { subprojects: { establishments: { body: { name: string } }[] }[] }) =>
        p.subprojects.flatMap((s) => s.establishments.map((e) => e.body.name)),
      );
    expect(cards).toEqual(['Hinkal labour camp']);

    const sub = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
    const subProjects = (await sub.get('/api/projects')).json();
    expect(subProjects).toHaveLength(1);
    const campId = subProjects[0].subprojects[0].establishments[0].id;
    expect((await contractor.get(`/api/establishments/${campId}/requirements`)).json()).toHaveLength(7);
    expect(
      (await contractor.get(`/api/establishments/${campId}/establishment-min-wages`)).json()[0].body
        .unskilled,
    ).toEqual({
      minimumBasic: '540.00',
      da: '100.00',
      overTime: '160.00',
    });
  });
});
