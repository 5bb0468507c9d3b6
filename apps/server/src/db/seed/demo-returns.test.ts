import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';
import { complianceResults, establishments, estReturns } from '../schema/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function siteId(name: string) {
  const rows = await ctx.database.db.select().from(establishments);
  return rows.find((e) => (e.body as { name: string }).name === name)!.id;
}

describe('the demo returns', () => {
  it('the camp has filed its ended returns; the plant’s latest lacks the proof of dispatch and is flagged once due', async () => {
    const camp = await siteId('Hinkal labour camp');
    const plant = await siteId('Bogadi batching plant');
    const rows = async (id: string) =>
      (await ctx.database.db.select().from(estReturns).where(eq(estReturns.establishmentId, id))).sort(
        (a, b) => a.endOn.localeCompare(b.endOn),
      );
    const ended = (list: Awaited<ReturnType<typeof rows>>) =>
      list.filter((r) => r.endOn < new Date().toISOString().slice(0, 10));
    const campEnded = ended(await rows(camp));
    expect(campEnded.length).toBeGreaterThan(0);
    expect(
      campEnded.every((r) => r.submittedOn !== null && r.body.signedReturn && r.body.proofDispatch),
    ).toBe(true);
    const plantEnded = ended(await rows(plant));
    const latest = plantEnded.at(-1)!;
    expect(latest.submittedOn).toBeNull();
    expect(latest.body.signedReturn).toBeTruthy();
    expect(latest.body.proofDispatch).toBeUndefined();
    const items = await ctx.database.db
      .select({
        rule: complianceResults.ruleCode,
        record: complianceResults.recordId,
        due: complianceResults.dueOn,
      })
      .from(complianceResults)
      .where(eq(complianceResults.establishmentId, plant));
    const flagged = items.filter((i) => i.record === latest.id);
    expect(flagged.length).toBe(
      latest.dueOn <= new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10) ? 1 : 0,
    );
    expect(
      (
        await ctx.database.db
          .select()
          .from(complianceResults)
          .where(eq(complianceResults.establishmentId, camp))
      ).filter((i) => i.ruleCode.includes('RETURN')),
    ).toEqual([]);
  });

  it('the contractor reads them through the API with the signed documents', async () => {
    const camp = await siteId('Hinkal labour camp');
    const client = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const res = await client.get(
      `/api/establishments/${camp}/returns?from_date=01/07/2026&to_date=30/06/2027`,
    );
    expect(res.statusCode).toBe(200);
    const first = res.json().returns[0];
    expect(first.cms_returns.doc_name).toBe('Form XVIII');
    const file = await client.get(`/api/files?url=${first.est_returns.body.signedReturn.url}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});
