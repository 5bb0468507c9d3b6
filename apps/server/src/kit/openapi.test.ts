import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper.js';

/**
 * The API document is the contract the browser, the fuzz suite and any other client read: every operation
 * says what it answers, how it refuses, and what its body holds. A route written outside the route kit, or
 * one that forgets its response, fails here.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

let ctx: TestContext;
let operations: [string, Operation][] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const document = (await ctx.client().get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      op,
    ]),
  );
});
afterAll(async () => ctx?.close());

/** An object schema that names none of its keys: `{}` or a record of anything. */
function opaque(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some(opaque);
  const named = Object.keys(schema.properties ?? {}).length > 0;
  return !named && (schema.type === 'object' || schema.type === undefined);
}

describe('the API document', () => {
  it('lists the operations', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('gives every operation a schema for its success answer', () => {
    const missing = operations
      .filter(([, op]) => {
        const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'));
        const content = success?.[1].content;
        return !content || Object.values(content).some((c) => !c.schema);
      })
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('gives every operation its error answers (4xx)', () => {
    const missing = operations
      .filter(([, op]) => !Object.keys(op.responses ?? {}).some((status) => status.startsWith('4')))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('describes every JSON body field by field, never as opaque values', () => {
    const opaqueBodies = operations
      .filter(([, op]) => {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) return false;
        const values = schema.properties?.values;
        return opaque(schema) || (values !== undefined && opaque(values));
      })
      .map(([name]) => name);
    expect(opaqueBodies).toEqual([]);
  });
});
