import {
  istDateKey,
  RETURN_MESSAGES,
  type ReturnItem,
  type ReturnList,
  type ReturnListQuery,
  type ReturnSaveValues,
  type ReturnUploadKey,
  returnsYearOf,
} from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import type { EstReturnBodyJson } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { findVisibleFile } from '../files/files.service.js';
import {
  type EstablishmentInScope,
  establishmentForWrite,
  lockReason,
  registerCallerOf,
} from '../scope/index.js';
import {
  ensureReturnRows,
  findReturnRow,
  listReturnRows,
  lockFileRow,
  type ReturnRow,
  returnItemOf,
  writeReturnBody,
} from './returns.queries.js';

/**
 * The establishment's statutory returns (docs/returns.md): the list of the returns due between two dates, made
 * idempotently the first time a period is listed; the contractor's two uploads (signed return, proof of dispatch)
 * and their removal. The Government and the consultant read; a subcontractor has no access (the routes refuse it).
 */
export type ReturnDeps = Pick<Deps, 'db'>;

/** Ten years of returns at most in one list (twenty-odd rows a year would be made otherwise without limit). */
const MAX_RANGE_DAYS = 3660;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The dates asked for, or the returns year of today (spec part 2, section 9). */
export function returnListRange(
  query: ReturnListQuery,
  commencement: string | null,
  today = istDateKey(),
): { from: string; to: string } {
  if (!query.from_date && !query.to_date) {
    const year = returnsYearOf(today, commencement);
    return { from: year.from, to: year.to };
  }
  const from = query.from_date ?? query.to_date!;
  const to = query.to_date ?? query.from_date!;
  if (from > to) throw badRequest(RETURN_MESSAGES.datesOrder, 'DATES_ORDER');
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    throw badRequest(RETURN_MESSAGES.rangeTooLong, 'RANGE_TOO_LONG');
  return { from, to };
}

export async function listReturns(
  deps: ReturnDeps,
  auth: AuthContext,
  found: EstablishmentInScope,
  query: ReturnListQuery,
): Promise<ReturnList> {
  const e = found.establishment;
  const { from, to } = returnListRange(query, e.commencementDate);
  const rows = await inTransaction(deps.db as Db, auth, async (tx) => {
    await ensureReturnRows(tx, e.id, from, to);
    return listReturnRows(tx, e.id, from, to);
  });
  const caller = registerCallerOf(auth, found);
  const today = istDateKey();
  return {
    from_date: from,
    to_date: to,
    commencement_date: e.commencementDate,
    can_upload: caller.kind === 'contractor' && caller.writable,
    lock_reason: caller.kind === 'contractor' ? lockReason(found) : null,
    returns: rows.map((r) => returnItemOf(r, today)),
  };
}

/** The return of the establishment in the caller's scope (the gate has checked the establishment), or 404. */
export async function returnInScope(deps: ReturnDeps, found: EstablishmentInScope, returnId: string) {
  const row = isUuid(returnId) ? await findReturnRow(deps.db, found.establishment.id, returnId) : undefined;
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  return row;
}

/** Locks the establishment (its contractor, writable) and the return; refuses an unknown return. */
async function returnForWrite(tx: Tx, auth: AuthContext, establishmentId: string, returnId: string) {
  const found = await establishmentForWrite(tx, auth, establishmentId, { ownerContractor: true });
  const row = isUuid(returnId) ? await findReturnRow(tx, found.establishment.id, returnId, true) : undefined;
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  return row;
}

/**
 * Saves one or both uploads. Each file was uploaded on this establishment's page (files module) and the caller
 * may read it; the return's period has ended; a completed return does not change (a document is removed first).
 * Both in: submitted_on is set ('Completed on {date}'). Two uploads at once run one after the other on the
 * return's row lock, so each keeps the other's document.
 */
export async function saveReturnUploads(
  deps: ReturnDeps,
  auth: AuthContext,
  establishmentId: string,
  returnId: string,
  values: ReturnSaveValues,
): Promise<{ message: string; return: ReturnItem }> {
  const keys = (['signedReturn', 'proofDispatch'] as const).filter((k) => values[k]);
  if (keys.length === 0) throw badRequest(RETURN_MESSAGES.nothingSent, 'NOTHING_SENT');
  const files = new Map<ReturnUploadKey, { id: string; name: string }>();
  for (const key of keys) {
    const file = await findVisibleFile(deps as Deps, auth, values[key]!.url, 'read');
    if (file.establishmentId !== establishmentId)
      throw badRequest(RETURN_MESSAGES.fileNotHere, 'FILE_NOT_HERE');
    files.set(key, { id: file.id, name: file.name });
  }
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const row = await returnForWrite(tx, auth, establishmentId, returnId);
    const today = istDateKey();
    if (row.submitted_on) throw forbidden(RETURN_MESSAGES.completed, 'RETURN_COMPLETED');
    if (row.end_on >= today) throw forbidden(RETURN_MESSAGES.notEnded, 'PERIOD_NOT_ENDED');
    const body: EstReturnBodyJson = { ...row.body };
    const now = new Date().toISOString();
    for (const [key, file] of files) {
      // A file a saved record refers to is not deleted on its own (files module): lock it as it is referred to.
      await lockFileRow(tx, file.id);
      body[key] = { name: file.name, url: file.id, uploaded_on: now };
    }
    await writeReturnBody(tx, row.id, body, auth.userId);
    return { message: RETURN_MESSAGES.uploaded, return: await itemAfter(tx, row, today) };
  });
}

/**
 * Removes one upload (the contractor, while the establishment accepts changes). Removing a document of a
 * completed return reopens it (submitted_on cleared): docs/decisions.md 'Returns'. The file itself stays in the
 * files store (the audit log keeps the reference); the contractor may delete it there once nothing refers to it.
 */
export async function removeReturnUpload(
  deps: ReturnDeps,
  auth: AuthContext,
  establishmentId: string,
  returnId: string,
  key: ReturnUploadKey,
): Promise<{ message: string; return: ReturnItem }> {
  return inTransaction(deps.db as Db, auth, async (tx) => {
    const row = await returnForWrite(tx, auth, establishmentId, returnId);
    if (!row.body[key]) throw badRequest(RETURN_MESSAGES.notUploaded, 'NOT_UPLOADED');
    const body: EstReturnBodyJson = { ...row.body };
    delete body[key];
    await writeReturnBody(tx, row.id, body, auth.userId);
    return { message: RETURN_MESSAGES.deleted, return: await itemAfter(tx, row, istDateKey()) };
  });
}

async function itemAfter(tx: Tx, row: ReturnRow, today: string) {
  const fresh = await findReturnRow(tx, row.establishment_id, row.id);
  return returnItemOf(fresh!, today);
}
