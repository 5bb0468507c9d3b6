import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext, Deps } from '../../context.js';
import { agencies } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { StoredFileMissing } from '../../storage/index.js';
import {
  agencyScopeCondition,
  assertWritable,
  establishmentInScope,
  establishmentScopeCondition,
} from '../scope/index.js';
import {
  fileIsReferenced,
  findFileInScope,
  insertFile,
  lockFileRow,
  markFileDeleted,
} from './files.queries.js';
import { imageSize, type SniffedType, sniffFileType } from './sniff.js';

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

/**
 * Characters that are never part of a readable file name: C0 and C1 controls, and the bidirectional
 * controls that let `invoice\u202Efdp.exe` display as `invoiceexe.pdf`.
 */
const UNREADABLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Keeps the readable part of a client's file name: no paths, no control characters, at most 150 chars. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNREADABLE, '').trim();
  return (cleaned || 'file').slice(-150);
}

/** Other spellings of a sniffed type's extension that a name may keep. */
const SAME_EXTENSIONS: Record<string, string[]> = { jpg: ['jpg', 'jpeg', 'jpe', 'jfif'] };

/** The name as stored and served: it ends in an extension of the type the bytes really are. */
export function storedName(name: string, type: SniffedType): string {
  const cleaned = cleanName(name);
  const extension = /\.([^.]+)$/.exec(cleaned)?.[1]?.toLowerCase();
  const accepted = SAME_EXTENSIONS[type.extension] ?? [type.extension];
  if (extension && accepted.includes(extension)) return cleaned;
  return `${cleaned.slice(0, 150 - type.extension.length - 1)}.${type.extension}`;
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
  const type = await sniffFileType(upload.data, cleanName(upload.name));
  if (!type) throw new AppError(415, 'FILE_TYPE', FILE_TYPE_MESSAGE);
  const name = storedName(upload.name, type);
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
export async function findVisibleFile(
  deps: Deps,
  auth: AuthContext,
  url: string,
  purpose: 'read' | 'delete',
) {
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

export const FILE_IN_USE_MESSAGE =
  'This file is part of a saved record and cannot be deleted on its own. Replace it in that record instead.';

/**
 * Deleting is for the owner agency, and only for a file nothing depends on: a file of a locked or cancelled
 * establishment is kept whatever refers to it, and a file a saved record refers to goes only with that record.
 */
export async function deleteFile(deps: Deps, auth: AuthContext, url: string) {
  const file = await findVisibleFile(deps, auth, url, 'delete');
  await inTransaction(deps.db, auth, async (tx) => {
    await lockFileRow(tx, file.id);
    // A file of an establishment goes only while the caller may still write to that establishment.
    if (file.establishmentId) assertWritable(await establishmentInScope(tx, auth, file.establishmentId));
    if (await fileIsReferenced(tx, file.id)) throw conflict(FILE_IN_USE_MESSAGE, 'FILE_IN_USE');
    await markFileDeleted(tx, file.id);
  });
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
