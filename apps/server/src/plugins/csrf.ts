import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { newToken } from '../lib/tokens.js';

export const CSRF_COOKIE = 'anupalan_csrf';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (switching agency) declares it, and is guarded like a mutation. */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request is for the API, judged by the route the router matched, never by the raw URL:
 * `/%61pi/...` and `/api/%67et-token` reach the same routes as their decoded forms.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? request.url;
  // The printable forms under /gen-forms are the API's too: signed-in, scoped, never cached.
  return url.startsWith('/api/') || url.startsWith('/gen-forms/');
}

/**
 * Double-submit CSRF protection: a readable cookie holds a random token and every mutating request
 * must echo it in a header. A cross-site page can neither read the cookie nor set the header.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secure: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie && isApiRequest(request)) {
      reply.setCookie(CSRF_COOKIE, newToken(24), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: opts.secure,
      });
    }
    // Every mutation is guarded, whatever its path; a safe method only when its route says it changes state.
    if (SAFE_METHODS.has(request.method) && request.routeOptions.config?.changesState !== true) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || header !== cookie) {
      throw new AppError(
        403,
        'CSRF',
        'Your request could not be verified. Please reload the page and try again.',
      );
    }
  });
});
