import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
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
 * The headers helmet sends with these options, worked out once. Our directives are fixed texts (no nonces, no
 * functions), so every response gets the same headers: helmet is run once against a recording response instead
 * of on every request (@fastify/helmet built helmet's middleware and parsed the CSP directives again for each
 * request, which cost an answer that reads nothing more than a whole bare page's share of CPU; see
 * docs/benchmarks.md).
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * helmet sends the standard headers, with the CSP above, frames denied, the referrer kept to our own origin and
 * HSTS only over https (not for subdomains: the department's other hosts are not ours to decide); besides ours it
 * sends Cross-Origin-Opener/Resource-Policy, Origin-Agent-Cluster and the rest of its defaults. Permissions-Policy
 * and the API's no-store are ours: helmet sets neither.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeaderOptions) => {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    // API answers carry tenant data: no browser or proxy cache keeps them unless a route says otherwise.
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
