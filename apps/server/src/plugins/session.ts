import type { Role } from '@anupalan/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { AuthContext } from '../context.js';
import type { Db } from '../db/client.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import {
  deleteSession,
  findSessionWithUser,
  onSessionsChanged,
  touchSession,
} from '../modules/auth/index.js';
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

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/**
 * The sessions this process read in the last `SESSION_CACHE_MS` (default 1 s), by token hash. On the large data
 * set the session read was one of a page's two or three statements and about a sixth of its CPU, each statement
 * a round trip whose system calls cost more than its work (docs/benchmarks.md); a page of the web app makes
 * several calls at once, and each read the same session. A row read here is reused only briefly and only by
 * this process. Every write request this process serves (a sign-out, a password change, a user's or membership's
 * revocation) forgets every row it holds when it starts and again once it has answered, and so does every change
 * the auth module makes to a session whatever the request (the agency switch is a GET: `onSessionsChanged`): a
 * revocation made here is in force for the next request, one made elsewhere (another process, the database by
 * hand) within the cache's time. A row read while such a change was made is not kept (`generation`). Only
 * sessions that exist are kept.
 */
export class SessionCache {
  private readonly rows = new Map<string, { row: SessionRow; until: number }>();
  private generation = 0;
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async read(hash: string, load: () => Promise<SessionRow | undefined>): Promise<SessionRow | undefined> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const kept = this.rows.get(hash);
    if (kept && kept.until > now) return kept.row;
    const generation = this.generation;
    const row = await load();
    if (!row || generation !== this.generation) return row;
    this.rows.delete(hash);
    if (this.rows.size >= this.maxEntries) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(hash, { row, until: Date.now() + this.ttlMs });
    return row;
  }

  /** Forgets every row, and any read under way when this is called. */
  clear() {
    this.generation++;
    this.rows.clear();
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  app.decorateRequest('auth', null);
  const cache = new SessionCache(opts.config.SESSION_CACHE_MS);
  // A write may have ended or changed sessions (its own or others'): forget them all once it has answered, and
  // when it starts, so that no request after it reads a row from before it.
  const forget = async (request: { method: string }) => {
    if (!READ_METHODS.has(request.method)) cache.clear();
  };
  app.addHook('onRequest', forget);
  app.addHook('onResponse', forget);
  // And whenever the auth module changes a session, whatever the request (the agency switch is a GET).
  const unsubscribe = onSessionsChanged(() => cache.clear());
  app.addHook('onClose', async () => unsubscribe());

  app.addHook('preValidation', async (request) => {
    if (!isApiRequest(request)) return;
    const level: AuthLevel = request.routeOptions.config.auth ?? 'active';
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const hash = hashToken(token);
      const row = await cache.read(hash, () =>
        findSessionWithUser(opts.db, hash, opts.config.SESSION_IDLE_MINUTES),
      );
      if (row?.agencyId && !row.membershipActive) {
        // The membership was revoked after sign-in: this session may no longer act for that agency.
        await deleteSession(opts.db, hash);
      } else if (row) {
        if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
          await touchSession(opts.db, hash);
          row.lastSeenAt = new Date();
        }
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
