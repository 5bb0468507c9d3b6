import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from './csrf.js';

/**
 * Conservative browser security headers on every response. Mantine injects style elements, hence
 * 'unsafe-inline' for styles only; the government logo may be served from another https origin.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The app uses none of these browser features; no page of it (or anything injected into one) may. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'interest-cohort=()',
].join(', ');

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security, sent when the app is served over https (PUBLIC_URL). */
  hsts: boolean;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeaderOptions) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('content-security-policy', CSP);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (opts.hsts) reply.header('strict-transport-security', 'max-age=31536000');
    // API answers carry tenant data: no browser or proxy cache keeps them unless a route says otherwise.
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
