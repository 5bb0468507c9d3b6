import { auditEntry, pageQuery } from '@anupalan/shared';
import { z } from 'zod';
import { read, routes } from '../../kit/route.js';
import { forbidden } from '../../lib/errors.js';
import { agencyUserAudit, establishmentAudit, projectAudit } from './audit.service.js';

const entries = z.array(auditEntry);

export const auditRoutes = routes((r) => {
  const { deps } = r;
  r.get('/audit/agency-users', {
    access: read(),
    query: pageQuery.extend({ agency_id: z.uuid().optional() }),
    response: entries,
    handler: ({ auth, query: { page, pageSize, agency_id } }) => {
      // Without an agency named, the caller's own agency's trail.
      const agencyId = agency_id ?? auth.agencyId;
      if (!agencyId) throw forbidden('Name the agency whose logs to show.', 'AGENCY_REQUIRED');
      return agencyUserAudit(deps, auth, agencyId, page, pageSize);
    },
  });

  r.get('/audit/establishments/:id', {
    access: read(),
    params: { id: 'Establishment' },
    query: pageQuery,
    response: entries,
    handler: ({ auth, params, query }) =>
      establishmentAudit(deps, auth, params.id, query.page, query.pageSize),
  });

  r.get('/audit/projects', {
    access: read(),
    query: pageQuery.extend({ project_id: z.string() }),
    response: entries,
    handler: ({ auth, query: { project_id, page, pageSize } }) =>
      projectAudit(deps, auth, project_id, page, pageSize),
  });
});
