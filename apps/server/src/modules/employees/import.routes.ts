import { employeeImportResult } from '@anupalan/shared';
import { fileBytes, type Router, refusing, write } from '../../kit/route.js';
import { readUploadedFile } from '../../kit/upload-file.js';
import { establishmentGate } from '../scope/index.js';
import { importEmployees } from './import.service.js';
import { employeeSampleCsv, employeeSampleXlsx } from './import-samples.js';

/** The spec gives the CSV import and its samples to the contractor alone (part 2, section 2). */
const contractorOnly = refusing(write('Contractor'), {
  message: 'Only the contractor imports employees.',
  code: 'CONTRACTOR_ONLY',
});

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
      importEmployees(deps, auth, params.id, await readUploadedFile(request)),
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
