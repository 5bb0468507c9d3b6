import { attendanceRangeQuery } from '@anupalan/shared';
import { fileBytes, read, routes } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import { renderFormD } from './form-d.js';

/** Form D under /gen-forms (spec part 2, section 7 'Attendance'): HTML the browser opens in a window and prints. */
export const attendanceFormRoutes = routes((r) => {
  const { deps } = r;
  r.get('/establishments/:id/attendance-register', {
    access: read(),
    params: { id: 'Establishment' },
    query: attendanceRangeQuery,
    gate: establishmentGate(),
    response: fileBytes,
    handler: async ({ auth, found, query, reply }) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderFormD(deps, auth, found, query)),
  });
});
