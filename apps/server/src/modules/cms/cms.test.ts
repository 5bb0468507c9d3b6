import { type FormValues, fieldGallerySchema, validateForm } from '@anupalan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
let contractor: TestClient;
/** A file the contractor uploaded: a file value must be one the caller may read. */
let idProof: string;
beforeAll(async () => {
  ctx = await createTestContext();
  contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  idProof = (await contractor.upload('/api/files', 'aadhaar.pdf', pdf)).json().url;
});
afterAll(async () => ctx?.close());

const validGallery = (): FormValues => ({
  body: {
    name: 'Ramesh Naik',
    age: '32',
    mobile: '+91 9845012345',
    date_of_joining: '2026-04-01',
    skill: 'Skilled',
    home_state: 'Karnataka',
    gender: 'Male',
    has_uan: { checked: true },
    uan: '100234567890',
    lin: { value: '', notApplicable: true },
    wages: [{ skill: 'Skilled', basic: '650', da: '120' }],
    nominees: [{ name: 'Sunita Naik', relation: 'Wife' }],
    rates: [{ skill_category: 'Skilled', overtime_per_hour: '195' }],
    id_proof: { name: 'aadhaar.pdf', url: idProof },
  },
});

const save = (client: TestClient, values: FormValues, isEdit = false) =>
  client.request({
    method: 'POST',
    url: '/api/dev/field-gallery',
    headers: { isEdit: String(isEdit) },
    payload: { values },
  });

describe('GET /api/master-cms', () => {
  it('serves the schemas defined in code, keyed by type and purpose, to signed-in users only', async () => {
    expect((await ctx.client().get('/api/master-cms')).statusCode).toBe(401);
    const records = (await contractor.get('/api/master-cms')).json();
    const keys = records.map((r: { type: string; purpose: string }) => `${r.type}-${r.purpose}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'contact-create',
        'password-change',
        'password-set',
        'gallery-all-field-types',
        'agency-Contractor',
        'project-create',
        'establishment-create',
        'requirement-bocw-registration',
      ]),
    );
    const gallery = records.find((r: { type: string }) => r.type === 'gallery');
    expect(gallery.body).toEqual(fieldGallerySchema);
  });
});

describe('generic form save', () => {
  it('answers missing required values with 400 and the fields, the same errors the shared module gives', async () => {
    const values: FormValues = { body: { has_uan: { checked: true }, wages: [{ skill: '', basic: '-5' }] } };
    const res = await save(contractor, values);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Please fill up all the required fields before submission');
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toEqual(
      validateForm(fieldGallerySchema, values, { role: 'Contractor', isEdit: false }),
    );
    expect(body.fields).toMatchObject({
      'body.name': 'Required',
      'body.uan': 'Required',
      'body.id_proof': 'Required',
      'body.wages.0.skill': 'Required',
      'body.wages.0.basic': 'Value must be at least 0',
    });
  });

  it('does not require a field disabled by its dependency', async () => {
    const values = validGallery();
    (values.body as Record<string, unknown>).has_uan = { checked: false };
    delete (values.body as Record<string, unknown>).uan;
    expect((await save(contractor, values)).statusCode).toBe(200);
  });

  it('applies the rules, not only presence: future dates and bad patterns are refused', async () => {
    const values = validGallery();
    Object.assign(values.body as object, { date_of_joining: '2099-01-01', uan: '12', mobile: '12345' });
    const res = await save(contractor, values);
    expect(res.json().fields).toEqual({
      'body.date_of_joining': 'This date cannot be of future.',
      'body.uan': 'UAN has 12 digits',
      'body.mobile': 'Enter a valid mobile number',
    });
  });

  it('runs async rules on the server too', async () => {
    const values = validGallery();
    (values.body as Record<string, unknown>).home_state = 'Atlantis';
    const res = await save(contractor, values);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.home_state': 'Choose a state from the list' });
  });

  it('saves valid values, with the edit message when isEdit is set', async () => {
    const added = await save(contractor, validGallery());
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'Successfully added the new entry!' });
    expect((await save(contractor, validGallery(), true)).json()).toEqual({
      message: 'Successfully edited the data!',
    });
  });

  it('needs a session for a non-public form', async () => {
    expect((await save(ctx.client(), validGallery())).statusCode).toBe(401);
  });
});

describe('option lists', () => {
  it('lists states, and searches at most 5', async () => {
    const all = (await contractor.get('/api/options/states')).json();
    expect(all).toHaveLength(36);
    expect(all[0]).toEqual({
      id: 'Andaman and Nicobar Islands',
      name: 'Andaman and Nicobar Islands',
      label: 'Andaman and Nicobar Islands',
      value: 'Andaman and Nicobar Islands',
    });
    const found = (await contractor.get('/api/options/states?search=a')).json();
    expect(found).toHaveLength(5);
    expect(
      (await contractor.get('/api/options/states?search=karn')).json().map((o: { label: string }) => o.label),
    ).toEqual(['Karnataka']);
    expect((await contractor.get('/api/options/states?search=%25')).json()).toEqual([]);
  });

  it('nests children in Tag', async () => {
    const tree = (await contractor.get('/api/options/states-tree')).json();
    expect(tree.map((o: { label: string }) => o.label)).toEqual(['States', 'Union Territories']);
    expect(tree[0].Tag).toHaveLength(28);
    expect(tree[1].Tag).toHaveLength(8);
  });

  it('supplies dynamic-table defaults by column name', async () => {
    expect((await contractor.get('/api/options/skill-categories')).json()).toEqual([
      { skill_category: 'Highly Skilled' },
      { skill_category: 'Skilled' },
      { skill_category: 'Semi Skilled' },
      { skill_category: 'Unskilled' },
    ]);
  });

  it('suggests the state on the agency record', async () => {
    expect((await contractor.get('/api/options/agency-state')).json()).toEqual({ value: 'Karnataka' });
  });
});

describe('GET /api/cms/employee-process/{processId}/documents', () => {
  it('lists the documents to fill for a process, each served', async () => {
    const docs = (await contractor.get('/api/cms/employee-process/1/documents')).json();
    expect(docs.map((d: { name: string }) => d.name)).toEqual([
      'Notice of accident (BOCW)',
      "Form EE: report of death or serious injury (Employees' Compensation Act)",
    ]);
    for (const doc of docs) {
      const page = await ctx.app.inject({ method: 'GET', url: doc.link });
      expect(page.statusCode).toBe(200);
    }
    expect((await contractor.get('/api/cms/employee-process/99/documents')).statusCode).toBe(404);
    expect((await ctx.client().get('/api/cms/employee-process/1/documents')).statusCode).toBe(401);
  });
});

describe('in production', () => {
  it('has no field gallery', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const client = await prod.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
      expect((await save(client, validGallery())).statusCode).toBe(404);
      const keys = (await client.get('/api/master-cms')).json().map((r: { type: string }) => r.type);
      expect(keys).not.toContain('gallery');
    } finally {
      await prod.close();
    }
  });
});
