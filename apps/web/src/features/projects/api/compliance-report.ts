import { type MessageResponse, messageResponse } from '@anupalan/shared';
import { ApiError, apiRequest, UNAUTHENTICATED_STATUS } from '../../../lib/api';
import { sessionExpiry } from '../../../lib/session/expiry';

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when given, else `filename`. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

async function failure(response: Response): Promise<ApiError> {
  if (response.status === UNAUTHENTICATED_STATUS) sessionExpiry.unauthenticatedResponse();
  const data: unknown = await response.json().catch(() => undefined);
  const { message, code } = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  return new ApiError(
    response.status,
    typeof code === 'string' ? code : 'HTTP_ERROR',
    typeof message === 'string' ? message : '',
  );
}

/**
 * The project's compliance report as a spreadsheet, saved under the name the server gives. The API client
 * reads JSON only, so the file is fetched here.
 */
export async function downloadComplianceReport(projectId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/compliance-download?${new URLSearchParams({ project_id: projectId })}`, {
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? 'compliance-report.xlsx';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Asks the server to mail the report to the user; it answers at once and mails later. */
export function emailComplianceReport(projectId: string): Promise<MessageResponse> {
  return apiRequest('/api/compliance-email', { query: { project_id: projectId }, parser: messageResponse });
}
