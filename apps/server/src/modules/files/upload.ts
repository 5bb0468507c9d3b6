import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../lib/errors.js';

export const FILE_TOO_LARGE_MESSAGE = 'File can not be greater than 5mb';

export const fileTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);

/**
 * Reads one uploaded file part whole. Over the size limit is always 413: busboy stops the part at the limit
 * and only flags it (`truncated`), and when the cut falls on a chunk boundary `toBuffer()` returns the first
 * 5 MiB without an error, so the flag is checked here for every part, on every upload path.
 */
export async function readFilePart(part: MultipartFile): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
      throw fileTooLarge();
    }
    // Any other failure reading the part is a cut or malformed body sent by the client.
    throw badRequest('The upload was incomplete. Please try again.', 'UPLOAD_INCOMPLETE');
  }
  if (part.file.truncated) throw fileTooLarge();
  return data;
}
