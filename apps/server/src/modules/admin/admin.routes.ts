import {
  addGovernmentUserSchema,
  agencyDetail,
  agencyListItem,
  editGovernmentUserNameSchema,
  inviteGovernmentSchema,
  pageQuery,
} from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { requireAuth } from '../../plugins/session.js';
import { agencyView } from '../agencies/agency-values.js';
import { registerFormSave } from '../cms/form-save.js';
import { agencyInScope, requireAdmin, uuidParam } from '../scope/agency-scope.js';
import { registerUserRoutes } from '../users/user-routes.js';
import { governmentAgency, inviteGovernment, listGovernmentAgencies } from './admin.service.js';

const idParam = z.object({ id: z.uuid() });

/** The platform admin's area: Government agencies and their users. Every route refuses non-admins (403). */
export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/admin/agencies',
    { schema: { querystring: pageQuery, response: { 200: z.array(agencyListItem) } } },
    async (request) =>
      listGovernmentAgencies(deps, requireAuth(request.auth), request.query.page, request.query.pageSize),
  );

  app.get(
    '/admin/agencies/:id',
    { schema: { params: idParam, response: { 200: agencyDetail } } },
    async (request) => agencyView(await governmentAgency(deps, requireAuth(request.auth), request.params.id)),
  );

  registerFormSave(app, deps, inviteGovernmentSchema, async (values, { auth }) =>
    inviteGovernment(deps, requireAuth(auth), values),
  );

  registerUserRoutes(app, deps, {
    prefix: '/admin/agencies/:id',
    async agencyFor(auth, params) {
      requireAdmin(auth);
      return agencyInScope(deps.db, auth, uuidParam(params, 'id'), 'Government');
    },
    addUserSchema: addGovernmentUserSchema,
    editNameSchema: editGovernmentUserNameSchema,
  });
};
