import {
  COMMENT_CATEGORIES,
  COMMENT_STATE,
  type CommentCategory,
  type CommentCategoryResponse,
  type CommentStatsResponse,
  type ConsultantComment,
  commentPageOf,
} from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import { inTransaction } from '../../db/tx.js';
import { conflict, notFound, validationFailed } from '../../lib/errors.js';
import { type EstablishmentInScope, establishmentForWrite } from '../scope/index.js';
import {
  commentCountsByCategory,
  commentView,
  insertComment,
  insertReply,
  listCategoryComments,
  listEstablishmentComments,
  lockComment,
  setCommentState,
} from './consultant-comments.queries.js';

/**
 * Consultant comments (spec part 1, sections 4-5). The routes' gates have already found the establishment in
 * the caller's scope and, for writes, refused a locked one or a caller whose link ended; the roles are the
 * routes' too. Each write locks the establishment again (establishmentForWrite) so it serialises with the
 * establishment's other writes and sees its state as it commits. Author, agency and times come from the
 * session and the database clock, never from the request.
 */

/** No compliance rule reads comments: a comment's write locks the establishment but does not recompute it. */
const NO_RECOMPUTE = { recompute: false } as const;

export const COMMENT_NOT_FOUND_MESSAGE = 'Comment not found.';
const PAGE_MISMATCH_MESSAGE = 'This page is not a page of this establishment.';

/** The page's category, when `url` is a page of this very establishment (its project and subproject too). */
function categoryOfPage(found: EstablishmentInScope, url: string): CommentCategory {
  const page = commentPageOf(url);
  const e = found.establishment;
  if (
    !page ||
    page.establishmentId !== e.id ||
    page.subprojectId !== e.subprojectId ||
    page.projectId !== found.projectId
  )
    throw validationFailed({ url: PAGE_MISMATCH_MESSAGE });
  return page.category;
}

export function listComments(deps: Deps, found: EstablishmentInScope, url?: string) {
  return listEstablishmentComments(deps.db, found.establishment.id, url);
}

export async function commentsOfCategory(
  deps: Deps,
  found: EstablishmentInScope,
  category: CommentCategory,
): Promise<CommentCategoryResponse> {
  const all = await listCategoryComments(deps.db, found.establishment.id, category);
  return {
    category,
    unresolved: all.filter((c) => c.state !== COMMENT_STATE.resolved),
    resolved: all.filter((c) => c.state === COMMENT_STATE.resolved),
  };
}

export async function commentStats(deps: Deps, found: EstablishmentInScope): Promise<CommentStatsResponse> {
  const counts = new Map(
    (await commentCountsByCategory(deps.db, found.establishment.id)).map((r) => [r.category, r]),
  );
  const categories = COMMENT_CATEGORIES.map((category) => {
    const { total = 0, resolved = 0 } = counts.get(category) ?? {};
    return { category, total, resolved, unresolved: total - resolved };
  });
  const total = categories.reduce((n, c) => n + c.total, 0);
  const resolved = categories.reduce((n, c) => n + c.resolved, 0);
  return { categories, total, resolved, unresolved: total - resolved };
}

async function shown(deps: Deps, establishmentId: string, commentId: string) {
  const view = await commentView(deps.db, establishmentId, commentId);
  if (!view) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  return view;
}

export async function addComment(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  values: { comment: string; url: string },
): Promise<ConsultantComment> {
  const category = categoryOfPage(found, values.url);
  const id = await inTransaction(deps.db, auth, async (tx) => {
    const locked = await establishmentForWrite(tx, auth, found.establishment.id, NO_RECOMPUTE);
    return insertComment(tx, {
      establishmentId: locked.establishment.id,
      category,
      url: values.url,
      comment: values.comment,
      createdBy: auth.userId,
      agencyId: auth.agencyId!,
    });
  });
  return shown(deps, found.establishment.id, id);
}

export async function addReply(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  values: { reply: string; comment_id: string },
): Promise<ConsultantComment> {
  const establishmentId = found.establishment.id;
  await inTransaction(deps.db, auth, async (tx) => {
    await establishmentForWrite(tx, auth, establishmentId, NO_RECOMPUTE);
    const comment = await lockComment(tx, establishmentId, values.comment_id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
    await insertReply(tx, {
      commentId: comment.id,
      establishmentId,
      reply: values.reply,
      createdBy: auth.userId,
      agencyId: auth.agencyId!,
    });
  });
  return shown(deps, establishmentId, values.comment_id);
}

const TRANSITIONS = {
  resolve: {
    to: COMMENT_STATE.resolved,
    from: [COMMENT_STATE.unresolved, COMMENT_STATE.reopened] as string[],
    message: 'This comment is already resolved.',
  },
  reopen: {
    to: COMMENT_STATE.reopened,
    from: [COMMENT_STATE.resolved] as string[],
    message: 'Only a resolved comment can be reopened.',
  },
} as const;
export type CommentTransition = keyof typeof TRANSITIONS;

/** Resolves (who and when from the session and the clock) or reopens (those cleared) a comment. */
export async function moveComment(
  deps: Deps,
  auth: AuthContext,
  found: EstablishmentInScope,
  commentId: string,
  transition: CommentTransition,
): Promise<ConsultantComment> {
  const establishmentId = found.establishment.id;
  const { to, from, message } = TRANSITIONS[transition];
  await inTransaction(deps.db, auth, async (tx) => {
    await establishmentForWrite(tx, auth, establishmentId, NO_RECOMPUTE);
    const comment = await lockComment(tx, establishmentId, commentId);
    if (!comment) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
    if (!from.includes(comment.state)) throw conflict(message, 'COMMENT_STATE');
    await setCommentState(tx, comment.id, to, { userId: auth.userId, agencyId: auth.agencyId! });
  });
  return shown(deps, establishmentId, commentId);
}
