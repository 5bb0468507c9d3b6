import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import { projects, subprojects } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { subcontractorReaches } from './conditions.js';

/**
 * Which subprojects a session reaches, as a condition on `subprojects` joined with `projects`:
 * - a Government: the subprojects of its own projects;
 * - a Contractor or Consultant: those it is linked to (terminated links still read, never write);
 * - a Subcontractor: those holding an establishment that gave it login access;
 * - the platform admin: none (the admin area holds no projects).
 */
// Written with explicit table names: Drizzle leaves column references unqualified in one-table selects,
// which inside a correlated subquery would bind to the wrong table.
export function subprojectScopeCondition(auth: AuthContext): SQL {
  const agencyId = auth.agencyId;
  if (!agencyId) return sql`false`;
  switch (auth.role) {
    case 'Government':
      return sql`exists (select 1 from projects gp where gp.id = subprojects.project_id and gp.government_agency_id = ${agencyId})`;
    case 'Contractor':
    case 'Consultant':
      return sql`exists (
        select 1 from subproject_agencies sa
        where sa.subproject_id = subprojects.id and sa.agency_id = ${agencyId}
          and sa.kind = ${auth.role === 'Contractor' ? 'contractor' : 'consultant'}
      )`;
    case 'Subcontractor':
      return sql`exists (
        select 1 from establishments se
        where se.subproject_id = subprojects.id and ${subcontractorReaches(sql`se.id`, agencyId)}
      )`;
    default:
      return sql`false`;
  }
}

/** Which projects a session reaches: a Government its own; others those holding a subproject they reach. */
export function projectScopeCondition(auth: AuthContext): SQL {
  if (!auth.agencyId) return sql`false`;
  if (auth.role === 'Government') return sql`projects.government_agency_id = ${auth.agencyId}`;
  return sql`exists (
    select 1 from subprojects
    where subprojects.project_id = projects.id and subprojects.deleted_at is null
      and ${subprojectScopeCondition(auth)}
  )`;
}

export type ProjectRow = typeof projects.$inferSelect;
export type SubprojectRow = typeof subprojects.$inferSelect;

async function findProject(db: Executor, auth: AuthContext, id: string, lock: boolean): Promise<ProjectRow> {
  if (!isUuid(id)) throw notFound('Project not found.');
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt), projectScopeCondition(auth)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Project not found.');
  return row;
}

export function projectInScope(db: Executor, auth: AuthContext, id: string): Promise<ProjectRow> {
  return findProject(db, auth, id, false);
}

async function findSubproject(
  db: Executor,
  auth: AuthContext,
  id: string,
  lock: boolean,
): Promise<{ subproject: SubprojectRow; project: ProjectRow }> {
  if (!isUuid(id)) throw notFound('Subproject not found.');
  // Reads are prepared (db/prepared.ts); the locking read stays a plain statement of its transaction.
  const [row] = lock
    ? await subprojectQuery(db, auth, id).for('update', { of: subprojects })
    : await preparedRead(db, `subproject_in_scope_${scopeVariant(auth)}`, (db, name) =>
        subprojectQuery(db, scopeTemplate(auth), sql.placeholder('id')).prepare(name),
      ).execute({ id, ...scopeValues(auth) });
  if (!row) throw notFound('Subproject not found.');
  return row;
}

function subprojectQuery(db: Executor, auth: AuthContext, id: string | Placeholder<'id'>) {
  return db
    .select({ subproject: subprojects, project: projects })
    .from(subprojects)
    .innerJoin(projects, eq(projects.id, subprojects.projectId))
    .where(
      and(
        eq(subprojects.id, id),
        isNull(subprojects.deletedAt),
        isNull(projects.deletedAt),
        subprojectScopeCondition(auth),
      ),
    )
    .limit(1);
}

export function subprojectInScope(db: Executor, auth: AuthContext, id: string) {
  return findSubproject(db, auth, id, false);
}

/**
 * A project for a change, locked for the rest of the caller's transaction (`select ... for update`) and then
 * checked to be open: concurrent changes of one project (a subproject added while it is completed or
 * deleted) run one after another, each seeing what the previous one left.
 */
export async function projectForWrite(tx: Tx, auth: AuthContext, id: string): Promise<ProjectRow> {
  const project = await findProject(tx, auth, id, true);
  refuseClosed(project, 'project');
  return project;
}

/**
 * A subproject for a change (its links, its users, its establishments, closing it), locked for the rest of
 * the caller's transaction and then checked to be open, as projectForWrite does for projects.
 */
export async function subprojectForWrite(tx: Tx, auth: AuthContext, id: string) {
  const found = await findSubproject(tx, auth, id, true);
  refuseClosed(found.project, 'project');
  refuseClosed(found.subproject, 'subproject');
  return found;
}

/** Writes by a Government to its own records only. */
export function requireGovernment(auth: AuthContext) {
  if (auth.role !== 'Government' || !auth.agencyId)
    throw forbidden('Only the Government may do this.', 'GOVERNMENT_ONLY');
  return auth.agencyId;
}

/** Whole sentences per record, so that no message is assembled from parts (the web translates each). */
const CLOSED_MESSAGES = {
  project: 'This project is closed and can no longer be changed.',
  subproject: 'This subproject is closed and can no longer be changed.',
} as const;

/** Closed records cannot change (spec: closing cannot be undone). */
export function refuseClosed(row: { closedOn: string | null }, what: 'project' | 'subproject') {
  if (row.closedOn) {
    throw forbidden(CLOSED_MESSAGES[what], 'CLOSED');
  }
}
