import { fileView, MAX_FILE_BYTES } from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../app.js';
import { badRequest } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import { deleteFile, openFile, uploadAgencyFile, uploadEstablishmentFile } from './files.service.js';
import { fileTooLarge, readFilePart } from './upload.js';

const urlQuery = z.object({ url: z.string().min(1).max(200) });

/** Content-Disposition with the original name, safe for any characters (RFC 6266 / 5987). */
function contentDisposition(name: string, inline: boolean) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const fileRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
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

  app.post(
    '/files',
    { schema: { consumes: ['multipart/form-data'], response: { 200: fileView } } },
    async (request) => {
      const auth = requireAuth(request.auth);
      return uploadAgencyFile(deps, auth, await readUpload(request));
    },
  );

  app.post(
    '/files/establishments/:id',
    {
      schema: {
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.string() }),
        response: { 200: fileView },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return uploadEstablishmentFile(deps, auth, request.params.id, await readUpload(request));
    },
  );

  app.get('/files', { schema: { querystring: urlQuery } }, async (request, reply) => {
    const file = await openFile(deps, requireAuth(request.auth), request.query.url);
    const inline = file.contentType === 'application/pdf' || file.contentType.startsWith('image/');
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.name, inline))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return reply.send(file.stream);
  });

  app.delete(
    '/files',
    { schema: { querystring: urlQuery, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => deleteFile(deps, requireAuth(request.auth), request.query.url),
  );
};
