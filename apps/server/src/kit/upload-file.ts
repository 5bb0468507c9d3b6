import { MAX_FILE_BYTES } from '@anupalan/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { fileTooLarge, readFilePart } from '../modules/files/index.js';

/**
 * The `file` part of an import's upload (employees, attendance), refused whole over the upload limit (413) before
 * it is read; an empty file is refused too.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES + 64 * 1024) throw fileTooLarge();
  if (!request.isMultipart()) throw badRequest('Send the file as multipart form data in the field "file".');
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  if (part?.fieldname !== 'file') throw badRequest('Send the file in the field "file".', 'FILE_MISSING');
  const data = await readFilePart(part);
  if (data.length === 0) throw badRequest('The file is empty.', 'FILE_EMPTY');
  return { name: part.filename, data };
}
