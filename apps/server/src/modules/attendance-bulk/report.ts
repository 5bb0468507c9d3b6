import { ATTENDANCE_REPORT_MAX_DAYS, type AttendanceRangeQuery } from '@anupalan/shared';
import { and, asc, isNull, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthContext, Deps } from '../../context.js';
import { attendanceEntries, employees } from '../../db/schema/index.js';
import { displayDate } from '../../lib/printable.js';
import type { EstablishmentInScope } from '../scope/index.js';
import { attendanceRange } from './range.js';
import { employeesOfCaller } from './reads.queries.js';

/**
 * download-report: per worker (the caller's; a subcontractor its own) employed in the range, the days present,
 * absent, on paid leave and weekly off, the days not marked, the hours worked and the overtime. One grouped
 * statement over the range's month partitions, never the rows in memory (a year of 5,000 workers is 1.8 million).
 */
export async function reportRows(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  range: { from: string; to: string },
) {
  const typed = (type: string) =>
    sql<number>`(count(*) filter (where ${attendanceEntries.type} = ${type}))::int`;
  return deps.db
    .select({
      code: employees.employeeCode,
      name: sql<string>`${employees.name} || coalesce(' ' || ${employees.surname}, '')`,
      employed: sql<number>`(least(${range.to}::date, coalesce(${employees.exitDate}, ${range.to}::date))
        - greatest(${range.from}::date, ${employees.dateOfJoining}) + 1)::int`,
      present: typed('present'),
      absent: typed('absent'),
      paidLeave: typed('paid_leave'),
      weekOff: typed('week_off'),
      workedMinutes: sql<number>`coalesce(sum(${attendanceEntries.workedMinutes}), 0)::int`,
      overtime: sql<string>`coalesce(sum(${attendanceEntries.overtimeHours}), 0)::text`,
    })
    .from(employees)
    .leftJoin(
      attendanceEntries,
      sql`${attendanceEntries.employeeId} = ${employees.id}
        and ${attendanceEntries.registerDate} between ${range.from}::date and ${range.to}::date
        and ${attendanceEntries.submittedOn} is not null`,
    )
    .where(
      and(
        employeesOfCaller(auth, establishmentId),
        sql`${employees.dateOfJoining} <= ${range.to}::date`,
        or(isNull(employees.exitDate), sql`${employees.exitDate} >= ${range.from}::date`),
      ),
    )
    .groupBy(employees.id)
    .orderBy(asc(employees.employeeCode), asc(employees.id));
}

const HEADER = [
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
];

export async function buildAttendanceReport(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: AttendanceRangeQuery,
): Promise<{ filename: string; buffer: Buffer }> {
  const range = attendanceRange(query, ATTENDANCE_REPORT_MAX_DAYS);
  const rows = await reportRows(deps, auth, found.establishment.id, range);
  const name = String((found.establishment.body as { name?: unknown }).name ?? '');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Anupalan';
  const sheet = workbook.addWorksheet('Attendance');
  sheet.addRow([`Attendance report: ${name}`]).font = { bold: true, size: 13 };
  sheet.addRow([`From ${displayDate(range.from)} to ${displayDate(range.to)}`]);
  sheet.addRow([]);
  sheet.addRow(HEADER).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  sheet.columns = HEADER.map((h, i) => ({ width: i === 1 ? 28 : Math.max(12, h.length + 2) }));
  for (const r of rows) {
    const marked = r.present + r.absent + r.paidLeave + r.weekOff;
    sheet.addRow([
      r.code,
      r.name,
      r.employed,
      r.present,
      r.absent,
      r.paidLeave,
      r.weekOff,
      Math.max(0, r.employed - marked),
      Math.round((r.workedMinutes / 60) * 100) / 100,
      Number(r.overtime),
    ]);
  }
  const day = (d: string) => displayDate(d).replaceAll('/', '-');
  return {
    filename: `Attendance report ${day(range.from)} to ${day(range.to)}.xlsx`,
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
