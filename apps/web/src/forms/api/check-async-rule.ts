import type { AsyncChecker } from '@anupalan/shared';
import { apiRequest, ignoreBody } from '../../lib/api';

type QueryValue = string | number | boolean | null | undefined;

function queryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * Asks an async rule's endpoint about a value: GET with the payload as query, or POST with it as JSON.
 * Any 2xx accepts the value; a failure rejects, which the shared validation reads as invalid.
 * `resolveUrl` fills the url's placeholders from the route.
 */
export function createAsyncChecker(resolveUrl: (url: string) => string): AsyncChecker {
  return async ({ url, method, payload }) => {
    const query = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, queryValue(value)]));
    await apiRequest(resolveUrl(url), {
      method,
      ...(method === 'GET' ? { query } : { body: payload }),
      parser: ignoreBody,
    });
    return true;
  };
}
