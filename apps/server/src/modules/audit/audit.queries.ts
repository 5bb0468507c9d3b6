import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/**
 * The trail of an agency and its people: the agency row, its memberships, and the users who are or were
 * members. Newest first, paginated in SQL.
 */
export async function listAgencyUserAudit(db: Executor, agencyId: string, page: number, pageSize: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      op_type: auditLog.opType,
      table_name: auditLog.tableName,
      row_id: auditLog.rowId,
      old_row: auditLog.oldRow,
      new_row: auditLog.newRow,
      created_on: auditLog.createdOn,
      user: sql<string | null>`${users.body} ->> 'name'`,
      max_count: sql<number>`(count(*) over ())::int`,
    })
    .from(auditLog)
    .leftJoin(users, sql`${users.id} = ${auditLog.userId}`)
    .where(
      sql`(
        (${auditLog.tableName} = 'agencies' and ${auditLog.rowId} = ${agencyId})
        or (${auditLog.tableName} = 'user_agencies' and coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> 'agency_id' = ${agencyId})
        or (${auditLog.tableName} = 'users' and ${auditLog.rowId} in (
          select coalesce(a.new_row, a.old_row) ->> 'user_id' from audit_log a
          where a.table_name = 'user_agencies' and coalesce(a.new_row, a.old_row) ->> 'agency_id' = ${agencyId}
        ))
      )`,
    )
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows;
}
