import { z } from 'zod';
import { apiRequest } from '../../lib/api';

const uploadedFile = z.object({
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * Where uploads go: on an establishment's pages the establishment's own address (its files are then read
 * by everyone who reaches the establishment), elsewhere the agency's.
 */
export function uploadUrlFor(params: Record<string, string>): string {
  const establishmentId = params.establishmentId;
  return establishmentId ? `/api/files/establishments/${encodeURIComponent(establishmentId)}` : '/api/files';
}

/** Uploads one file (multipart field `file`); the answer's url is what a form keeps. */
export function uploadFile(file: File, url = '/api/files'): Promise<UploadedFile> {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiRequest(url, { method: 'POST', body, parser: uploadedFile });
}

/** Where the browser opens or shows an uploaded file. */
export function fileHref(url: string): string {
  return url.startsWith('blob:') ? url : `/api/files?url=${encodeURIComponent(url)}`;
}
