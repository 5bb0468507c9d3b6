import { z } from 'zod';
import { CAPTCHA_LENGTH, INPUT_LIMITS } from '../domain/limits.js';
import { AGENCY_TYPES, ROLES } from '../domain/roles.js';
import {
  isStrongPassword,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_SAME_AS_OLD_MESSAGE,
} from '../validation/password.js';
import {
  NAME_PATTERN,
  NAME_PATTERN_MESSAGE,
  PHONE_PATTERN,
  SENTENCE_PATTERN,
  SENTENCE_PATTERN_MESSAGE,
} from '../validation/patterns.js';
import { cappedString, emailText, patternText, REQUIRED, requiredText } from './common.js';

export const captchaResponse = z.object({ id: z.string(), image: z.string() });
export type CaptchaResponse = z.infer<typeof captchaResponse>;

export const loginRequest = z.object({
  email: requiredText().pipe(z.string().max(254)),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(256),
  captchaText: requiredText().pipe(z.string().max(16)),
  captchaId: z.string({ error: REQUIRED }).min(1, REQUIRED).max(64),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const reloginRequest = loginRequest.extend({ agencyId: z.uuid().nullish() });
export type ReloginRequest = z.input<typeof reloginRequest>;

export const agencySummary = z.object({
  id: z.uuid(),
  type: z.enum(AGENCY_TYPES),
  body: z.object({ name: z.string() }),
});
export type AgencySummary = z.infer<typeof agencySummary>;

export const sessionUser = z.object({
  id: z.uuid(),
  email_address: z.string(),
  agency_id: z.uuid().nullable(),
  agencies: z.array(agencySummary),
  body: z.object({
    name: z.string(),
    isAdmin: z.boolean(),
    designation: z.string().optional(),
    contactNo: z.string().optional(),
  }),
  /** The sign-in before the current one (null on a first sign-in). */
  last_login: z.string().nullable(),
  is_pwd_expired: z.boolean(),
});

/**
 * One entry per agency the user may act for (or one 'Admin' entry for an admin without an agency).
 * The agency of an entry is `user.agency_id`; `scope_agency_id` is the Government agency that agency works
 * under (null for a Government itself and for Admin).
 */
export const sessionEntry = z.object({
  user: sessionUser,
  role: z.enum(ROLES),
  agency_ids: z.array(z.uuid()),
  scope_agency_id: z.uuid().nullable(),
  email_address: z.string(),
  is_pwd_expired: z.boolean(),
  is_current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionEntry>;
export const getUserResponse = z.array(sessionEntry);

export const loginResponse = z.object({
  message: z.string(),
  /** True when the user belongs to several agencies and must pick one ('Choose agency'). */
  chooseAgency: z.boolean(),
  is_pwd_expired: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const getTokenQuery = z.object({ user_id: z.uuid(), agency_id: z.uuid().optional() });

export const envResponse = z.object({
  DISPLAY_GOVT_AGENCY_NAME: z.string(),
  DISPLAY_GOVT_AGENCY_DEPT: z.string(),
  DISPLAY_GOVT_LOGO: z.string(),
  FOOTER_LEFT_TEXT: z.string(),
  FOOTER_LEFT_LINK: z.string(),
  FOOTER_RIGHT_TEXT: z.string(),
  FOOTER_RIGHT_LINK: z.string(),
});
export type EnvResponse = z.infer<typeof envResponse>;

export const versionResponse = z.object({ version: z.string() });

export const kit = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  link: z.string(),
  doc_category_id: z.number().int().nullable(),
  body: z.object({ kitColor: z.string().optional(), titleColor: z.string().optional() }),
});
export type Kit = z.infer<typeof kit>;

export const state = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  label: z.string(),
});
export type State = z.infer<typeof state>;

const email = emailText;

export const forgotPasswordRequest = z.object({
  email: email('Invalid email address'),
  captchaText: requiredText().pipe(z.string().length(CAPTCHA_LENGTH, 'Invalid Captcha')),
  captchaId: z.string({ error: REQUIRED }).min(1, REQUIRED).max(64),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

const newPassword = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .max(128)
  .refine(isStrongPassword, { message: PASSWORD_POLICY_MESSAGE });

export const changePasswordRequest = z
  .object({
    email: z.string().max(254).optional(),
    oldPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(256),
    newPassword,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(128),
  })
  .refine((v) => v.newPassword !== v.oldPassword, {
    message: PASSWORD_SAME_AS_OLD_MESSAGE,
    path: ['newPassword'],
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

const newPasswordPair = z
  .object({
    password: newPassword,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(128),
  })
  .refine((v) => v.confirmPassword === v.password, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

/** Set password from the mailed link: the link's token plus the new password. */
export const setPasswordRequest = z.object({
  values: newPasswordPair.and(
    z.object({ verifytoken: z.string().min(1, REQUIRED).max(200), is_pwd_expired: z.boolean().optional() }),
  ),
});
export type SetPasswordRequest = z.input<typeof setPasswordRequest>;

/** Set password while signed in with an expired password. */
export const setPasswordAgencyRequest = z.object({ values: newPasswordPair });
export type SetPasswordAgencyRequest = z.input<typeof setPasswordAgencyRequest>;

export const passwordFormValues = newPasswordPair;

const nameField = patternText(120, NAME_PATTERN, NAME_PATTERN_MESSAGE);

export const contactUsValues = z.object({
  name: nameField,
  orgName: nameField,
  mobileNo: patternText(INPUT_LIMITS.tel, PHONE_PATTERN, 'Invalid mobile no'),
  email: email('Invalid email address'),
  desc: cappedString(INPUT_LIMITS.textarea)
    .optional()
    .transform((v) => v?.trim() ?? '')
    .refine((v) => v === '' || SENTENCE_PATTERN.test(v), { message: SENTENCE_PATTERN_MESSAGE }),
});
export const contactUsRequest = z.object({ values: contactUsValues });
export type ContactUsValues = z.input<typeof contactUsValues>;
