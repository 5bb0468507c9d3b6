import {
  DEFAULT_MESSAGES,
  FILE_TYPES,
  type FieldErrors,
  type FieldSchema,
  type FormSchema,
  type FormValues,
  getPath,
  OPTION_TYPES,
  staticOptionValues,
  TABLE_TYPES,
} from '@anupalan/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { findVisibleFile } from '../files/files.service.js';

export const FOREIGN_FILE_MESSAGE = 'This file cannot be used here. Upload it again.';

interface ListedOption {
  id?: unknown;
  name?: unknown;
  value?: unknown;
  Tag?: ListedOption[];
}

/** Every value an option list offers, children included, read the way the web app reads them. */
function listedValues(items: ListedOption[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    const value = item.value ?? item.name ?? item.id;
    if (value !== undefined && value !== null) into.add(String(value));
    if (Array.isArray(item.Tag)) listedValues(item.Tag, into);
  }
  return into;
}

/**
 * The options a list served by the API offers the caller: the list the browser showed, asked for with the
 * caller's cookies, so the check is the caller's own list (a list the caller may not read offers nothing).
 */
async function servedOptions(
  app: FastifyInstance,
  request: FastifyRequest,
  src: string,
): Promise<Set<string>> {
  if (!src.startsWith('/api/')) return new Set();
  const response = await app.inject({
    method: 'GET',
    url: src,
    headers: { cookie: request.headers.cookie ?? '' },
  });
  if (response.statusCode !== 200) return new Set();
  const body: unknown = response.json();
  return Array.isArray(body) ? listedValues(body as ListedOption[]) : new Set();
}

/** A stored file the caller may read; anything else (another tenant's, deleted, not an id) is not. */
async function isReadableFile(app: FastifyInstance, auth: AuthContext | null, url: string): Promise<boolean> {
  if (!auth) return false;
  try {
    await findVisibleFile(app.deps, auth, url, 'read');
    return true;
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) return false;
    throw err;
  }
}

/**
 * What only the server can check of picked values: a file must be one the caller may read in this scope, and
 * an option of a list the API serves (states, for one) must be on that list. Static option lists are checked
 * by the shared validation already. Lists whose src names a placeholder are checked by their save's service.
 * Adds to `errors`, keyed like the shared validation's; fields that already failed are not asked again.
 */
export async function checkStoredValues(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: FormSchema,
  values: FormValues,
  auth: AuthContext | null,
  errors: FieldErrors,
): Promise<void> {
  const lists = new Map<string, Promise<Set<string>>>();
  const optionsOf = (src: string) => {
    if (!lists.has(src)) lists.set(src, servedOptions(app, request, src));
    return lists.get(src)!;
  };
  const checkField = async (field: FieldSchema, value: unknown, key: string) => {
    if (value === undefined || value === null || value === '' || errors[key]) return;
    if (FILE_TYPES.includes(field.type)) {
      const url = (value as { url?: unknown }).url;
      if (typeof url === 'string' && url !== '' && !(await isReadableFile(app, auth, url)))
        errors[key] = FOREIGN_FILE_MESSAGE;
      return;
    }
    if (!OPTION_TYPES.includes(field.type) || !field.src || field.src.includes('{')) return;
    if (staticOptionValues(field)) return;
    const allowed = await optionsOf(field.src);
    const chosen = Array.isArray(value) ? value : [value];
    // A field that asks the server about its value already names the message for a value not on the list.
    if (chosen.some((v) => !allowed.has(String(v))))
      errors[key] = field.validations?.async?.message ?? DEFAULT_MESSAGES.notAnOption;
  };
  for (const field of schema.steps.flatMap((s) => s.fields)) {
    const value = getPath(values, field.colName);
    if (TABLE_TYPES.includes(field.type) && Array.isArray(value)) {
      for (const [index, row] of value.entries()) {
        for (const column of field.columns ?? []) {
          const key = `${field.colName}.${index}.${column.colName}`;
          await checkField(column, getPath(row, column.colName), key);
        }
      }
      continue;
    }
    await checkField(field, value, field.colName);
  }
}
