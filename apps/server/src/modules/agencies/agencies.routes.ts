import {
  addGlobalAgencyUserSchema,
  agencyDetail,
  agencyListItem,
  consultantAgencySchema,
  contractorAgencySchema,
  createGlobalConsultantSchema,
  createGlobalContractorSchema,
  editUserNameSchema,
  globalConsultantDetailsSchema,
  globalContractorDetailsSchema,
  governmentAgencySchema,
  messageResponse,
  pageQuery,
  subcontractorAgencySchema,
} from '@anupalan/shared';
import { z } from 'zod';
import { type Gate, read, routes, write } from '../../kit/route.js';
import type { AgencyRow } from '../scope/index.js';
import { userRoutes } from '../users/index.js';
import {
  agencyDetailsFormValues,
  agencyInviteFormValues,
  agencySchemaFor,
  createGlobalAgency,
  currentAgency,
  globalAgency,
  globalAgencyForUsers,
  listGlobalAgencies,
  saveAgencyDetails,
} from './agencies.service.js';
import { agencyView } from './agency-values.js';

const globalType = z.enum(['contractor', 'consultant']);
const ownAgencySchemas = [
  governmentAgencySchema,
  contractorAgencySchema,
  consultantAgencySchema,
  subcontractorAgencySchema,
];
const typeOf = (params: Record<string, string>) => globalType.parse(params.type);

/** The caller's own agency: its details are saved with the schema of its type. */
const ownAgency: Gate<AgencyRow> = { load: ({ deps, auth }) => currentAgency(deps, auth) };

export const agencyRoutes = routes((r) => {
  const { deps } = r;

  // Own agency (Agency Details, /agencies): the schema depends on the agency's type.
  r.get('/agencies/current', {
    access: read(),
    gate: ownAgency,
    response: agencyDetail,
    handler: ({ found }) => agencyView(found),
  });

  r.post('/agencies/current', {
    access: write(),
    gate: ownAgency,
    form: {
      schema: ({ found }) => agencySchemaFor(found.type),
      documents: ownAgencySchemas,
      isEdit: true,
      values: agencyDetailsFormValues,
    },
    response: messageResponse,
    handler: ({ auth, found, values }) => saveAgencyDetails(deps, auth, found, values),
  });

  // Global contractors and consultants.
  r.get('/global-agency/:type', {
    access: read(),
    params: { type: globalType },
    query: pageQuery.extend({ scope_agency_id: z.uuid().optional() }),
    response: z.array(agencyListItem),
    handler: ({ auth, params, query }) =>
      listGlobalAgencies(deps, auth, typeOf(params), query.scope_agency_id, query.page, query.pageSize),
  });

  r.get('/global-agency/:type/:id', {
    access: read(),
    params: { type: globalType, id: 'Agency' },
    response: agencyDetail,
    handler: async ({ auth, params }) =>
      agencyView(await globalAgency(deps, auth, typeOf(params), params.id)),
  });

  for (const [type, schema] of [
    ['contractor', createGlobalContractorSchema],
    ['consultant', createGlobalConsultantSchema],
  ] as const) {
    r.form(schema, {
      access: write(),
      form: { values: agencyInviteFormValues },
      response: messageResponse,
      handler: ({ auth, values }) => createGlobalAgency(deps, auth, type, values),
    });
  }

  for (const [type, schema] of [
    ['contractor', globalContractorDetailsSchema],
    ['consultant', globalConsultantDetailsSchema],
  ] as const) {
    r.form(schema, {
      access: write(),
      params: { id: 'Agency' },
      gate: { load: ({ deps, auth, params }) => globalAgency(deps, auth, type, params.id) },
      form: { values: agencyDetailsFormValues },
      response: messageResponse,
      handler: ({ auth, found, values }) => saveAgencyDetails(deps, auth, found, values),
    });
  }

  userRoutes(r, {
    prefix: '/global-agency/:type/:id',
    prefixParams: { type: globalType },
    agency: {
      load: ({ deps, auth, params }) => globalAgencyForUsers(deps, auth, typeOf(params), params.id!),
    },
    addUserSchema: addGlobalAgencyUserSchema,
    editNameSchema: editUserNameSchema,
  });
});
