import { type AppError, badRequest } from './errors.js';

export const UNSTORABLE_VALUE_MESSAGE = 'A value could not be stored. Please correct the highlighted fields.';
export const MALFORMED_MULTIPART_MESSAGE = 'The upload was incomplete or malformed. Please send it again.';

/** The PostgreSQL SQLSTATE of an error, also when a driver or Drizzle wrapped it (`cause`). */
function sqlStateOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Errors that a client's input caused although it passed validation: a safety net, so none of them is
 * answered as a server error. PostgreSQL's class 22 (data exception: a value out of range, a date that does
 * not exist, an unstorable character) and a multipart body that ends early or has no boundary are 400.
 * Returns null for everything else.
 */
export function clientErrorOf(error: unknown): AppError | null {
  const state = sqlStateOf(error);
  if (state?.startsWith('22')) return badRequest(UNSTORABLE_VALUE_MESSAGE, 'INVALID_VALUE');
  const message = error instanceof Error ? error.message : '';
  if (
    /Boundary not found|Boundary required|unexpected end of (form|multipart data)|Malformed part header/i.test(
      message,
    )
  )
    return badRequest(MALFORMED_MULTIPART_MESSAGE, 'MALFORMED_MULTIPART');
  return null;
}
