import { attendanceRangeQuery } from '@anupalan/shared';
import { fileBytes, routes } from '../../kit/route.js';
import { processRegisterReaders } from '../recoveries/recoveries.service.js';
import { establishmentGate } from '../scope/index.js';
import { renderFormE } from './maternity.print.js';

/**
 * Form E, the maternity leave register, beside Form C (the spec names only Form C's route; docs/decisions.md
 * 'Maternity leave'): HTML for the claims noticed or on leave from_date..to_date (both required, DD/MM/YYYY).
 */
export const maternityRoutes = routes((r) => {
  const { deps } = r;
  r.get('/reports/establishments/:id/maternity', {
    description: 'Form E, the register of maternity leave and benefit (HTML).',
    access: processRegisterReaders,
    params: { id: 'Establishment' },
    query: attendanceRangeQuery,
    gate: establishmentGate(),
    response: fileBytes,
    handler: async ({ auth, found, query, reply }) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderFormE(deps.db, auth, found, query)),
  });
});
