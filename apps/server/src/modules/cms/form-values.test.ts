import { FORM_INVALID_MESSAGE, INPUT_LIMITS } from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, demoAgencyIds, linkAgency } from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { agencies, establishments, subprojectAgencies } from '../../db/schema/index.js';

/** Hostile and malformed values sent to the generic form saves (issue 9): refused with 400, never stored. */
let ctx: TestContext;
let govt: TestClient;
let contractor: TestClient;
let consultant: TestClient;
let ids: Awaited<ReturnType<typeof demoAgencyIds>>;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
  ids = await demoAgencyIds(ctx.database.db);
});
afterAll(async () => ctx?.close());

const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const amounts = { minimumBasic: '500', da: '100', overTime: '150' };
const wages = { highlySkilled: amounts, skilled: amounts, semiSkilled: amounts, unskilled: amounts };
const establishmentValues = () => ({
  body: {
    name: 'Input camp',
    natureOfWork: 'Road formation',
    address: 'Survey No. 12, Hunsur Road',
    town: 'Mysuru',
    district: 'Mysuru',
    state: 'Karnataka',
    pincode: '570017',
    weeklyHoliday: 'Sunday',
    maxWorkers: '40',
    employerName: 'Suresh Gowda',
    employerDesignation: 'Site Manager',
    employerMobile: '9845011224',
    shiftStart: '08:00',
    shiftEnd: '17:00',
    inspectorOffice: 'Labour Officer, Mysuru',
  },
  commencementDate: '2026-10-01',
  min_wages: [{ start_date: '2026-04-01', body: wages }],
});

let subprojectId: string;
async function subproject() {
  if (subprojectId) return subprojectId;
  const { subprojectIds } = await createProject(ctx.database.db, ids.govt!, 'Input project', ['Input works']);
  subprojectId = subprojectIds[0]!;
  await linkAgency(ctx.database.db, subprojectId, 'consultant', ids.consultant!);
  await linkAgency(ctx.database.db, subprojectId, 'contractor', ids.contractor!, ids.consultant!);
  return subprojectId;
}

/** Posts an establishment with one change applied to valid values. */
async function createWith(change: (v: ReturnType<typeof establishmentValues>) => void) {
  const values = establishmentValues();
  change(values);
  return contractor.post(`/api/subprojects/${await subproject()}/establishments`, { values });
}

function expectRefused(
  res: { statusCode: number; json(): { message: string; fields?: object } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(FORM_INVALID_MESSAGE);
  expect(Object.keys(res.json().fields ?? {})).toContain(field);
}

describe('values have their field type and an allowed value', () => {
  it('refuses dates that are not real yyyy-mm-dd dates, which the database would have refused as a 500', async () => {
    for (const date of ['1', '2026', 'March 5, 2026', '-5', '2026-01-01T23:30:00-12:00', '2026-02-30']) {
      const res = await createWith((v) => {
        v.commencementDate = date;
      });
      expectRefused(res, 'commencementDate');
      expect(res.json().fields.commencementDate).toBe('Invalid Date');
    }
  });

  it('refuses min_wages that is not a list, and validates every period end date', async () => {
    const notAList = await createWith((v) => {
      (v as Record<string, unknown>).min_wages = 'x';
    });
    expectRefused(notAList, 'min_wages');
    const impossible = await createWith((v) => {
      Object.assign(v.min_wages[0]!, { end_date: '31/02/2026' });
    });
    expect(impossible.json().fields['min_wages.0.end_date']).toBe('Invalid Date');
    const backwards = await createWith((v) => {
      Object.assign(v.min_wages[0]!, { end_date: '2026-03-01' });
    });
    expect(backwards.json().fields['min_wages.0.end_date']).toBe('Must be after the From Date');
  });

  it('refuses a dropdown value that is not one of its options, static or served by the API', async () => {
    const funday = await createWith((v) => {
      v.body.weeklyHoliday = 'Funday';
    });
    expect(funday.json().fields['body.weeklyHoliday']).toBe('Choose one of the options');
    for (const state of [{ $ne: 1 }, 'Not A State']) {
      const res = await createWith((v) => {
        (v.body as Record<string, unknown>).state = state;
      });
      expectRefused(res, 'body.state');
    }
  });

  it('refuses text that is not a string, and text over its maximum length', async () => {
    const object = await createWith((v) => {
      (v.body as Record<string, unknown>).natureOfWork = { x: 1 };
    });
    expect(object.json().fields['body.natureOfWork']).toBe('Invalid value');
    const long = await createWith((v) => {
      v.body.address = 'a'.repeat(900_000);
    });
    expect(long.json().fields['body.address']).toBe(`Must be at most ${INPUT_LIMITS.text} characters`);
  });

  it("refuses a file the caller may not read: another tenant's file id in a contractor's agency", async () => {
    const foreign = (await consultant.upload('/api/files', 'other.pdf', pdf)).json().url as string;
    const [own] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    const res = await contractor.post('/api/agencies/current', {
      values: {
        body: {
          ...own!.body,
          phoneNo: '+91 8212456789',
          uploadAgencyDocument: { url: foreign, name: 'x.pdf' },
        },
      },
    });
    expect(res.statusCode).toBe(400);
    const [after] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    expect(JSON.stringify(after!.body)).not.toContain(foreign);
  });

  it("refuses another tenant's file in a record's document, and stores nothing", async () => {
    const created = await createWith((v) => {
      v.body.name = 'Licence file camp';
    });
    const establishmentId = created.json().id as string;
    const foreign = (await consultant.upload('/api/files', 'licence.pdf', pdf)).json().url as string;
    const res = await contractor.post(`/api/establishments/${establishmentId}/licenses`, {
      values: {
        license_type: '1',
        body: { licenseNo: 'CLRA/2026/17', document: { url: foreign, name: 'licence.pdf' } },
        start_date: '2026-04-01',
        end_date: '2027-03-31',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['body.document']).toBe('This file cannot be used here. Upload it again.');
    const list = (await contractor.get(`/api/establishments/${establishmentId}/licenses-type/1`)).json();
    expect(JSON.stringify(list)).not.toContain(foreign);
  });

  it('phone fields take 10 digits only', async () => {
    const [own] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    const res = await contractor.post('/api/agencies/current', {
      values: { body: { ...own!.body, phoneNo: '0821-2456' } },
    });
    expect(res.json().fields['body.phoneNo']).toBe('Enter a valid phone number');
  });
});

describe('unknown keys are dropped, never stored', () => {
  it("keeps only the agency schema's fields: no isAdmin, type, scope or oversized extra key", async () => {
    const [before] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    const res = await contractor.post('/api/agencies/current', {
      values: {
        isAdmin: true,
        type: 'Government',
        scope_agency_id: ids.govt,
        body: {
          ...before!.body,
          phoneNo: '+91 8212456789',
          isAdmin: true,
          type: 'Partnership Firm',
          scope_agency_id: crypto.randomUUID(),
          extra: 'x'.repeat(50_000),
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(agencies).where(eq(agencies.id, ids.contractor!));
    expect(after!.type).toBe('Contractor');
    expect(after!.scopeAgencyId).toBe(before!.scopeAgencyId);
    expect(after!.body).not.toHaveProperty('isAdmin');
    expect(after!.body).not.toHaveProperty('scope_agency_id');
    expect(after!.body).not.toHaveProperty('extra');
  });

  it('a new agency keeps only its schema fields: no isAdmin, type or scope of another tenant in its body', async () => {
    const res = await govt.post('/api/global-agency/contractor', {
      values: {
        agencies: {
          body: {
            name: 'Unknown Keys Builders',
            isAdmin: true,
            type: 'Government',
            scope_agency_id: crypto.randomUUID(),
            padding: 'x'.repeat(50_000),
          },
        },
        users: { email_address: 'unknown.keys@example.in', body: { name: 'Kiran Rao', isAdmin: true } },
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(agencies);
    const created = rows.find((r) => r.body.name === 'Unknown Keys Builders')!;
    expect(created.type).toBe('Contractor');
    expect(created.scopeAgencyId).toBe(ids.govt);
    expect(Object.keys(created.body)).toEqual(['name']);
  });

  it('completion_body and termination_body keep only their schema fields', async () => {
    const created = await createWith((v) => {
      v.body.name = 'Extra keys camp';
    });
    expect(created.statusCode).toBe(200);
    const establishmentId = created.json().id as string;
    const form = (
      await contractor.upload(`/api/files/establishments/${establishmentId}`, 'Form VII.pdf', pdf)
    ).json();
    const objectNote = await contractor.post(`/api/establishments/${establishmentId}/completion`, {
      values: {
        completion_body: { date: '2026-11-20', formVII: { name: form.name, url: form.url }, note: { x: 1 } },
      },
    });
    expect(objectNote.json().fields['completion_body.note']).toBe('Invalid value');
    const marked = await contractor.post(`/api/establishments/${establishmentId}/completion`, {
      values: {
        completion_body: {
          date: '2026-11-20',
          formVII: { name: form.name, url: form.url, owner: 'someone' },
          note: 'Work done: all 3 blocks (A, B & C) handed over.',
          approvedBy: crypto.randomUUID(),
          padding: 'x'.repeat(50_000),
        },
      },
    });
    expect(marked.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(establishments)
      .where(eq(establishments.id, establishmentId));
    const body = row!.completionBody as Record<string, unknown>;
    expect(body).not.toHaveProperty('approvedBy');
    expect(body).not.toHaveProperty('padding');
    expect(body.formVII).toEqual({ name: form.name, url: form.url });

    const sid = await subproject();
    const termination = await govt.post(`/api/subprojects/${sid}/consultants/${ids.consultant}/termination`, {
      values: {
        termination_body: {
          terminateDate: '2026-11-15',
          reason: "Left the site: the consultant's office closed (see letter 4/2026).",
          approvedBy: crypto.randomUUID(),
          padding: 'x'.repeat(50_000),
        },
      },
    });
    expect(termination.statusCode).toBe(200);
    const [link] = await ctx.database.db
      .select()
      .from(subprojectAgencies)
      .where(and(eq(subprojectAgencies.subprojectId, sid), eq(subprojectAgencies.agencyId, ids.consultant!)));
    expect(Object.keys(link!.terminationBody as object).sort()).toEqual(['reason', 'terminateDate']);
  });
});

describe('reasons accept sentence punctuation and say what is allowed', () => {
  it('refuses markup in a reason with a message naming the allowed punctuation', async () => {
    const sid = await subproject();
    const res = await govt.post(`/api/subprojects/${sid}/contractors/${ids.contractor}/termination`, {
      values: { termination_body: { terminateDate: '2026-11-15', reason: '<b>gone</b>' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['termination_body.reason']).toBe(
      'Use letters, numbers, spaces and the punctuation . , \' " - ( ) / & : ; ! ? _ % + # only.',
    );
  });
});

describe('one message for an invalid form, another for other routes', () => {
  it("answers every invalid form-engine save with the form's message, whatever refused it", async () => {
    const notAnObject = await contractor.post('/api/agencies/current', { values: 'x' });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({
      message: FORM_INVALID_MESSAGE,
      fields: { values: expect.any(String) },
    });
    const registered = await ctx.client().post('/api/contact-us', { values: ['x'] });
    expect(registered.json().message).toBe(FORM_INVALID_MESSAGE);
    const nul = await contractor.post('/api/agencies/current', { values: { body: { name: 'a\u0000b' } } });
    expect(nul.json()).toMatchObject({ message: FORM_INVALID_MESSAGE, code: 'INVALID_TEXT' });
    expect(nul.json().fields['body.name']).toMatch(/cannot be stored/);
    const missing = await contractor.post(`/api/subprojects/${await subproject()}/establishments`, {});
    expect(missing.json().message).toBe(FORM_INVALID_MESSAGE);
  });

  it("answers routes outside the form engine with 'Please correct the highlighted fields.'", async () => {
    const res = await ctx.client().post('/api/forgotPassword', { email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please correct the highlighted fields.');
  });
});
