import { desc, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/** The trail of an agency and its people: the agency row, its memberships, the users who are or were members. */
export function agencyUsersTrail(agencyId: string): SQL {
  return sql`(
        (${auditLog.tableName} = 'agencies' and ${auditLog.rowId} = ${agencyId})
        or (${auditLog.tableName} = 'user_agencies' and coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> 'agency_id' = ${agencyId})
        or (${auditLog.tableName} = 'users' and ${auditLog.rowId} in (
          select coalesce(a.new_row, a.old_row) ->> 'user_id' from audit_log a
          where a.table_name = 'user_agencies' and coalesce(a.new_row, a.old_row) ->> 'agency_id' = ${agencyId}
        ))
      )`;
}

/** An establishment and the records that hang off it. */
export function establishmentTrail(establishmentId: string): SQL {
  return sql`(
    (${auditLog.tableName} = 'establishments' and ${auditLog.rowId} = ${establishmentId})
    or (${auditLog.tableName} in ('establishment_min_wages', 'establishment_licenses', 'establishment_requirements',
        'establishment_subcontractors')
      and coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> 'establishment_id' = ${establishmentId})
  )`;
}

/** A project, its subprojects and the agencies linked to them. */
export function projectTrail(projectId: string): SQL {
  return sql`(
    (${auditLog.tableName} = 'projects' and ${auditLog.rowId} = ${projectId})
    or (${auditLog.tableName} = 'subprojects' and coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> 'project_id' = ${projectId})
    or (${auditLog.tableName} = 'subproject_agencies' and coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> 'subproject_id' in (
      select id::text from subprojects where project_id = ${projectId}
    ))
  )`;
}

/** One page of audit entries matching a trail condition, newest first. */
export async function listAudit(db: Executor, trail: SQL, page: number, pageSize: number) {
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
      /** For a membership, the member's name, from the trail itself (the user may be deleted since). */
      member: sql<string | null>`(select coalesce(a.new_row, a.old_row) -> 'body' ->> 'name' from audit_log a
        where a.table_name = 'users' and a.row_id = coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> 'user_id'
        order by a.id desc limit 1)`,
      max_count: sql<number>`(count(*) over ())::int`,
    })
    .from(auditLog)
    .leftJoin(users, sql`${users.id} = ${auditLog.userId}`)
    .where(trail)
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows;
}
