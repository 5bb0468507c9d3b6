import { ESTABLISHMENT_STATUS, istDateKey } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { establishments, files } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { checkbox, fileValue, maybe, optionalText } from '../../kit/form-values.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import {
  assertWritable,
  establishmentForWrite,
  establishmentInScope,
  lockEstablishmentInScope,
  lockReason,
} from '../scope/index.js';
import { writableByContractor } from './access.js';

async function setCompletion(tx: Tx, id: string, set: Partial<typeof establishments.$inferInsert>) {
  await tx
    .update(establishments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(establishments.id, id));
}

/**
 * The values of the completion forms, typed: the contractor's mark (completionSchema: date, Form VII, note) and
 * the Government's approval (approvalSchema: the typed confirmation and its box). The route chooses the form
 * by the caller's role, so each service reads the fields of its own form.
 */
export const completionFormValues = z.object({
  completion_body: z.object({
    date: optionalText,
    formVII: maybe(fileValue),
    note: optionalText,
    confirmText: optionalText,
    isGovtApproved: maybe(checkbox),
  }),
});
export type CompletionFormValues = z.infer<typeof completionFormValues>;

/*
 * Each transition below starts with the establishment's row locked (establishmentForWrite or
 * lockEstablishmentInScope) and checks the state on that current row: two transitions sent together run one
 * after the other, and the second sees the first's result (approve x20: one approval, nineteen refusals).
 */

/** The contractor marks completion with the date and Form VII: it then awaits the Government's approval. */
export async function markCompletion(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: CompletionFormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    if (found.establishment.status !== ESTABLISHMENT_STATUS.open)
      throw conflict('Completion is already marked.', 'ALREADY_MARKED');
    const body = values.completion_body;
    const formVII = body.formVII;
    const [file] = formVII?.url
      ? await tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.id, String(formVII.url)), eq(files.ownerAgencyId, auth.agencyId!)))
      : [];
    if (!file) throw badRequest('Upload Form VII.', 'VALIDATION', { 'completion_body.formVII': 'Required' });
    await setCompletion(tx, found.establishment.id, {
      status: ESTABLISHMENT_STATUS.completionMarked,
      completionBody: {
        date: body.date,
        formVII: body.formVII,
        note: body.note ?? '',
        markedBy: auth.userId,
      },
    });
  });
  return { message: 'Completion marked. It awaits the approval of the Government.' };
}

/** The Government approves a marked completion: the establishment is locked from then on. */
export async function approveCompletion(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: CompletionFormValues,
) {
  if (auth.role !== 'Government')
    throw forbidden('Only the Government approves completion.', 'GOVERNMENT_ONLY');
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    if (found.establishment.status !== ESTABLISHMENT_STATUS.completionMarked)
      throw conflict('Completion has not been marked by the contractor.', 'NOT_MARKED');
    await setCompletion(tx, found.establishment.id, {
      status: ESTABLISHMENT_STATUS.completionMarked,
      closedOn: istDateKey(),
      completionBody: {
        ...(found.establishment.completionBody as object),
        isGovtApproved: { checked: true },
        confirmText: values.completion_body.confirmText,
        approvedBy: auth.userId,
      },
    });
  });
  return { message: 'This establishment is marked as completed.' };
}

/** Reopens a marked completion: the contractor's undo, or the Government's rejection. Not once approved. */
export async function reopenCompletion(deps: Deps, auth: AuthContext, establishmentId: string) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await lockEstablishmentInScope(tx, auth, establishmentId);
    const isOwner = auth.role === 'Contractor' && found.establishment.contractorAgencyId === auth.agencyId;
    if (!isOwner && auth.role !== 'Government') throw forbidden();
    assertWritable(found);
    if (found.establishment.status !== ESTABLISHMENT_STATUS.completionMarked)
      throw conflict('Completion has not been marked.', 'NOT_MARKED');
    await setCompletion(tx, found.establishment.id, {
      status: ESTABLISHMENT_STATUS.open,
      completionBody: {
        ...(found.establishment.completionBody as object),
        reopened: { by: auth.role === 'Government' ? 'Government' : 'Contractor', on: istDateKey() },
      },
    });
  });
  return {
    message:
      auth.role === 'Government'
        ? 'Completion rejected: the establishment is open again.'
        : 'Completion undone.',
  };
}

/** The cancellation form's values (cancellationSchema), typed: the reason is all the service keeps. */
export const cancellationFormValues = z.object({ completion_body: z.object({ note: z.string() }) });

/** The Government cancels an establishment: closed today, locked from then on. */
export async function cancelEstablishment(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: z.infer<typeof cancellationFormValues>,
) {
  if (auth.role !== 'Government')
    throw forbidden('Only the Government cancels an establishment.', 'GOVERNMENT_ONLY');
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await establishmentForWrite(tx, auth, establishmentId);
    await setCompletion(tx, found.establishment.id, {
      status: ESTABLISHMENT_STATUS.cancelled,
      closedOn: istDateKey(),
      completionBody: {
        ...(found.establishment.completionBody as object),
        note: values.completion_body.note,
        isGovtCancelled: true,
        cancelledBy: auth.userId,
      },
    });
  });
  return { message: 'Closed successfully' };
}

export async function lockState(deps: Deps, auth: AuthContext, establishmentId: string) {
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const reason = lockReason(found);
  return { locked: reason !== null, message: reason };
}
