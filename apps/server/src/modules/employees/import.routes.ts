import { employeeImportResult, MAX_FILE_BYTES } from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import { fileBytes, type Router, refusing, write } from '../../kit/route.js';
import { badRequest } from '../../lib/errors.js';
import { fileTooLarge, readFilePart } from '../files/index.js';
import { establishmentGate } from '../scope/index.js';
import { importEmployees } from './import.service.js';
import { employeeSampleCsv, employeeSampleXlsx } from './import-samples.js';

/** The spec gives the CSV import and its samples to the contractor alone (part 2, section 2). */
const contractorOnly = refusing(write('Contractor'), {
  message: 'Only the contractor imports employees.',
  code: 'CONTRACTOR_ONLY',
});

/** The `file` part of the upload, refused whole over the upload limit (413) before it is read. */
async function readImportFile(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES + 64 * 1024) throw fileTooLarge();
  if (!request.isMultipart()) throw badRequest('Send the file as multipart form data in the field "file".');
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  if (part?.fieldname !== 'file') throw badRequest('Send the file in the field "file".', 'FILE_MISSING');
  const data = await readFilePart(part);
  if (data.length === 0) throw badRequest('The file is empty.', 'FILE_EMPTY');
  return { name: part.filename, data };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** upload-csv and its samples, added to the employee routes (employees.routes.ts). */
export function employeeImportRoutes(r: Router) {
  const { deps } = r;
  const establishment = establishmentGate();

  r.post('/establishments/:id/employees/upload-csv', {
    access: contractorOnly,
    multipart: true,
    params: { id: 'Establishment' },
    gate: establishment,
    response: employeeImportResult,
    handler: async ({ auth, params, request }) =>
      importEmployees(deps, auth, params.id, await readImportFile(request)),
  });
  r.get('/establishments/:id/employees/sample-csv', {
    access: contractorOnly,
    params: { id: 'Establishment' },
    gate: establishment,
    response: fileBytes,
    handler: ({ reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="employees-sample.csv"')
        .send(employeeSampleCsv()),
  });
  r.get('/establishments/:id/employees/sample-xlsx', {
    access: contractorOnly,
    params: { id: 'Establishment' },
    gate: establishment,
    response: fileBytes,
    handler: async ({ reply }) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="employees-sample.xlsx"')
        .send(await employeeSampleXlsx()),
  });
}
