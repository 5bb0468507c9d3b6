import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type MailPayload, projects } from '../../db/schema/index.js';
import type { MailAttachment } from '../../mail/transport.js';
import { buildComplianceReport } from './compliance-report.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Makes the report a queued mail asks for, at the time it is sent. */
export function reportAttachments(db: Db) {
  return async (payload: MailPayload): Promise<MailAttachment[]> => {
    if (!payload.report) return [];
    const [project] = await db
      .select({ id: projects.id, name: sql<string>`${projects.body} ->> 'name'` })
      .from(projects)
      .where(eq(projects.id, payload.report.projectId));
    if (!project) return [];
    const { filename, buffer } = await buildComplianceReport(db, project);
    return [{ filename, content: buffer, contentType: XLSX }];
  };
}
