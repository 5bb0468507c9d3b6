import {
  androidAppLink,
  employeeVerificationList,
  manpowerReportQuery,
  messageResponse,
  verificationRemoval,
  verificationUpload,
} from '@anupalan/shared';
import { z } from 'zod';
import { fileBytes, read, refusing, routes, write } from '../../kit/route.js';
import { attachmentHeader } from '../reports/index.js';
import { establishmentGate } from '../scope/index.js';
import { buildManpowerReport } from './manpower.js';
import { listVerifications, setVerificationCopy } from './verification.service.js';

const establishment = establishmentGate();
/** Contractors and subcontractors upload and delete verification forms (spec part 2, section 6). */
const recorders = refusing(write('Contractor', 'Subcontractor'), {
  message: 'Only the contractor or a subcontractor uploads verification forms.',
  code: 'RECORDERS_ONLY',
});
const verificationParams = {
  id: 'Establishment',
  employeeId: 'Employee',
  verificationId: z.uuid(),
} as const;

/** The manpower report, the verification forms and the Android app link (spec part 2, section 7 'Employees'). */
export const employeeRegisterRoutes = routes((r) => {
  const { deps } = r;

  r.get('/establishments/:id/employees/manpower-report', {
    access: read(),
    params: { id: 'Establishment' },
    query: manpowerReportQuery,
    gate: establishment,
    response: fileBytes,
    handler: async ({ auth, found, query, reply }) => {
      const { filename, buffer } = await buildManpowerReport(deps, auth, found, query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(filename))
        .header('access-control-expose-headers', 'content-disposition')
        .send(buffer);
    },
  });

  r.get('/establishments/:id/employees/:employeeId/employee-verification', {
    access: read(),
    params: { id: 'Establishment', employeeId: 'Employee' },
    gate: establishment,
    response: employeeVerificationList,
    handler: ({ auth, params }) => listVerifications(deps, auth, params.id, params.employeeId),
  });
  r.post('/establishments/:id/employees/:employeeId/employee-verification/:verificationId', {
    access: recorders,
    params: verificationParams,
    gate: establishment,
    body: verificationUpload,
    response: messageResponse,
    handler: ({ auth, params, body }) =>
      setVerificationCopy(
        deps,
        auth,
        params.id,
        params.employeeId,
        params.verificationId,
        body.values.body,
        body.values.id,
      ),
  });
  r.delete('/establishments/:id/employees/:employeeId/employee-verification/:verificationId', {
    access: recorders,
    params: verificationParams,
    gate: establishment,
    body: verificationRemoval,
    response: messageResponse,
    handler: ({ auth, params, body }) =>
      setVerificationCopy(
        deps,
        auth,
        params.id,
        params.employeeId,
        params.verificationId,
        null,
        body?.values?.id,
      ),
  });

  r.get('/androidAppLink', {
    access: refusing(read('Contractor'), {
      message: 'Only the contractor sends the app link to its site staff.',
      code: 'CONTRACTOR_ONLY',
    }),
    response: androidAppLink,
    handler: () => ({
      link: deps.config.ANDROID_APP_LINK || `${deps.config.PUBLIC_URL}/`,
      configured: Boolean(deps.config.ANDROID_APP_LINK),
    }),
  });
});
