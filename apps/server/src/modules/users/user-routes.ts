import {
  agencyUser,
  allFields,
  type FormSchema,
  messageResponse,
  pageQuery,
  userEmailChange,
} from '@anupalan/shared';
import { z } from 'zod';
import { type Gate, type Router, read, write } from '../../kit/route.js';
import { badRequest } from '../../lib/errors.js';
import type { AgencyRow } from '../scope/index.js';
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
  /** The gate of the agency whose users these are: the caller may manage them (404 / 403 otherwise). */
  agency: Gate<AgencyRow>;
  /** The path parameters of the prefix besides `id` (e.g. the global agency's `type`). */
  prefixParams?: Record<string, z.ZodType<string>>;
  addUserSchema: FormSchema;
  editNameSchema: FormSchema;
}

const trimmed = z.string().trim();
const optionalText = trimmed.optional().transform((v) => v || undefined);

/** The values of an add-user form, typed: the new user's name and e-mail ... */
const newUserValues = z.object({
  users: z.object({ email_address: trimmed, body: z.object({ name: trimmed }) }),
});
/** ... and the designation and contact number, where the form asks for them (a Government's users). */
const newUserWithContactValues = z.object({
  users: z.object({
    email_address: trimmed,
    body: z.object({ name: trimmed, designation: optionalText, contactNo: optionalText }),
  }),
});
type NewUserFormValues = z.infer<typeof newUserValues> & {
  users: { body: { designation?: string; contactNo?: string } };
};
const addUserValuesOf = (schema: FormSchema): z.ZodType<NewUserFormValues> =>
  allFields(schema).some((f) => f.colName === 'users.body.designation')
    ? newUserWithContactValues
    : newUserValues;
/** The values of the edit-name forms, typed. */
const userNameValues = z.object({ users: z.object({ body: z.object({ name: trimmed }) }) });

/**
 * The users tab of an agency, the same everywhere users are listed (admin area and global agencies):
 * list, add, edit name, edit e-mail, remove (revoke or delete) and reinstate.
 */
export function userRoutes(r: Router, options: UserRoutesOptions) {
  const { deps } = r;
  const { prefix, agency } = options;
  const params = { ...options.prefixParams, id: 'Agency' } as const;
  const userParams = { ...params, userId: 'User' } as const;

  r.get(`${prefix}/users`, {
    access: read(),
    params,
    gate: agency,
    query: pageQuery,
    response: z.array(agencyUser),
    handler: ({ found, query }) => listAgencyUsers(deps.db, found.id, query.page, query.pageSize),
  });

  r.form(options.addUserSchema, {
    access: write(),
    params,
    gate: agency,
    form: { values: addUserValuesOf(options.addUserSchema) },
    response: messageResponse,
    handler: ({ auth, found, values: { users } }) =>
      addAgencyUser(deps, auth, found, {
        name: users.body.name,
        email: users.email_address,
        designation: users.body.designation,
        contactNo: users.body.contactNo,
      }),
  });

  r.form(options.editNameSchema, {
    access: write(),
    params: userParams,
    gate: agency,
    form: { values: userNameValues },
    response: messageResponse,
    handler: ({ auth, found, params, values }) =>
      renameAgencyUser(deps, auth, found.id, params.userId, values.users.body.name),
  });

  r.delete(`${prefix}/users/:userId`, {
    access: write(),
    params: userParams,
    gate: agency,
    response: messageResponse,
    handler: ({ auth, found, params }) => removeAgencyUser(deps, auth, found.id, params.userId),
  });

  r.put(`${prefix}/users/:userId/reinstate`, {
    access: write(),
    params: userParams,
    gate: agency,
    response: messageResponse,
    handler: ({ auth, found, params }) => reinstateAgencyUser(deps, auth, found.id, params.userId),
  });

  r.put(`${prefix}/users/:userId/email`, {
    access: write(),
    params: userParams,
    gate: agency,
    body: userEmailChange,
    response: messageResponse,
    handler: ({ auth, found, params, body: { user } }) => {
      if (user.id !== params.userId) throw badRequest('The user in the body is not the user in the address.');
      return changeAgencyUserEmail(deps, auth, found.id, user.id, user.email_address);
    },
  });
}
