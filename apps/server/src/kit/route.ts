import type { FormSchema, FormValues, Role } from '@anupalan/shared';
import { errorResponse, FORM_INVALID_MESSAGE } from '@anupalan/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext, Deps } from '../context.js';
import { notFound, unauthenticated, validationFailed } from '../lib/errors.js';
import { isUuid } from '../lib/ids.js';
import { formValuesBody, readMultipartValues, validateSchemaValues } from '../modules/cms/index.js';
import { isEditOf } from './edit.js';
import type { EncodedJson } from './encoded-json.js';
import { formValuesDoc } from './form-body.js';
import { registerFormRoute } from './form-values.js';
import type { Gate, GateContext } from './gate.js';

/**
 * Who may call a route. `public` needs no session; `session` any signed-in session (even one still choosing
 * an agency); `read` and `write` a session ready to work, of the given roles (any role when none is given).
 * A `write` route's scope gate also refuses a record that may not change.
 */
export type Access =
  | { level: 'public' }
  | { level: 'session' }
  | { level: 'active'; mode: 'read' | 'write'; roles?: readonly Role[]; refusal?: RoleRefusal };

/**
 * What a malformed id in the path answers: the same whole sentence as an unknown record of that kind (one per
 * kind, so that no message is assembled from parts and each is translated whole).
 */
export const NOT_FOUND_MESSAGES = {
  Agency: 'Agency not found.',
  AttendanceRegister: 'Attendance register not found.',
  Establishment: 'Establishment not found.',
  Employee: 'Employee not found.',
  EmployeeProcess: 'Employee process not found.',
  EmployeeWagePeriod: 'Wage period not found.',
  License: 'License not found.',
  WagePeriod: 'Minimum wage period not found.',
  Project: 'Project not found.',
  Requirement: 'Requirement not found.',
  Subcontractor: 'Subcontractor not found.',
  Subproject: 'Subproject not found.',
  User: 'User not found.',
  WageRegister: 'Wage register not found.',
} as const;
export type RecordKind = keyof typeof NOT_FOUND_MESSAGES;

export interface RoleRefusal {
  message: string;
  code: string;
}

/** The answer of a download: the file's bytes, sent as they are (never serialised). */
export const fileBytes = z.string().meta({ format: 'binary', description: "The file's bytes." });

/**
 * The answer of a route whose record has no shared contract yet: an object with at least these fields; every
 * other field is passed on as the service gives it.
 */
export function recordWith(shape: z.ZodRawShape = {}): z.ZodType<object> {
  return z.looseObject(shape);
}
/** A list of such records. */
export function recordsWith(shape: z.ZodRawShape = {}): z.ZodType<object[]> {
  return z.array(z.looseObject(shape));
}

export const publicAccess = { level: 'public' } as const;
export const sessionAccess = { level: 'session' } as const;
/** A read by a ready session of these roles (all roles when none is named). */
export function read(...roles: Role[]) {
  return { level: 'active', mode: 'read', ...(roles.length ? { roles } : {}) } as const;
}
/** A write by a ready session of these roles (all roles when none is named). */
export function write(...roles: Role[]) {
  return { level: 'active', mode: 'write', ...(roles.length ? { roles } : {}) } as const;
}
/** The same access, answering a caller of another role with this message and code (403). */
export function refusing<A extends Access & { level: 'active' }>(access: A, refusal: RoleRefusal): A {
  return { ...access, refusal };
}

export type { Gate, GateContext } from './gate.js';

type AuthOf<A extends Access> = A extends { level: 'public' } ? AuthContext | null : AuthContext;

export interface FormSpec<V, L, P extends string> {
  /** The form, or the form for this caller and record (a Government approves, a contractor completes). */
  schema: FormSchema | ((ctx: GateContext<P> & { found: L }) => FormSchema | Promise<FormSchema>);
  /** What the document shows as `values` when the schema is chosen per request. */
  documents?: readonly FormSchema[];
  /** Whether the save edits a record: fixed, or the request's isEdit header (the default). */
  isEdit?: boolean;
  /** Values the server supplies before validation, replacing what was sent (e.g. a stored date). */
  supply?: (values: FormValues, ctx: { found: L; auth: AuthContext | null }) => FormValues;
  /**
   * The form's values, typed (a zod schema per form, `kit/form-values.ts`): parsed from what the shared engine
   * accepted and kept, so the handler reads fields, not paths. Types only: the engine is the one validator.
   */
  values: z.ZodType<V>;
}

export interface HandlerContext<A extends Access, P extends string, Q, B, V, L> {
  deps: Deps;
  auth: AuthOf<A>;
  params: Record<P, string>;
  query: Q;
  body: B;
  /** The form's validated values (only the schema's fields), typed by the form's zod schema. */
  values: V;
  isEdit: boolean;
  /** What the scope gate loaded. */
  found: L;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<A extends Access, P extends string, Q, B, V, L, R> {
  description?: string;
  access: A;
  /**
   * Path parameters. An id is declared by the kind of record it names ('Establishment'): a malformed one is not
   * found (404, never 400), like an unknown one. Any other parameter is declared by its schema; outside it, 404.
   */
  params?: Record<P, RecordKind | z.ZodType<string>>;
  query?: z.ZodType<Q>;
  /** A JSON body that is not a form of the engine (a classic or a `zod/mini` schema). */
  body?: z.core.$ZodType<B>;
  gate?: Gate<L, NoInfer<P>>;
  form?: FormSpec<V, L, NoInfer<P>>;
  /** The 200 answer (a classic or a `zod/mini` schema); errors are described by the kit. */
  response: z.core.$ZodType<R>;
  rateLimit?: { max: number; timeWindow: string };
  /** A GET that changes state (CSRF-checked like a write). */
  changesState?: boolean;
  /** An upload: the handler reads the multipart parts itself. */
  multipart?: boolean;
  /** Answers R (or R as JSON text PostgreSQL wrote, kit/encoded-json.ts), or the reply itself for bytes. */
  handler(
    ctx: HandlerContext<A, P, Q, B, V, L>,
  ): Promise<R | EncodedJson<R> | FastifyReply> | R | EncodedJson<R> | FastifyReply;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Router {
  deps: Deps;
  app: FastifyInstance;
  get<A extends Access, P extends string = never, Q = undefined, R = unknown, L = undefined>(
    url: string,
    spec: RouteSpec<A, P, Q, undefined, undefined, L, R>,
  ): void;
  post<
    A extends Access,
    P extends string = never,
    Q = undefined,
    B = undefined,
    V = FormValues,
    L = undefined,
    R = unknown,
  >(url: string, spec: RouteSpec<A, P, Q, B, V, L, R>): void;
  put<
    A extends Access,
    P extends string = never,
    Q = undefined,
    B = undefined,
    V = FormValues,
    L = undefined,
    R = unknown,
  >(url: string, spec: RouteSpec<A, P, Q, B, V, L, R>): void;
  delete<
    A extends Access,
    P extends string = never,
    Q = undefined,
    B = undefined,
    V = FormValues,
    L = undefined,
    R = unknown,
  >(url: string, spec: RouteSpec<A, P, Q, B, V, L, R>): void;
  /** A save of a form of the engine at its own saveUrl (POST, `{id}` placeholders as uuid params). */
  form<A extends Access, P extends string = never, V = FormValues, L = undefined, R = unknown>(
    schema: FormSchema,
    spec: Omit<RouteSpec<A, P, undefined, undefined, V, L, R>, 'form'> & {
      form: Omit<FormSpec<V, L, P>, 'schema'>;
    },
  ): void;
}

/** The error answers every route documents: each is the one error shape. */
const ERROR_RESPONSES = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** What a gate loaded for a request, kept between the gate's hook and the handler. */
const loaded = new WeakMap<FastifyRequest, unknown>();

function requireSession(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

function routeOf<A extends Access, P extends string, Q, B, V, L, R>(
  app: FastifyInstance,
  deps: Deps,
  method: Method,
  url: string,
  spec: RouteSpec<A, P, Q, B, V, L, R>,
) {
  const access = spec.access as Access;
  const paramSpecs = Object.entries((spec.params ?? {}) as Record<string, RecordKind | z.ZodType<string>>);
  const form = spec.form;
  const multipart = spec.multipart || (form && typeof form.schema !== 'function' && form.schema.multipart);
  // A multipart body is parsed by hand, so the route must know it is one before any request comes.
  if (form && typeof form.schema === 'function' && form.documents?.some((d) => d.multipart))
    throw new Error(`${method} ${url}: a form chosen per request cannot be a multipart form`);
  if (spec.gate?.inStatement && (form || access.level !== 'active' || access.mode !== 'read'))
    throw new Error(`${method} ${url}: a gate checked in the handler's statement is for reads only`);
  const documented = form ? (typeof form.schema === 'function' ? (form.documents ?? []) : [form.schema]) : [];
  if (form) registerFormRoute(deps, { method, url, schemas: documented, values: form.values });
  const schema: FastifySchema = {
    ...(spec.description ? { description: spec.description } : {}),
    ...(paramSpecs.length
      ? {
          params: z.object(
            Object.fromEntries(
              paramSpecs.map(([name, kind]) => [name, typeof kind === 'string' ? z.uuid() : kind]),
            ),
          ),
        }
      : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(form && !multipart ? { body: z.object({ values: formValuesDoc(documented) }) } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: { 200: spec.response, ...ERROR_RESPONSES },
    ...(access.level === 'public' ? {} : { security: [{ session: [] }] }),
  };

  app.route({
    method,
    url,
    schema,
    config: {
      auth: access.level === 'public' ? 'public' : access.level === 'session' ? 'session' : 'active',
      ...(access.level === 'active' && access.roles ? { roles: access.roles } : {}),
      ...(access.level === 'active' && access.refusal ? { rolesRefusal: access.refusal } : {}),
      ...(form ? { formSave: true } : {}),
      ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
      ...(spec.changesState ? { changesState: true } : {}),
    },
    // A form's body is documented field by field but checked by the form engine, with the form's messages:
    // only its outer shape (`{values: {...}}`, bounded) is checked before.
    ...(form
      ? {
          validatorCompiler: (request: { schema: unknown; httpPart?: string; method: string; url: string }) =>
            validatorCompiler({
              ...request,
              schema: request.httpPart === 'body' ? formValuesBody : request.schema,
            } as Parameters<typeof validatorCompiler>[0]),
        }
      : {}),
    // Ids, then scope, then writability: all before the body is looked at.
    preValidation: async (request: FastifyRequest) => {
      const params = request.params as Record<string, string>;
      for (const [name, kind] of paramSpecs) {
        if (typeof kind === 'string' ? !isUuid(params[name]) : !kind.safeParse(params[name]).success)
          throw notFound(typeof kind === 'string' ? NOT_FOUND_MESSAGES[kind] : undefined);
      }
      if (!spec.gate) return;
      const auth = requireSession(request);
      const found = await spec.gate.load({ deps, auth, params: params as Record<P, string>, request });
      if (access.level === 'active' && access.mode === 'write') await spec.gate.refuseWrite?.(found, auth);
      loaded.set(request, found);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = (access.level === 'public' ? request.auth : requireSession(request)) as AuthOf<A>;
      const params = request.params as Record<P, string>;
      const found = loaded.get(request) as L;
      const isEdit = form?.isEdit ?? isEditOf(request);
      let values: unknown;
      if (form) {
        const formSchema =
          typeof form.schema === 'function'
            ? await form.schema({ deps, auth: requireSession(request), params, request, found })
            : form.schema;
        const sent = multipart
          ? await readMultipartValues(deps, request)
          : (request.body as { values: FormValues }).values;
        const supplied = form.supply ? form.supply(sent, { found, auth: request.auth }) : sent;
        const clean = await validateSchemaValues(app, request, formSchema, supplied, request.auth, isEdit);
        values = parseTyped(form.values, clean);
      }
      return spec.handler({
        deps,
        auth,
        params,
        query: request.query as Q,
        body: (form ? undefined : request.body) as B,
        values: values as V,
        isEdit,
        found,
        request,
        reply,
      });
    },
  });
}

/** Values the engine accepted but the form's typed schema does not: the form and its schema disagree. */
function parseTyped<V>(schema: z.ZodType<V>, values: FormValues): V {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'values'] = issue.message;
  throw validationFailed(fields, FORM_INVALID_MESSAGE);
}

/** The route path of a form's saveUrl: `/api/x/{id}` is `/x/:id`. */
function pathOfSaveUrl(schema: FormSchema): string {
  if (!schema.saveUrl.startsWith('/api/'))
    throw new Error(`saveUrl of ${schema.type}-${schema.purpose} must start with /api/`);
  return schema.saveUrl.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The one way to write routes: a module is `routes((r) => { r.get(...); r.post(...); })`. Each route declares
 * its access, its id parameters, the gate that loads its record in scope, its form and its response; the kit
 * runs them in that order (session, ids, scope, writability, values) before the handler.
 */
export function routes(define: (r: Router) => void): FastifyPluginAsyncZod<Deps> {
  return async (app, deps) => {
    const instance = app as unknown as FastifyInstance;
    const add =
      (method: Method) =>
      (url: string, spec: RouteSpec<Access, string, unknown, unknown, unknown, unknown, unknown>) =>
        routeOf(instance, deps, method, url, spec);
    const router = {
      deps,
      app: instance,
      get: add('GET'),
      post: add('POST'),
      put: add('PUT'),
      delete: add('DELETE'),
      form: (
        schema: FormSchema,
        spec: Omit<RouteSpec<Access, string, unknown, unknown, unknown, unknown, unknown>, 'form'> & {
          form: Omit<FormSpec<unknown, unknown, string>, 'schema'>;
        },
      ) =>
        routeOf(instance, deps, 'POST', pathOfSaveUrl(schema), {
          description: `Saves the ${schema.title} form (schema ${schema.type}-${schema.purpose}).`,
          ...spec,
          form: { ...spec.form, schema },
        }),
    } as Router;
    define(router);
  };
}
