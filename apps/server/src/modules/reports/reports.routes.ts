import { messageResponse } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { inTransaction } from '../../db/tx.js';
import { enqueueMail } from '../../mail/outbox.js';
import { complianceReportMail } from '../../mail/templates.js';
import { requireAuth } from '../../plugins/session.js';
import { projectInScope, requireGovernment } from '../scope/project-scope.js';
import { buildComplianceReport } from './compliance-report.js';

const projectQuery = z.object({ project_id: z.string() });

export const COMPLIANCE_EMAIL_MESSAGE =
  'Compliance email request has been updated successfully. You will receive the report soon';

/** RFC 6266 Content-Disposition for any file name. */
export function attachmentHeader(filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const reportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get('/compliance-download', { schema: { querystring: projectQuery } }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    requireGovernment(auth);
    const project = await projectInScope(deps.db, auth, request.query.project_id);
    const { filename, buffer } = await buildComplianceReport(deps.db, {
      id: project.id,
      name: project.body.name,
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentHeader(filename))
      .header('access-control-expose-headers', 'content-disposition')
      .send(buffer);
  });

  app.get(
    '/compliance-email',
    { schema: { querystring: projectQuery, response: { 200: messageResponse } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      requireGovernment(auth);
      const project = await projectInScope(deps.db, auth, request.query.project_id);
      await inTransaction(deps.db, auth, (tx) =>
        enqueueMail(tx, {
          to: auth.email,
          ...complianceReportMail(auth.name, project.body.name),
          report: { kind: 'compliance', projectId: project.id },
        }),
      );
      return { message: COMPLIANCE_EMAIL_MESSAGE };
    },
  );
};
