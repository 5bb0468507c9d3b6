import { type AuditEntry, auditEntry, pageQuery } from '@anupalan/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { read, routes } from '../../kit/route.js';
import { forbidden } from '../../lib/errors.js';
import { agencyUserAudit, establishmentAudit, projectAudit } from './audit.service.js';

const entries = z.array(auditEntry);
/** The log pages by keyset: `after` is the cursor the previous page's NEXT_PAGE_HEADER carried. */
const auditPageQuery = pageQuery.extend({ after: z.string().max(400).optional() });
/** The cursor of the next page of a log, absent on the last page. */
export const NEXT_PAGE_HEADER = 'x-next-page';

function withNext(reply: FastifyReply, page: { entries: AuditEntry[]; next: string | null }) {
  if (page.next) reply.header(NEXT_PAGE_HEADER, page.next);
  return page.entries;
}

export const auditRoutes = routes((r) => {
  const { deps } = r;
  r.get('/audit/agency-users', {
    access: read(),
    query: auditPageQuery.extend({ agency_id: z.uuid().optional() }),
    response: entries,
    handler: async ({ auth, reply, query: { page, pageSize, after, agency_id } }) => {
      // Without an agency named, the caller's own agency's trail.
      const agencyId = agency_id ?? auth.agencyId;
      if (!agencyId) throw forbidden('Name the agency whose logs to show.', 'AGENCY_REQUIRED');
      return withNext(reply, await agencyUserAudit(deps, auth, agencyId, page, pageSize, after));
    },
  });

  r.get('/audit/establishments/:id', {
    access: read(),
    params: { id: 'Establishment' },
    query: auditPageQuery,
    response: entries,
    handler: async ({ auth, reply, params, query }) =>
      withNext(
        reply,
        await establishmentAudit(deps, auth, params.id, query.page, query.pageSize, query.after),
      ),
  });

  r.get('/audit/projects', {
    access: read(),
    query: auditPageQuery.extend({ project_id: z.string() }),
    response: entries,
    handler: async ({ auth, reply, query: { project_id, page, pageSize, after } }) =>
      withNext(reply, await projectAudit(deps, auth, project_id, page, pageSize, after)),
  });
});
