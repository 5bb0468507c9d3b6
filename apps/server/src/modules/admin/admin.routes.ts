import {
  addGovernmentUserSchema,
  agencyDetail,
  agencyListItem,
  editGovernmentUserNameSchema,
  inviteGovernmentSchema,
  messageResponse,
  pageQuery,
} from '@anupalan/shared';
import { z } from 'zod';
import { read, routes, write } from '../../kit/route.js';
import { agencyView, governmentInviteFormValues } from '../agencies/agencies.service.js';
import { agencyInScope, requireAdmin } from '../scope/index.js';
import { userRoutes } from '../users/index.js';
import { governmentAgency, inviteGovernment, listGovernmentAgencies } from './admin.service.js';

/** The platform admin's area: Government agencies and their users. Every route refuses non-admins (403). */
export const adminRoutes = routes((r) => {
  const { deps } = r;
  r.get('/admin/agencies', {
    access: read(),
    query: pageQuery,
    response: z.array(agencyListItem),
    handler: ({ auth, query }) => listGovernmentAgencies(deps, auth, query.page, query.pageSize),
  });

  r.get('/admin/agencies/:id', {
    access: read(),
    params: { id: 'Agency' },
    response: agencyDetail,
    handler: async ({ auth, params }) => agencyView(await governmentAgency(deps, auth, params.id)),
  });

  r.form(inviteGovernmentSchema, {
    access: write(),
    form: { values: governmentInviteFormValues },
    response: messageResponse,
    handler: ({ auth, values }) => inviteGovernment(deps, auth, values),
  });

  userRoutes(r, {
    prefix: '/admin/agencies/:id',
    agency: {
      async load({ deps, auth, params }) {
        requireAdmin(auth);
        return agencyInScope(deps.db, auth, params.id!, 'Government');
      },
    },
    addUserSchema: addGovernmentUserSchema,
    editNameSchema: editGovernmentUserNameSchema,
  });
});
