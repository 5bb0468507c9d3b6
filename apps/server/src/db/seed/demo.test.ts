import {
  commentPageOf,
  commentText,
  consultantAgencySchema,
  contractorAgencySchema,
  employeeSchema,
  establishmentSchema,
  type FormSchema,
  istDateKey,
  type Role,
  validateForm,
} from '@anupalan/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from '../../../test/helper.js';
import { EMPLOYEE_RULES } from '../../modules/compliance/law/employee-rules.js';
import {
  agencies,
  complianceResults,
  consultantCommentReplies,
  consultantComments,
  employees,
  employeeVerifications,
  establishments,
  files,
  projects,
  subprojects,
} from '../schema/index.js';
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

  it('seeds varied consultant comments that the comment rules accept, some resolved, some with replies', async () => {
    const comments = await ctx.database.db.select().from(consultantComments);
    const replies = await ctx.database.db.select().from(consultantCommentReplies);
    const texts = [...comments.map((c) => c.comment), ...replies.map((r) => r.reply)];
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(commentText().safeParse(text).success, text).toBe(true);
    for (const c of comments) expect(commentPageOf(c.url)?.category, c.url).toBe(c.category);
    expect(new Set(comments.map((c) => c.state))).toEqual(new Set(['unresolved', 'resolved', 'reopened']));
    expect(new Set(comments.map((c) => c.establishmentId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(comments.map((c) => c.category)).size).toBeGreaterThanOrEqual(2);
    const authors = await ctx.database.db.select().from(agencies);
    const typeOf = (id: string) => authors.find((a) => a.id === id)!.type;
    expect(new Set(comments.map((c) => typeOf(c.agencyId)))).toEqual(new Set(['Consultant', 'Government']));
    expect(new Set(replies.map((r) => r.commentId)).size).toBeGreaterThanOrEqual(4);
  });

  it('seeds varied workers, each a valid Form A record, flagged only for the verification forms left out', async () => {
    const workers = await ctx.database.db.select().from(employees);
    expect(workers.length).toBeGreaterThanOrEqual(20);
    expect(new Set(workers.map((w) => `${w.name} ${w.surname}`)).size).toBe(workers.length);
    expect(new Set(workers.map((w) => w.aadhaarHash)).size).toBe(workers.length);
    expect(new Set(workers.map((w) => w.skillCategory)).size).toBe(4);
    expect(workers.filter((w) => w.subcontractorAgencyId).length).toBe(4);
    expect(workers.filter((w) => w.body.adolescent).length).toBe(2);
    for (const w of workers) {
      const values = {
        employee_code: w.employeeCode,
        name: w.name,
        surname: w.surname ?? undefined,
        date_of_birth: w.dateOfBirth,
        date_of_joining: w.dateOfJoining,
        designation: w.designation,
        skill_category: w.skillCategory,
        exit_date: w.exitDate ?? undefined,
        aadhaar: `XXXX XXXX ${w.aadhaarLast4}`,
        body: w.body,
      };
      expect(
        validateForm(employeeSchema, values, { role: 'Contractor', isEdit: true }),
        w.employeeCode,
      ).toEqual({});
    }
    // The only employee items are the verification forms the seed leaves out on purpose, each really overdue.
    const flagged = await ctx.database.db
      .select({ rule: complianceResults.ruleCode, worker: complianceResults.recordId })
      .from(complianceResults)
      .where(
        inArray(
          complianceResults.ruleCode,
          EMPLOYEE_RULES.map((r) => r.id),
        ),
      );
    expect(new Set(flagged.map((f) => f.rule))).toEqual(new Set(['VERIFICATION-OVERDUE']));
    const overdue = await ctx.database.db
      .selectDistinct({ worker: employeeVerifications.employeeId })
      .from(employeeVerifications)
      .innerJoin(employees, eq(employees.id, employeeVerifications.employeeId))
      .where(
        sql`${employeeVerifications.submittedOn} is null and ${employeeVerifications.dueOn} < ${istDateKey()}::date
          and (${employees.exitDate} is null or ${employees.exitDate} >= ${istDateKey()}::date)`,
      );
    expect(flagged.map((f) => f.worker).sort()).toEqual(overdue.map((o) => o.worker).sort());
    const forms = await ctx.database.db.select().from(employeeVerifications);
    const uploaded = forms.filter((f) => f.submittedOn);
    expect(uploaded.length).toBeGreaterThan(forms.length / 2);
    expect(uploaded.length).toBeLessThan(forms.length);
    // An uploaded form is a real file the contractor can open.
    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const [ownForm] = await ctx.database.db
      .select({ id: files.id })
      .from(files)
      .innerJoin(agencies, eq(agencies.id, files.ownerAgencyId))
      .where(sql`${agencies.body} ->> 'name' = 'Shree Ganesh Constructions'`)
      .limit(1);
    expect(uploaded.some((f) => (f.body as { url: string }).url === ownForm!.id)).toBe(true);
    const file = await contractor.get(`/api/files?url=${ownForm!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sub = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
    const [camp] = await ctx.database.db
      .select({ id: establishments.id })
      .from(establishments)
      .where(eq(establishments.id, workers.find((w) => w.subcontractorAgencyId)!.establishmentId));
    const own = (await sub.get(`/api/establishments/${camp!.id}/employees`)).json();
    expect(own).toHaveLength(4);
    expect(own[0].aadhaar).toMatch(/^XXXX XXXX \d{4}$/);
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
      // Twice the hourly minimum wage, 2 × 640 / 8: calculated, not typed.
      overTime: { value: '160.00', entered: false },
    });
  });

  it('looks entered by different people: no copied contacts, addresses, employers or instants', async () => {
    const db = ctx.database.db;
    const agencyRows = await db.select().from(agencies);
    const bodies = agencyRows.map((a) => a.body as Record<string, string | undefined>);
    for (const key of ['phoneNo', 'mobileNo', 'street', 'emailAddress', 'panNo'] as const) {
      const values = bodies.map((b) => b[key]).filter((v): v is string => Boolean(v));
      expect(new Set(values).size, `agencies sharing ${key}: ${values.join(', ')}`).toBe(values.length);
    }
    const estRows = await db.select().from(establishments);
    const estBodies = estRows.map((e) => e.body as Record<string, string>);
    for (const key of ['employerName', 'employerMobile', 'address', 'natureOfWork'] as const) {
      const values = estBodies.map((b) => b[key]);
      expect(new Set(values).size, `establishments sharing ${key}: ${values.join(', ')}`).toBe(values.length);
    }
    // An address that names a pincode names the one in its pincode field.
    for (const body of estBodies) expect(body.address, body.name).toMatch(new RegExp(`\\b${body.pincode}$`));

    for (const table of [projects, subprojects, establishments]) {
      const instants = (await db.select({ createdAt: table.createdAt }).from(table)).map((r) =>
        r.createdAt.toISOString(),
      );
      expect(new Set(instants).size, instants.join(', ')).toBe(instants.length);
    }
  });

  it('passes its own forms: every demo agency and establishment is valid as entered', async () => {
    const db = ctx.database.db;
    const schemaOf: Partial<Record<Role, FormSchema>> = {
      Contractor: contractorAgencySchema,
      Consultant: consultantAgencySchema,
    };
    for (const agency of await db.select().from(agencies)) {
      const role = agency.type as Role;
      const schema = schemaOf[role];
      if (!schema) continue;
      const errors = validateForm(schema, { body: agency.body }, { role, isEdit: true });
      expect(errors, String((agency.body as { name: string }).name)).toEqual({});
    }
    for (const e of await db.select().from(establishments)) {
      const values = { body: e.body, commencementDate: e.commencementDate };
      const errors = validateForm(establishmentSchema, values, { role: 'Contractor', isEdit: true });
      expect(errors, String((e.body as { name: string }).name)).toEqual({});
    }
  });
});
