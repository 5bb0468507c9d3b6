import { z } from 'zod';
import { CAPTCHA_LENGTH, INPUT_LIMITS } from '../domain/limits.js';
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
import { REQUIRED, requiredText } from './basics.js';
import { cappedString, emailText, patternText } from './common.js';

export const getTokenQuery = z.object({ user_id: z.uuid(), agency_id: z.uuid().optional() });

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
  captchaText: z.pipe(requiredText(), z.string().length(CAPTCHA_LENGTH, 'Invalid Captcha')),
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
