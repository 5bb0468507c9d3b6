import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isUuid } from '../lib/ids.js';

/** Query keys whose values are secrets whatever they look like. */
const SECRET_KEY = /token|password|pwd|secret|captcha|code|key|sig/i;
/** Longer values are described, not copied: free text has no place in an access log. */
const MAX_VALUE = 64;
/** A path segment this long that is not an id is a token (the web route /setPassword/{token}). */
const MAX_SEGMENT = 24;

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function redactValue(key: string, raw: string): string {
  if (raw === '') return raw;
  if (SECRET_KEY.test(key)) return '[redacted]';
  const value = decode(raw);
  if (value.includes('@')) return '[email]';
  if (value.length > MAX_VALUE) return `[${value.length} chars]`;
  return raw;
}

/** The request URL as it may be logged: no e-mails, tokens or long values, in the path or the query. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  const safePath = path
    .split('/')
    .map((segment) => {
      const value = decode(segment);
      if (value.includes('@')) return '[email]';
      return segment.length > MAX_SEGMENT && !isUuid(value) ? '[redacted]' : segment;
    })
    .join('/');
  if (at === -1) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = (eq === -1 ? pair : pair.slice(0, eq)).slice(0, MAX_VALUE);
      return eq === -1 ? key : `${key}=${redactValue(decode(key), pair.slice(eq + 1))}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Fastify's request log serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Adds the redacting request serializer to a logger configuration (false stays false). */
export function withLogRedaction<T extends boolean | object>(logger: T): T | object {
  if (logger === false) return logger;
  const base = logger === true ? {} : (logger as { serializers?: object });
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}

/**
 * One access-log line per request, when its answer has gone: the redacted request, the status and the time taken
 * (Fastify's own logs write two, one on arrival and one at the end: half the log and its serialisation on every
 * request for the same facts; see docs/benchmarks.md). Its other lines (errors, 404s, broken streams) stay.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
