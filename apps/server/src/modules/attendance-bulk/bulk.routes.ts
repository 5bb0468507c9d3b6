import {
  attendanceImportResult,
  attendanceRangeQuery,
  attendanceTimeZoneQuery,
  punchApplyBody,
  punchPreview,
} from '@anupalan/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fileBytes, read, refusing, routes, write } from '../../kit/route.js';
import { readUploadedFile } from '../../kit/upload-file.js';
import { attachmentHeader } from '../reports/index.js';
import { establishmentGate } from '../scope/index.js';
import {
  downloadRegisterCsv,
  downloadWorkbook,
  REGISTER_NOT_FOUND,
  uploadRegisterCsv,
  uploadWorkbook,
} from './bulk.service.js';
import { applyPunches, previewPunches } from './punches.service.js';
import { todayIn } from './range.js';
import { buildAttendanceReport } from './report.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const establishment = establishmentGate();
/** Bulk attendance is the contractor's and the Government's (spec part 2, section 6). */
export const BULK_UPLOADERS_ONLY = 'Only the contractor or the Government uploads attendance in bulk.';
const uploaders = refusing(write('Contractor', 'Government'), {
  message: BULK_UPLOADERS_ONLY,
  code: 'BULK_UPLOADERS_ONLY',
});
const registerParams = { id: 'Establishment', registerId: z.string().uuid() } as const;

/**
 * The attendance workbook, a day's CSV, the report and device punches (spec part 2, section 7 'Attendance';
 * packages/shared/src/api/attendance-bulk.ts). Downloads are read by every role (a subcontractor sees its own
 * workers); uploads are all or nothing.
 */
export const attendanceBulkRoutes = routes((r) => {
  const { deps } = r;
  const sendFile = (reply: FastifyReply, type: string, file: { filename: string; buffer: Buffer }) =>
    reply
      .header('content-type', type)
      .header('content-disposition', attachmentHeader(file.filename))
      .header('access-control-expose-headers', 'content-disposition')
      .header('cache-control', 'no-store')
      .send(file.buffer);

  r.get('/establishments/:id/attendance-registers/download-xl', {
    access: read(),
    params: { id: 'Establishment' },
    query: attendanceRangeQuery,
    gate: establishment,
    response: fileBytes,
    handler: async ({ auth, found, query, reply }) =>
      sendFile(reply, XLSX_TYPE, await downloadWorkbook(deps, auth, found, query)),
  });
  r.post('/establishments/:id/attendance-registers/upload-xl', {
    access: uploaders,
    multipart: true,
    params: { id: 'Establishment' },
    gate: establishment,
    response: attendanceImportResult,
    handler: async ({ auth, params, request }) =>
      uploadWorkbook(deps, auth, params.id, await readUploadedFile(request)),
  });
  r.get('/establishments/:id/attendance-registers/download-report', {
    access: read(),
    params: { id: 'Establishment' },
    query: attendanceRangeQuery,
    gate: establishment,
    response: fileBytes,
    handler: async ({ auth, found, query, reply }) =>
      sendFile(reply, XLSX_TYPE, await buildAttendanceReport(deps, auth, found, query)),
  });

  r.get('/generate-csv/establishments/:id/attendance/:registerId', {
    description: `The day's attendance as CSV; 404 '${REGISTER_NOT_FOUND}' for a register of another establishment.`,
    access: read(),
    params: registerParams,
    query: attendanceTimeZoneQuery,
    gate: establishment,
    response: fileBytes,
    handler: async ({ auth, found, params, query, reply }) =>
      sendFile(
        reply,
        'text/csv; charset=utf-8',
        await downloadRegisterCsv(deps, auth, found, params.registerId, query.time_zone),
      ),
  });
  r.post('/generate-csv/establishments/:id/attendance/:registerId', {
    access: uploaders,
    multipart: true,
    params: registerParams,
    query: attendanceTimeZoneQuery,
    gate: establishment,
    response: attendanceImportResult,
    handler: async ({ auth, params, query, request }) =>
      uploadRegisterCsv(
        deps,
        auth,
        params.id,
        params.registerId,
        await readUploadedFile(request),
        query.time_zone,
      ),
  });

  r.post('/establishments/:id/attendance-punches/preview', {
    access: uploaders,
    multipart: true,
    params: { id: 'Establishment' },
    query: attendanceRangeQuery,
    gate: establishment,
    response: punchPreview,
    handler: async ({ auth, found, query, request }) =>
      previewPunches(deps, auth, found, query, await readUploadedFile(request)),
  });
  r.post('/establishments/:id/attendance-punches/apply', {
    access: uploaders,
    params: { id: 'Establishment' },
    query: attendanceTimeZoneQuery,
    body: punchApplyBody,
    gate: establishment,
    response: attendanceImportResult,
    handler: ({ auth, params, body, query }) =>
      applyPunches(deps, auth, params.id, body.token, todayIn(query.time_zone)),
  });
});
