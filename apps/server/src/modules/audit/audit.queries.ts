import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { type Keyset, keysetKey, type PageWindow, rowCount } from '../../lib/paginate.js';
import { LICENCE_AND_REQUIREMENT_READERS } from '../establishments/index.js';
import { linkScopeCondition, subprojectScopeCondition } from '../scope/index.js';

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

/** A column of the logged row (the new one, or the old one of a deletion). */
const logged = (column: string) => sql`(coalesce(${auditLog.newRow}, ${auditLog.oldRow}) ->> ${column})`;

/**
 * An establishment and the records that hang off it, as far as the caller reads them: licences and
 * requirements only for their readers, and a subcontractor only its own engagement among the subcontractors;
 * the consultant comments and replies for everyone who reads the establishment, as the comments themselves.
 */
export function establishmentTrail(establishmentId: string, auth: AuthContext): SQL {
  const readsRecords = auth.role !== null && LICENCE_AND_REQUIREMENT_READERS.includes(auth.role);
  const ownEngagement =
    auth.role === 'Subcontractor' ? sql`${logged('subcontractor_agency_id')} = ${auth.agencyId}` : sql`true`;
  return sql`(${auditLog.establishmentId} = ${establishmentId} and (
    ${auditLog.tableName} in ('establishments', 'establishment_min_wages', 'consultant_comments', 'consultant_comment_replies')
    or (${auditLog.tableName} in ('establishment_licenses', 'establishment_requirements') and ${readsRecords ? sql`true` : sql`false`})
    or (${auditLog.tableName} = 'establishment_subcontractors' and ${ownEngagement})
  ))`;
}

/**
 * A project, its subprojects and the agencies linked to them, row by row as the caller's scope reaches them:
 * only the subprojects it reaches (subprojectScopeCondition) and the links it reads (linkScopeCondition).
 */
export function projectTrail(projectId: string, auth: AuthContext): SQL {
  return sql`(${auditLog.projectId} = ${projectId} and (
    ${auditLog.tableName} = 'projects'
    or (${auditLog.tableName} = 'subprojects'
      and exists (select 1 from subprojects where subprojects.id = ${auditLog.subprojectId}
        and ${subprojectScopeCondition(auth)}))
    or (${auditLog.tableName} = 'subproject_agencies' and ${linkScopeCondition(auth, {
      subprojectId: logged('subproject_id'),
      kind: logged('kind'),
      agencyId: logged('agency_id'),
      consultantAgencyId: logged('consultant_agency_id'),
    })})
  ))`;
}

/** Newest first; the key of the keyset pages (the log is the largest table). */
export const AUDIT_ORDER: Keyset = { columns: [auditLog.createdOn, auditLog.id], direction: 'desc' };

/** One page of audit entries matching a trail condition, newest first, with the trail's total. */
export async function listAudit(db: Executor, trail: SQL, window: PageWindow) {
  return db
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
      /** For a subproject link, the linked agency's name. */
      agency: sql<string | null>`(select ag.body ->> 'name' from agencies ag
        where ${auditLog.tableName} = 'subproject_agencies' and ag.id::text = ${logged('agency_id')})`,
      max_count: rowCount(sql`${auditLog}`, trail),
      page_key: keysetKey(AUDIT_ORDER),
    })
    .from(auditLog)
    .leftJoin(users, sql`${users.id} = ${auditLog.userId}`)
    .where(and(trail, window.after))
    .orderBy(desc(auditLog.createdOn), desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}
