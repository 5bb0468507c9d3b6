import { projectSchema, subprojectSchema } from '@anupalan/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/helper.js';
import type { Deps } from '../context.js';
import { formRoutesOf, requiredText } from './form-values.js';
import { formRouteProblems, typedPaths } from './form-values-check.js';
import { routes, write } from './route.js';

/**
 * Every form route gives the typed values its handler reads (a zod schema per form), and that schema reads
 * only what its form defines: a field renamed in the form, or a typo in the schema, fails here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('typed form values', () => {
  it('are given by every form route of the app, and read only fields of its form', () => {
    const registered = formRoutesOf(ctx.app.deps);
    expect(registered.length).toBeGreaterThanOrEqual(30);
    expect(formRouteProblems(registered)).toEqual([]);
  });

  it('name the column paths a schema reads, table rows by their columns', () => {
    const values = z.object({
      id: z.string().optional(),
      body: z.looseObject({ name: requiredText }),
      rows: z.array(z.object({ start_date: z.string() })).nullish(),
      extra: z.record(z.string(), z.unknown()),
    });
    expect(typedPaths(values)).toEqual(['id', 'body.name', 'rows.start_date', 'extra']);
  });

  it('finds a route without typed values, or whose typed values read a path the form lacks, refuse what the form accepts, or name no form', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const deps = {} as Deps;
    const handler = () => ({ message: 'saved' });
    const response = z.object({ message: z.string() });
    await app.register(
      routes((r) => {
        // As a route written around the types would be: the kit's check must still see it.
        r.form(projectSchema, { access: write(), response, handler } as unknown as Parameters<
          typeof r.form
        >[1]);
        r.form(subprojectSchema, {
          access: write(),
          form: { values: z.object({ body: z.object({ nmae: requiredText }) }) },
          response,
          handler,
        });
        r.post('/strict', {
          access: write(),
          form: {
            schema: projectSchema,
            values: z.object({
              body: z.object({ name: requiredText, description: requiredText, cost: z.number().optional() }),
            }),
          },
          response,
          handler,
        });
        r.post('/chosen', {
          access: write(),
          form: { schema: () => projectSchema, values: z.object({ body: z.object({ name: requiredText }) }) },
          response,
          handler,
        });
      }),
      deps,
    );
    await app.ready();
    expect(formRouteProblems(formRoutesOf(deps))).toEqual([
      'POST /projects: no typed values schema (form.values)',
      'POST /projects/:projectId/subprojects: reads body.nmae, which its form does not define',
      // The description may be left empty, and a cost is sent as a number or as its text.
      'POST /strict: body.description refuses no value, which project-create accepts',
      'POST /strict: body.description refuses null, which project-create accepts',
      'POST /strict: body.cost refuses null, which project-create accepts',
      'POST /strict: body.cost refuses "", which project-create accepts',
      'POST /strict: body.cost refuses "12.50", which project-create accepts',
      'POST /chosen: chooses its form per request but documents none',
    ]);
    await app.close();
  });
});
