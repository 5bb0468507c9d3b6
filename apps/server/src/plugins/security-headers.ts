import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from './csrf.js';

/**
 * Conservative browser security headers on every response. Mantine injects style elements, hence
 * 'unsafe-inline' for styles only; the government logo may be served from another https origin.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

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

/**
 * helmet (through @fastify/helmet) sends the standard headers, with the CSP above, frames denied, the referrer
 * kept to our own origin and HSTS only over https (not for subdomains: the department's other hosts are not
 * ours to decide); besides ours it sends Cross-Origin-Opener/Resource-Policy, Origin-Agent-Cluster and the
 * rest of its defaults. Permissions-Policy and the API's no-store are ours: helmet sets neither.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeaderOptions) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry tenant data: no browser or proxy cache keeps them unless a route says otherwise.
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
