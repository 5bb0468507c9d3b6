import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodedJson, serializerCompiler, viewJson } from './encoded-json.js';

/**
 * An answer sent as JSON text skips zod's checked copy in production; under the tests the serializer checks it
 * against the route's schema all the same, so a view or a statement that drifts from its schema fails its test.
 */
describe('encoded answers', () => {
  async function appAnswering(answer: unknown) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const response = z.object({ id: z.string(), items: z.array(z.object({ n: z.number() })) });
    app.get('/x', { schema: { response: { 200: response } } }, async () => answer);
    await app.ready();
    return app;
  }

  it('sends a view or a statement that matches its schema as it was written', async () => {
    const view = await appAnswering(viewJson({ items: [{ n: 1 }], id: 'a' }));
    const res = await view.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    // Its own key order: the text is sent, not rewritten by the schema.
    expect(res.body).toBe('{"items":[{"n":1}],"id":"a"}');
    const sql = await appAnswering(encodedJson('{"id":"b","items":[]}'));
    expect((await sql.inject({ url: '/x' })).body).toBe('{"id":"b","items":[]}');
  });

  it('fails an answer with a field its schema does not list, without one it requires, or of another type', async () => {
    for (const answer of [
      viewJson({ id: 'a', items: [{ n: 1, secret: 'x' }] }),
      viewJson({ items: [] }),
      encodedJson('{"id":"a","items":[{"n":"1"}]}'),
    ]) {
      const app = await appAnswering(answer);
      const res = await app.inject({ url: '/x' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret');
    }
  });
});
