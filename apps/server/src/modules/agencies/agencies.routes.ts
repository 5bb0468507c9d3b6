import {
  addGlobalAgencyUserSchema,
  agencyDetail,
  agencyListItem,
  createGlobalConsultantSchema,
  createGlobalContractorSchema,
  editUserNameSchema,
  globalConsultantDetailsSchema,
  globalContractorDetailsSchema,
  messageResponse,
  pageQuery,
} from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { formValuesBody, registerFormSave, validateSchemaValues } from '../cms/form-save.js';
import { uuidParam } from '../scope/agency-scope.js';
import { registerUserRoutes } from '../users/user-routes.js';
import {
  agencySchemaFor,
  createGlobalAgency,
  currentAgency,
  type GlobalType,
  globalAgency,
  globalAgencyForUsers,
  listGlobalAgencies,
  saveAgencyDetails,
} from './agencies.service.js';
import { agencyView } from './agency-values.js';

const typeParam = z.enum(['contractor', 'consultant']);
const globalTypeOf = (params: Record<string, string>): GlobalType => {
  const parsed = typeParam.safeParse(params.type);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export const agencyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // Own agency (Agency Details, /agencies): the schema depends on the agency's type.
  app.get('/agencies/current', { schema: { response: { 200: agencyDetail } } }, async (request) =>
    agencyView(await currentAgency(deps, requireAuth(request.auth))),
  );

  app.post(
    '/agencies/current',
    {
      schema: {
        body: formValuesBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const agency = await currentAgency(deps, auth);
      const values = await validateSchemaValues(
        app,
        request,
        agencySchemaFor(agency.type),
        request.body.values,
        auth,
        true,
      );
      return saveAgencyDetails(deps, auth, agency, values);
    },
  );

  // Global contractors and consultants.
  app.get(
    '/global-agency/:type',
    {
      schema: {
        params: z.object({ type: typeParam }),
        querystring: pageQuery.extend({ scope_agency_id: z.uuid().optional() }),
        response: { 200: z.array(agencyListItem) },
      },
    },
    async (request) => {
      const { page, pageSize, scope_agency_id } = request.query;
      return listGlobalAgencies(
        deps,
        requireAuth(request.auth),
        request.params.type,
        scope_agency_id,
        page,
        pageSize,
      );
    },
  );

  app.get(
    '/global-agency/:type/:id',
    { schema: { params: z.object({ type: typeParam, id: z.string() }), response: { 200: agencyDetail } } },
    async (request) => {
      const id = uuidParam(request.params, 'id');
      return agencyView(await globalAgency(deps, requireAuth(request.auth), request.params.type, id));
    },
  );

  for (const [type, schema] of [
    ['contractor', createGlobalContractorSchema],
    ['consultant', createGlobalConsultantSchema],
  ] as const) {
    registerFormSave(app, deps, schema, async (values, { auth }) =>
      createGlobalAgency(deps, requireAuth(auth), type, values),
    );
  }

  for (const [type, schema] of [
    ['contractor', globalContractorDetailsSchema],
    ['consultant', globalConsultantDetailsSchema],
  ] as const) {
    registerFormSave(app, deps, schema, async (values, { auth, params }) => {
      const caller = requireAuth(auth);
      const agency = await globalAgency(deps, caller, type, uuidParam(params, 'id'));
      return saveAgencyDetails(deps, caller, agency, values);
    });
  }

  registerUserRoutes(app, deps, {
    prefix: '/global-agency/:type/:id',
    agencyFor: (auth, params) =>
      globalAgencyForUsers(deps, auth, globalTypeOf(params), uuidParam(params, 'id')),
    addUserSchema: addGlobalAgencyUserSchema,
    editNameSchema: editUserNameSchema,
  });
};
