import { ESTABLISHMENT_STATUS } from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createEstablishment,
  createProject,
  createWorld,
  linkAgency,
  WORLD_PASSWORD,
  type World,
} from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import {
  auditLog,
  complianceRuns,
  consultantComments,
  establishmentSubcontractors,
  establishments,
  subprojectAgencies,
  users,
} from '../../db/schema/index.js';

/**
 * Consultant comments through every state by every role (spec part 1, sections 4-6): consultants and the
 * Government comment, everyone in scope replies, the contractor and the consultant resolve and reopen; the
 * author, agency, times and resolver come from the session; another government's users, foreign ids, a locked
 * establishment and an ended link are refused and change nothing.
 */
let ctx: TestContext;
let east: World;
let west: World;
const as: Record<string, TestClient> = {};
const ROLES = ['government', 'contractor', 'consultant', 'subcontractor'] as const;
let site: { projectId: string; subprojectId: string };
let estId: string;
let lockedId: string;
let pageUrl: string;
let base: string;

const page = (id: string, segment: string, s = site) =>
  `/projects/${s.projectId}/subprojects/${s.subprojectId}/establishments/${id}/${segment}`;
const userId = async (email: string) =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, email)))[0]!.id;

async function establishmentWithSubcontractor(world: World, subprojectId: string, name: string) {
  const db = ctx.database.db;
  const id = await createEstablishment(db, subprojectId, world.contractor.id, name);
  await db.insert(establishmentSubcontractors).values({
    establishmentId: id,
    subcontractorAgencyId: world.subcontractor.id,
    hasLoginAccess: true,
    body: {},
  });
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  east = await createWorld(db, 'east-comments');
  west = await createWorld(db, 'west-comments');
  const { projectId, subprojectIds } = await createProject(db, east.government.id, 'Hebbal flyover', [
    'Ramp A',
  ]);
  site = { projectId, subprojectId: subprojectIds[0]! };
  await linkAgency(db, site.subprojectId, 'consultant', east.consultant.id);
  await linkAgency(db, site.subprojectId, 'contractor', east.contractor.id, east.consultant.id);
  estId = await establishmentWithSubcontractor(east, site.subprojectId, 'Ramp A batching plant');
  lockedId = await establishmentWithSubcontractor(east, site.subprojectId, 'Ramp A labour camp');
  pageUrl = page(estId, `requirements/${'0'.repeat(8)}-0000-4000-8000-000000000001`);
  base = `/api/establishments/${estId}/consultant-comments`;
  for (const role of ROLES) as[role] = await ctx.client().loginAs(east[role].email, WORLD_PASSWORD);
  for (const role of ROLES) as[`west ${role}`] = await ctx.client().loginAs(west[role].email, WORLD_PASSWORD);
});
afterAll(async () => ctx?.close());

async function comment(client: TestClient, text: string, url = pageUrl, extra: Record<string, unknown> = {}) {
  return client.post(base, { comment: text, url, ...extra });
}

describe('commenting', () => {
  it('a consultant comments: author, agency and time come from the session, whatever is sent', async () => {
    const res = await comment(as.consultant!, 'Form VII intimation is not uploaded yet.', pageUrl, {
      created_on: '2001-01-01T00:00:00Z',
      consultant_agency_id: west.consultant.id,
      category: 'returns',
      establishment_id: lockedId,
    });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      establishment_id: estId,
      url: pageUrl,
      category: 'establishmentInfo',
      comment: 'Form VII intimation is not uploaded yet.',
      state: 'unresolved',
      created_by: await userId(east.consultant.email),
      created_by_name: 'Deepa Raman',
      agency_id: east.consultant.id,
      agency_type: 'Consultant',
      consultant_agency_id: east.consultant.id,
      resolved_by: null,
      resolved_on: null,
      replies: [],
    });
    expect(Math.abs(Date.parse(c.created_on) - Date.now())).toBeLessThan(60_000);
  });

  it('the Government comments, with no consultant agency', async () => {
    const res = await comment(as.government!, 'Labour licence copy is illegible; upload a clearer scan.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ agency_type: 'Government', consultant_agency_id: null });
  });

  it.each(['contractor', 'subcontractor'])(
    'a %s may not comment (403), and nothing is stored',
    async (role) => {
      const before = await ctx.database.db.$count(consultantComments);
      const res = await comment(as[role]!, 'I would like to comment.');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('COMMENT_NOT_ALLOWED');
      expect(await ctx.database.db.$count(consultantComments)).toBe(before);
    },
  );

  it('a comment is required, a sentence, and at most 2000 characters', async () => {
    for (const [text, message] of [
      ['', 'Required'],
      ['   ', 'Required'],
      ['<script>alert(1)</script>', expect.stringContaining('Use letters, numbers')],
      ['a'.repeat(2001), 'Must be at most 2000 characters'],
    ] as const) {
      const res = await comment(as.consultant!, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.comment).toEqual(message);
    }
    expect((await as.consultant!.post(base, { url: pageUrl })).json().fields.comment).toBe('Required');
  });

  it('the category follows from the page; a page of no category or of another establishment is refused', async () => {
    const cases: [string, string][] = [
      ['employeeRegisters', 'employeeRegister'],
      ['subcontractors/add', 'subcontractors'],
      ['details', 'establishmentInfo'],
      ['wageRegisters', 'wageRegister'],
      ['attendanceRegisters', 'attendanceRegister'],
      ['incidents/workplace', 'incidents'],
      ['returns', 'returns'],
    ];
    for (const [segment, category] of cases) {
      const res = await comment(as.consultant!, `Check the ${segment} page`, page(estId, segment));
      expect(res.json().category).toBe(category);
    }
    for (const url of [
      page(estId, 'complianceDashboard'),
      page(lockedId, 'details'),
      page(estId, 'details', { projectId: site.projectId, subprojectId: site.projectId }),
      'https://evil.example/details',
      `${page(estId, 'details')}?isComment=true`,
    ]) {
      const res = await comment(as.consultant!, 'Misplaced', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url).toBe('This page is not a page of this establishment.');
    }
  });
});

describe('replies, resolving and reopening', () => {
  let id: string;
  beforeAll(async () => {
    id = (await comment(as.consultant!, 'Drinking water register not maintained at the camp.')).json().id;
  });

  it('everyone in scope replies, in order, as themselves', async () => {
    for (const role of ROLES) {
      const res = await as[role]!.post(`${base}/replies`, { reply: `Noted by the ${role}.`, comment_id: id });
      expect(res.statusCode, role).toBe(200);
    }
    const replies = (await as.contractor!.get(`${base}?url=${encodeURIComponent(pageUrl)}`))
      .json()
      .find((c: { id: string }) => c.id === id).replies;
    expect(replies.map((r: { reply: string; agency_type: string }) => [r.reply, r.agency_type])).toEqual([
      ['Noted by the government.', 'Government'],
      ['Noted by the contractor.', 'Contractor'],
      ['Noted by the consultant.', 'Consultant'],
      ['Noted by the subcontractor.', 'Subcontractor'],
    ]);
  });

  it('a reply is required and names a comment of this establishment', async () => {
    expect(
      (await as.contractor!.post(`${base}/replies`, { reply: ' ', comment_id: id })).json().fields.reply,
    ).toBe('Required');
    const foreign = await as.contractor!.post(`${base}/replies`, {
      reply: 'Hello',
      comment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Comment not found.');
  });

  it.each(['government', 'subcontractor'])('a %s may not resolve or reopen (403)', async (role) => {
    for (const transition of ['resolve', 'reopen']) {
      const res = await as[role]!.post(`${base}/${transition}`, { id });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('RESOLVE_NOT_ALLOWED');
    }
  });

  it('unresolved -> resolved by the contractor -> reopened by the consultant -> resolved by the consultant', async () => {
    const contractorUser = await userId(east.contractor.email);
    const consultantUser = await userId(east.consultant.email);
    const reopenEarly = await as.consultant!.post(`${base}/reopen`, { id });
    expect(reopenEarly.statusCode).toBe(409);

    const resolved = await as.contractor!.post(`${base}/resolve`, {
      id,
      resolved_by: consultantUser,
      resolved_on: '2001-01-01',
      resolved_by_contractor_user_id: consultantUser,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      state: 'resolved',
      resolved_by: contractorUser,
      resolved_by_name: 'Senthil Kumar',
      resolved_by_contractor_user_id: contractorUser,
    });
    expect(Math.abs(Date.parse(resolved.json().resolved_on) - Date.now())).toBeLessThan(60_000);
    expect((await as.consultant!.post(`${base}/resolve`, { id })).statusCode).toBe(409);

    const reopened = await as.consultant!.post(`${base}/reopen`, { id });
    expect(reopened.json()).toMatchObject({
      state: 'reopened',
      resolved_by: null,
      resolved_on: null,
      resolved_by_contractor_user_id: null,
    });
    expect((await as.contractor!.post(`${base}/reopen`, { id })).statusCode).toBe(409);

    const again = await as.consultant!.post(`${base}/resolve`, { id });
    expect(again.json()).toMatchObject({
      state: 'resolved',
      resolved_by: consultantUser,
      resolved_by_contractor_user_id: null,
    });
    expect((await as.contractor!.post(`${base}/reopen`, { id })).json().state).toBe('reopened');
  });

  it('two resolves sent together: one resolves, the other is told it already is', async () => {
    const other = (await comment(as.consultant!, 'Muster roll for October is not signed.')).json().id;
    const answers = await Promise.all([
      as.contractor!.post(`${base}/resolve`, { id: other }),
      as.consultant!.post(`${base}/resolve`, { id: other }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'This comment is already resolved.',
    );
  });

  it('no comment write recomputes the compliance of the establishment (no rule reads comments)', async () => {
    const runs = () => ctx.database.db.$count(complianceRuns);
    const before = await runs();
    const made = (await comment(as.consultant!, 'Fire extinguisher refill date has passed.')).json().id;
    await as.contractor!.post(`${base}/replies`, { reply: 'Refilled on Monday.', comment_id: made });
    await as.contractor!.post(`${base}/resolve`, { id: made });
    expect(await runs()).toBe(before);
    // While a write to the establishment's records does (the comparison is real).
    const licence = await as.contractor!.post(`/api/establishments/${estId}/licenses`, {
      values: {
        license_type: '1',
        body: { licenseNo: 'CLRA/BLR/2026/0077', maxWorkers: '40' },
        start_date: '2026-10-01',
        end_date: '2027-09-30',
      },
    });
    expect(licence.statusCode).toBe(200);
    expect(await runs()).toBeGreaterThan(before);
  });

  it('every change is in the audit log with its actor and establishment', async () => {
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'consultant_comments'), eq(auditLog.rowId, id)));
    expect(entries.map((e) => e.opType)).toEqual(['INSERT', 'UPDATE', 'UPDATE', 'UPDATE', 'UPDATE']);
    for (const e of entries) {
      expect(e.establishmentId).toBe(estId);
      expect(e.subprojectId).toBe(site.subprojectId);
      expect(e.projectId).toBe(site.projectId);
      expect(e.userId).not.toBeNull();
    }
    const replies = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'consultant_comment_replies'), eq(auditLog.establishmentId, estId)));
    expect(replies.length).toBeGreaterThanOrEqual(4);
    // The establishment's Logs panel names them.
    const logs = (await as.government!.get(`/api/audit/establishments/${estId}?pageSize=200`)).json() as {
      entity: string;
      description: string;
    }[];
    expect(logs.some((e) => e.entity === 'Comment' && e.description.endsWith('(reopened)'))).toBe(true);
    expect(logs.some((e) => e.entity === 'Reply' && e.description === 'Noted by the subcontractor.')).toBe(
      true,
    );
  });
});

describe('reading', () => {
  it('the list of a page holds only that page, newest first; every role in scope reads it', async () => {
    for (const role of ROLES) {
      const res = await as[role]!.get(`${base}?url=${encodeURIComponent(page(estId, 'returns'))}`);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().map((c: { comment: string }) => c.comment)).toEqual(['Check the returns page']);
    }
  });

  it('stats count every category; the category list splits unresolved and resolved', async () => {
    const stats = (await as.government!.get(`${base}/stats`)).json();
    expect(stats.categories.map((c: { category: string }) => c.category)).toEqual([
      'establishmentInfo',
      'subcontractors',
      'employeeRegister',
      'attendanceRegister',
      'wageRegister',
      'incidents',
      'returns',
    ]);
    const info = stats.categories[0];
    const rows = await ctx.database.db
      .select()
      .from(consultantComments)
      .where(
        and(
          eq(consultantComments.establishmentId, estId),
          eq(consultantComments.category, 'establishmentInfo'),
        ),
      );
    expect(info.total).toBe(rows.length);
    expect(info.resolved).toBe(rows.filter((r) => r.state === 'resolved').length);
    expect(stats.total).toBe(
      await ctx.database.db.$count(consultantComments, eq(consultantComments.establishmentId, estId)),
    );
    expect(stats.unresolved).toBe(stats.total - stats.resolved);

    const list = (await as.contractor!.get(`${base}/category/establishmentInfo`)).json();
    expect(list.unresolved.length + list.resolved.length).toBe(rows.length);
    expect(list.unresolved.every((c: { state: string }) => c.state !== 'resolved')).toBe(true);
    expect((await as.contractor!.get(`${base}/category/payroll`)).statusCode).toBe(404);
  });
});

describe('scope', () => {
  it("another government's users reach nothing of it (404, or 403 for a role that may not) and change nothing", async () => {
    const [one] = await ctx.database.db
      .select()
      .from(consultantComments)
      .where(eq(consultantComments.establishmentId, estId))
      .limit(1);
    const before = await ctx.database.db.$count(consultantComments);
    for (const role of ROLES) {
      const client = as[`west ${role}`]!;
      // A role that may not do it at all is refused before its scope is looked at (403).
      for (const res of [
        await client.get(base),
        await client.get(`${base}/stats`),
        await client.get(`${base}/category/returns`),
        await comment(client, 'Intrusion'),
        await client.post(`${base}/replies`, { reply: 'Intrusion', comment_id: one!.id }),
        await client.post(`${base}/resolve`, { id: one!.id }),
        await client.post(`${base}/reopen`, { id: one!.id }),
      ])
        expect([403, 404], role).toContain(res.statusCode);
      expect((await client.get(base)).statusCode).toBe(404);
    }
    expect(await ctx.database.db.$count(consultantComments)).toBe(before);
  });

  it('a platform admin acting without an agency reaches no establishment comments', async () => {
    const admin = await ctx.client().loginAs('admin@demo.anupalan.in', DEMO_PASSWORD);
    expect((await admin.get(base)).statusCode).toBe(404);
    expect((await admin.get(`${base}/stats`)).statusCode).toBe(404);
    expect((await admin.post(`${base}/replies`, { reply: 'x', comment_id: estId })).statusCode).toBe(404);
  });

  it("a comment id of another establishment is not found through this one's address", async () => {
    const westSite = await createProject(ctx.database.db, west.government.id, 'West', ['W']);
    await linkAgency(ctx.database.db, westSite.subprojectIds[0]!, 'consultant', west.consultant.id);
    await linkAgency(
      ctx.database.db,
      westSite.subprojectIds[0]!,
      'contractor',
      west.contractor.id,
      west.consultant.id,
    );
    const westEst = await createEstablishment(
      ctx.database.db,
      westSite.subprojectIds[0]!,
      west.contractor.id,
      'W',
    );
    const westUrl = page(westEst, 'details', {
      projectId: westSite.projectId,
      subprojectId: westSite.subprojectIds[0]!,
    });
    const westComment = (
      await as['west consultant']!.post(`/api/establishments/${westEst}/consultant-comments`, {
        comment: 'West only',
        url: westUrl,
      })
    ).json().id;
    for (const role of ['contractor', 'consultant'] as const) {
      expect((await as[role]!.post(`${base}/resolve`, { id: westComment })).statusCode).toBe(404);
      expect(
        (await as[role]!.post(`${base}/replies`, { reply: 'x', comment_id: westComment })).statusCode,
      ).toBe(404);
    }
    const [row] = await ctx.database.db
      .select()
      .from(consultantComments)
      .where(eq(consultantComments.id, westComment));
    expect(row!.state).toBe('unresolved');
  });

  it('a consultant of the same subproject that does not review the contractor reaches nothing (404)', async () => {
    const db = ctx.database.db;
    // A second consultant agency linked to the subproject, reviewing no contractor.
    const { agencies } = await import('../../db/schema/index.js');
    const [agency] = await db
      .insert(agencies)
      .values({
        type: 'Consultant',
        scopeAgencyId: east.government.id,
        body: { name: 'Nilgiri Consultants' },
      })
      .returning({ id: agencies.id });
    const member = await addMember(db, agency!.id, 'Farhan Qureshi', true);
    await linkAgency(db, site.subprojectId, 'consultant', agency!.id);
    const outsider = await ctx.client().loginAs(member.email, WORLD_PASSWORD);
    expect((await outsider.get(base)).statusCode).toBe(404);
    expect((await comment(outsider, 'Not mine to review')).statusCode).toBe(404);
  });

  it('an approved (locked) establishment is read, never written, by every role', async () => {
    const db = ctx.database.db;
    const lockedBase = `/api/establishments/${lockedId}/consultant-comments`;
    const made = await as.consultant!.post(lockedBase, {
      comment: 'Before completion',
      url: page(lockedId, 'details'),
    });
    expect(made.statusCode).toBe(200);
    await db
      .update(establishments)
      .set({ status: ESTABLISHMENT_STATUS.completionMarked, closedOn: '2026-11-20' })
      .where(eq(establishments.id, lockedId));
    for (const role of ROLES) {
      expect((await as[role]!.get(lockedBase)).statusCode).toBe(200);
      const reply = await as[role]!.post(`${lockedBase}/replies`, {
        reply: 'Late',
        comment_id: made.json().id,
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().code).toBe('LOCKED');
    }
    expect(
      (await as.consultant!.post(lockedBase, { comment: 'After', url: page(lockedId, 'details') })).json()
        .code,
    ).toBe('LOCKED');
    expect((await as.contractor!.post(`${lockedBase}/resolve`, { id: made.json().id })).json().code).toBe(
      'LOCKED',
    );
  });

  it('a terminated consultant, and the consultant of a terminated contractor, read and never write', async () => {
    const db = ctx.database.db;
    const [one] = await db
      .select()
      .from(consultantComments)
      .where(eq(consultantComments.establishmentId, estId))
      .limit(1);
    const link = and(
      eq(subprojectAgencies.subprojectId, site.subprojectId),
      eq(subprojectAgencies.kind, 'consultant'),
      eq(subprojectAgencies.agencyId, east.consultant.id),
    );
    await db.update(subprojectAgencies).set({ terminatedOn: '2026-11-20' }).where(link);
    expect((await as.consultant!.get(base)).statusCode).toBe(200);
    const refused = await comment(as.consultant!, 'After termination');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TERMINATED');
    expect((await as.consultant!.post(`${base}/resolve`, { id: one!.id })).statusCode).toBe(403);
    await db.update(subprojectAgencies).set({ terminatedOn: null }).where(link);
    expect((await comment(as.consultant!, 'Reinstated link')).statusCode).toBe(200);

    const contractorLink = and(
      eq(subprojectAgencies.subprojectId, site.subprojectId),
      eq(subprojectAgencies.kind, 'contractor'),
    );
    await db.update(subprojectAgencies).set({ terminatedOn: '2026-11-20' }).where(contractorLink);
    expect((await comment(as.consultant!, 'Contractor gone')).json().code).toBe('TERMINATED');
    expect(
      (await as.contractor!.post(`${base}/replies`, { reply: 'Gone', comment_id: one!.id })).json().code,
    ).toBe('TERMINATED');
    await db.update(subprojectAgencies).set({ terminatedOn: null }).where(contractorLink);
  });
});
