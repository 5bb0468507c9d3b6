import { WAGE_BULK_MESSAGES, wageCsvImportResult, wageCsvQuery } from '@anupalan/shared';
import { z } from 'zod';
import { fileBytes, read, refusing, routes, write } from '../../kit/route.js';
import { readUploadedFile } from '../../kit/upload-file.js';
import { attachmentHeader } from '../reports/index.js';
import { establishmentGate } from '../scope/index.js';
import { downloadWageCsv, uploadWageCsv } from './csv.service.js';
import { renderWageReport } from './printables.service.js';

/** The wage entries' CSV is the establishment's contractor's to upload (docs/decisions.md 'Wages'). */
const contractorOnly = refusing(write('Contractor'), {
  message: WAGE_BULK_MESSAGES.contractorOnly,
  code: 'CONTRACTOR_ONLY',
});
const establishment = establishmentGate();

/**
 * The wage register's report and the entries' CSV under /api (spec part 2, section 7 'Wages';
 * packages/shared/src/api/wages-bulk.ts). Reads are every role's in scope; the upload is all or nothing.
 */
export const wageBulkRoutes = routes((r) => {
  const { deps } = r;
  r.get('/reports/establishments/:id/wages/:wageId', {
    description: "The wage register's report (HTML).",
    access: read(),
    params: { id: 'Establishment', wageId: z.string().uuid() },
    gate: establishment,
    response: fileBytes,
    handler: async ({ auth, found, params, reply }) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await renderWageReport(deps, auth, found, params.wageId)),
  });
  const csvParams = { id: 'Establishment', registerId: z.string().uuid() } as const;
  r.get('/generate-csv/establishments/:id/wage-register/:registerId', {
    description: "The register's entries as CSV (a subcontractor's: its own workers').",
    access: read(),
    params: csvParams,
    query: wageCsvQuery,
    gate: establishment,
    response: fileBytes,
    handler: async ({ auth, found, params, query, reply }) => {
      const file = await downloadWageCsv(deps, auth, found, params.registerId, query.time_zone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(file.filename))
        .header('access-control-expose-headers', 'content-disposition')
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  });
  r.post('/generate-csv/establishments/:id/wage-register/:registerId', {
    description:
      'Uploads the entries’ CSV (multipart `file`, .csv): all or nothing; 400 WAGE_CSV_INVALID with `rows`.',
    access: contractorOnly,
    multipart: true,
    params: csvParams,
    query: wageCsvQuery,
    gate: establishment,
    response: wageCsvImportResult,
    handler: async ({ auth, params, query, request }) =>
      uploadWageCsv(
        deps,
        auth,
        params.id,
        params.registerId,
        await readUploadedFile(request),
        query.time_zone,
      ),
  });
});
