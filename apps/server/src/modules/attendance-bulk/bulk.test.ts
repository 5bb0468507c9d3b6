import { ATTENDANCE_BULK_MESSAGES, ATTENDANCE_MESSAGES, wagesPaidMessage } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { registerCountMismatches } from '../../../test/kept-counts.js';
import { attendanceEntries, attendanceRegisters, wageRegisters } from '../../db/schema/index.js';
import { attendanceWorld } from '../attendance/attendance-fixtures.js';
import { BULK_UPLOADERS_ONLY } from './bulk.routes.js';
import { NOTHING_TO_SAVE } from './import.service.js';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof attendanceWorld>>;
let mason: string;
let helper: string;
let subWorker: string;

// Monday 2 November 2026 to Sunday 8 November 2026 (the weekly holiday is Sunday).
const MON = '2026-11-02';
const TUE = '2026-11-03';

beforeAll(async () => {
  ctx = await createTestContext();
  w = await attendanceWorld(ctx);
  mason = await w.addWorker('W-01');
  helper = await w.addWorker('W-02');
  subWorker = await w.addWorker('S-01', { subcontractor: true });
});
afterAll(async () => ctx?.close());

const xl = (id = w.est) => `/api/establishments/${id}/attendance-registers`;

async function readBook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))),
  );
  return rows;
}

async function book(rows: (string | number | null)[][]) {
  const b = new ExcelJS.Workbook();
  const sheet = b.addWorksheet('Attendance');
  sheet.addRow([
    'Date',
    'Employee Code',
    'Employee Name',
    'Type',
    'In Time',
    'Out Time',
    'Rest (minutes)',
    'Overtime (hrs)',
    'Set of Work',
    'Status',
  ]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await b.xlsx.writeBuffer());
}

const upload = (client: TestClient, data: Buffer, name = 'attendance.xlsx') =>
  client.upload(`${xl()}/upload-xl`, name, data);

async function entry(employeeId: string, day: string) {
  const [row] = await ctx.database.db
    .select()
    .from(attendanceEntries)
    .where(and(eq(attendanceEntries.employeeId, employeeId), eq(attendanceEntries.registerDate, day)));
  return row;
}
async function countEntries() {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*) filter (where ${attendanceEntries.submittedOn} is not null)::int` })
    .from(attendanceEntries)
    .where(eq(attendanceEntries.establishmentId, w.est));
  return row!.n;
}

describe('the workbook', () => {
  it('download-xl needs From and To, not in the future, and at most 31 days', async () => {
    const missing = await w.contractor.get(`${xl()}/download-xl`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      from_date: ATTENDANCE_BULK_MESSAGES.fromRequired,
      to_date: ATTENDANCE_BULK_MESSAGES.toRequired,
    });
    const future = await w.contractor.get(`${xl()}/download-xl?from_date=2026-11-01&to_date=2999-01-01`);
    expect(future.json().fields).toEqual({ to_date: ATTENDANCE_BULK_MESSAGES.future });
    const long = await w.contractor.get(`${xl()}/download-xl?from_date=01/09/2026&to_date=15/10/2026`);
    expect(long.json().fields).toEqual({ to_date: ATTENDANCE_BULK_MESSAGES.workbookTooLong });
  });

  it('downloads the template filled with each day’s workers; a subcontractor gets its own', async () => {
    const res = await w.contractor.get(`${xl()}/download-xl?from_date=02/11/2026&to_date=03/11/2026`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Attendance 02-11-2026 to 03-11-2026.xlsx');
    const rows = await readBook(res.rawPayload);
    expect(rows[0]).toEqual([
      'Date',
      'Employee Code',
      'Employee Name',
      'Type',
      'In Time',
      'Out Time',
      'Rest (minutes)',
      'Overtime (hrs)',
      'Set of Work',
      'Status',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[9]])).toEqual([
      ['02/11/2026', 'S-01', 'Pending'],
      ['02/11/2026', 'W-01', 'Pending'],
      ['02/11/2026', 'W-02', 'Pending'],
      ['03/11/2026', 'S-01', 'Pending'],
      ['03/11/2026', 'W-01', 'Pending'],
      ['03/11/2026', 'W-02', 'Pending'],
    ]);
    const own = await w.sub.get(`${xl()}/download-xl?from_date=02/11/2026&to_date=02/11/2026`);
    expect((await readBook(own.rawPayload)).slice(1).map((r) => r[1])).toEqual(['S-01']);
  });

  it('a workbook with one bad row writes nothing and lists the row, column and message', async () => {
    const before = await countEntries();
    const res = await upload(
      w.contractor,
      await book([
        ['02/11/2026', 'W-01', '', 'Present', '08:00 AM', '05:00 PM', 30, 0.5, 'Relay A', ''],
        ['02/11/2026', 'W-02', '', 'Present', '25:00', '17:00', null, null, null, null],
        ['02/11/2026', 'NOBODY', '', 'Absent', null, null, null, null, null, null],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '2 rows of the file have problems, so no attendance was saved. Correct them and upload the file again.',
    );
    expect(res.json().rows).toEqual([
      { row: 3, column: 'In Time', message: 'Enter the time as 08:00 AM or 08:00 (24-hour)' },
      { row: 4, column: 'Employee Code', message: 'No worker of this establishment has this employee code' },
    ]);
    expect(await countEntries()).toBe(before);
    const [register] = await ctx.database.db
      .select()
      .from(attendanceRegisters)
      .where(and(eq(attendanceRegisters.establishmentId, w.est), eq(attendanceRegisters.registerDate, MON)));
    expect(register).toBeUndefined();
  });

  it('the entry form’s rules, row by row: times only when Present, both times, overtime within the hours', async () => {
    const res = await upload(
      w.contractor,
      await book([
        ['02/11/2026', 'W-01', '', 'Absent', '08:00', null, null, null, null, null],
        ['02/11/2026', 'W-02', '', 'Present', '08:00', null, null, null, null, null],
        ['03/11/2026', 'W-01', '', 'Present', '08:00', '09:00', null, 2, null, null],
        ['03/11/2026', 'W-02', '', 'Holiday', null, null, null, null, null, null],
        ['01/01/2099', 'W-02', '', 'Present', '08:00', '09:00', null, null, null, null],
        ['2026-11-04', 'W-02', '', '', '08:00', null, null, null, null, null],
        ['03/11/2026', 'W-01', '', 'Absent', null, null, null, null, null, null],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 2, column: 'In Time', message: ATTENDANCE_MESSAGES.timesOnlyWhenPresent },
      { row: 3, column: 'Out Time', message: ATTENDANCE_MESSAGES.timeRequired },
      { row: 4, column: 'Overtime (hrs)', message: ATTENDANCE_MESSAGES.overtimeBeyondDay },
      { row: 5, column: 'Type', message: 'Enter Present, Absent or Paid Leave' },
      { row: 6, column: 'Date', message: ATTENDANCE_MESSAGES.futureDate },
      { row: 7, column: 'Type', message: 'Required' },
      { row: 8, column: 'Employee Code', message: 'The same worker and date as row 4' },
    ]);
  });

  it('fills the entries, opens the day’s register with every worker, and completes it when all are submitted', async () => {
    const res = await upload(
      w.contractor,
      await book([
        [
          '02/11/2026',
          'W-01',
          'Worker No 1',
          'Present',
          '08:00 AM',
          '05:00 PM',
          30,
          0.5,
          'Relay A',
          'Pending',
        ],
        ['02/11/2026', 'W-02', '', 'p', '22:00', '6:00 AM', null, null, null, null],
        ['02/11/2026', 'S-01', '', 'Paid Leave', null, null, null, null, null, null],
        ['03/11/2026', 'W-01', '', '', null, null, null, null, null, null],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '3 attendance entries saved',
      saved: 3,
      unchanged: 0,
      registers_created: 1,
    });
    expect(await entry(mason, MON)).toMatchObject({
      type: 'present',
      inTime: '2026-11-02 08:00:00',
      outTime: '2026-11-02 17:00:00',
      restMinutes: 30,
      workedMinutes: 510,
      overtimeHours: '0.50',
      setOfWork: 'Relay A',
      source: 'workbook',
    });
    // A night shift: the out time is on the next day.
    expect(await entry(helper, MON)).toMatchObject({ outTime: '2026-11-03 06:00:00', workedMinutes: 480 });
    expect(await entry(subWorker, MON)).toMatchObject({ type: 'paid_leave', inTime: null });
    expect(await entry(mason, TUE)).toBeUndefined();
    const [register] = await ctx.database.db
      .select()
      .from(attendanceRegisters)
      .where(and(eq(attendanceRegisters.establishmentId, w.est), eq(attendanceRegisters.registerDate, MON)));
    expect(register).toMatchObject({ status: 'completed' });
  });

  it('the downloaded workbook uploaded again changes nothing; a changed row is saved', async () => {
    const res = await w.contractor.get(`${xl()}/download-xl?from_date=02/11/2026&to_date=02/11/2026`);
    const rows = await readBook(res.rawPayload);
    expect(rows.slice(1)).toEqual([
      ['02/11/2026', 'S-01', 'Worker No 3', 'Paid Leave', '', '', '', '', '', 'Completed'],
      [
        '02/11/2026',
        'W-01',
        'Worker No 1',
        'Present',
        '08:00 AM',
        '05:00 PM',
        '30',
        '0.5',
        'Relay A',
        'Completed',
      ],
      ['02/11/2026', 'W-02', 'Worker No 2', 'Present', '10:00 PM', '06:00 AM', '0', '0', '', 'Completed'],
    ]);
    const again = await upload(w.contractor, await book(rows.slice(1)));
    expect(again.json()).toMatchObject({ saved: 0, unchanged: 3 });
    rows[3]![7] = '1';
    const changed = await upload(w.contractor, await book(rows.slice(1)));
    expect(changed.json()).toMatchObject({ saved: 1, unchanged: 2 });
    expect((await entry(helper, MON))!.overtimeHours).toBe('1.00');
  });

  it('refuses times that overlap the day before', async () => {
    const res = await upload(
      w.contractor,
      await book([['03/11/2026', 'W-02', '', 'Present', '05:00 AM', '09:00 AM', null, null, null, null]]),
    );
    expect(res.json().rows).toEqual([
      { row: 2, column: 'In Time', message: ATTENDANCE_MESSAGES.overlapping },
    ]);
  });

  it('refuses a change on a day whose wages are paid, and lets an unchanged row stand', async () => {
    const [register] = await ctx.database.db
      .select()
      .from(attendanceRegisters)
      .where(and(eq(attendanceRegisters.establishmentId, w.est), eq(attendanceRegisters.registerDate, MON)));
    await w.markPaid(register!.id, '2026-11-01', '2026-11-30');
    const res = await upload(
      w.contractor,
      await book([
        ['02/11/2026', 'S-01', '', 'Paid Leave', null, null, null, null, null, null],
        ['02/11/2026', 'W-01', '', 'Absent', null, null, null, null, null, null],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 3, column: 'Date', message: wagesPaidMessage('01/11/2026 - 30/11/2026') },
    ]);
    await ctx.database.db
      .update(attendanceRegisters)
      .set({ wageRegisterId: null, wagePaidFrom: null, wagePaidTill: null })
      .where(eq(attendanceRegisters.id, register!.id));
  });

  it('refuses a day with no register yet inside a live wage register, and takes it once that is cancelled', async () => {
    const [wage] = await ctx.database.db
      .insert(wageRegisters)
      .values({ establishmentId: w.est, fromDate: '2026-11-12', toDate: '2026-11-13' })
      .returning({ id: wageRegisters.id });
    const data = await book([['12/11/2026', 'W-01', '', 'Absent', null, null, null, null, null, null]]);
    const refused = await upload(w.contractor, data);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rows).toEqual([
      { row: 2, column: 'Date', message: wagesPaidMessage('12/11/2026 - 13/11/2026') },
    ]);
    const opened = await ctx.database.db
      .select()
      .from(attendanceRegisters)
      .where(
        and(
          eq(attendanceRegisters.establishmentId, w.est),
          eq(attendanceRegisters.registerDate, '2026-11-12'),
        ),
      );
    expect(opened).toEqual([]);
    await ctx.database.db
      .update(wageRegisters)
      .set({ status: 'cancelled', cancelledOn: new Date() })
      .where(eq(wageRegisters.id, wage!.id));
    expect((await upload(w.contractor, data)).statusCode).toBe(200);
  });

  it('refuses a workbook whose rows leave every entry as it is', async () => {
    const res = await upload(
      w.contractor,
      await book([['05/11/2026', 'W-01', '', '', null, null, null, null, null, 'Pending']]),
    );
    expect([res.statusCode, res.json().message]).toEqual([400, NOTHING_TO_SAVE]);
  });

  it('takes only .xlsx', async () => {
    const res = await upload(w.contractor, Buffer.from('Date,Employee Code\n'), 'attendance.csv');
    expect([res.statusCode, res.json().message]).toEqual([400, ATTENDANCE_BULK_MESSAGES.xlsxOnly]);
  });
});

describe('who may upload', () => {
  it('the subcontractor and the consultant are refused; the Government uploads', async () => {
    const data = await book([['04/11/2026', 'W-01', '', 'Absent', null, null, null, null, null, null]]);
    for (const client of [w.sub, w.consultant]) {
      const res = await upload(client, data);
      expect([res.statusCode, res.json().message]).toEqual([403, BULK_UPLOADERS_ONLY]);
      const csv = await client.upload(
        `/api/generate-csv/establishments/${w.est}/attendance/${crypto.randomUUID()}`,
        'a.csv',
        Buffer.from('x'),
      );
      expect(csv.statusCode).toBe(403);
      const punches = await client.upload(
        `/api/establishments/${w.est}/attendance-punches/preview?from_date=02/11/2026&to_date=03/11/2026`,
        'p.csv',
        Buffer.from('x'),
      );
      expect(punches.statusCode).toBe(403);
    }
    const govt = await upload(w.govt, data);
    expect([govt.statusCode, govt.json().saved]).toEqual([200, 1]);
  });
});

describe('a day’s CSV', () => {
  it('downloads the day filled, and uploads changes all or nothing (.csv only)', async () => {
    const registerId = await w.openId(w.contractor, TUE);
    const url = `/api/generate-csv/establishments/${w.est}/attendance/${registerId}?time_zone=Asia/Kolkata`;
    const res = await w.contractor.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '\uFEFFEmployee Code,Employee Name,Type,In Time,Out Time,Rest (minutes),Overtime (hrs),Set of Work,Status\r\n' +
        'S-01,Worker No 3,,,,,,,Pending\r\nW-01,Worker No 1,,,,,,,Pending\r\nW-02,Worker No 2,,,,,,,Pending\r\n',
    );
    const bad = await w.contractor.upload(
      url,
      'day.csv',
      Buffer.from(
        'Employee Code,Type,In Time,Out Time\r\nW-01,Present,09:00,18:00\r\nW-02,Present,8 AM,\r\n',
      ),
    );
    expect(bad.json().rows).toEqual([
      { row: 3, column: 'Out Time', message: ATTENDANCE_MESSAGES.timeRequired },
    ]);
    expect(await entry(mason, TUE)).toMatchObject({ submittedOn: null });
    const good = await w.contractor.upload(
      url,
      'day.csv',
      Buffer.from('Employee Code,Type,In Time,Out Time\r\nW-01,Present,9:00 AM,6:00 PM\r\nW-02,Absent,,\r\n'),
    );
    expect(good.json()).toMatchObject({ saved: 2, registers_created: 0 });
    expect(await entry(mason, TUE)).toMatchObject({ type: 'present', source: 'csv', workedMinutes: 540 });
    const xlsx = await w.contractor.upload(url, 'day.xlsx', await book([]));
    expect(xlsx.json().message).toBe(ATTENDANCE_BULK_MESSAGES.csvOnly);
    const other = await w.contractor.get(
      `/api/generate-csv/establishments/${w.est}/attendance/${crypto.randomUUID()}`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe("the registers' kept counts", () => {
  it('match a count of the entries after everything above (opened, saved, submitted, removed, deleted)', async () => {
    const counted = await ctx.database.db.execute(
      sql`select count(*)::int as n from attendance_register_counts`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
    expect(await registerCountMismatches(ctx.database.db)).toEqual([]);
  });
});
