import { cmsRecord, EMPLOYEE_PROCESSES, FORM_SCHEMAS, fieldGallerySchema } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { listCmsMaster } from './cms.queries.js';
import { registerFormSave } from './form-save.js';

/** The schemas the server holds: the product's, plus the field gallery outside production. */
export function formSchemas(config: Deps['config']) {
  return config.NODE_ENV === 'production' ? FORM_SCHEMAS : [...FORM_SCHEMAS, fieldGallerySchema];
}

export const cmsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get('/master-cms', { schema: { response: { 200: z.array(cmsRecord) } } }, async () =>
    listCmsMaster(deps.db),
  );

  // The documents to download and fill for an employee process ('View Documents').
  app.get(
    '/cms/employee-process/:processId/documents',
    {
      schema: {
        params: z.object({ processId: z.string() }),
        response: { 200: z.array(z.object({ name: z.string(), link: z.string() })) },
      },
    },
    async (request) => {
      const process = EMPLOYEE_PROCESSES.find((p) => String(p.id) === request.params.processId);
      if (!process) throw notFound('No such process.');
      return process.documents;
    },
  );

  if (deps.config.NODE_ENV !== 'production') {
    // The gallery exercises every field type end to end; it validates like any form and stores nothing.
    registerFormSave(app, deps, fieldGallerySchema, async (_values, { isEdit }) => ({
      message: isEdit ? 'Successfully edited the data!' : 'Successfully added the new entry!',
    }));
  }
};
