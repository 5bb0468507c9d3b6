import {
  messageResponse,
  pageQuery,
  projectCompletionSchema,
  projectDeletionSchema,
  projectSchema,
  subprojectCompletionSchema,
  subprojectDeletionSchema,
  subprojectSchema,
} from '@anupalan/shared';
import { z } from 'zod';
import { editedIdOf } from '../../kit/edit.js';
import { type Gate, read, recordsWith, recordWith, refusing, routes, write } from '../../kit/route.js';
import { badRequest } from '../../lib/errors.js';
import {
  type ProjectRow,
  projectGate,
  projectInScope,
  refuseClosed,
  type SubprojectRow,
  subprojectGate,
  subprojectInScope,
} from '../scope/index.js';
import { listSubprojectsOf, SUBPROJECT_STATUSES } from './projects.queries.js';
import {
  closeSubproject,
  completeProject,
  confirmationFormValues,
  createProject,
  createSubproject,
  deleteProject,
  deleteSubproject,
  editProject,
  editSubproject,
  getProjectStats,
  listProjects,
  projectFormValues,
} from './projects.service.js';

const countRow = z.record(z.string(), z.number());
const savedResponse = z.object({ message: z.string(), id: z.uuid() });
const governmentWrite = refusing(write('Government'), {
  message: 'Only the Government may do this.',
  code: 'GOVERNMENT_ONLY',
});

/** The id an edit names; a save without one edits nothing. */
const editId = (id: unknown) => {
  if (typeof id !== 'string') throw badRequest('Name the record to edit (values.id).');
  return id;
};

/** An edit of a project reaches the project it names, in scope and open, before its values are read. */
const projectSaveGate: Gate<ProjectRow | null> = {
  async load({ deps, auth, request }) {
    const id = editedIdOf(request);
    return id === undefined ? null : projectInScope(deps.db, auth, id);
  },
  refuseWrite: (project) => {
    if (project) refuseClosed(project, 'project');
  },
};

/** A new subproject needs its project open; an edit reaches the subproject it names, open, in scope. */
const subprojectSaveGate: Gate<{ project: ProjectRow; subproject?: SubprojectRow }, 'projectId'> = {
  async load({ deps, auth, params, request }) {
    const id = editedIdOf(request);
    if (id !== undefined) return subprojectInScope(deps.db, auth, id);
    return { project: await projectInScope(deps.db, auth, params.projectId) };
  },
  refuseWrite: ({ project, subproject }) => {
    refuseClosed(project, 'project');
    if (subproject) refuseClosed(subproject, 'subproject');
  },
};

export const projectRoutes = routes((r) => {
  const { deps } = r;

  r.get('/projects/stats', {
    access: read(),
    response: z.object({
      stats: z.object({
        project: z.array(countRow),
        subproject: z.array(countRow),
        establishment: z.array(countRow),
      }),
    }),
    handler: ({ auth }) => getProjectStats(deps, auth),
  });

  r.get('/projects', {
    access: read(),
    query: pageQuery.extend({ subproject_status: z.enum(SUBPROJECT_STATUSES).default('all') }),
    response: recordsWith({ id: z.uuid() }),
    handler: ({ auth, query }) =>
      listProjects(deps, auth, query.subproject_status, query.page, query.pageSize),
  });

  r.get('/projects/:id', {
    access: read(),
    params: { id: 'Project' },
    gate: projectGate(),
    response: recordWith({ id: z.uuid(), subprojects: recordsWith({ id: z.uuid() }) }),
    handler: async ({ auth, found: project }) => {
      const subs = await listSubprojectsOf(deps.db, auth, [project.id], 'all');
      return {
        id: project.id,
        body: project.body,
        closed_on: project.closedOn,
        completion_body: project.completionBody,
        created_at: project.createdAt.toISOString(),
        subprojects: subs.map((s) => ({ id: s.id, body: s.body, status: s.status, closed_on: s.closedOn })),
      };
    },
  });

  // Create (isEdit false) or edit (isEdit true, values.id) a project.
  r.post('/projects', {
    access: governmentWrite,
    gate: projectSaveGate,
    form: { schema: projectSchema, values: projectFormValues },
    response: savedResponse,
    handler: ({ auth, values, isEdit }) =>
      isEdit ? editProject(deps, auth, editId(values.id), values) : createProject(deps, auth, values),
  });

  r.post('/projects/:projectId/subprojects', {
    access: governmentWrite,
    params: { projectId: 'Project' },
    gate: subprojectSaveGate,
    form: { schema: subprojectSchema, values: projectFormValues },
    response: savedResponse,
    handler: ({ auth, params, values, isEdit }) =>
      isEdit
        ? editSubproject(deps, auth, editId(values.id), values)
        : createSubproject(deps, auth, params.projectId, values),
  });

  r.form(projectCompletionSchema, {
    access: governmentWrite,
    params: { id: 'Project' },
    gate: projectGate(),
    form: { isEdit: false, values: confirmationFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) => completeProject(deps, auth, params.id, values),
  });

  // Deleting asks for the same typed confirmation, sent as the body of the DELETE.
  r.delete('/projects/:id', {
    access: governmentWrite,
    params: { id: 'Project' },
    gate: projectGate(),
    form: { schema: projectDeletionSchema, isEdit: false, values: confirmationFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) => deleteProject(deps, auth, params.id, values),
  });

  r.get('/subprojects/:id', {
    access: read(),
    params: { id: 'Subproject' },
    gate: subprojectGate(),
    response: recordWith({ id: z.uuid() }),
    handler: ({ found: { subproject, project } }) => ({
      id: subproject.id,
      body: subproject.body,
      status: subproject.status,
      closed_on: subproject.closedOn,
      completion_body: subproject.completionBody,
      projects: { id: project.id, body: project.body, closed_on: project.closedOn },
    }),
  });

  r.form(subprojectCompletionSchema, {
    access: governmentWrite,
    params: { id: 'Subproject' },
    gate: subprojectGate(),
    form: { isEdit: false, values: confirmationFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) => closeSubproject(deps, auth, params.id, values),
  });

  r.delete('/subprojects/:id', {
    access: governmentWrite,
    params: { id: 'Subproject' },
    gate: subprojectGate(),
    form: { schema: subprojectDeletionSchema, isEdit: false, values: confirmationFormValues },
    response: messageResponse,
    handler: ({ auth, params, values }) => deleteSubproject(deps, auth, params.id, values),
  });
});
