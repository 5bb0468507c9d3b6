import {
  allFields,
  FORM_INVALID_MESSAGE,
  type FormSchema,
  type FormValues,
  MAX_FILE_BYTES,
  pickSchemaValues,
  setPath,
  validateAsyncRules,
  validateForm,
} from '@anupalan/shared';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import { badRequest, unauthenticated, validationFailed } from '../../lib/errors.js';
import { refuseUnstorableText } from '../../plugins/input-guard.js';
import { uploadAgencyFile } from '../files/files.service.js';
import { readFilePart } from '../files/index.js';
import { checkStoredValues } from './form-values.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A save of the form engine: every invalid request to it answers FORM_INVALID_MESSAGE. */
    formSave?: boolean;
  }
}

/** The body of every form-engine save: the form's values. Their schema decides what is kept and how. */
export const formValuesBody = z.object({ values: z.record(z.string().max(200), z.unknown()) });

/** A request-shape error of a form save: the fields as the error handler names them, the form's message. */
function formShapeError(errors: FastifySchemaValidationError[]): Error {
  const fields: Record<string, string> = {};
  for (const e of errors) {
    const key =
      e.instancePath
        .replace(/^\//, '')
        .replaceAll('/', '.')
        .replace(/^values\.?/, '') || 'values';
    if (!(key in fields)) fields[key] = e.message ?? 'Invalid value';
  }
  return validationFailed(fields, FORM_INVALID_MESSAGE);
}

/**
 * Every form-engine save (the route kit marks them `formSave`) answers an invalid request with the form's
 * message whatever check refused it: its shape, an unstorable character, or a rule of the schema.
 */
export const formRoutesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.formSave) route.schemaErrorFormatter = formShapeError;
  });
});

/**
 * Reads a multipart save: the `values` field holds the JSON values; each file part is stored like an upload
 * to /api/files and its `{name, url}` placed at the column its field name gives.
 */
export async function readMultipartValues(deps: Deps, request: FastifyRequest): Promise<FormValues> {
  if (!request.isMultipart()) throw badRequest('This form is sent as multipart form data.');
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  let values: FormValues = {};
  const uploads: { colName: string; file: { name: string; url: string } }[] = [];
  for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES } })) {
    if (part.type === 'field' && part.fieldname === 'values') {
      let json: unknown;
      try {
        json = JSON.parse(String(part.value));
      } catch {
        throw validationFailed({ values: 'Invalid value' }, FORM_INVALID_MESSAGE);
      }
      const parsed = formValuesBody.shape.values.safeParse(json);
      if (!parsed.success) throw validationFailed({ values: 'Invalid value' }, FORM_INVALID_MESSAGE);
      refuseUnstorableText(parsed.data, true);
      values = parsed.data;
    } else if (part.type === 'file') {
      const data = await readFilePart(part);
      const stored = await uploadAgencyFile(deps, auth, { name: part.filename, data });
      uploads.push({ colName: part.fieldname, file: { name: stored.name, url: stored.url } });
    }
  }
  for (const u of uploads) values = setPath(values, u.colName, u.file);
  return values;
}

/**
 * Asks the API itself, as the caller, whether an async rule accepts a value: the same endpoint the browser
 * asked, with the caller's cookies, so the answer is the one the caller would get.
 */
function asyncCheckerFor(app: FastifyInstance, request: FastifyRequest) {
  return async ({
    url,
    method,
    payload,
  }: {
    url: string;
    method: 'GET' | 'POST';
    payload: Record<string, unknown>;
  }) => {
    if (!url.startsWith('/api/')) return false;
    const cookie = request.headers.cookie ?? '';
    const csrf = String(request.headers['x-csrf-token'] ?? '');
    const response =
      method === 'GET'
        ? await app.inject({
            method,
            url: `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(
              Object.entries(payload).map(([k, v]): [string, string] => [k, String(v ?? '')]),
            )}`,
            headers: { cookie },
          })
        : await app.inject({ method, url, payload, headers: { cookie, 'x-csrf-token': csrf } });
    return response.statusCode >= 200 && response.statusCode < 300;
  };
}

/** Top-level keys every save may name besides its fields: the id of the record an edit changes. */
const RECORD_KEYS = ['id'];

/**
 * Validates a schema's values with the shared module, exactly as the browser does, then what only the server
 * can check (files the caller may read, options of lists the API serves) and the async rules. Throws 400
 * VALIDATION with the fields; returns only what the schema defines (pickSchemaValues): unknown keys,
 * dependency-disabled fields and fields the role does not see are dropped, never stored.
 */
export async function validateSchemaValues(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: FormSchema,
  values: FormValues,
  auth: AuthContext | null,
  isEdit: boolean,
): Promise<FormValues> {
  const ctx = { role: auth?.role ?? null, isEdit };
  const errors = validateForm(schema, values, ctx);
  const picked = pickSchemaValues(schema, values, ctx, RECORD_KEYS);
  await checkStoredValues(app, request, schema, picked, auth, errors);
  await validateAsyncRules(allFields(schema), values, ctx, errors, asyncCheckerFor(app, request));
  if (Object.keys(errors).length > 0) throw validationFailed(errors, FORM_INVALID_MESSAGE);
  return picked;
}
