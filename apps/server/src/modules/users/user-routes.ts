import {
  agencyUser,
  type FormSchema,
  type FormValues,
  getPath,
  messageResponse,
  pageQuery,
  userEmailChange,
} from '@anupalan/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { badRequest } from '../../lib/errors.js';
import { type AuthContext, requireAuth } from '../../plugins/session.js';
import { registerFormSave } from '../cms/form-save.js';
import { type AgencyRow, uuidParam } from '../scope/agency-scope.js';
import { listAgencyUsers } from './users.queries.js';
import {
  addAgencyUser,
  changeAgencyUserEmail,
  reinstateAgencyUser,
  removeAgencyUser,
  renameAgencyUser,
} from './users.service.js';

export interface UserRoutesOptions {
  /** Route prefix with the agency's parameters, e.g. `/admin/agencies/:id`. */
  prefix: string;
  /** Checks the caller may manage this agency's users and returns the agency (404 / 403 otherwise). */
  agencyFor(auth: AuthContext, params: Record<string, string>): Promise<AgencyRow>;
  addUserSchema: FormSchema;
  editNameSchema: FormSchema;
}

const userParam = z.object({ userId: z.uuid() }).passthrough();
const text = (values: FormValues, path: string) => String(getPath(values, path) ?? '').trim();

/**
 * The users tab of an agency, the same everywhere users are listed (admin area and global agencies):
 * list, add, edit name, edit e-mail, remove (revoke or delete) and reinstate.
 */
export function registerUserRoutes(app: FastifyInstance, deps: Deps, options: UserRoutesOptions) {
  const { prefix, agencyFor } = options;

  app.get(
    `${prefix}/users`,
    { schema: { querystring: pageQuery, response: { 200: z.array(agencyUser) } } },
    async (request) => {
      const agency = await agencyFor(requireAuth(request.auth), request.params as Record<string, string>);
      const { page, pageSize } = request.query as z.infer<typeof pageQuery>;
      return listAgencyUsers(deps.db, agency.id, page, pageSize);
    },
  );

  registerFormSave(app, deps, options.addUserSchema, async (values, { auth, params }) => {
    const caller = requireAuth(auth);
    const agency = await agencyFor(caller, params);
    return addAgencyUser(deps, caller, agency, {
      name: text(values, 'users.body.name'),
      email: text(values, 'users.email_address'),
      designation: text(values, 'users.body.designation') || undefined,
      contactNo: text(values, 'users.body.contactNo') || undefined,
    });
  });

  registerFormSave(app, deps, options.editNameSchema, async (values, { auth, params }) => {
    const caller = requireAuth(auth);
    const agency = await agencyFor(caller, params);
    const userId = uuidParam(params, 'userId');
    return renameAgencyUser(deps, caller, agency.id, userId, text(values, 'users.body.name'));
  });

  app.delete(
    `${prefix}/users/:userId`,
    { schema: { params: userParam, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const params = request.params as Record<string, string>;
      const agency = await agencyFor(auth, params);
      return removeAgencyUser(deps, auth, agency.id, params.userId!);
    },
  );

  app.put(
    `${prefix}/users/:userId/reinstate`,
    { schema: { params: userParam, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const params = request.params as Record<string, string>;
      const agency = await agencyFor(auth, params);
      return reinstateAgencyUser(deps, auth, agency.id, params.userId!);
    },
  );

  app.put(
    `${prefix}/users/:userId/email`,
    { schema: { params: userParam, body: userEmailChange, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      const params = request.params as Record<string, string>;
      const { user } = request.body as z.infer<typeof userEmailChange>;
      if (user.id !== params.userId) throw badRequest('The user in the body is not the user in the address.');
      const agency = await agencyFor(auth, params);
      return changeAgencyUserEmail(deps, auth, agency.id, user.id, user.email_address);
    },
  );
}
