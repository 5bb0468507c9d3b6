import { type MessageResponse, messageResponse } from '@anupalan/shared';
import { apiRequest } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

/** The project's compliance report as a spreadsheet, saved under the name the server gives. */
export function downloadComplianceReport(projectId: string): Promise<void> {
  return downloadFile('/api/compliance-download', { project_id: projectId }, 'compliance-report.xlsx');
}

/** Asks the server to mail the report to the user; it answers at once and mails later. */
export function emailComplianceReport(projectId: string): Promise<MessageResponse> {
  return apiRequest('/api/compliance-email', { query: { project_id: projectId }, parser: messageResponse });
}
