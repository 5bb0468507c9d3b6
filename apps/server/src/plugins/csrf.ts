import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { newToken } from '../lib/tokens.js';

export const CSRF_COOKIE = 'anupalan_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state (switching agency) are guarded like mutations. */
const GUARDED_GETS = new Set(['/api/get-token']);

/**
 * Double-submit CSRF protection: a readable cookie holds a random token and every mutating request
 * must echo it in a header. A cross-site page can neither read the cookie nor set the header.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { secure: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, newToken(24), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: opts.secure,
      });
    }
    const path = request.url.split('?')[0] ?? '';
    if (SAFE_METHODS.has(request.method) && !GUARDED_GETS.has(path)) return;
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
