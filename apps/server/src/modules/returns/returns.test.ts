import { ESTABLISHMENT_STATUS, istDateKey, type ReturnItem, type ReturnList } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { complianceResults, establishments, estReturns, subprojectAgencies } from '../../db/schema/index.js';
import { recomputeEstablishments } from '../compliance/compliance.service.js';
import { returnListRange } from './returns.service.js';
import { returnsWorld } from './returns-fixtures.js';

/**
 * Returns through the API: the list by due dates and by the returns year, the rows made once, the two uploads and
 * their removal per role, the states that make an establishment read only, races, another Government's world, and
 * the overdue rules once returns are filed.
 */
let ctx: TestContext;
type World = Awaited<ReturnType<typeof returnsWorld>>;
let east: World;
let west: World;
let est: string;
let westEst: string;

beforeAll(async () => {
  ctx = await createTestContext();
  east = await returnsWorld(ctx, 'east');
  west = await returnsWorld(ctx, 'west');
  est = await east.addEstablishment('2025-03-10');
  westEst = await west.addEstablishment('2025-03-10');
});
afterAll(async () => ctx?.close());

const YEAR_2025 = ['01/07/2025', '30/06/2026'] as const;
const listOf = async (client: TestClient, id: string, from?: string, to?: string) => {
  const res = await east.list(client, id, from, to);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReturnList;
};
const byDoc = (list: ReturnList, doc: string) => list.returns.find((r) => r.cms_returns.doc_name === doc)!;

describe('the list', () => {
  it('holds the returns due in the returns year 2025-26, each form as the law stood at its period’s end', async () => {
    const list = await listOf(east.contractor, est, ...YEAR_2025);
    expect(
      list.returns.map((r) => [
        r.cms_returns.doc_name,
        r.est_returns.start_on,
        r.est_returns.end_on,
        r.est_returns.due_on,
      ]),
    ).toEqual([
      ['Form XXIV', '2025-01-01', '2025-06-30', '2025-07-30'],
      ['Form XVIII', '2025-07-01', '2025-12-31', '2026-01-30'],
      ['Form XXV', '2025-01-01', '2025-12-31', '2026-02-15'],
    ]);
    expect(list.returns.every((r) => r.completed === 0 && r.est_returns.submitted_on === null)).toBe(true);
    expect(list).toMatchObject({
      from_date: '2025-07-01',
      to_date: '2026-06-30',
      can_upload: true,
      lock_reason: null,
    });
    expect(byDoc(list, 'Form XXIV').cms_returns.citation).toContain('r.82');
    expect(byDoc(list, 'Form XVIII').cms_returns.citation).toContain('r.98');
  });

  it('makes each row once: the same ids on every read, and two reads at once make no second row', async () => {
    const other = await east.addEstablishment('2024-11-05', 'Yagachi bridge');
    const [a, b] = await Promise.all([
      listOf(east.contractor, other, '01/01/2024', '31/12/2026'),
      listOf(east.consultant, other, '01/01/2024', '31/12/2026'),
    ]);
    expect(a.returns.map((r) => r.est_returns.id)).toEqual(b.returns.map((r) => r.est_returns.id));
    const again = await listOf(east.govt, other, '01/01/2024', '31/12/2026');
    expect(again.returns.map((r) => r.est_returns.id)).toEqual(a.returns.map((r) => r.est_returns.id));
    const [{ n }] = (await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(estReturns)
      .where(eq(estReturns.establishmentId, other))) as [{ n: number }];
    expect(n).toBe(a.returns.length);
    // Commenced 05/11/2024: nothing for the periods ending before it; the last half-year and BOCW year of 2026
    // fall due in 2027, after the dates asked for.
    expect(
      a.returns.map((r) => `${r.cms_returns.code} ${r.est_returns.start_on} ${r.est_returns.due_on}`),
    ).toEqual([
      'contractor-half-yearly 2024-07-01 2025-01-30',
      'bocw-annual 2024-01-01 2025-02-15',
      'contractor-half-yearly 2025-01-01 2025-07-30',
      'contractor-half-yearly 2025-07-01 2026-01-30',
      'bocw-annual 2025-01-01 2026-02-15',
      'contractor-half-yearly 2026-01-01 2026-07-30',
    ]);
  });

  it('asks nothing for the periods before the commencement, nor without one', async () => {
    const july = await east.addEstablishment('2025-07-01', 'Commenced in July');
    const list = await listOf(east.contractor, july, ...YEAR_2025);
    expect(list.returns.map((r) => r.cms_returns.doc_name)).toEqual(['Form XVIII', 'Form XXV']);
    const none = await east.addEstablishment(null, 'No commencement yet');
    expect((await listOf(east.contractor, none, ...YEAR_2025)).returns).toEqual([]);
  });

  it('refuses dates in the wrong order, over ten years, or not dates', async () => {
    const wrong = await east.list(east.contractor, est, '01/07/2026', '30/06/2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The from date must not be after the to date.');
    expect((await east.list(east.contractor, est, '01/01/2000', '31/12/2026')).statusCode).toBe(400);
    expect((await east.list(east.contractor, est, '31/02/2026', '30/06/2026')).statusCode).toBe(400);
  });
});

describe('the returns year', () => {
  it('starts on 1 July: June belongs to the year before, July to its own', () => {
    expect(returnListRange({}, '2020-04-01', '2026-06-30')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(returnListRange({}, '2020-04-01', '2026-07-01')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
  });

  it('in the commencement year a day before July stays in that year (its first returns fall due from July)', () => {
    expect(returnListRange({}, '2026-02-01', '2026-03-15')).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(returnListRange({}, '2025-02-01', '2026-03-15')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });

  it('without dates the API lists the returns year of today', async () => {
    const list = await listOf(east.consultant, est);
    const expected = returnListRange({}, '2025-03-10', istDateKey());
    expect([list.from_date, list.to_date]).toEqual([expected.from, expected.to]);
  });
});

describe('uploads and removal', () => {
  let ret: ReturnItem;
  beforeAll(async () => {
    ret = byDoc(await listOf(east.contractor, est, ...YEAR_2025), 'Form XVIII');
  });

  it('the contractor uploads the signed return: 1/2, then the proof of dispatch: completed', async () => {
    const signed = await east.uploadFile(east.contractor, est, 'form-xviii-signed.pdf');
    const first = await east.save(east.contractor, est, ret.est_returns.id, { signedReturn: signed });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Form Uploaded Successfully',
      return: { completed: 1, est_returns: { submitted_on: null, body: { proofDispatch: null } } },
    });
    expect(first.json().return.est_returns.body.signedReturn).toMatchObject({
      name: 'form-xviii-signed.pdf',
      url: signed.url,
    });
    const proof = await east.uploadFile(east.contractor, est, 'speed-post-receipt.pdf');
    const second = await east.save(east.contractor, est, ret.est_returns.id, { proofDispatch: proof });
    expect(second.statusCode).toBe(200);
    expect(second.json().return.completed).toBe(2);
    expect(second.json().return.est_returns.submitted_on).not.toBeNull();
    // The consultant and the Government read it so; the document is the blank form of the period.
    for (const reader of [east.consultant, east.govt]) {
      const list = await listOf(reader, est, ...YEAR_2025);
      expect(list.can_upload).toBe(false);
      expect(byDoc(list, 'Form XVIII')).toMatchObject({ completed: 2 });
      const doc = await reader.get(`${east.base(est)}/${ret.est_returns.id}`);
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toContain('text/html');
      expect(doc.body).toContain('Form XVIII');
      expect(doc.body).toContain('01/07/2025 to 31/12/2025');
    }
  });

  it('a completed return takes no further upload; removing one reopens it; removing it twice is refused', async () => {
    const another = await east.uploadFile(east.contractor, est);
    const refused = await east.save(east.contractor, est, ret.est_returns.id, { signedReturn: another });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('RETURN_COMPLETED');
    const removed = await east.remove(east.contractor, est, ret.est_returns.id, 'proofDispatch');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Form Deleted Successfully',
      return: { completed: 1, est_returns: { submitted_on: null, body: { proofDispatch: null } } },
    });
    const twice = await east.remove(east.contractor, est, ret.est_returns.id, 'proofDispatch');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This document has not been uploaded.');
  });

  it('the consultant and the Government neither upload nor remove; a subcontractor does not even read', async () => {
    const file = await east.uploadFile(east.contractor, est);
    const before = await rowOf(ret.est_returns.id);
    for (const client of [east.consultant, east.govt]) {
      const save = await east.save(client, est, ret.est_returns.id, { proofDispatch: file });
      expect(save.statusCode).toBe(403);
      expect((await east.remove(client, est, ret.est_returns.id, 'signedReturn')).statusCode).toBe(403);
    }
    const sub = await east.list(east.sub, est, ...YEAR_2025);
    expect(sub.statusCode).toBe(403);
    expect(sub.json().message).toBe('Subcontractors have no access to returns.');
    expect((await east.sub.get(`${east.base(est)}/${ret.est_returns.id}`)).statusCode).toBe(403);
    expect((await east.save(east.sub, est, ret.est_returns.id, { proofDispatch: file })).statusCode).toBe(
      403,
    );
    expect(await rowOf(ret.est_returns.id)).toEqual(before);
  });

  it('refuses nothing sent, a file of another establishment, an unknown return and a period not ended', async () => {
    const nothing = await east.save(east.contractor, est, ret.est_returns.id, {});
    expect(nothing.statusCode).toBe(400);
    const other = await east.addEstablishment('2025-03-10', 'Other site');
    const elsewhere = await east.uploadFile(east.contractor, other);
    const wrongFile = await east.save(east.contractor, est, ret.est_returns.id, { proofDispatch: elsewhere });
    expect(wrongFile.statusCode).toBe(400);
    expect(wrongFile.json().code).toBe('FILE_NOT_HERE');
    const file = await east.uploadFile(east.contractor, est);
    const unknown = await east.save(east.contractor, est, '00000000-0000-4000-8000-000000000000', {
      proofDispatch: file,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await east.contractor.get(`${east.base(est)}/not-a-uuid`)).statusCode).toBe(404);
    const today = istDateKey();
    const year = Number(today.slice(0, 4));
    const current = (await listOf(east.contractor, est, `01/01/${year}`, `31/12/${year + 1}`)).returns.find(
      (r) => !r.period_ended,
    )!;
    const early = await east.save(east.contractor, est, current.est_returns.id, { proofDispatch: file });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('PERIOD_NOT_ENDED');
  });

  it('two uploads at once: both kept, the return completed', async () => {
    const fresh = await east.addEstablishment('2025-03-10', 'Race site');
    const r = byDoc(await listOf(east.contractor, fresh, ...YEAR_2025), 'Form XXIV');
    const [a, b] = await Promise.all([
      east.uploadFile(east.contractor, fresh, 'a.pdf'),
      east.uploadFile(east.contractor, fresh, 'b.pdf'),
    ]);
    const results = await Promise.all([
      east.save(east.contractor, fresh, r.est_returns.id, { signedReturn: a }),
      east.save(east.contractor, fresh, r.est_returns.id, { proofDispatch: b }),
    ]);
    expect(results.map((x) => x.statusCode)).toEqual([200, 200]);
    const row = await rowOf(r.est_returns.id);
    expect(row.body.signedReturn?.url).toBe(a.url);
    expect(row.body.proofDispatch?.url).toBe(b.url);
    expect(row.submittedOn).not.toBeNull();
  });
});

const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(estReturns).where(eq(estReturns.id, id)))[0]!;

describe('an establishment that is read only', () => {
  const set = (values: Partial<typeof establishments.$inferInsert>) =>
    ctx.database.db.update(establishments).set(values).where(eq(establishments.id, est));

  async function readsOnly(code: string) {
    const list = await listOf(east.contractor, est, ...YEAR_2025);
    expect(list.can_upload).toBe(false);
    expect(list.lock_reason).not.toBeNull();
    const r = byDoc(list, 'Form XXV');
    const save = await east.save(east.contractor, est, r.est_returns.id, {
      proofDispatch: { name: 'x.pdf', url: '00000000-0000-4000-8000-000000000000' },
    });
    expect([403, 404]).toContain(save.statusCode);
    const remove = await east.remove(
      east.contractor,
      est,
      byDoc(list, 'Form XVIII').est_returns.id,
      'signedReturn',
    );
    expect(remove.statusCode).toBe(403);
    expect(remove.json().code).toBe(code);
  }

  it('approved: read, never written', async () => {
    await set({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' });
    await readsOnly('LOCKED');
    await set({ status: ESTABLISHMENT_STATUS.open, closedOn: null });
  });

  it('the contractor terminated on the subproject: it reads, never writes', async () => {
    const [e] = await ctx.database.db.select().from(establishments).where(eq(establishments.id, est));
    const link = and(
      eq(subprojectAgencies.subprojectId, e!.subprojectId),
      eq(subprojectAgencies.kind, 'contractor'),
    );
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: '2026-11-18' }).where(link);
    await readsOnly('TERMINATED');
    await ctx.database.db.update(subprojectAgencies).set({ terminatedOn: null }).where(link);
  });
});

describe("another Government's returns", () => {
  it("no role of east reaches west's returns by any route; nothing changes", async () => {
    const westList = await listOf(west.contractor, westEst, ...YEAR_2025);
    const target = westList.returns[0]!.est_returns.id;
    const westFile = await west.uploadFile(west.contractor, westEst);
    const before = await rowOf(target);
    for (const client of [east.govt, east.contractor, east.consultant, east.sub]) {
      const calls = [
        await east.list(client, westEst, ...YEAR_2025),
        await client.get(`${east.base(westEst)}/${target}`),
        await east.save(client, westEst, target, { signedReturn: westFile }),
        await east.remove(client, westEst, target, 'signedReturn'),
        // Through its own establishment's address, west's return is not found.
        await client.get(`${east.base(est)}/${target}`),
        await east.save(client, est, target, { signedReturn: westFile }),
      ];
      for (const res of calls) expect([403, 404]).toContain(res.statusCode);
    }
    expect(await rowOf(target)).toEqual(before);
    // The probes are real: west's contractor reaches it.
    expect((await west.contractor.get(`${west.base(westEst)}/${target}`)).statusCode).toBe(200);
  });
});

describe('the overdue rules read the uploads', () => {
  it('a filed return leaves no item; a half-filed one stays overdue with 1 of 2 documents', async () => {
    const site = await east.addEstablishment('2025-03-10', 'Rule site');
    const list = await listOf(east.contractor, site, ...YEAR_2025);
    const xxiv = byDoc(list, 'Form XXIV');
    const xviii = byDoc(list, 'Form XVIII');
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => east.uploadFile(east.contractor, site)));
    await east.save(east.contractor, site, xxiv.est_returns.id, { signedReturn: a, proofDispatch: b });
    await east.save(east.contractor, site, xviii.est_returns.id, { signedReturn: c });
    await recomputeEstablishments(ctx.database.db, [site], { asOf: '2026-02-20' });
    const items = await ctx.database.db
      .select({
        rule: complianceResults.ruleCode,
        severity: complianceResults.severity,
        summary: complianceResults.summary,
        recordId: complianceResults.recordId,
      })
      .from(complianceResults)
      .where(eq(complianceResults.establishmentId, site));
    const returnsItems = items
      .filter((i) => i.rule.includes('RETURN'))
      .sort((x, y) => x.rule.localeCompare(y.rule));
    expect(returnsItems).toEqual([
      {
        rule: 'BOCW-ANNUAL-RETURN',
        severity: 'violation',
        summary:
          'Annual return (building and other construction work) (Form XXV) for 01/01/2025 to 31/12/2025 was due on 15/02/2026: 0 of 2 documents uploaded.',
        recordId: byDoc(list, 'Form XXV').est_returns.id,
      },
      {
        rule: 'HALF-YEARLY-RETURN-OSH',
        severity: 'violation',
        summary:
          'Half-yearly return of the contractor (Form XVIII) for 01/07/2025 to 31/12/2025 was due on 30/01/2026: 1 of 2 documents uploaded.',
        recordId: xviii.est_returns.id,
      },
    ]);
  });
});
