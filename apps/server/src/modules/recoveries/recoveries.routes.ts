import { attendanceRangeQuery, PROCESS_MESSAGES } from '@anupalan/shared';
import { fileBytes, read, refusing, routes } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import { renderFormC } from './recoveries.print.js';

/** The registers of the employee processes are read by whoever reads the processes: not a subcontractor. */
export const processRegisterReaders = refusing(read('Contractor', 'Government', 'Consultant'), {
  message: PROCESS_MESSAGES.noSubcontractors,
  code: 'NO_SUBCONTRACTORS',
});

/**
 * Form C, the recovery register (spec part 2, section 7 'Incidents'): HTML the browser opens in a window and
 * prints, for the recoveries dated from_date..to_date (both required, DD/MM/YYYY).
 */
export const recoveryRoutes = routes((r) => {
  const { deps } = r;
  r.get('/reports/establishments/:id/deductions', {
    description: 'Form C, the register of loans and recoveries (HTML), reference kit PWA-W1.',
    access: processRegisterReaders,
    params: { id: 'Establishment' },
    query: attendanceRangeQuery,
    gate: establishmentGate(),
    response: fileBytes,
    handler: async ({ auth, found, query, reply }) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderFormC(deps.db, auth, found, query)),
  });
});
