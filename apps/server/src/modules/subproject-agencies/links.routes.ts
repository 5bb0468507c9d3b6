import {
  inviteConsultantRequest,
  inviteContractorRequest,
  messageResponse,
  subprojectUserRequest,
  switchConsultantSchema,
  terminationSchema,
} from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { agencySchemaFor } from '../agencies/agencies.service.js';
import { formValuesBody, validateSchemaValues } from '../cms/form-save.js';
import { agencyInScope, uuidParam } from '../scope/agency-scope.js';
import type { LinkKind } from './links.queries.js';
import {
  addLinkedAgencyUser,
  callerLink,
  invite,
  linkedAgencyUsers,
  listCandidateAgencies,
  listCandidateUsers,
  listLinked,
  pendingSignups,
  refuseTerminated,
  removeLinkedAgencyUser,
  signUp,
  subprojectEstablishments,
  switchContractorConsultant,
  terminate,
} from './links.service.js';

const valuesBody = formValuesBody;
const KINDS = { contractors: 'contractor', consultants: 'consultant' } as const satisfies Record<
  string,
  LinkKind
>;
const idParams = z.object({ id: z.string() });
const agencyParams = z.object({ id: z.string(), agencyId: z.string() });
const uuidQuery = z.uuid().optional();

/** Contractors and consultants of subprojects: invites, lists, users, termination, switch, sign-up. */
export const subprojectAgencyRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/agencies/invite/contractor',
    { schema: { body: inviteContractorRequest, response: { 200: messageResponse } } },
    async (request) => invite(deps, requireAuth(request.auth), 'contractor', request.body.values),
  );
  app.post(
    '/agencies/invite/consultant',
    { schema: { body: inviteConsultantRequest, response: { 200: messageResponse } } },
    async (request) => invite(deps, requireAuth(request.auth), 'consultant', request.body.values),
  );

  app.get(
    '/agencies/signups',
    {
      schema: {
        description: "The subprojects the caller's agency was invited to and has not signed up for yet.",
        response: {
          200: z.array(
            z.object({
              kind: z.string(),
              agency_id: z.uuid(),
              subproject_id: z.uuid(),
              project_id: z.uuid(),
              subproject_name: z.string(),
              project_name: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => pendingSignups(deps, requireAuth(request.auth)),
  );

  app.get('/agencies/subprojects/:id', { schema: { params: idParams } }, async (request) =>
    callerLink(deps, requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/agencies/signup',
    { schema: { body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const subprojectId = String(request.body.values.subproject_id ?? '');
      const link = await callerLink(deps, auth, subprojectId);
      refuseTerminated(link);
      const agency = await agencyInScope(deps.db, auth, link.agency_id);
      const values = await validateSchemaValues(
        app,
        request,
        agencySchemaFor(agency.type),
        request.body.values,
        auth,
        true,
      );
      return signUp(deps, auth, subprojectId, values);
    },
  );

  app.post(
    '/agencies/switch-consultant',
    { schema: { body: valuesBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const values = await validateSchemaValues(
        app,
        request,
        switchConsultantSchema,
        request.body.values,
        auth,
        true,
      );
      return switchContractorConsultant(deps, auth, values);
    },
  );

  app.delete(
    '/agencies/:agencyId/users/:userId',
    {
      schema: {
        params: z.object({ agencyId: z.string(), userId: z.string() }),
        querystring: z.object({ subproject_id: z.string() }),
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      removeLinkedAgencyUser(
        deps,
        requireAuth(request.auth),
        uuidParam(request.query, 'subproject_id'),
        uuidParam(request.params, 'agencyId'),
        uuidParam(request.params, 'userId'),
      ),
  );

  app.get(
    '/subprojects/:id/establishments',
    {
      schema: {
        params: idParams,
        querystring: z.object({ agency_id: z.string().optional(), contractor_agency_id: uuidQuery }),
      },
    },
    async (request) =>
      subprojectEstablishments(deps, requireAuth(request.auth), request.params.id, {
        agencyId: request.query.agency_id,
        contractorAgencyId: request.query.contractor_agency_id,
      }),
  );

  // The consultants working on a subproject, as options (switch consultant, the contractor invite's last step).
  app.get(
    '/subprojects/:id/consultants/subproject_agencies',
    { schema: { params: idParams, querystring: z.object({ scope_agency_id: uuidQuery }) } },
    async (request) => {
      const rows = await listLinked(deps, requireAuth(request.auth), request.params.id, 'consultant', {});
      return rows
        .filter((r) => r.terminated_on === null)
        .map((r) => ({ id: r.agency_id, name: r.name, label: r.name, value: r.agency_id }));
    },
  );

  for (const [segment, kind] of Object.entries(KINDS)) {
    // Candidates for the invite steps (Government only).
    app.get(
      `/subprojects/:id/${segment}/agencies`,
      { schema: { params: idParams, querystring: z.object({ scope_agency_id: uuidQuery }) } },
      async (request) => listCandidateAgencies(deps, requireAuth(request.auth), request.params.id, kind),
    );
    app.get(
      `/subprojects/:id/${segment}/agencies/:agencyId`,
      { schema: { params: agencyParams } },
      async (request) =>
        listCandidateUsers(
          deps,
          requireAuth(request.auth),
          request.params.id,
          kind,
          uuidParam(request.params, 'agencyId'),
        ),
    );

    // The linked agencies.
    app.get(
      `/subprojects/:id/${segment}`,
      {
        schema: {
          params: idParams,
          querystring: z.object({
            consultant_agency_id: uuidQuery,
            agency_id: uuidQuery,
            scope_agency_id: uuidQuery,
          }),
        },
      },
      async (request) =>
        listLinked(deps, requireAuth(request.auth), request.params.id, kind, {
          agencyId: request.query.agency_id,
          consultantAgencyId: request.query.consultant_agency_id,
        }),
    );
    app.get(
      `/subprojects/:id/${segment}/:agencyId`,
      { schema: { params: agencyParams } },
      async (request) => {
        const rows = await listLinked(deps, requireAuth(request.auth), request.params.id, kind, {
          agencyId: uuidParam(request.params, 'agencyId'),
        });
        if (rows.length === 0) throw notFound();
        return rows[0];
      },
    );

    // Users of a linked agency on the subproject (Government only).
    app.get(
      `/subprojects/:id/${segment}/:agencyId/users`,
      { schema: { params: agencyParams } },
      async (request) =>
        linkedAgencyUsers(
          deps,
          requireAuth(request.auth),
          request.params.id,
          kind,
          uuidParam(request.params, 'agencyId'),
        ),
    );
    app.post(
      `/subprojects/:id/${segment}/:agencyId/users`,
      { schema: { params: agencyParams, body: subprojectUserRequest, response: { 200: messageResponse } } },
      async (request) =>
        addLinkedAgencyUser(
          deps,
          requireAuth(request.auth),
          request.params.id,
          kind,
          uuidParam(request.params, 'agencyId'),
          {
            name: request.body.values.users.body.name,
            email: request.body.values.users.email,
          },
        ),
    );

    app.post(
      `/subprojects/:id/${segment}/:agencyId/termination`,
      { schema: { params: agencyParams, body: valuesBody, response: { 200: messageResponse } } },
      async (request) => {
        const auth = requireAuth(request.auth);
        const values = await validateSchemaValues(
          app,
          request,
          terminationSchema,
          request.body.values,
          auth,
          false,
        );
        return terminate(
          deps,
          auth,
          uuidParam(request.params, 'id'),
          kind,
          uuidParam(request.params, 'agencyId'),
          values,
        );
      },
    );
  }
};
