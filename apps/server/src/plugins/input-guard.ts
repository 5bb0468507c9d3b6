import { FORM_INVALID_MESSAGE } from '@anupalan/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';

export const UNSTORABLE_TEXT_MESSAGE =
  'The request holds a character that cannot be stored (a NUL or a broken character). Remove it and try again.';

/**
 * NUL and lone surrogates (half of a character): PostgreSQL stores neither in text or jsonb, and nobody
 * types them. Refused on the way in, so they never reach a query as a server error.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string or key that holds an unstorable character, or null. Walks with its own
 * stack: a deeply nested body cannot exhaust the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path || '_';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isUnstorable(key)) return childPath;
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

/**
 * Throws 400 when a decoded request part holds an unstorable character; `values.` is dropped from the path.
 * A form save answers with the form's message, the field with what is wrong.
 */
export function refuseUnstorableText(value: unknown, formSave = false) {
  const at = findUnstorableText(value);
  if (at === null) return;
  const field = at.replace(/^values\./, '');
  throw badRequest(formSave ? FORM_INVALID_MESSAGE : UNSTORABLE_TEXT_MESSAGE, 'INVALID_TEXT', {
    [field]: UNSTORABLE_TEXT_MESSAGE,
  });
}

/**
 * One check for every route: the query string, the path parameters and the JSON body (multipart values are
 * checked where they are parsed, in the form save). Runs after the session guard, so a caller without a
 * session still gets its 401 first.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const formSave = request.routeOptions.config.formSave === true;
    refuseUnstorableText(request.query, formSave);
    refuseUnstorableText(request.params, formSave);
    refuseUnstorableText(request.body, formSave);
  });
});
