import * as z from 'zod/mini';
import { AGENCY_TYPES, ROLES } from '../domain/roles.js';
import { REQUIRED, requiredText } from './basics.js';

/**
 * The contracts of the first pages (sign-in, the session, the deployment's texts), written with `zod/mini`: the
 * login page checks its answers and its form against them without loading zod's classic API (about 24 KB gzip,
 * docs/benchmarks.md). They validate exactly as the classic API would; the server declares its routes with
 * them like any other contract.
 */

export const captchaResponse = z.object({ id: z.string(), image: z.string() });
export type CaptchaResponse = z.infer<typeof captchaResponse>;

export const loginRequest = z.object({
  email: z.pipe(requiredText(), z.string().check(z.maxLength(254))),
  password: z.string({ error: REQUIRED }).check(z.minLength(1, REQUIRED), z.maxLength(256)),
  captchaText: z.pipe(requiredText(), z.string().check(z.maxLength(16))),
  captchaId: z.string({ error: REQUIRED }).check(z.minLength(1, REQUIRED), z.maxLength(64)),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const reloginRequest = z.extend(loginRequest, { agencyId: z.nullish(z.uuid()) });
export type ReloginRequest = z.input<typeof reloginRequest>;

/** What the login form checks before it sends: the request without the captcha's id, which is not typed in. */
export const loginFormValues = z.omit(loginRequest, { captchaId: true });
/** What the re-login form checks: the password and the captcha (the e-mail address is the session's). */
export const reloginFormValues = z.pick(reloginRequest, { password: true, captchaText: true });

export const agencySummary = z.object({
  id: z.uuid(),
  type: z.enum(AGENCY_TYPES),
  body: z.object({ name: z.string() }),
});
export type AgencySummary = z.infer<typeof agencySummary>;

export const sessionUser = z.object({
  id: z.uuid(),
  email_address: z.string(),
  agency_id: z.nullable(z.uuid()),
  agencies: z.array(agencySummary),
  body: z.object({
    name: z.string(),
    isAdmin: z.boolean(),
    designation: z.optional(z.string()),
    contactNo: z.optional(z.string()),
  }),
  /** The sign-in before the current one (null on a first sign-in). */
  last_login: z.nullable(z.string()),
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
  scope_agency_id: z.nullable(z.uuid()),
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

/** An agency: GET /api/agencies/current (which every signed-in page asks for), /api/admin/agencies/{id}, ... */
export const agencyDetail = z.object({
  id: z.uuid(),
  type: z.string(),
  scope_agency_id: z.nullable(z.uuid()),
  body: z.record(z.string(), z.unknown()),
});
export type AgencyDetail = z.infer<typeof agencyDetail>;
