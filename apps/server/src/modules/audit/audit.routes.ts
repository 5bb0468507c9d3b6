import { auditEntry, pageQuery } from '@anupalan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { forbidden } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { agencyUserAudit, establishmentAudit, projectAudit } from './audit.service.js';

export const auditRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/audit/agency-users',
    {
      schema: {
        querystring: pageQuery.extend({ agency_id: z.uuid().optional() }),
        response: { 200: z.array(auditEntry) },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const { page, pageSize, agency_id } = request.query;
      // Without an agency named, the caller's own agency's trail.
      const agencyId = agency_id ?? auth.agencyId;
      if (!agencyId) throw forbidden('Name the agency whose logs to show.', 'AGENCY_REQUIRED');
      return agencyUserAudit(deps, auth, agencyId, page, pageSize);
    },
  );

  app.get(
    '/audit/establishments/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        querystring: pageQuery,
        response: { 200: z.array(auditEntry) },
      },
    },
    async (request) =>
      establishmentAudit(
        deps,
        requireAuth(request.auth),
        request.params.id,
        request.query.page,
        request.query.pageSize,
      ),
  );

  app.get(
    '/audit/projects',
    {
      schema: {
        querystring: pageQuery.extend({ project_id: z.string() }),
        response: { 200: z.array(auditEntry) },
      },
    },
    async (request) => {
      const { project_id, page, pageSize } = request.query;
      return projectAudit(deps, requireAuth(request.auth), project_id, page, pageSize);
    },
  );
};
