import {
  allFields,
  FORM_INVALID_MESSAGE,
  type FormSchema,
  type FormValues,
  MAX_FILE_BYTES,
  messageResponse,
  pickSchemaValues,
  setPath,
  validateAsyncRules,
  validateForm,
} from '@anupalan/shared';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { badRequest, validationFailed } from '../../lib/errors.js';
import { refuseUnstorableText } from '../../plugins/input-guard.js';
import { type AuthContext, type AuthLevel, requireAuth } from '../../plugins/session.js';
import { uploadAgencyFile } from '../files/files.service.js';
import { readFilePart } from '../files/upload.js';
import { checkStoredValues } from './form-values.js';

export interface FormSaveContext {
  deps: Deps;
  auth: AuthContext | null;
  isEdit: boolean;
  /** Path parameters of a saveUrl with placeholders, e.g. `{id}` in /api/admin/agencies/{id}/users. */
  params: Record<string, string>;
  request: FastifyRequest;
}

export type FormSaveHandler = (values: FormValues, ctx: FormSaveContext) => Promise<{ message: string }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A save of the form engine: every invalid request to it answers FORM_INVALID_MESSAGE. */
    formSave?: boolean;
  }
}

/** The body of every form-engine save: the form's values. Their schema decides what is kept and how. */
export const formValuesBody = z.object({ values: z.record(z.string().max(200), z.unknown()) });
const saveBody = formValuesBody;

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
 * Marks every form-engine save (a route whose body is formValuesBody, or that says so, as multipart saves
 * do), so that an invalid request to it answers the form's message whatever check refused it: its shape,
 * an unstorable character, or a rule of the schema.
 */
export const formRoutesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body !== formValuesBody && !route.config?.formSave) return;
    route.config = { ...route.config, formSave: true };
    route.schemaErrorFormatter = formShapeError;
  });
});

/**
 * Reads a multipart save: the `values` field holds the JSON values; each file part is stored like an upload
 * to /api/files and its `{name, url}` placed at the column its field name gives.
 */
async function readMultipartValues(deps: Deps, request: FastifyRequest): Promise<FormValues> {
  if (!request.isMultipart()) throw badRequest('This form is sent as multipart form data.');
  const auth = requireAuth(request.auth);
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
      const parsed = saveBody.shape.values.safeParse(json);
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

/** `isEdit` header: 'true' means an edit of an existing record. */
export function isEditOf(request: FastifyRequest): boolean {
  const header = request.headers.isedit;
  return header === 'true' || header === '1';
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

/**
 * Registers the generic save of a schema: POST {values} to its saveUrl with an isEdit header. The server
 * validates with the same schema and rules as the browser before the handler writes anything.
 */
export function registerFormSave(
  api: FastifyInstance,
  deps: Deps,
  schema: FormSchema,
  handler: FormSaveHandler,
  options: { auth?: AuthLevel; rateLimit?: { max: number; timeWindow: string } } = {},
) {
  if (!schema.saveUrl.startsWith('/api/'))
    throw new Error(`saveUrl of ${schema.type}-${schema.purpose} must start with /api/`);
  api.post(
    schema.saveUrl.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1'),
    {
      config: {
        formSave: true,
        auth: options.auth ?? 'active',
        ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      },
      schema: {
        // A multipart save carries `values` as a JSON field beside its files, so it is parsed by hand.
        ...(schema.multipart ? { consumes: ['multipart/form-data'] } : { body: saveBody }),
        response: { 200: messageResponse },
        description: `Saves the ${schema.title} form (schema ${schema.type}-${schema.purpose}).`,
      },
    },
    async (request) => {
      const values = schema.multipart
        ? await readMultipartValues(deps, request)
        : (request.body as z.infer<typeof saveBody>).values;
      const isEdit = isEditOf(request);
      const clean = await validateSchemaValues(api, request, schema, values, request.auth, isEdit);
      return handler(clean, {
        deps,
        auth: request.auth,
        isEdit,
        params: request.params as Record<string, string>,
        request,
      });
    },
  );
}
