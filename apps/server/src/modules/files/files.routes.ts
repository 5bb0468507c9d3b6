import { fileView, MAX_FILE_BYTES, messageResponse } from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fileBytes, read, routes, write } from '../../kit/route.js';
import { badRequest } from '../../lib/errors.js';
import { deleteFile, openFile, uploadAgencyFile, uploadEstablishmentFile } from './files.service.js';
import { fileTooLarge, readFilePart } from './upload.js';

const urlQuery = z.object({ url: z.string().min(1).max(200) });

/** Content-Disposition with the original name, safe for any characters (RFC 6266 / 5987). */
function contentDisposition(name: string, inline: boolean) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Reads the single `file` part of an upload, refusing an oversized body before reading it. */
async function readUpload(request: FastifyRequest) {
  // Multipart adds a little overhead to the file itself.
  if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES + 64 * 1024) throw fileTooLarge();
  if (!request.isMultipart()) throw badRequest('Send the file as multipart form data in the field "file".');
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  if (part?.fieldname !== 'file') throw badRequest('Send the file in the field "file".', 'FILE_MISSING');
  const data = await readFilePart(part);
  if (data.length === 0) throw badRequest('The file is empty.', 'FILE_EMPTY');
  return { name: part.filename, data };
}

export const fileRoutes = routes((r) => {
  const { deps } = r;
  r.post('/files', {
    access: write(),
    multipart: true,
    response: fileView,
    handler: async ({ auth, request }) => uploadAgencyFile(deps, auth, await readUpload(request)),
  });

  r.post('/files/establishments/:id', {
    access: write(),
    multipart: true,
    params: { id: 'Establishment' },
    response: fileView,
    handler: async ({ auth, params, request }) =>
      uploadEstablishmentFile(deps, auth, params.id, await readUpload(request)),
  });

  r.get('/files', {
    access: read(),
    query: urlQuery,
    response: fileBytes,
    handler: async ({ auth, query, reply }) => {
      const file = await openFile(deps, auth, query.url);
      const inline = file.contentType === 'application/pdf' || file.contentType.startsWith('image/');
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name, inline))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  });

  r.delete('/files', {
    access: write(),
    query: urlQuery,
    response: messageResponse,
    handler: ({ auth, query }) => deleteFile(deps, auth, query.url),
  });
});
