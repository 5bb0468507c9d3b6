import {
  type FormValues,
  getPath,
  messageResponse,
  pageQuery,
  projectCompletionSchema,
  projectDeletionSchema,
  projectSchema,
  subprojectCompletionSchema,
  subprojectDeletionSchema,
  subprojectSchema,
} from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { badRequest } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { formValuesBody, isEditOf, registerFormSave, validateSchemaValues } from '../cms/form-save.js';
import { uuidParam } from '../scope/agency-scope.js';
import { projectInScope, subprojectInScope } from '../scope/project-scope.js';
import { listSubprojectsOf, SUBPROJECT_STATUSES } from './projects.queries.js';
import {
  closeSubproject,
  completeProject,
  createProject,
  createSubproject,
  deleteProject,
  deleteSubproject,
  editProject,
  editSubproject,
  getProjectStats,
  listProjects,
} from './projects.service.js';

const valuesBody = formValuesBody;
const idParam = z.object({ id: z.string() });
const countRow = z.record(z.string(), z.number());
const savedResponse = z.object({ message: z.string(), id: z.uuid() });

const editId = (values: FormValues) => {
  const id = getPath(values, 'id');
  if (typeof id !== 'string') throw badRequest('Name the record to edit (values.id).');
  return id;
};

export const projectRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/projects/stats',
    {
      schema: {
        response: {
          200: z.object({
            stats: z.object({
              project: z.array(countRow),
              subproject: z.array(countRow),
              establishment: z.array(countRow),
            }),
          }),
        },
      },
    },
    async (request) => getProjectStats(deps, requireAuth(request.auth)),
  );

  app.get(
    '/projects',
    {
      schema: {
        querystring: pageQuery.extend({ subproject_status: z.enum(SUBPROJECT_STATUSES).default('all') }),
      },
    },
    async (request) => {
      const { subproject_status, page, pageSize } = request.query;
      return listProjects(deps, requireAuth(request.auth), subproject_status, page, pageSize);
    },
  );

  app.get('/projects/:id', { schema: { params: idParam } }, async (request) => {
    const auth = requireAuth(request.auth);
    const project = await projectInScope(deps.db, auth, uuidParam(request.params, 'id'));
    const subs = await listSubprojectsOf(deps.db, auth, [project.id], 'all');
    return {
      id: project.id,
      body: project.body,
      closed_on: project.closedOn,
      completion_body: project.completionBody,
      created_at: project.createdAt.toISOString(),
      subprojects: subs.map((s) => ({ id: s.id, body: s.body, status: s.status, closed_on: s.closedOn })),
    };
  });

  // Create (isEdit false) or edit (isEdit true, values.id) a project.
  app.post(
    '/projects',
    { schema: { body: valuesBody, response: { 200: savedResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const isEdit = isEditOf(request);
      const values = await validateSchemaValues(
        app,
        request,
        projectSchema,
        request.body.values,
        auth,
        isEdit,
      );
      return isEdit ? editProject(deps, auth, editId(values), values) : createProject(deps, auth, values);
    },
  );

  app.post(
    '/projects/:projectId/subprojects',
    {
      schema: {
        params: z.object({ projectId: z.string() }),
        body: valuesBody,
        response: { 200: savedResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const isEdit = isEditOf(request);
      const values = await validateSchemaValues(
        app,
        request,
        subprojectSchema,
        request.body.values,
        auth,
        isEdit,
      );
      return isEdit
        ? editSubproject(deps, auth, editId(values), values)
        : createSubproject(deps, auth, uuidParam(request.params, 'projectId'), values);
    },
  );

  registerFormSave(app, deps, projectCompletionSchema, async (values, { auth, params }) =>
    completeProject(deps, requireAuth(auth), uuidParam(params, 'id'), values),
  );

  // Deleting asks for the same typed confirmation, sent as the body of the DELETE.
  app.delete(
    '/projects/:id',
    { schema: { params: idParam, body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const values = await validateSchemaValues(
        app,
        request,
        projectDeletionSchema,
        request.body.values,
        auth,
        false,
      );
      return deleteProject(deps, auth, uuidParam(request.params, 'id'), values);
    },
  );

  app.get('/subprojects/:id', { schema: { params: idParam } }, async (request) => {
    const { subproject, project } = await subprojectInScope(
      deps.db,
      requireAuth(request.auth),
      uuidParam(request.params, 'id'),
    );
    return {
      id: subproject.id,
      body: subproject.body,
      status: subproject.status,
      closed_on: subproject.closedOn,
      completion_body: subproject.completionBody,
      projects: { id: project.id, body: project.body, closed_on: project.closedOn },
    };
  });

  registerFormSave(app, deps, subprojectCompletionSchema, async (values, { auth, params }) =>
    closeSubproject(deps, requireAuth(auth), uuidParam(params, 'id'), values),
  );

  app.delete(
    '/subprojects/:id',
    { schema: { params: idParam, body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const values = await validateSchemaValues(
        app,
        request,
        subprojectDeletionSchema,
        request.body.values,
        auth,
        false,
      );
      return deleteSubproject(deps, auth, uuidParam(request.params, 'id'), values);
    },
  );
};
