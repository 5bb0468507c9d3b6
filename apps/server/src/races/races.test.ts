import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEstablishment, createProject, demoAgencyIds, linkAgency } from '../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../test/helper.js';
import { minWageColumns } from '../db/min-wage-amounts.js';
import { establishmentMinWages, establishments, subprojectAgencies, users } from '../db/schema/index.js';
import { DEMO_MIN_WAGES } from '../db/seed/demo-projects.js';

/**
 * Requests sent together must leave a state that the same requests served one after another could have left.
 * Run against a PostgreSQL server (the embedded one by default, or TEST_DATABASE_URL), where transactions
 * really do run side by side.
 */
let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const approval = {
  values: { completion_body: { confirmText: 'complete', isGovtApproved: { checked: true } } },
};
const wages = {
  highlySkilled: { minimumBasic: '850', da: '150', overTime: '250' },
  skilled: { minimumBasic: '650', da: '120', overTime: '200' },
  semiSkilled: { minimumBasic: '550', da: '100', overTime: '160' },
  unskilled: { minimumBasic: '480', da: '90', overTime: '142.50' },
};

/** Status codes with their error codes, e.g. `200`, `409 OVERLAP`, counted. */
function tally(responses: LightMyRequestResponse[]) {
  const counts: Record<string, number> = {};
  for (const r of responses) {
    const key = r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function together<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
}

/** A subproject with the demo contractor linked and `count` open establishments of it. */
async function site(name: string, count = 1) {
  const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, `${name} project`, [name]);
  const sid = subprojectIds[0]!;
  await linkAgency(ctx.database.db, sid, 'contractor', ids.contractor!);
  const establishmentIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await createEstablishment(ctx.database.db, sid, ids.contractor!, `${name} camp ${i + 1}`);
    await ctx.database.db
      .update(establishments)
      .set({ commencementDate: '2026-04-01' })
      .where(eq(establishments.id, id));
    establishmentIds.push(id);
  }
  return { subprojectId: sid, establishmentIds };
}

async function markCompletion(establishmentId: string, formVII: { name: string; url: string }) {
  return contractor.post(`/api/establishments/${establishmentId}/completion`, {
    values: { completion_body: { date: '2026-11-20', formVII, note: 'Work done' } },
  });
}

async function uploadFormVII(establishmentId: string) {
  const res = await contractor.upload(`/api/files/establishments/${establishmentId}`, 'Form VII.pdf', pdf);
  expect(res.statusCode).toBe(200);
  const { name, url } = res.json() as { name: string; url: string };
  return { name, url };
}

async function row(establishmentId: string) {
  const [found] = await ctx.database.db
    .select()
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return found!;
}

describe('establishment transitions sent together', () => {
  it('mark completion x20: one is marked, the others are told it already is', async () => {
    const { establishmentIds } = await site('Marked twenty times');
    const id = establishmentIds[0]!;
    const formVII = await uploadFormVII(id);
    const responses = await together(20, () => markCompletion(id, formVII));
    expect(tally(responses)).toEqual({ '200': 1, '409 ALREADY_MARKED': 19 });
    expect((await row(id)).status).toBe(1);
  });

  it('approve x20: one approval, nineteen refusals, and the establishment is locked', async () => {
    const { establishmentIds } = await site('Approved twenty times');
    const id = establishmentIds[0]!;
    expect((await markCompletion(id, await uploadFormVII(id))).statusCode).toBe(200);
    const responses = await together(20, () => govt.post(`/api/establishments/${id}/completion`, approval));
    expect(tally(responses)).toEqual({ '200': 1, '403 LOCKED': 19 });
    const approved = await row(id);
    expect(approved).toMatchObject({ status: 1, completionBody: { isGovtApproved: { checked: true } } });
    expect(approved.closedOn).not.toBeNull();
  });

  it("the Government's approve and the contractor's undo sent together: one of them wins, and the state is its", async () => {
    const { establishmentIds } = await site('Approve or undo', 8);
    for (const id of establishmentIds) {
      expect((await markCompletion(id, await uploadFormVII(id))).statusCode).toBe(200);
    }
    const outcomes = await Promise.all(
      establishmentIds.map(async (id) => {
        const [approve, undo] = await Promise.all([
          govt.post(`/api/establishments/${id}/completion`, approval),
          contractor.post(`/api/establishments/${id}/completion/open`),
        ]);
        return { id, approve, undo };
      }),
    );
    for (const { id, approve, undo } of outcomes) {
      const state = await row(id);
      const approvedFlag = (state.completionBody as { isGovtApproved?: { checked?: boolean } } | null)
        ?.isGovtApproved?.checked;
      if (approve.statusCode === 200) {
        // Approved first: the undo came too late.
        expect([undo.statusCode, undo.json().code]).toEqual([403, 'LOCKED']);
        expect(state.status).toBe(1);
        expect(state.closedOn).not.toBeNull();
        expect(approvedFlag).toBe(true);
      } else {
        // Undone first: there was nothing left to approve.
        expect(undo.statusCode).toBe(200);
        expect([approve.statusCode, approve.json().code]).toEqual([409, 'NOT_MARKED']);
        expect(state.status).toBe(0);
        expect(state.closedOn).toBeNull();
        expect(approvedFlag).toBeUndefined();
      }
    }
  });
});

describe('minimum-wage periods sent together', () => {
  async function overlappingPairs(establishmentId: string) {
    const other = alias(establishmentMinWages, 'other');
    return ctx.database.db.$count(
      ctx.database.db
        .select({ id: establishmentMinWages.id })
        .from(establishmentMinWages)
        .innerJoin(
          other,
          sql`${other.establishmentId} = ${establishmentMinWages.establishmentId}
            and ${other.id} < ${establishmentMinWages.id}
            and daterange(${other.startDate}, ${other.endDate}, '[]')
              && daterange(${establishmentMinWages.startDate}, ${establishmentMinWages.endDate}, '[]')`,
        )
        .where(eq(establishmentMinWages.establishmentId, establishmentId))
        .as('overlaps'),
    );
  }

  it('20 overlapping periods: one is stored, the others are refused as overlapping', async () => {
    const { establishmentIds } = await site('Twenty wage periods');
    const id = establishmentIds[0]!;
    const responses = await together(20, (i) =>
      contractor.post(`/api/establishments/${id}/establishment-min-wages`, {
        values: {
          start_date: `2027-01-${String(i + 1).padStart(2, '0')}`,
          end_date: '2027-12-31',
          body: wages,
        },
      }),
    );
    expect(tally(responses)).toEqual({ '200': 1, '409 OVERLAP': 19 });
    const stored = await ctx.database.db
      .select()
      .from(establishmentMinWages)
      .where(eq(establishmentMinWages.establishmentId, id));
    expect(stored).toHaveLength(1);
    expect(await overlappingPairs(id)).toBe(0);
  });

  it('20 open-ended periods: however they interleave, no two stored periods overlap', async () => {
    const { establishmentIds } = await site('Twenty open periods');
    const id = establishmentIds[0]!;
    const responses = await together(20, (i) =>
      contractor.post(`/api/establishments/${id}/establishment-min-wages`, {
        values: { start_date: `2027-02-${String(i + 1).padStart(2, '0')}`, body: wages },
      }),
    );
    const counts = tally(responses);
    expect(Object.keys(counts).every((k) => k === '200' || k === '409 OVERLAP')).toBe(true);
    const stored = await ctx.database.db
      .select()
      .from(establishmentMinWages)
      .where(eq(establishmentMinWages.establishmentId, id));
    expect(stored).toHaveLength(counts['200'] ?? 0);
    expect(await overlappingPairs(id)).toBe(0);
  });

  it('the database itself refuses an overlapping period, whatever the service checked', async () => {
    const { establishmentIds } = await site('Constraint wage periods');
    const id = establishmentIds[0]!;
    const insert = (start: string, end: string | null) =>
      ctx.database.db
        .insert(establishmentMinWages)
        .values({ establishmentId: id, startDate: start, endDate: end, ...minWageColumns(DEMO_MIN_WAGES) });
    await insert('2027-01-01', '2027-06-30');
    await expect(insert('2027-06-30', null)).rejects.toMatchObject({
      cause: { code: '23P01', constraint: 'establishment_min_wages_no_overlap' },
    });
    await insert('2027-07-01', null);
  });
});

describe('duplicates sent together answer 409, never 500', () => {
  it('the same user added to an agency ten times: one is added, the others exist already', async () => {
    const email = 'ravi.duplicate@kaveri.example.in';
    const responses = await together(10, () =>
      govt.post(`/api/global-agency/contractor/${ids.contractor2}/users`, {
        values: { users: { email_address: email, body: { name: 'Ravi Kulkarni' } } },
      }),
    );
    expect(tally(responses)).toEqual({ '200': 1, '409 EMAIL_TAKEN': 9 });
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(
      'A user with this e-mail already exists.',
    );
    const stored = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.emailAddress}) = ${email}`);
    expect(stored).toHaveLength(1);
  });

  it('the same invite ten times: the agency is linked once', async () => {
    const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Invited ten times project', [
      'Invited ten times',
    ]);
    const sid = subprojectIds[0]!;
    const responses = await together(10, () =>
      govt.post('/api/agencies/invite/contractor', {
        values: {
          agencies: { id: ids.contractor2 },
          users: { email_address: 'mohan.invite@kaveri.example.in', body: { name: 'Mohan Rao' } },
          subproject_users: { subproject_id: sid },
        },
      }),
    );
    const counts = tally(responses);
    expect(counts['200']).toBe(1);
    expect(Object.keys(counts).every((k) => k === '200' || k.startsWith('409 '))).toBe(true);
    expect(await ctx.database.db.$count(subprojectAgencies, eq(subprojectAgencies.subprojectId, sid))).toBe(
      1,
    );
  });

  it('the same subcontractor added ten times: one is added, the others exist already', async () => {
    const { establishmentIds } = await site('Subcontracted ten times');
    const id = establishmentIds[0]!;
    const responses = await together(10, () =>
      contractor.post(`/api/establishments/${id}/subcontractors`, {
        values: {
          agencies: { body: { name: 'Shakti Scaffolding Works' } },
          body: { work: 'Scaffolding and formwork', startDate: '2026-10-05' },
          users: { email_address: 'prakash.twice@shakti.example.in', body: { name: 'Prakash Naik' } },
        },
      }),
    );
    expect(tally(responses)).toEqual({ '200': 1, '409 EMAIL_TAKEN': 9 });
  });
});
