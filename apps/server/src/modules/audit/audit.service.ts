import type { SQL } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { type PageParams, paginate } from '../../lib/paginate.js';
import { agencyInScope, establishmentInScope, projectInScope } from '../scope/index.js';
import {
  AUDIT_ORDER,
  agencyUsersTrail,
  establishmentTrail,
  listAudit,
  projectTrail,
} from './audit.queries.js';
import { changeLabels, requirementTitle } from './labels.js';

const OP_LABEL: Record<string, 'Created' | 'Updated' | 'Deleted'> = {
  INSERT: 'Created',
  UPDATE: 'Updated',
  DELETE: 'Deleted',
};
const WHAT: Record<string, string> = {
  agencies: 'Agency',
  users: 'User',
  user_agencies: 'Membership',
  establishments: 'Establishment',
  establishment_min_wages: 'Minimum wages',
  establishment_licenses: 'License',
  establishment_requirements: 'Requirement',
  establishment_subcontractors: 'Subcontractor',
  projects: 'Project',
  subprojects: 'Subproject',
  subproject_agencies: 'Agency on a subproject',
  consultant_comments: 'Comment',
  consultant_comment_replies: 'Reply',
};
const BOOKKEEPING = new Set(['updated_at', 'created_at']);

type Row = Record<string, unknown> | null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The dotted paths of the leaves that differ between two values; objects are compared key by key. */
function changedPaths(a: unknown, b: unknown, prefix: string): string[] {
  if (isObject(a) || isObject(b)) {
    if ((isObject(a) || a == null) && (isObject(b) || b == null)) {
      const left = isObject(a) ? a : {};
      const right = isObject(b) ? b : {};
      const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
      return keys.flatMap((key) => changedPaths(left[key], right[key], prefix ? `${prefix}.${key}` : key));
    }
  } else if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) {
    return [];
  }
  return [prefix];
}

/** What an update changed, by the titles a person knows the values by. */
function changes(table: string, oldRow: Row, newRow: Row): string[] {
  if (!oldRow || !newRow) return [];
  const paths = changedPaths(oldRow, newRow, '').filter((p) => !BOOKKEEPING.has(p));
  return changeLabels(table, paths, newRow);
}

function describe(table: string, row: Row): string {
  const body = (row?.body ?? {}) as Record<string, unknown>;
  if (table === 'users') return `${body.name ?? ''} <${row?.email_address ?? ''}>`;
  if (['agencies', 'establishments', 'projects', 'subprojects'].includes(table))
    return String(body.name ?? '');
  if (table === 'establishment_min_wages') return `from ${row?.start_date ?? ''}`;
  if (table === 'establishment_licenses') return String(body.licenseNo ?? '');
  if (table === 'establishment_requirements') return requirementTitle(String(row?.requirement_code ?? ''));
  if (table === 'establishment_subcontractors') return String(body.name ?? '');
  // A comment's log shows its state (resolved, reopened) as it changes; a reply its text.
  if (table === 'consultant_comments')
    return `${String(row?.comment ?? '').slice(0, 120)} (${row?.state ?? ''})`;
  if (table === 'consultant_comment_replies') return String(row?.reply ?? '').slice(0, 120);
  return String(row?.status ?? '');
}

/** GET /api/audit/agency-users: the Logs panel of an agency and its users. */
export async function agencyUserAudit(
  deps: Deps,
  auth: AuthContext,
  agencyId: string,
  page: number,
  pageSize: number,
  after?: string,
) {
  await agencyInScope(deps.db, auth, agencyId);
  return auditPage(deps, agencyUsersTrail(agencyId), { page, pageSize, after });
}

/** GET /api/audit/establishments/{id}: View Logs of an establishment. */
export async function establishmentAudit(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  page: number,
  pageSize: number,
  after?: string,
) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  return auditPage(deps, establishmentTrail(found.establishment.id, auth), { page, pageSize, after });
}

/** GET /api/audit/projects?project_id: View Logs of a project. */
export async function projectAudit(
  deps: Deps,
  auth: AuthContext,
  projectId: string,
  page: number,
  pageSize: number,
  after?: string,
) {
  const project = await projectInScope(deps.db, auth, projectId);
  return auditPage(deps, projectTrail(project.id, auth), { page, pageSize, after });
}

/**
 * One page of a trail, newest first: by offset (`page`), or after the cursor of a previous page (`after`); `next` is
 * the cursor of the page after this one (null on the last).
 */
export async function auditPage(deps: Deps, trail: SQL, params: PageParams) {
  const { rows, next } = await paginate(params, (window) => listAudit(deps.db, trail, window), AUDIT_ORDER);
  const entries = rows.map((r) => ({
    id: r.id,
    op_type: r.op_type,
    action: OP_LABEL[r.op_type] ?? r.op_type,
    entity: WHAT[r.table_name] ?? r.table_name,
    description:
      r.table_name === 'user_agencies'
        ? `${r.member ?? ''} (${describe(r.table_name, (r.new_row ?? r.old_row) as Row)})`
        : r.table_name === 'subproject_agencies'
          ? `${r.agency ?? ''} (${String(((r.new_row ?? r.old_row) as Row)?.kind ?? '')})`
          : describe(r.table_name, (r.new_row ?? r.old_row) as Row),
    changes: changes(r.table_name, r.old_row as Row, r.new_row as Row),
    user: r.user,
    created_on: r.created_on.toISOString(),
    last_updated_on: r.created_on.toISOString(),
    serial_no: r.serial_no,
    max_count: r.max_count,
  }));
  return { entries, next };
}
