import type { Role } from '@anupalan/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { AuthContext } from '../context.js';
import type { Db } from '../db/client.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import { deleteSession, findSessionWithUser, touchSession } from '../modules/auth/index.js';
import { isApiRequest } from './csrf.js';

export const SESSION_COOKIE = 'anupalan_sid';

/**
 * 'public': no session needed. 'session': any signed-in session, even one that must still choose an
 * agency or set a new password. Default: a session ready to work.
 */
export type AuthLevel = 'public' | 'session' | 'active';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The roles that may call the route at all; any other ready session is refused with 403. */
    roles?: readonly Role[];
    /** The answer to a ready session of another role; a plain 403 when absent. */
    rolesRefusal?: { message: string; code: string };
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, config: Config) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: config.SESSION_MAX_HOURS * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

const TOUCH_AFTER_MS = 30_000;

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('auth', null);

  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return;
    const level: AuthLevel = request.routeOptions.config.auth ?? 'active';
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const hash = hashToken(token);
      const row = await findSessionWithUser(opts.db, hash, opts.config.SESSION_IDLE_MINUTES);
      if (row?.agencyId && !row.membershipActive) {
        // The membership was revoked after sign-in: this session may no longer act for that agency.
        await deleteSession(opts.db, hash);
      } else if (row) {
        if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(opts.db, hash);
        const role: Role | null = !row.agencySelected
          ? null
          : row.agencyId
            ? (row.agencyType as Role)
            : row.isAdmin
              ? 'Admin'
              : null;
        request.auth = {
          sessionHash: hash,
          userId: row.userId,
          email: row.emailAddress,
          name: row.name,
          isAdmin: row.isAdmin,
          isPwdExpired: row.isPwdExpired,
          agencyId: row.agencyId,
          agencySelected: row.agencySelected,
          role,
        };
      }
    }
    if (level === 'public' || request.is404) return;
    const auth = request.auth;
    if (!auth) throw token ? unauthenticated() : unauthenticated('Please log in to continue.');
    if (level === 'session') return;
    if (auth.isPwdExpired) {
      throw forbidden('Your password has expired. Please set a new password.', 'PASSWORD_EXPIRED');
    }
    if (!auth.role) throw forbidden('Please choose an agency to continue.', 'AGENCY_NOT_CHOSEN');
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.includes(auth.role)) {
      const refusal = request.routeOptions.config.rolesRefusal;
      throw refusal ? forbidden(refusal.message, refusal.code) : forbidden();
    }
  });
});
