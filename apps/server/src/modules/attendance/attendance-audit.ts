import { ATTENDANCE_TYPE_LABELS, type AttendanceType, formatClock, formatIsoDate } from '@anupalan/shared';
import { inArray, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { auditLog } from '../../db/schema/index.js';
import { auditPage } from '../audit/audit.service.js';
import { entryForAudit } from './attendance.service.js';
import { clockOf } from './attendance-times.js';

type Logged = Record<string, unknown> | null;

/** What a logged row says, in words: the type and, when present, the times ('Present, 09:00 AM - 05:30 PM'). */
function describe(row: Logged): string {
  if (!row) return '';
  const type = row.type as AttendanceType | null | undefined;
  const parts: string[] = [];
  if (type) parts.push(ATTENDANCE_TYPE_LABELS[type] ?? type);
  else if (type === null) parts.push('Not filled');
  const inTime = clockOf((row.in_time as string | null | undefined)?.replace('T', ' ') ?? null);
  const outTime = clockOf((row.out_time as string | null | undefined)?.replace('T', ' ') ?? null);
  if (inTime && outTime) parts.push(`${formatClock(inTime)} - ${formatClock(outTime)}`);
  return parts.join(', ');
}

/**
 * GET /api/audit/attendance-entries?register_id&establishment_employee_id: the log of one worker's entry on one
 * day (View Logs on the register), newest first, for whoever reads the entry.
 */
export async function attendanceEntryAudit(
  deps: Deps,
  auth: AuthContext,
  query: { register_id: string; establishment_employee_id: string; page: number; pageSize: number },
) {
  const { register, row } = await entryForAudit(
    deps,
    auth,
    query.register_id,
    query.establishment_employee_id,
  );
  const trail = sql`(${auditLog.tableName} = 'attendance_entries' and ${auditLog.rowId} = ${row.id}
    and ${auditLog.establishmentId} = ${register.establishmentId})`;
  const { entries } = await auditPage(deps, trail, { page: query.page, pageSize: query.pageSize });
  // What each logged row held (the shared page names the change, not the entry's values).
  const held = new Map<number, Logged>();
  if (entries.length) {
    const rows = await deps.db
      .select({ id: auditLog.id, row: sql<Logged>`coalesce(${auditLog.newRow}, ${auditLog.oldRow})` })
      .from(auditLog)
      .where(
        sql`${inArray(
          auditLog.id,
          entries.map((e) => e.id),
        )} and ${auditLog.establishmentId} = ${register.establishmentId}`,
      );
    for (const r of rows) held.set(r.id, r.row);
  }
  const title = `${row.employeeName} (${row.employeeCode}), ${formatIsoDate(register.registerDate)}`;
  return entries.map((e) => {
    const state = describe(held.get(e.id) ?? null);
    return {
      ...e,
      entity: 'Attendance entry',
      description: state ? `${title}: ${state}` : title,
    };
  });
}
