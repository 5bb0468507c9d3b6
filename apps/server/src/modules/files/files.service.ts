import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../app.js';
import { agencies } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { AuthContext } from '../../plugins/session.js';
import { StoredFileMissing } from '../../storage/index.js';
import { agencyScopeCondition } from '../scope/agency-scope.js';
import {
  assertWritable,
  establishmentInScope,
  establishmentScopeCondition,
} from '../scope/establishment-scope.js';
import { findFileInScope, insertFile, markFileDeleted } from './files.queries.js';
import { imageSize, sniffFileType } from './sniff.js';

export const FILE_TOO_LARGE_MESSAGE = 'File exceeding its size. please upload the file less than 5MB.';
export const FILE_TYPE_MESSAGE =
  'This file type is not allowed. Upload a PDF, an image (PNG, JPEG, GIF, WebP), a Word or Excel document, or a CSV file.';

export interface StoredFileView {
  url: string;
  name: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** Keeps the readable part of a client's file name: no paths, no control characters, at most 150 chars. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f')
    .join('')
    .trim();
  return (cleaned || 'file').slice(-150);
}

function agencyOf(auth: AuthContext): string {
  if (!auth.agencyId) throw forbidden('Choose an agency to work with files.', 'AGENCY_REQUIRED');
  return auth.agencyId;
}

export async function uploadAgencyFile(
  deps: Deps,
  auth: AuthContext,
  upload: { name: string; data: Buffer; establishmentId?: string },
): Promise<StoredFileView> {
  const agencyId = agencyOf(auth);
  const name = cleanName(upload.name);
  const type = sniffFileType(upload.data, name);
  if (!type) throw new AppError(415, 'FILE_TYPE', FILE_TYPE_MESSAGE);
  const size = type.isImage ? imageSize(upload.data, type.contentType) : null;
  const id = randomUUID();
  const now = new Date();
  const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${type.extension}`;
  await deps.storage.put(storageKey, upload.data, type.contentType);
  try {
    await inTransaction(deps.db, auth, (tx) =>
      insertFile(tx, {
        id,
        storageKey,
        name,
        contentType: type.contentType,
        sizeBytes: upload.data.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        ownerAgencyId: agencyId,
        establishmentId: upload.establishmentId ?? null,
        uploadedBy: auth.userId,
      }),
    );
  } catch (err) {
    // The row did not commit: the stored bytes would be orphaned.
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
  return {
    url: id,
    name,
    contentType: type.contentType,
    size: upload.data.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/**
 * Reading follows the owner agency's scope (a Government reads the documents of the agencies in its scope);
 * deleting is for the owner agency only.
 */
async function findVisibleFile(deps: Deps, auth: AuthContext, url: string, purpose: 'read' | 'delete') {
  const agencyId = agencyOf(auth);
  // A file of an establishment is also read by whoever reaches that establishment.
  const scope =
    purpose === 'read'
      ? sql`(${agencyScopeCondition(auth)} or (files.establishment_id is not null and exists (
          select 1 from establishments where establishments.id = files.establishment_id
            and ${establishmentScopeCondition(auth)})))`
      : eq(agencies.id, agencyId);
  const file = isUuid(url) ? await findFileInScope(deps.db, url, scope) : undefined;
  if (!file) throw notFound('File not found.');
  return file;
}

export async function openFile(
  deps: Deps,
  auth: AuthContext,
  url: string,
): Promise<{ stream: Readable; name: string; contentType: string; size: number }> {
  const file = await findVisibleFile(deps, auth, url, 'read');
  try {
    const stream = await deps.storage.get(file.storageKey);
    return { stream, name: file.name, contentType: file.contentType, size: file.sizeBytes };
  } catch (err) {
    if (err instanceof StoredFileMissing) throw notFound('File not found.');
    throw err;
  }
}

export async function deleteFile(deps: Deps, auth: AuthContext, url: string) {
  const file = await findVisibleFile(deps, auth, url, 'delete');
  await inTransaction(deps.db, auth, (tx) => markFileDeleted(tx, file.id));
  await deps.storage.delete(file.storageKey);
  return { message: 'File deleted' };
}

/**
 * Uploads on an establishment's pages: by its contractor or a subcontractor with login access, while the
 * establishment accepts changes. The file is then readable by everyone who reaches the establishment.
 */
export async function uploadEstablishmentFile(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  upload: { name: string; data: Buffer },
) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  if (auth.role !== 'Contractor' && auth.role !== 'Subcontractor') {
    throw forbidden('Only the contractor and its subcontractors upload files here.');
  }
  assertWritable(found);
  return uploadAgencyFile(deps, auth, { ...upload, establishmentId: found.establishment.id });
}
