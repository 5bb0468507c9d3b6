import {
  consultantAgencySchema,
  contractorAgencySchema,
  establishmentNavList,
  inviteConsultantRequest,
  inviteContractorRequest,
  messageResponse,
  optionItem,
  subprojectUserRequest,
  switchConsultantSchema,
  terminationSchema,
} from '@anupalan/shared';
import { z } from 'zod';
import { type Gate, read, recordsWith, recordWith, refusing, routes, write } from '../../kit/route.js';
import { notFound } from '../../lib/errors.js';
import { agencyDetailsFormValues, agencySchemaFor } from '../agencies/agencies.service.js';
import { type AgencyRow, agencyInScope } from '../scope/index.js';
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
  switchConsultantFormValues,
  switchContractorConsultant,
  terminate,
  terminationFormValues,
} from './links.service.js';

const KINDS = { contractors: 'contractor', consultants: 'consultant' } as const satisfies Record<
  string,
  LinkKind
>;
const uuidQuery = z.uuid().optional();
const record = recordWith();
const records = recordsWith();
const governmentOnly = { message: 'Only the Government may do this.', code: 'GOVERNMENT_ONLY' };
const agencySchemas = [contractorAgencySchema, consultantAgencySchema];

/**
 * A sign-up reaches the caller's own live link to the subproject it names, and the caller's agency, before its
 * values are read: a terminated link is refused whatever it sends.
 */
const signUpGate: Gate<{ subprojectId: string; agency: AgencyRow }> = {
  async load({ deps, auth, request }) {
    const body = request.body as { values?: { subproject_id?: unknown } } | null;
    const sent = body && typeof body === 'object' ? body.values?.subproject_id : undefined;
    const subprojectId = typeof sent === 'string' ? sent : '';
    const link = await callerLink(deps, auth, subprojectId);
    refuseTerminated(link);
    return { subprojectId, agency: await agencyInScope(deps.db, auth, link.agency_id) };
  },
};

/** Contractors and consultants of subprojects: invites, lists, users, termination, switch, sign-up. */
export const subprojectAgencyRoutes = routes((r) => {
  const { deps } = r;
  r.post('/agencies/invite/contractor', {
    access: refusing(write('Government'), governmentOnly),
    body: inviteContractorRequest,
    response: messageResponse,
    handler: ({ auth, body }) => invite(deps, auth, 'contractor', body.values),
  });
  r.post('/agencies/invite/consultant', {
    access: refusing(write('Government'), governmentOnly),
    body: inviteConsultantRequest,
    response: messageResponse,
    handler: ({ auth, body }) => invite(deps, auth, 'consultant', body.values),
  });

  r.get('/agencies/signups', {
    description: "The subprojects the caller's agency was invited to and has not signed up for yet.",
    access: read(),
    response: z.array(
      z.object({
        kind: z.string(),
        agency_id: z.uuid(),
        subproject_id: z.uuid(),
        project_id: z.uuid(),
        subproject_name: z.string(),
        project_name: z.string(),
      }),
    ),
    handler: ({ auth }) => pendingSignups(deps, auth),
  });

  r.get('/agencies/subprojects/:id', {
    access: read(),
    params: { id: 'Subproject' },
    response: record,
    handler: ({ auth, params }) => callerLink(deps, auth, params.id),
  });

  r.post('/agencies/signup', {
    access: write(),
    gate: signUpGate,
    form: {
      schema: ({ found }) => agencySchemaFor(found.agency.type),
      documents: agencySchemas,
      isEdit: true,
      values: agencyDetailsFormValues,
    },
    response: messageResponse,
    handler: ({ auth, found, values }) => signUp(deps, auth, found.subprojectId, values),
  });

  r.post('/agencies/switch-consultant', {
    access: refusing(write('Government'), governmentOnly),
    form: { schema: switchConsultantSchema, isEdit: true, values: switchConsultantFormValues },
    response: messageResponse,
    handler: ({ auth, values }) => switchContractorConsultant(deps, auth, values),
  });

  r.delete('/agencies/:agencyId/users/:userId', {
    access: write(),
    params: { agencyId: 'Agency', userId: 'User' },
    query: z.object({ subproject_id: z.uuid() }),
    response: messageResponse,
    handler: ({ auth, params, query }) =>
      removeLinkedAgencyUser(deps, auth, query.subproject_id, params.agencyId, params.userId),
  });

  r.get('/subprojects/:id/establishments', {
    access: read(),
    params: { id: 'Subproject' },
    query: z.object({ agency_id: z.string().optional(), contractor_agency_id: uuidQuery }),
    response: establishmentNavList,
    handler: ({ auth, params, query }) =>
      subprojectEstablishments(deps, auth, params.id, {
        agencyId: query.agency_id,
        contractorAgencyId: query.contractor_agency_id,
      }),
  });

  // The consultants working on a subproject, as options (switch consultant, the contractor invite's last step).
  r.get('/subprojects/:id/consultants/subproject_agencies', {
    access: read(),
    params: { id: 'Subproject' },
    query: z.object({ scope_agency_id: uuidQuery }),
    response: z.array(optionItem),
    handler: async ({ auth, params }) => {
      const rows = await listLinked(deps, auth, params.id, 'consultant', {});
      return rows
        .filter((row) => row.terminated_on === null)
        .map((row) => ({ id: row.agency_id, name: row.name, label: row.name, value: row.agency_id }));
    },
  });

  for (const [segment, kind] of Object.entries(KINDS)) {
    // Candidates for the invite steps (Government only).
    r.get(`/subprojects/:id/${segment}/agencies`, {
      access: read(),
      params: { id: 'Subproject' },
      query: z.object({ scope_agency_id: uuidQuery }),
      response: records,
      handler: ({ auth, params }) => listCandidateAgencies(deps, auth, params.id, kind),
    });
    r.get(`/subprojects/:id/${segment}/agencies/:agencyId`, {
      access: read(),
      params: { id: 'Subproject', agencyId: 'Agency' },
      response: records,
      handler: ({ auth, params }) => listCandidateUsers(deps, auth, params.id, kind, params.agencyId),
    });

    // The linked agencies.
    r.get(`/subprojects/:id/${segment}`, {
      access: read(),
      params: { id: 'Subproject' },
      query: z.object({ consultant_agency_id: uuidQuery, agency_id: uuidQuery, scope_agency_id: uuidQuery }),
      response: records,
      handler: ({ auth, params, query }) =>
        listLinked(deps, auth, params.id, kind, {
          agencyId: query.agency_id,
          consultantAgencyId: query.consultant_agency_id,
        }),
    });
    r.get(`/subprojects/:id/${segment}/:agencyId`, {
      access: read(),
      params: { id: 'Subproject', agencyId: 'Agency' },
      response: record,
      handler: async ({ auth, params }) => {
        const [row] = await listLinked(deps, auth, params.id, kind, { agencyId: params.agencyId });
        if (!row) throw notFound();
        return row;
      },
    });

    // Users of a linked agency on the subproject (Government only).
    r.get(`/subprojects/:id/${segment}/:agencyId/users`, {
      access: read(),
      params: { id: 'Subproject', agencyId: 'Agency' },
      response: records,
      handler: ({ auth, params }) => linkedAgencyUsers(deps, auth, params.id, kind, params.agencyId),
    });
    r.post(`/subprojects/:id/${segment}/:agencyId/users`, {
      access: write(),
      params: { id: 'Subproject', agencyId: 'Agency' },
      body: subprojectUserRequest,
      response: messageResponse,
      handler: ({ auth, params, body }) =>
        addLinkedAgencyUser(deps, auth, params.id, kind, params.agencyId, {
          name: body.values.users.body.name,
          email: body.values.users.email,
        }),
    });

    r.post(`/subprojects/:id/${segment}/:agencyId/termination`, {
      access: write(),
      params: { id: 'Subproject', agencyId: 'Agency' },
      form: { schema: terminationSchema, isEdit: false, values: terminationFormValues },
      response: messageResponse,
      handler: ({ auth, params, values }) => terminate(deps, auth, params.id, kind, params.agencyId, values),
    });
  }
});
