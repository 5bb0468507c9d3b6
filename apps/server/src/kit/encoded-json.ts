import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * An answer already written as JSON text in the shape of the route's response schema (`T`), sent as it is: either
 * PostgreSQL wrote it (`encodedJson`, statements that build the whole answer with fixed keys,
 * `json_build_object`-style) or a view function built it field by field and `JSON.stringify` wrote it
 * (`viewJson`). Profiled on the side navigation (200 establishments), the API spent 0.2 ms parsing the JSON the
 * database built, 0.3 ms checking it against its schema and 0.2 ms writing it again, each time; on the wage
 * register's page of 25 entries zod's checked copy of the view cost 0.4 ms of 3 (docs/benchmarks.md). Under the
 * tests every such answer is checked against the route's schema after all (`serializerCompiler` below), so an
 * answer with a field the schema does not list, or without one it requires, fails the test that reached it.
 */
export class EncodedJson<T> {
  declare readonly shape: T;
  constructor(readonly text: string) {}
}

export function encodedJson<T>(text: string): EncodedJson<T> {
  return new EncodedJson<T>(text);
}

/**
 * The answer a view function built, written by `JSON.stringify` without zod's checked copy. Only for values whose
 * every key the view names (no record spread into it), so that nothing the schema does not list can reach the
 * client.
 */
export function viewJson<T>(value: T): EncodedJson<T> {
  return new EncodedJson<T>(JSON.stringify(value));
}

/**
 * An object answer of view values (written by JSON.stringify, as viewJson) and answers already encoded, spliced in
 * as they are: a register's view with the page of entries PostgreSQL wrote. The same rule as viewJson: every key
 * named by the caller.
 */
export function composedJson<T extends object>(
  fields: {
    [K in keyof T]: T[K] | EncodedJson<T[K]>;
  },
): EncodedJson<T> {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${value instanceof EncodedJson ? value.text : JSON.stringify(value)}`);
  }
  return new EncodedJson<T>(`{${parts.join(',')}}`);
}

/** Under vitest: every encoded answer is also checked by its route's schema (see `serializerCompiler`). */
const checkEncoded = Boolean(process.env.VITEST);

/** A JSON value with every object's keys in one order, for comparing two answers whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/**
 * The routes' serializer: an EncodedJson as it is, anything else checked and written by its zod schema. Under
 * the tests an EncodedJson is written by the schema too and must come out the same (no field added, dropped or
 * changed), else the request fails.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  return (data: unknown) => {
    if (!(data instanceof EncodedJson)) return serialize(data);
    if (checkEncoded) {
      const sent = JSON.parse(data.text) as unknown;
      const checked = JSON.parse(serialize(sent)) as unknown;
      if (JSON.stringify(canonical(sent)) !== JSON.stringify(canonical(checked)))
        throw new Error(
          `${route.method} ${route.url}: the encoded answer differs from its response schema's reading of it`,
        );
    }
    return data.text;
  };
};
