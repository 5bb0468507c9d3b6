import { istDateKey, SUBPROJECT_STATUS } from '@anupalan/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import { type ProjectBody, projects, subprojects } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { checkbox, recordId, requiredText } from '../../kit/form-values.js';
import { conflict } from '../../lib/errors.js';
import { offsetWindow } from '../../lib/paginate.js';
import { projectForWrite, requireGovernment, subprojectForWrite } from '../scope/index.js';
import { countEstablishments, countSubprojects, terminateSubprojectLinks } from './lifecycle.queries.js';
import { projectPageJson, projectStats, type SubprojectStatus } from './projects.queries.js';

/** The project and subproject forms' values (projectSchema, subprojectSchema), typed: their `body` kept whole. */
export const projectFormValues = z.object({ id: recordId, body: z.looseObject({ name: requiredText }) });
export type ProjectFormValues = z.infer<typeof projectFormValues>;

/**
 * The typed confirmation of a completion or deletion (projectCompletionSchema, projectDeletionSchema and their
 * subproject twins), stored as the record's completion body.
 */
export const confirmationFormValues = z.object({
  completion_body: z.object({ confirmText: requiredText, isApproved: checkbox }),
});
export type ConfirmationFormValues = z.infer<typeof confirmationFormValues>;

/** The `body.*` values of a validated form, trimmed. */
function bodyFrom(values: ProjectFormValues): ProjectBody {
  const body: Record<string, unknown> = values.body;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue;
    clean[key] = typeof value === 'string' ? value.trim() : value;
  }
  return { ...clean, name: String(clean.name ?? '') };
}

export async function createProject(deps: Deps, auth: AuthContext, values: ProjectFormValues) {
  const governmentId = requireGovernment(auth);
  const id = await inTransaction(deps.db, auth, async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ governmentAgencyId: governmentId, body: bodyFrom(values), createdBy: auth.userId })
      .returning({ id: projects.id });
    return row!.id;
  });
  return { message: 'Successfully added the new entry!', id };
}

export async function editProject(
  deps: Deps,
  auth: AuthContext,
  projectId: string,
  values: ProjectFormValues,
) {
  requireGovernment(auth);
  await inTransaction(deps.db, auth, async (tx) => {
    const project = await projectForWrite(tx, auth, projectId);
    await tx
      .update(projects)
      .set({ body: bodyFrom(values), updatedAt: sql`now()` })
      .where(eq(projects.id, project.id));
  });
  return { message: 'Successfully edited the data!', id: projectId };
}

export async function createSubproject(
  deps: Deps,
  auth: AuthContext,
  projectId: string,
  values: ProjectFormValues,
) {
  requireGovernment(auth);
  const id = await inTransaction(deps.db, auth, async (tx) => {
    const project = await projectForWrite(tx, auth, projectId);
    const [row] = await tx
      .insert(subprojects)
      .values({ projectId: project.id, body: bodyFrom(values), createdBy: auth.userId })
      .returning({ id: subprojects.id });
    return row!.id;
  });
  return { message: 'Successfully added the new entry!', id };
}

export async function editSubproject(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  values: ProjectFormValues,
) {
  requireGovernment(auth);
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await subprojectForWrite(tx, auth, subprojectId);
    await tx
      .update(subprojects)
      .set({ body: bodyFrom(values), updatedAt: sql`now()` })
      .where(eq(subprojects.id, subproject.id));
  });
  return { message: 'Successfully edited the data!', id: subprojectId };
}

export const OPEN_SUBPROJECTS_MESSAGE =
  'There are still open subprojects present so you cannot mark this project as complete';

/** Marks a project complete: only with subprojects, all of them closed. Irreversible. */
export async function completeProject(
  deps: Deps,
  auth: AuthContext,
  projectId: string,
  values: ConfirmationFormValues,
) {
  requireGovernment(auth);
  await inTransaction(deps.db, auth, async (tx) => {
    const project = await projectForWrite(tx, auth, projectId);
    const counts = await countSubprojects(tx, project.id);
    if (counts.total === 0)
      throw conflict('A project without subprojects cannot be marked as complete.', 'NO_SUBPROJECTS');
    if (counts.open > 0) throw conflict(OPEN_SUBPROJECTS_MESSAGE, 'OPEN_SUBPROJECTS');
    const today = istDateKey();
    const ids = (
      await tx.select({ id: subprojects.id }).from(subprojects).where(eq(subprojects.projectId, project.id))
    ).map((r) => r.id);
    await terminateSubprojectLinks(tx, ids, today, 'Project completed');
    await tx
      .update(projects)
      .set({
        closedOn: today,
        completionBody: values.completion_body,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, project.id));
  });
  return { message: 'Closed successfully' };
}

/** Deletes a project that has no subprojects. Irreversible. */
export async function deleteProject(
  deps: Deps,
  auth: AuthContext,
  projectId: string,
  values: ConfirmationFormValues,
) {
  requireGovernment(auth);
  await inTransaction(deps.db, auth, async (tx) => {
    const project = await projectForWrite(tx, auth, projectId);
    if ((await countSubprojects(tx, project.id)).total > 0) {
      throw conflict('A project with subprojects cannot be deleted.', 'HAS_SUBPROJECTS');
    }
    await tx
      .update(projects)
      .set({
        deletedAt: sql`now()`,
        completionBody: values.completion_body,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, project.id));
  });
  return { message: 'Deleted successfully' };
}

/**
 * Closes a subproject: every consultant, contractor and subcontractor link ends, in one transaction. The
 * subproject's row is locked first (subprojectForWrite), so no establishment is created or link added while
 * it closes, and a second close sees the first.
 */
export async function closeSubproject(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  values: ConfirmationFormValues,
) {
  requireGovernment(auth);
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await subprojectForWrite(tx, auth, subprojectId);
    const today = istDateKey();
    await terminateSubprojectLinks(tx, [subproject.id], today, 'Subproject closed');
    await tx
      .update(subprojects)
      .set({
        closedOn: today,
        completionBody: values.completion_body,
        updatedAt: sql`now()`,
      })
      .where(eq(subprojects.id, subproject.id));
  });
  return { message: 'Closed successfully' };
}

/** Deletes a subproject, refused once work is recorded in it (SUBPROJECT_STATUS.workRecorded: it has establishments). */
export async function deleteSubproject(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  values: ConfirmationFormValues,
) {
  requireGovernment(auth);
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await subprojectForWrite(tx, auth, subprojectId);
    if (
      subproject.status === SUBPROJECT_STATUS.workRecorded ||
      (await countEstablishments(tx, subproject.id)) > 0
    ) {
      throw conflict('This subproject has establishments and cannot be deleted.', 'SUBPROJECT_IN_USE');
    }
    await terminateSubprojectLinks(tx, [subproject.id], istDateKey(), 'Subproject deleted');
    await tx
      .update(subprojects)
      .set({
        deletedAt: sql`now()`,
        completionBody: values.completion_body,
        updatedAt: sql`now()`,
      })
      .where(eq(subprojects.id, subproject.id));
  });
  return { message: 'Deleted successfully' };
}

export async function getProjectStats(deps: Deps, auth: AuthContext) {
  return { stats: await projectStats(deps.db, auth) };
}

/**
 * The project list: one page of projects with their subprojects for the caller's role (compliance counts, not for
 * subcontractors; a contractor's or subcontractor's establishment cards; a consultant's contractors), as the JSON
 * text PostgreSQL writes (projectPageJson).
 */
export async function listProjects(
  deps: Deps,
  auth: AuthContext,
  status: SubprojectStatus,
  page: number,
  pageSize: number,
) {
  return projectPageJson(deps.db, auth, status, offsetWindow({ page, pageSize }));
}
