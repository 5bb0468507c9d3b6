import {
  cmsRecord,
  EMPLOYEE_PROCESSES,
  FORM_SCHEMAS,
  fieldGallerySchema,
  messageResponse,
} from '@anupalan/shared';
import { z } from 'zod';
import type { Deps } from '../../context.js';
import { keptFields } from '../../kit/form-values.js';
import { read, routes, write } from '../../kit/route.js';
import { notFound } from '../../lib/errors.js';
import { listCmsMaster } from './cms.queries.js';

/** The schemas the server holds: the product's, plus the field gallery outside production. */
export function formSchemas(config: Deps['config']) {
  return config.NODE_ENV === 'production' ? FORM_SCHEMAS : [...FORM_SCHEMAS, fieldGallerySchema];
}

export const cmsRoutes = routes((r) => {
  const { deps } = r;
  r.get('/master-cms', {
    access: read(),
    response: z.array(cmsRecord),
    handler: () => listCmsMaster(deps.db),
  });

  // The documents to download and fill for an employee process ('View Documents').
  r.get('/cms/employee-process/:processId/documents', {
    access: read(),
    params: { processId: z.string().regex(/^\d{1,9}$/) },
    response: z.array(z.object({ name: z.string(), link: z.string() })),
    handler: ({ params }) => {
      const process = EMPLOYEE_PROCESSES.find((p) => String(p.id) === params.processId);
      if (!process) throw notFound('No such process.');
      return process.documents;
    },
  });

  if (deps.config.NODE_ENV !== 'production') {
    // The gallery exercises every field type end to end; it validates like any form and stores nothing.
    r.form(fieldGallerySchema, {
      access: write(),
      // Every field of the gallery is under `body`; they are checked by the engine and then dropped.
      form: { values: z.object({ body: keptFields }) },
      response: messageResponse,
      handler: ({ isEdit }) => ({
        message: isEdit ? 'Successfully edited the data!' : 'Successfully added the new entry!',
      }),
    });
  }
});
