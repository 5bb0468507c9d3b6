import { randomUUID } from 'node:crypto';
import {
  allFields,
  DISPLAY_ONLY_TYPES,
  FILE_TYPES,
  type FieldSchema,
  FORM_SCHEMAS,
  type FormSchema,
  type FormValues,
  fieldGallerySchema,
  setPath,
  TABLE_TYPES,
} from '@anupalan/shared';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../test/helper.js';
import type { Executor } from '../db/client.js';

/**
 * Every mutating operation of /api/openapi.json, called as every demo role with generated bad bodies, query
 * strings and ids (issue 9). Each answer is a 4xx with a message and no stack trace or SQL text, and no row of
 * any table changes. Bounded (a fixed seed, a fixed number of runs per role) so it runs inside `npm test`.
 */
let ctx: TestContext;
const clients = new Map<string, TestClient>();
let operations: Operation[] = [];
/** Ids of real records of every tenant, so generated requests also reach the checks behind the scope. */
let realIds: string[] = [];

const ROLES = {
  admin: 'admin@demo.anupalan.in',
  government: 'govt@demo.anupalan.in',
  consultant: 'consultant@demo.anupalan.in',
  contractor: 'contractor@demo.anupalan.in',
  subcontractor: 'subcontractor@demo.anupalan.in',
} as const;

/**
 * Operations whose effect is the caller's own session, not a record: logging out always succeeds, and would
 * end the session the rest of the run uses.
 */
const SESSION_OPERATIONS = new Set(['POST /api/login/logout']);

/**
 * Tables a refused request may still write: the caller's session (its last use) and captchas. Every other
 * table must read the same before and after.
 */
const VOLATILE_TABLES = new Set(['sessions', 'captchas']);

interface Operation {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  hasBody: boolean;
  /** The JSON schema of the body, when the body is JSON. */
  bodySchema?: JsonSchema;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [role, email] of Object.entries(ROLES))
    clients.set(role, await ctx.client().loginAs(email, DEMO_PASSWORD));
  const document = (await ctx.client().get('/api/openapi.json')).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        hasBody: op.requestBody !== undefined,
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
      }))
      .filter((op) => !SESSION_OPERATIONS.has(`${op.method} ${op.path}`)),
  );
  const ids = await rowsOf<{ id: string }>(sql`
    select id::text from projects union all select id::text from subprojects
    union all select id::text from establishments union all select id::text from agencies
    union all select id::text from users`);
  realIds = ids.map((r) => r.id);
}, 60_000);
afterAll(async () => ctx?.close());

/** The rows a query returns (the driver's result type is not generic over them). */
async function rowsOf<T>(query: SQL, db: Executor = ctx.database.db): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One digest per table over its rows, all in one query: equal digests mean no row changed. The digest is the row
 * count and the sum of each row's 64-bit hash (order-free, so no table is sorted), over the tables that hold rows
 * (a partitioned table's rows are its partitions'). An md5 over every row sorted by its text, parents and
 * partitions alike, took 141 ms a snapshot on the demo data and most of this test's minute; this takes 26 ms.
 */
let snapshotQuery = '';
async function snapshot(db: Executor = ctx.database.db): Promise<Record<string, string>> {
  if (!snapshotQuery) {
    const tables = await rowsOf<{ tablename: string }>(
      sql`select c.relname as tablename from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    snapshotQuery = tables
      .filter(({ tablename }) => !VOLATILE_TABLES.has(tablename))
      .map(
        ({ tablename }) =>
          `select '${tablename}' as name, count(*) || ':' || coalesce(sum(hash_record_extended(t, 0)), 0) as digest from "${tablename}" t`,
      )
      .join(' union all ');
  }
  const rows = await rowsOf<{ name: string; digest: string }>(sql.raw(snapshotQuery), db);
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** Texts: random, plausible (so a request gets past its shape), hostile, and now and then far too long. */
const hostileText = fc.oneof(
  { arbitrary: fc.string({ maxLength: 20 }), weight: 3 },
  {
    // Plausible values, often with a NUL or half a character inside, which PostgreSQL cannot store.
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'govt@demo.anupalan.in',
          'Demo@1234',
          'ABCD',
          'Karnataka',
          '2026-04-01',
          '9845098450',
          'Shree Ganesh Constructions',
        ),
        fc.constantFrom('', '', '\u0000', '\ud800'),
      )
      .map(([text, poison]) => `${text}${poison}`),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '-1',
      '0',
      '1e309',
      'NaN',
      '2026-02-30',
      '31/02/2026',
      'March 5, 2026',
      '2026-01-01T23:30:00-12:00',
      "'; drop table users; --",
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '\u0000',
      'a\u0000b@x.in',
      '\ud800',
      'x\udc00y',
      'a\u202efdp.exe',
      '{"$ne":1}',
    ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'a'.repeat(n)), weight: 1 },
);
/** Ids in a path: long enough to be wrong, short enough to fit in a URL. */
const hostileId = hostileText.map((t) => t.slice(0, 300));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('body', 'id', 'values', '__proto__')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
/** Bodies that are no valid request: wrong shapes, unknown keys, hostile values where fields would be. */
const badBody = fc.oneof(
  hostileValue,
  fc.record({ values: hostileValue }),
  fc.record({
    values: fc.record({
      body: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 5 }),
      isAdmin: fc.constant(true),
      id: fc.oneof(fc.uuid(), hostileText),
    }),
  }),
);
/**
 * Bodies shaped like the operation's request schema (every required key present) with hostile values at the
 * leaves: these pass the request's shape check and reach the rules, the services and the database.
 */
function shapedLike(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return hostileValue;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => shapedLike(s, depth + 1)));
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((s) => shapedLike(s, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => p !== null && typeof p === 'object')));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const known = fc.record(
      Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, shapedLike(s, depth + 1)])),
      { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
    );
    const extra = schema.additionalProperties
      ? fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 })
      : fc.constant({});
    return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
  }
  if (type === 'array') return fc.array(shapedLike(schema.items ?? {}, depth + 1), { maxLength: 3 });
  if (type === 'string') {
    return schema.format === 'uuid'
      ? fc.oneof(fc.uuid(), fc.constantFrom(...realIds), hostileText)
      : hostileText;
  }
  if (type === 'integer' || type === 'number') return fc.oneof(fc.integer(), fc.double(), hostileText);
  if (type === 'boolean') return fc.oneof(fc.boolean(), hostileText);
  return hostileValue;
}

/** A value a person could have entered in the field, so that the rest of a form passes its rules. */
function plausible(field: FieldSchema): unknown {
  const options = field.type === 'radio' ? field.radioArray : field.dropdownArray;
  if (TABLE_TYPES.includes(field.type)) {
    let row: FormValues = {};
    for (const column of field.columns ?? []) row = setPath(row, column.colName, plausible(column));
    return [row];
  }
  if (FILE_TYPES.includes(field.type)) return { url: randomUUID(), name: 'document.pdf' };
  if (options?.length) return field.type === 'multiselect' ? [options[0]!.value] : options[0]!.value;
  const byType: Partial<Record<FieldSchema['type'], unknown>> = {
    'date-simple': '2026-04-01',
    time: '09:30',
    datetime: '2026-04-01T09:30:00+05:30',
    number: '5',
    calculation: '5',
    checkbox: { checked: true },
    email: 'fuzz@example.in',
    tel: '9845098450',
    'textfield-na': { value: '', notApplicable: true },
    dropdown: 'Karnataka',
  };
  return field.type in byType ? byType[field.type] : 'Shree Ganesh Constructions';
}

/** Values no field of the type may hold: the wrong type, an impossible date, an option not offered, too long. */
function poisonsFor(field: FieldSchema): unknown[] {
  if (field.type === 'date-simple')
    return ['1', '2026', 'March 5, 2026', '-5', '2026-01-01T23:30:00-12:00', '31/02/2026'];
  if (field.type === 'checkbox') return ['yes', true, { checked: 'x' }];
  if (field.type === 'number') return ['x', { n: 1 }, '1e400'];
  if (field.type === 'time') return ['25:00', 'noon'];
  if (field.type === 'textfield-na') return ['x', { value: { x: 1 } }];
  if (FILE_TYPES.includes(field.type)) return [{ url: 'x'.repeat(500) }, 'a.pdf', { url: randomUUID() }];
  if (TABLE_TYPES.includes(field.type)) return ['x', [1], Array.from({ length: 500 }, () => ({}))];
  if (['dropdown', 'radio', 'multiselect'].includes(field.type))
    return ['Funday', { $ne: 1 }, 'Not A State', ['x']];
  return ['a'.repeat(300_000), { x: 1 }, ['a'], 12, 'Ravi\u0000', 'Ravi\ud800'];
}

/** Fields whose value is always kept and checked, so a poisoned one always makes the save invalid. */
const poisonable = (schema: FormSchema) =>
  allFields(schema).filter(
    (f) =>
      !DISPLAY_ONLY_TYPES.includes(f.type) &&
      f.type !== 'calculation' &&
      !f.disabled &&
      !f.isHidden &&
      !f.hideForRoles?.length &&
      !f.dependentCol &&
      !f.valueSameAs,
  );

/** The form schemas saved at a route, keyed by the route with its placeholders unnamed. */
const routeKey = (path: string) => path.replace(/\{\w+\}/g, '{}');
const formsAt = (path: string) =>
  [...FORM_SCHEMAS, fieldGallerySchema].filter(
    (s) => routeKey(s.saveUrl) === routeKey(path) && poisonable(s).length > 0,
  );

/**
 * A form's values as a person would enter them, with one field poisoned: everything else passes, so the
 * poison is what the server must refuse (before issue 9 many such saves were stored or answered 500).
 */
const poisonedForm = (schemas: FormSchema[]) =>
  fc.constantFrom(...schemas).chain((schema) =>
    fc
      .tuple(fc.constantFrom(...poisonable(schema)), fc.nat(), fc.option(fc.constantFrom(...realIds)))
      .map(([target, pick, id]) => {
        let values: FormValues = id ? { id } : {};
        for (const field of allFields(schema)) {
          if (!DISPLAY_ONLY_TYPES.includes(field.type))
            values = setPath(values, field.colName, plausible(field));
        }
        const poisons = poisonsFor(target);
        return { values: setPath(values, target.colName, poisons[pick % poisons.length]) };
      }),
  );

const badId = (useReal: boolean) =>
  useReal && realIds.length > 0
    ? fc.oneof(fc.constantFrom(...realIds), fc.uuid(), hostileId)
    : fc.oneof(fc.uuid(), hostileId, fc.constantFrom('contractor', 'consultant'));
const badQuery = fc.dictionary(
  fc.constantFrom('url', 'page', 'pageSize', 'subproject_id', 'agency_id', 'search', 'x'),
  hostileText,
  { maxKeys: 3 },
);

/** Percent-encodes a path segment; a lone surrogate becomes the bytes of one (invalid UTF-8), as a raw client sends. */
function encodeSegment(text: string): string {
  return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
}

/** A request to one operation: path parameters filled, a query string and a body when it takes one. */
const request = (op: Operation) =>
  fc
    .record({
      params: fc.array(badId(op.hasBody), { minLength: 4, maxLength: 4 }),
      query: badQuery,
      body:
        formsAt(op.path).length > 0
          ? fc.oneof({ arbitrary: poisonedForm(formsAt(op.path)), weight: 3 }, badBody)
          : op.bodySchema
            ? fc.oneof({ arbitrary: shapedLike(op.bodySchema), weight: 3 }, badBody)
            : badBody,
    })
    .map(({ params, query, body }) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => encodeSegment(String(params[i++ % params.length])));
      const search = new URLSearchParams(query as Record<string, string>).toString();
      return {
        method: op.method,
        url: search ? `${path}?${search}` : path,
        body: op.hasBody ? body : undefined,
      };
    });

/** Requests per operation and role: about 200 per role in all, the whole file in well under a minute. */
const RUNS_PER_OPERATION = 3;

/** What an answer must never hold: a stack frame or SQL text. */
const LEAKS =
  /\n\s+at |\.ts:\d+|node_modules|\bselect\b.*\bfrom\b|\binsert into\b|\bupdate\b.*\bset\b|syntax error|violates|duplicate key|relation "|SQLSTATE/i;

describe('fuzz: every mutating operation, every role, bad input', () => {
  it('the row snapshot notices a changed row', async () => {
    const before = await snapshot();
    const rollback = new Error('rollback');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update agencies set body = body || '{"fuzz": 1}' where id = (select min(id::text)::uuid from agencies)`,
        );
        expect(await snapshot(tx)).not.toEqual(before);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await snapshot()).toEqual(before);
  });

  for (const [roleIndex, role] of Object.keys(ROLES).entries()) {
    it(`as ${role}: 4xx with a message, nothing leaked, no row changed`, async () => {
      expect(operations.length).toBeGreaterThan(30);
      const client = clients.get(role)!;
      const before = await snapshot();
      // Every operation gets its own runs, so none is left out by chance.
      for (const [opIndex, op] of operations.entries()) {
        await fc.assert(
          fc.asyncProperty(request(op), async ({ method, url, body }) => {
            const res = await client.request({
              method,
              url,
              ...(body !== undefined
                ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
                : {}),
            });
            const where = `${method} ${url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, where).toBeLessThan(500);
            expect(typeof res.json().message, where).toBe('string');
            expect(res.body, where).not.toMatch(LEAKS);
            expect(await snapshot(), where).toEqual(before);
          }),
          { seed: 92_026 + roleIndex * 1_000 + opIndex, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      }
    }, 60_000);
  }
});
