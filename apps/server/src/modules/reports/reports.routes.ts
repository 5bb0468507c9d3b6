import { messageResponse } from '@anupalan/shared';
import { z } from 'zod';
import { inTransaction } from '../../db/tx.js';
import { fileBytes, type Gate, read, refusing, routes } from '../../kit/route.js';
import { enqueueMail } from '../../mail/outbox.js';
import { complianceReportMail } from '../../mail/templates.js';
import { type ProjectRow, projectInScope } from '../scope/index.js';
import { buildComplianceReport } from './compliance-report.js';

const projectQuery = z.object({ project_id: z.string() });

export const COMPLIANCE_EMAIL_MESSAGE =
  'Compliance email request has been updated successfully. You will receive the report soon';

/** RFC 6266 Content-Disposition for any file name. */
export function attachmentHeader(filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A Government's report of one of its projects: the project is loaded in scope before anything is built. */
const reportAccess = refusing(read('Government'), {
  message: 'Only the Government may do this.',
  code: 'GOVERNMENT_ONLY',
});
const projectOfQuery: Gate<ProjectRow> = {
  load: ({ deps, auth, request }) =>
    projectInScope(deps.db, auth, (request.query as { project_id: string }).project_id),
};

export const reportRoutes = routes((r) => {
  const { deps } = r;
  r.get('/compliance-download', {
    access: reportAccess,
    query: projectQuery,
    gate: projectOfQuery,
    response: fileBytes,
    handler: async ({ found: project, reply }) => {
      const { filename, buffer } = await buildComplianceReport(deps.db, {
        id: project.id,
        name: project.body.name,
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(filename))
        .header('access-control-expose-headers', 'content-disposition')
        .send(buffer);
    },
  });

  r.get('/compliance-email', {
    access: reportAccess,
    query: projectQuery,
    gate: projectOfQuery,
    response: messageResponse,
    handler: async ({ auth, found: project }) => {
      await inTransaction(deps.db, auth, (tx) =>
        enqueueMail(tx, {
          to: auth.email,
          ...complianceReportMail(auth.name, project.body.name),
          report: { kind: 'compliance', projectId: project.id },
        }),
      );
      return { message: COMPLIANCE_EMAIL_MESSAGE };
    },
  });
});
