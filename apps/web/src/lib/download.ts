import { ApiError, UNAUTHENTICATED_STATUS } from './api';
import { sessionExpiry } from './session/expiry';

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
  const { message, code, fields } = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  return new ApiError(
    response.status,
    typeof code === 'string' ? code : 'HTTP_ERROR',
    typeof message === 'string' ? message : '',
    typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  );
}

/**
 * A file the API answers with (a spreadsheet, say), saved under the name the server gives. The API client
 * reads JSON only, so the file is fetched here; a refusal throws the same ApiError as any call.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
): Promise<void> {
  let response: Response;
  try {
    const search = new URLSearchParams(query).toString();
    response = await fetch(search ? `${path}?${search}` : path, { credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
