import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestClient, type TestContext } from '../../test/helper.js';

/**
 * What the route kit guarantees for every route at once, walked over the API document: an id in the path
 * that is not an id is simply not found, like an unknown one (never a 400 naming the parameter, never a 500).
 */
interface Operation {
  parameters?: { in: string; name: string; schema?: { format?: string } }[];
  requestBody?: { content?: Record<string, unknown> };
}

let ctx: TestContext;
let operations: { method: string; path: string; op: Operation }[] = [];
const callers = new Map<string, TestClient>();

beforeAll(async () => {
  ctx = await createTestContext();
  const document = (await ctx.client().get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  for (const role of ['govt', 'contractor', 'subcontractor'])
    callers.set(role, await ctx.client().loginAs(`${role}@demo.anupalan.in`, DEMO_PASSWORD));
});
afterAll(async () => ctx?.close());

describe('path ids', () => {
  it('declares every record id in a path as a uuid', () => {
    // The path parameters that are codes, not record ids: a licence type, an employee process, an agency kind, a
    // comment category, a law ('CLRA'), a verification form ('police-verification'), a process step of the catalogue.
    const codes = new Set(['typeId', 'processId', 'type', 'categoryId', 'lawId', 'urlPart', 'stepId']);
    const params = operations.flatMap(({ method, path, op }) =>
      (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, where: `${method} ${path} ${p.name}`, format: p.schema?.format })),
    );
    expect(params.length).toBeGreaterThan(30);
    expect(params.filter((p) => !codes.has(p.name) && p.format !== 'uuid').map((p) => p.where)).toEqual([]);
  });

  it('answers a malformed id with 404 on every route, for every role that may call it', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      const uuidParams = (op.parameters ?? []).filter((p) => p.in === 'path' && p.schema?.format === 'uuid');
      if (uuidParams.length === 0) continue;
      const multipart = Object.keys(op.requestBody?.content ?? {}).some((t) => t.startsWith('multipart/'));
      if (multipart) continue;
      // Each id malformed in turn; the others are well-formed but unknown.
      for (const bad of uuidParams) {
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          if (name === bad.name) return 'not-an-id';
          const param = op.parameters!.find((p) => p.name === name);
          return param?.schema?.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : '1';
        });
        for (const [role, client] of callers) {
          const res = await client.request({
            method: method as 'GET',
            url: url.startsWith('/gen-forms/') ? url : `/api${url.replace(/^\/api/, '')}`,
            ...(op.requestBody ? { payload: { values: {} } } : {}),
          });
          // 403: the role may not call the route at all (judged before anything else).
          if (res.statusCode !== 404 && res.statusCode !== 403)
            wrong.push(`${role} ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
          if (res.statusCode === 404 && res.json().code !== 'NOT_FOUND')
            wrong.push(`${role} ${method} ${url}: ${res.json().code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a gate checked in the handler’s statement', () => {
  it('is refused on a write route when the routes are registered', async () => {
    const { default: Fastify } = await import('fastify');
    const { z } = await import('zod');
    const { routes, write } = await import('./route.js');
    const { establishmentInStatementGate } = await import('../modules/scope/index.js');
    const app = Fastify();
    try {
      const plugin = routes((r) =>
        r.post('/probe/:id', {
          access: write('Contractor'),
          params: { id: 'Establishment' },
          gate: establishmentInStatementGate(),
          response: z.object({}),
          handler: () => ({}),
        }),
      );
      await expect(app.register(plugin, {} as Parameters<typeof plugin>[1]).ready()).rejects.toThrow(
        /for reads only/,
      );
    } finally {
      await app.close();
    }
  });
});
