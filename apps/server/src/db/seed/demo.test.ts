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
import { ATTENDANCE_RULES } from '../../modules/compliance/law/attendance-rules.js';
import { EMPLOYEE_RULES } from '../../modules/compliance/law/employee-rules.js';
import {
  agencies,
  attendanceEntries,
  attendanceRegisters,
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
import { demoAttendanceDaysBack } from './demo-attendance.js';

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

  it('seeds six weeks of varied attendance for the sites with workers, as the register screens store it', async () => {
    const db = ctx.database.db;
    const today = istDateKey();
    // From the first day of the third month back (the demo's wage registers' months), at least six weeks.
    const sixWeeksAgo = new Date(`${today}T00:00:00Z`);
    sixWeeksAgo.setUTCDate(sixWeeksAgo.getUTCDate() - demoAttendanceDaysBack(today));
    const first = sixWeeksAgo.toISOString().slice(0, 10);
    const registers = await db.select().from(attendanceRegisters);
    const entries = await db.select().from(attendanceEntries);
    const workers = await db.select().from(employees);
    const sites = await db.select().from(establishments);
    const name = (id: string) => (sites.find((e) => e.id === id)!.body as { name: string }).name;
    expect(new Set(registers.map((r) => name(r.establishmentId)))).toEqual(
      new Set(['Hinkal labour camp', 'Bogadi batching plant']),
    );
    for (const r of registers) {
      expect(r.registerDate >= first && r.registerDate <= today, r.registerDate).toBe(true);
      // The register is complete exactly when none of its entries is pending.
      const own = entries.filter((e) => e.registerId === r.id);
      expect(r.status, r.registerDate).toBe(own.every((e) => e.submittedOn) ? 'completed' : 'pending');
      expect(r.submittedOn !== null, r.registerDate).toBe(r.status === 'completed');
    }
    // Each site's weekly holiday is marked weekly off (some automatically), and only the weekly holiday.
    const weekDay = (d: string) =>
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
        new Date(`${d}T00:00:00Z`).getUTCDay()
      ];
    for (const r of registers.filter((x) => x.isWeekOff)) {
      const site = sites.find((e) => e.id === r.establishmentId)!;
      expect(weekDay(r.registerDate)).toBe((site.body as Record<string, unknown>).weeklyHoliday);
    }
    for (const id of new Set(registers.map((r) => r.establishmentId)))
      expect(registers.filter((r) => r.establishmentId === id && r.isWeekOff).length).toBeGreaterThanOrEqual(
        5,
      );
    expect(registers.some((r) => r.isWeekOff && r.isAutomatic)).toBe(true);
    expect(registers.some((r) => r.isWeekOff && !r.isAutomatic)).toBe(true);
    // Work on one weekly holiday, marked entry by entry.
    expect(registers.filter((r) => r.weekOffChoice === 'manual')).toHaveLength(1);
    expect(registers.filter((r) => r.isEstablishmentClosed).map((r) => r.establishmentClosedReason)).toEqual([
      'Heavy rain — site flooded',
    ]);
    expect(new Set(registers.map((r) => r.status))).toEqual(new Set(['pending', 'completed']));
    expect(new Set(entries.map((e) => e.type))).toEqual(
      new Set(['present', 'absent', 'paid_leave', 'week_off', null]),
    );
    // Each entry is of a worker employed that day, and a present one has times (a night shift ends the next day).
    for (const e of entries) {
      const w = workers.find((x) => x.id === e.employeeId)!;
      expect(w.establishmentId).toBe(e.establishmentId);
      expect(w.dateOfJoining <= e.registerDate && (!w.exitDate || w.exitDate >= e.registerDate)).toBe(true);
      expect(e.type === 'present', `${w.employeeCode} ${e.registerDate}`).toBe(e.inTime !== null);
    }
    const nightShifts = entries.filter((e) => e.outTime && e.outTime.slice(0, 10) > e.registerDate);
    expect(nightShifts.length).toBeGreaterThanOrEqual(2);
    expect(entries.filter((e) => Number(e.overtimeHours) > 0).length).toBeGreaterThan(5);
    expect(entries.filter((e) => e.type === 'absent').length).toBeGreaterThan(5);
    expect(entries.filter((e) => e.type === 'paid_leave').length).toBeGreaterThan(3);

    // The calendar shows amber and red days; the engine flags what the entries really hold, and nothing else.
    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    const camp = sites.find((e) => name(e.id) === 'Hinkal labour camp')!;
    const fromDate = new Date(`${today}T00:00:00Z`);
    fromDate.setUTCDate(fromDate.getUTCDate() - 30);
    const calendar = await contractor.get(
      `/api/establishments/${camp.id}/attendance-registers?from_date=${fromDate.toISOString().slice(0, 10)}&to_date=${today}`,
    );
    expect(calendar.statusCode).toBe(200);
    const alerts = calendar.json().days.map((d: { alert: string | null }) => d.alert);
    expect(alerts).toContain('amber');
    expect(alerts).toContain('red');
    const states = new Set(calendar.json().days.map((d: { state: string }) => d.state));
    for (const state of ['no_register', 'pending', 'completed', 'closed', 'week_off'])
      expect(states).toContain(state);
    const items = await db
      .select({
        rule: complianceResults.ruleCode,
        severity: complianceResults.severity,
        url: complianceResults.correctiveUrl,
      })
      .from(complianceResults)
      .where(
        inArray(
          complianceResults.ruleCode,
          ATTENDANCE_RULES.map((r) => r.id),
        ),
      );
    // The long day may also push that worker's week over 48 hours, depending on the days around it.
    const found = new Set(items.map((i) => i.rule));
    for (const rule of [
      'ATTENDANCE-REGISTER-MISSING',
      'ATTENDANCE-DAILY-HOURS',
      'ATTENDANCE-SPREAD-OVER',
      'ATTENDANCE-REST-DAY',
    ])
      expect(found).toContain(rule);
    for (const rule of found)
      expect([
        'ATTENDANCE-REGISTER-MISSING',
        'ATTENDANCE-DAILY-HOURS',
        'ATTENDANCE-WEEKLY-HOURS',
        'ATTENDANCE-SPREAD-OVER',
        'ATTENDANCE-REST-DAY',
      ]).toContain(rule);
    expect(items.filter((i) => i.rule === 'ATTENDANCE-REST-DAY').length).toBeGreaterThanOrEqual(2);
    // A missing day's item opens that day; an hours item the register of the day found.
    for (const i of items)
      expect(i.url, i.rule).toMatch(
        i.rule === 'ATTENDANCE-REGISTER-MISSING'
          ? /^establishments\/[0-9a-f-]{36}\/attendanceRegisters\/date\/\d{4}-\d{2}-\d{2}$/
          : /^establishments\/[0-9a-f-]{36}\/attendanceRegisters\/id\/[0-9a-f-]{36}$/,
      );
    expect(
      items.find((i) => i.rule === 'ATTENDANCE-REGISTER-MISSING' && i.severity === 'violation'),
    ).toBeTruthy();

    // Today the subcontractor's crew is done while the contractor's workers are pending (unless today is Sunday).
    const todays = registers.find((r) => r.establishmentId === camp.id && r.registerDate === today)!;
    if (!todays.isWeekOff) {
      const sub = await ctx.client().loginAs('subcontractor@demo.anupalan.in', DEMO_PASSWORD);
      const page = await sub.get(
        `/api/establishments/${camp.id}/attendance-registers/${todays.id}?page=1&pageSize=25`,
      );
      expect(page.statusCode).toBe(200);
      expect(page.json().attendance_register.note).toBeTruthy();
    }
  });

  it("gives the Government overview's trend the last two weeks' mornings, each on its own day", async () => {
    const govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
    const trend: { finishedAt: string; violations: number; warnings: number }[] = (
      await govt.get('/api/compliance/overview')
    ).json().trend;
    const today = new Date(`${istDateKey()}T12:00:00Z`).getTime();
    expect(trend.map((t) => istDateKey(new Date(t.finishedAt)))).toEqual(
      Array.from({ length: 14 }, (_, i) => istDateKey(new Date(today - (13 - i) * 86_400_000))),
    );
    // Each as of its own day: the counts move as deadlines pass.
    expect(new Set(trend.map((t) => `${t.violations}/${t.warnings}`)).size).toBeGreaterThan(3);
    expect(trend.every((t) => t.violations > 0)).toBe(true);
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
