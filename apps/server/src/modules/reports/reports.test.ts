import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dueStatus, formatDueStatus } from '@anupalan/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEstablishment,
  createProject,
  insertComplianceItems,
  linkAgency,
} from '../../../test/factories.js';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../../test/helper.js';
import { agencies } from '../../db/schema/index.js';
import { createTransport } from '../../mail/transport.js';
import { createMailWorker } from '../../mail/worker.js';
import { reportAttachments } from './report-attachments.js';

let ctx: TestContext;
let govt: TestClient;
let projectId: string;
let openComment: string;
beforeAll(async () => {
  ctx = await createTestContext();
  govt = await ctx.client().loginAs('govt@demo.anupalan.in', DEMO_PASSWORD);
  const rows = await ctx.database.db.select().from(agencies);
  const byName = (n: string) => rows.find((r) => r.body.name === n)!.id;
  const created = await createProject(
    ctx.database.db,
    byName('Public Works Department, Karnataka'),
    'Shivamogga airport road',
    ['Road package', 'Drainage package'],
  );
  projectId = created.projectId;
  const [road] = created.subprojectIds;
  await linkAgency(ctx.database.db, road!, 'consultant', byName('Sai Infra Consultants Pvt Ltd'));
  await linkAgency(
    ctx.database.db,
    road!,
    'contractor',
    byName('Shree Ganesh Constructions'),
    byName('Sai Infra Consultants Pvt Ltd'),
  );
  const est = await createEstablishment(
    ctx.database.db,
    road!,
    byName('Shree Ganesh Constructions'),
    'Airport road camp',
  );
  // Two consultant comments on the camp's pages: one still open, one resolved by the contractor.
  const consultant = await ctx.client().loginAs('consultant@demo.anupalan.in', DEMO_PASSWORD);
  const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
  const comments = `/api/establishments/${est}/consultant-comments`;
  const page = (segment: string) =>
    `/projects/${created.projectId}/subprojects/${road}/establishments/${est}/${segment}`;
  openComment = 'Muster roll for October is not signed by the site engineer.';
  await consultant.post(comments, { comment: openComment, url: page('attendanceRegisters') });
  const done = await consultant.post(comments, { comment: 'Upload the EC policy.', url: page('details') });
  await contractor.post(`${comments}/resolve`, { id: done.json().id });
  await insertComplianceItems(ctx.database.db, [
    {
      establishmentId: est,
      subprojectId: road!,
      ruleCode: 'CLRA-12',
      severity: 'violation',
      dueOn: '2026-10-01',
      summary: 'Labour licence expired',
      details: { title: 'Labour licence expired' },
    },
    {
      establishmentId: est,
      subprojectId: road!,
      ruleCode: 'BOCW-7',
      severity: 'warning',
      dueOn: '2026-12-01',
      summary: 'BOCW registration due',
      details: { title: 'BOCW registration due' },
    },
  ]);
});
afterAll(async () => ctx?.close());

async function readWorkbook(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows = (name: string) => {
    const out: unknown[][] = [];
    workbook.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
    return out;
  };
  return { names: workbook.worksheets.map((w) => w.name), rows };
}

describe('GET /api/compliance-download', () => {
  it('returns a real xlsx with summary and detail sheets, named in Content-Disposition', async () => {
    const res = await govt.get(`/api/compliance-download?project_id=${projectId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="Compliance report - Shivamogga airport road - \d{2}-\d{2}-\d{4}\.xlsx"/,
    );
    const book = await readWorkbook(res.rawPayload);
    expect(book.names).toEqual([
      'Summary',
      'Establishments',
      'Contractors',
      'Violations',
      'Warnings',
      'Open comments',
    ]);
    const summary = book.rows('Summary');
    expect(summary[0]).toEqual([
      'Subproject',
      'Location',
      'Status',
      'Contractors',
      'Establishments',
      'Violations',
      'Warnings',
    ]);
    expect(summary[1]).toEqual(['Road package', 'Mysuru', 'Ongoing', 1, 1, 1, 1]);
    expect(summary[2]).toEqual(['Drainage package', 'Mysuru', 'Ongoing', 0, 0, 0, 0]);
    for (const sheet of ['Violations', 'Warnings'])
      expect(book.rows(sheet)[0]).toEqual([
        'Subproject',
        'Establishment',
        'Compliance id',
        'Law',
        'Details',
        'Citation',
        'Due on',
        'Status',
      ]);
    expect(book.rows('Violations')[1]).toEqual([
      'Road package',
      'Airport road camp',
      'CLRA-12',
      'CLRA',
      'Labour licence expired',
      'CLRA s.12',
      '01/10/2026',
      formatDueStatus(dueStatus('2026-10-01')),
    ]);
    expect(book.rows('Warnings')[1]!.slice(2, 8)).toEqual([
      'BOCW-7',
      'CLRA',
      'BOCW registration due',
      'CLRA s.12',
      '01/12/2026',
      formatDueStatus(dueStatus('2026-12-01')),
    ]);
    const open = book.rows('Open comments');
    expect(open[0]).toEqual(['Subproject', 'Establishment', 'Category', 'Comment', 'Author', 'Date', 'Page']);
    expect(open).toHaveLength(2);
    expect(open[1]!.slice(0, 5)).toEqual([
      'Road package',
      'Airport road camp',
      'Attendance Register',
      openComment,
      'Anil Deshpande (Sai Infra Consultants Pvt Ltd)',
    ]);
    expect(open[1]![5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
    expect(open[1]![6]).toMatch(/\/establishments\/[0-9a-f-]{36}\/attendanceRegisters$/);
    expect(book.rows('Contractors')[1]).toEqual([
      'Road package',
      'Shree Ganesh Constructions',
      'Sai Infra Consultants Pvt Ltd',
      '',
    ]);
  });

  it('is for the Government of the project only', async () => {
    const contractor = await ctx.client().loginAs('contractor@demo.anupalan.in', DEMO_PASSWORD);
    expect((await contractor.get(`/api/compliance-download?project_id=${projectId}`)).statusCode).toBe(403);
    expect(
      (await govt.get('/api/compliance-download?project_id=00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/compliance-email', () => {
  it('answers at once and mails the same workbook as an attachment', async () => {
    const res = await govt.get(`/api/compliance-email?project_id=${projectId}`);
    expect(res.json()).toEqual({
      message: 'Compliance email request has been updated successfully. You will receive the report soon',
    });
    const worker = createMailWorker(
      ctx.database.db,
      createTransport(ctx.config),
      ctx.app.log,
      1000,
      reportAttachments(ctx.database.db),
    );
    await worker.drain();
    const dir = path.join(ctx.dataDir, 'mail');
    const file = readdirSync(dir).find((f) => f.includes('govt@demo.anupalan.in'))!;
    const eml = readFileSync(path.join(dir, file), 'utf8');
    expect(eml).toContain('Subject: Anupalan: compliance report of Shivamogga airport road');
    const part =
      /Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet;[\s\S]*?\n\n([A-Za-z0-9+/=\n]+)\n--/.exec(
        eml,
      );
    expect(part).not.toBeNull();
    // Long headers are folded: unfold before reading the attachment's name.
    expect(eml.replace(/\n /g, ' ')).toMatch(
      /Content-Disposition: attachment; filename="Compliance report - Shivamogga\s+airport road/,
    );
    const book = await readWorkbook(Buffer.from(part![1]!.replace(/\n/g, ''), 'base64'));
    expect(book.rows('Summary')[1]![0]).toBe('Road package');
    expect(book.rows('Open comments')[1]![3]).toBe(openComment);
  });
});
