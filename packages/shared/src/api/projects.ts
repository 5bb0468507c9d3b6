import { z } from 'zod';
import {
  COMMENT_PATTERN,
  COMMENT_PATTERN_MESSAGE,
  NAME_PATTERN,
  NAME_PATTERN_MESSAGE,
} from '../validation/patterns.js';
import { emailText, patternText } from './common.js';

const name = patternText(150, NAME_PATTERN, NAME_PATTERN_MESSAGE);
const email = emailText('Invalid email');

/**
 * The invite payload (spec part 1, section 3): an existing agency (agencies.id) or a new one
 * (agencies.body.name); an existing user of it (users.id holds the e-mail) or a new user
 * (users.email_address and users.body.name); the subproject; for a contractor, the consultant reviewing it.
 */
const inviteBase = z.object({
  agencies: z.object({ id: z.uuid().optional(), body: z.object({ name }).optional() }),
  users: z.object({
    id: email.optional(),
    email_address: email.optional(),
    body: z.object({ name: name.optional() }).optional(),
  }),
  subproject_users: z.object({ subproject_id: z.uuid() }),
});

const completeInvite = <T extends z.ZodType<z.infer<typeof inviteBase>>>(schema: T) =>
  schema
    .refine((v) => Boolean(v.agencies.id) !== Boolean(v.agencies.body?.name), {
      message: 'Choose an agency or name a new one',
      path: ['agencies', 'id'],
    })
    .refine((v) => Boolean(v.users.id) || (Boolean(v.users.email_address) && Boolean(v.users.body?.name)), {
      message: 'Choose a user or add a new one with name and e-mail',
      path: ['users', 'id'],
    });

export const inviteContractorValues = completeInvite(
  inviteBase.extend({
    subproject_agencies: z.object({ consultant_agency_id: z.uuid().optional() }).optional(),
  }),
);
/** Consultant companies and names: alphabets, numbers and underscores only (spec part 1, section 5). */
const consultantName = patternText(150, COMMENT_PATTERN, COMMENT_PATTERN_MESSAGE);
export const inviteConsultantValues = completeInvite(
  inviteBase.extend({
    agencies: z.object({ id: z.uuid().optional(), body: z.object({ name: consultantName }).optional() }),
    users: z.object({
      id: email.optional(),
      email_address: email.optional(),
      body: z.object({ name: consultantName.optional() }).optional(),
    }),
  }),
);
export const inviteContractorRequest = z.object({ values: inviteContractorValues });
export const inviteConsultantRequest = z.object({ values: inviteConsultantValues });
export type InviteContractorValues = z.infer<typeof inviteContractorValues>;
export type InviteConsultantValues = z.infer<typeof inviteConsultantValues>;

/** Users added to an agency on a subproject (spec part 2, section 7). */
export const subprojectUserRequest = z.object({
  values: z.object({
    users: z.object({ body: z.object({ name }), email }),
  }),
});
