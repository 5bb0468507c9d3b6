import { sessionExpiry } from './session/expiry';

/** The readable cookie in which the server hands out the CSRF token; it is echoed in a header. */
const CSRF_COOKIE = 'anupalan_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Anything that turns an unknown value into a typed one by checking it (a zod schema, for instance). */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** One problem of a refused file: its row as a spreadsheet numbers it, the column and the message. */
export interface FileRowProblem {
  row: number;
  column: string;
  message: string;
}

const isRowProblem = (value: unknown): value is FileRowProblem => {
  if (typeof value !== 'object' || value === null) return false;
  const { row, column, message } = value as Record<string, unknown>;
  return typeof row === 'number' && typeof column === 'string' && typeof message === 'string';
};

/** A failed API call, carrying the one error shape every route answers with. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** A refused file's problems, row by row (the employee import). */
  readonly rows: FileRowProblem[] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    rows?: FileRowProblem[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.rows = rows;
  }
}

const NETWORK_ERROR_CODE = 'NETWORK';
const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';
export const UNAUTHENTICATED_STATUS = 401;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The record is not there, or not within the caller's reach (the server does not tell which). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** A 401 that expired the session: the re-login modal explains it, so the page adds no message of its own. */
export function isSessionExpiry(error: unknown): boolean {
  return isApiError(error) && error.status === UNAUTHENTICATED_STATUS && sessionExpiry.getSnapshot().expired;
}

/** The server's message when the server sent one, else the given fallback (never a raw object). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** For calls whose success carries nothing the page needs. */
export const ignoreBody: Parser<void> = { parse: () => undefined };

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as it is when it is FormData (multipart: the browser sets the boundary). */
  body?: unknown;
  /** Extra request headers, e.g. the generic form save's `isEdit`. */
  headers?: Record<string, string>;
  /** Checks the response body against the shared contract. */
  parser: Parser<T>;
}

function buildUrl(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isErrorBody(
  body: unknown,
): body is { message: string; code: string; fields?: Record<string, string>; rows?: unknown } {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code } = body as Record<string, unknown>;
  return typeof message === 'string' && typeof code === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API with the session cookie and the CSRF token. A 401 while signed in raises the session-expired
 * flag (the re-login modal) instead of signing the user out, so the page and its unsaved work stay.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', query, body, parser } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, '');
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === UNAUTHENTICATED_STATUS) sessionExpiry.unauthenticatedResponse();
    if (isErrorBody(data)) {
      const rows = Array.isArray(data.rows) ? data.rows.filter(isRowProblem) : undefined;
      throw new ApiError(response.status, data.code, data.message, data.fields, rows);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', '');
  }
  try {
    return parser.parse(data);
  } catch (error) {
    // A contract mismatch is a bug to see in the console, not a message for the person using the page.
    console.error(`Unexpected response from ${method} ${path}`, error);
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, '');
  }
}
