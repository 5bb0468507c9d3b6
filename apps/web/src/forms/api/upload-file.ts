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

/** Uploads one file (multipart field `file`); the answer's url is what a form keeps. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.set('file', file, file.name);
  return apiRequest('/api/files', { method: 'POST', body, parser: uploadedFile });
}

/** Where the browser opens or shows an uploaded file. */
export function fileHref(url: string): string {
  return url.startsWith('blob:') ? url : `/api/files?url=${encodeURIComponent(url)}`;
}
