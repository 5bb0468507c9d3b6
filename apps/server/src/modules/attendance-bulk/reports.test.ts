import { ATTENDANCE_BULK_MESSAGES } from '@anupalan/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestContext } from '../../../test/helper.js';
import { createTestContext } from '../../../test/helper.js';
import { attendanceEntries, employees, establishments } from '../../db/schema/index.js';
import { attendanceWorld } from '../attendance/attendance-fixtures.js';
import { PREVIEW_GONE } from './punches.service.js';

/** Device punches (preview and apply), Form D and the report, through the routes. */
let ctx: TestContext;
let w: Awaited<ReturnType<typeof attendanceWorld>>;
let day: string;
let night: string;
let hand: string;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await attendanceWorld(ctx);
  day = await w.addWorker('D-01');
  night = await w.addWorker('N-01');
  hand = await w.addWorker('H-01');
});
afterAll(async () => ctx?.close());

async function entry(employeeId: string, date: string) {
  const [row] = await ctx.database.db
    .select()
    .from(attendanceEntries)
    .where(and(eq(attendanceEntries.employeeId, employeeId), eq(attendanceEntries.registerDate, date)));
  return row;
}

const preview = (client: TestClient, csv: string, range = 'from_date=02/11/2026&to_date=03/11/2026') =>
  client.upload(
    `/api/establishments/${w.est}/attendance-punches/preview?${range}`,
    'punches.csv',
    Buffer.from(csv),
  );
const apply = (client: TestClient, token: string) =>
  client.post(`/api/establishments/${w.est}/attendance-punches/apply`, { token });

describe('device punches', () => {
  it('previews the shifts (duplicates dropped, a night shift across midnight, one punch flagged) and writes nothing', async () => {
    // H-01's Monday was submitted on the form by hand.
    const registerId = await w.openId(w.contractor, '2026-11-02');
    const saved = await w.save(w.contractor, registerId, hand, {
      type: 'present',
      in_time: '09:00',
      out_time: '17:00',
    });
    expect(saved.statusCode).toBe(200);
    const csv = [
      'Employee Code,Timestamp',
      'D-01,02/11/2026 08:00',
      'D-01,02/11/2026 08:01',
      'D-01,02/11/2026 08:01',
      'D-01,02/11/2026 17:30',
      'N-01,02/11/2026 20:00',
      'N-01,03/11/2026 06:10',
      'H-01,02/11/2026 08:00',
      'H-01,02/11/2026 18:00',
      'D-01,03/11/2026 08:05',
      'X-99,03/11/2026 08:05',
      'X-99,03/11/2026 17:05',
    ].join('\r\n');
    const res = await preview(w.contractor, csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.punches, body.duplicates]).toEqual([11, 2]);
    expect(
      body.entries.map((e: Record<string, unknown>) => [
        e.employee_code,
        e.register_date,
        e.in_time,
        e.out_time,
        e.out_next_day,
        e.action,
      ]),
    ).toEqual([
      ['D-01', '2026-11-02', '08:00', '17:30', false, 'fill'],
      ['H-01', '2026-11-02', '08:00', '18:00', false, 'kept'],
      ['N-01', '2026-11-02', '20:00', '06:10', true, 'fill'],
    ]);
    expect(body.problems).toEqual([
      {
        row: 10,
        column: 'Timestamp',
        message: 'Only one punch on 03/11/2026 08:05 AM: no out time, so no entry is proposed',
      },
      {
        row: 11,
        column: 'Employee Code',
        message: 'No worker of this establishment has this employee code: its punches are left out',
      },
    ]);
    expect((await entry(day, '2026-11-02'))!.submittedOn).toBeNull();

    const applied = await apply(w.contractor, body.token);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ saved: 2 });
    expect(await entry(day, '2026-11-02')).toMatchObject({
      source: 'device',
      inTime: '2026-11-02 08:00:00',
      outTime: '2026-11-02 17:30:00',
      workedMinutes: 570,
    });
    expect(await entry(night, '2026-11-02')).toMatchObject({
      outTime: '2026-11-03 06:10:00',
      workedMinutes: 610,
    });
    // Never overwrites an entry submitted by hand.
    expect(await entry(hand, '2026-11-02')).toMatchObject({ source: 'form', inTime: '2026-11-02 09:00:00' });
    const again = await apply(w.contractor, body.token);
    expect([again.statusCode, again.json().message]).toEqual([404, PREVIEW_GONE]);
  });

  it('a preview is the user’s own, and a log with unreadable lines is refused whole', async () => {
    const res = await preview(
      w.contractor,
      'Employee Code,Timestamp\r\nD-01,03/11/2026 09:00\r\nD-01,03/11/2026 18:00\r\n',
    );
    const other = await apply(w.govt, res.json().token);
    expect(other.statusCode).toBe(404);
    const bad = await preview(w.contractor, 'Employee Code,Timestamp\r\nD-01,tomorrow\r\n');
    expect([bad.statusCode, bad.json().rows]).toEqual([
      400,
      [{ row: 2, column: 'Timestamp', message: 'Enter the date and time as DD/MM/YYYY HH:mm' }],
    ]);
    const range = await preview(w.contractor, 'Employee Code,Timestamp\r\n', 'from_date=02/11/2026');
    expect(range.json().fields).toEqual({ to_date: ATTENDANCE_BULK_MESSAGES.toRequired });
  });
});

describe('Form D', () => {
  it('prints the notified columns for the period, every text escaped, weeks from Monday', async () => {
    await ctx.database.db
      .update(employees)
      .set({ name: '<script>alert(1)</script>', surname: 'O’Neil & Sons' })
      .where(eq(employees.id, day));
    await ctx.database.db
      .update(establishments)
      .set({
        body: {
          name: 'Kabini <canal> & works',
          lin: 'LIN-123',
          address: 'Survey 12',
          weeklyHoliday: 'Sunday',
        },
      })
      .where(eq(establishments.id, w.est));
    const res = await w.consultant.get(
      `/gen-forms/establishments/${w.est}/attendance-register?from_date=02/11/2026&to_date=08/11/2026&time_zone=Asia/Kolkata`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('@page{size:A4 landscape');
    expect(html).toContain('Form D: Attendance Register');
    expect(html).toContain('Kabini &lt;canal&gt; &amp; works');
    expect(html).toContain('<b>LIN:</b> LIN-123');
    expect(html).toContain('<b>For the period from</b> 02/11/2026 <b>to</b> 08/11/2026');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O’Neil &amp; Sons');
    expect(html).toContain('Sl. No. in Form A');
    expect(html).toContain('Relay or Set of Work');
    // D-01 is the first in Form A's order (by code); its Monday in and out; N-01's out on the next day.
    expect(html).toMatch(/<td rowspan="2">1<\/td><td rowspan="2">&lt;script&gt;/);
    expect(html).toContain('<td class="d mon">08:00<br>AM</td>');
    expect(html).toContain('<td class="d mon">06:10<br>AM<br><span class="nd">(Next Day)</span></td>');
    expect(html).toContain('Present: 1<br>Absent: 0');
    expect(html).toContain('Weeks from Monday 02/11: 9.5');
    // Seven day columns, Monday marked.
    expect(html.match(/<th class="mon">2<br><small>Mo<\/small><\/th>/g)).toHaveLength(1);
    expect(html).toContain('<th>8<br><small>Su</small></th>');
  });

  it('needs From and To, not in the future, at most 31 days', async () => {
    const res = await w.contractor.get(
      `/gen-forms/establishments/${w.est}/attendance-register?from_date=02/11/2026`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ to_date: ATTENDANCE_BULK_MESSAGES.toRequired });
  });
});

describe('the report', () => {
  it('sums each worker’s days and hours for the range', async () => {
    const res = await w.contractor.get(
      `/api/establishments/${w.est}/attendance-registers/download-report?from_date=02/11/2026&to_date=03/11/2026`,
    );
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // eachRow skips the empty third row: the header is the third row read.
    expect(rows[2]).toEqual([
      'Employee Code',
      'Employee Name',
      'Days Employed',
      'Present',
      'Absent',
      'Paid Leave',
      'Weekly Off',
      'Not Marked',
      'Hours Worked',
      'Overtime (hrs)',
    ]);
    expect(rows.slice(3).map((r) => [r[0], r[2], r[3], r[7], r[8]])).toEqual([
      ['D-01', 2, 1, 1, 9.5],
      ['H-01', 2, 1, 1, 8],
      ['N-01', 2, 1, 1, 10.17],
    ]);
  });
});
