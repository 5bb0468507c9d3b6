import { istDateKey } from '@anupalan/shared';
import { z } from 'zod';
import { fileBytes, publicAccess, read, routes } from '../../kit/route.js';
import { PRINT_SCRIPT } from '../../lib/printable.js';
import { establishmentGate } from '../scope/index.js';
import { type RegisterKind, renderFormA } from './form-a.js';
import { verificationFormPage } from './verification.service.js';

const REGISTERS: readonly RegisterKind[] = ['employee-register', 'adol-employee-register'];

/**
 * Printable pages under /gen-forms (spec part 2, section 7): Form A and its adolescent variant, and a worker's
 * verification forms. HTML the browser opens in a window and prints; every text escaped (lib/printable.ts).
 */
export const employeeFormRoutes = routes((r) => {
  const { deps } = r;
  r.get('/print.js', {
    access: publicAccess,
    response: fileBytes,
    handler: ({ reply }) => reply.type('text/javascript; charset=utf-8').send(PRINT_SCRIPT),
  });
  for (const kind of REGISTERS) {
    r.get(`/establishments/:id/${kind}`, {
      access: read(),
      params: { id: 'Establishment' },
      gate: establishmentGate(),
      response: fileBytes,
      handler: async ({ auth, found, reply }) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await renderFormA(deps, auth, found, kind, istDateKey())),
    });
  }
  r.get('/establishment-employees/:employeeId/:urlPart', {
    access: read(),
    params: { employeeId: 'Employee', urlPart: z.string().regex(/^[a-z0-9-]{1,60}$/) },
    response: fileBytes,
    handler: async ({ auth, params, reply }) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await verificationFormPage(deps, auth, params.employeeId, params.urlPart)),
  });
});
