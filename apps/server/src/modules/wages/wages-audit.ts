import { formatIsoDate, WAGE_REGISTER_STATUS_LABELS, type WageRegisterStatus } from '@anupalan/shared';
import { inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import { auditLog } from '../../db/schema/index.js';
import { auditPage } from '../audit/audit.service.js';
import { entryForAudit, registerForAudit, type WageDeps } from './wages.service.js';

type Logged = Record<string, unknown> | null;

/** What each logged row held (the shared page names the change, not the row's values). */
async function heldRows(deps: WageDeps, ids: number[], establishmentId: string) {
  const held = new Map<number, Logged>();
  if (!ids.length) return held;
  const rows = await deps.db
    .select({ id: auditLog.id, row: sql<Logged>`coalesce(${auditLog.newRow}, ${auditLog.oldRow})` })
    .from(auditLog)
    .where(sql`${inArray(auditLog.id, ids)} and ${auditLog.establishmentId} = ${establishmentId}`);
  for (const r of rows) held.set(r.id, r.row);
  return held;
}

const statusLabel = (status: unknown) =>
  WAGE_REGISTER_STATUS_LABELS[(status ?? 'created') as WageRegisterStatus | 'created'] ?? String(status);

/** GET /api/audit/wage-registers/{id}: the register's own log (created, completed, payslips, signed, ...). */
export async function wageRegisterAudit(
  deps: WageDeps,
  auth: AuthContext,
  registerId: string,
  query: { page: number; pageSize: number },
) {
  const register = await registerForAudit(deps, auth, registerId);
  const trail = sql`(${auditLog.tableName} = 'wage_registers' and ${auditLog.rowId} = ${register.id}
    and ${auditLog.establishmentId} = ${register.establishmentId})`;
  const { entries } = await auditPage(deps as never, trail, query);
  const held = await heldRows(
    deps,
    entries.map((e) => e.id),
    register.establishmentId,
  );
  const title = `Wage register ${formatIsoDate(register.fromDate)} - ${formatIsoDate(register.toDate)}`;
  return entries.map((e) => {
    const row = held.get(e.id);
    return {
      ...e,
      entity: 'Wage register',
      description: row && 'status' in row ? `${title}: ${statusLabel(row.status)}` : title,
    };
  });
}

/**
 * GET /api/audit/wage-entries?register_id&establishment_employee_id: the log of one worker's entry in a register
 * (View Logs on the register page), newest first, for whoever reads the entry.
 */
export async function wageEntryAudit(
  deps: WageDeps,
  auth: AuthContext,
  query: { register_id: string; establishment_employee_id: string; page: number; pageSize: number },
) {
  const { register, entry } = await entryForAudit(
    deps,
    auth,
    query.register_id,
    query.establishment_employee_id,
  );
  const trail = sql`(${auditLog.tableName} = 'wage_entries' and ${auditLog.rowId} = ${entry.id}
    and ${auditLog.establishmentId} = ${register.establishmentId})`;
  const { entries } = await auditPage(deps as never, trail, { page: query.page, pageSize: query.pageSize });
  const held = await heldRows(
    deps,
    entries.map((e) => e.id),
    register.establishmentId,
  );
  const title = `${entry.employeeName} (${entry.employeeCode}), ${formatIsoDate(register.fromDate)} - ${formatIsoDate(register.toDate)}`;
  return entries.map((e) => {
    const row = held.get(e.id);
    // The logged row's net as PostgreSQL wrote it into JSON (display only, no arithmetic).
    const net = row && row.net !== undefined && row.net !== null ? `net ₹${String(row.net)}` : null;
    return { ...e, entity: 'Wage entry', description: net ? `${title}: ${net}` : title };
  });
}
