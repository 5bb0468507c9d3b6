import { z } from 'zod';
import { COMMENT_CATEGORIES } from '../domain/comments.js';
import { INPUT_LIMITS } from '../domain/limits.js';
import { COMMENT_STATE, statusValues } from '../domain/statuses.js';
import { SENTENCE_PATTERN, SENTENCE_PATTERN_MESSAGE } from '../validation/patterns.js';
import { patternText } from './common.js';

export * from '../domain/comments.js';

/**
 * Consultant comments (spec part 1, section 7; part 2, section 7). The contract the comments side panel, the
 * dashboard's comment pages and the compliance dashboard's 'consultant comments by section' read.
 */

/** A comment or a reply: required ('Required'), at most INPUT_LIMITS.textarea characters, a sentence. */
export const commentText = () =>
  patternText(INPUT_LIMITS.textarea, SENTENCE_PATTERN, SENTENCE_PATTERN_MESSAGE);

/** The page's path: /projects/{p}/subprojects/{s}/establishments/{e}/{segment}... (checked by the server). */
export const commentUrl = z.string().min(1).max(INPUT_LIMITS.textarea);

export const commentCategory = z.enum(COMMENT_CATEGORIES);
export const commentState = z.enum(statusValues(COMMENT_STATE));

/**
 * POST /api/establishments/{id}/consultant-comments. The spec's payload also carries establishment_id, category,
 * consultant_agency_id and created_on: the server takes the establishment from the path, the category from the
 * url, and the author, agency and time from the session, so whatever is sent in them is not used.
 */
export const createCommentRequest = z.object({
  comment: commentText(),
  url: commentUrl,
  establishment_id: z.unknown().optional(),
  category: z.unknown().optional(),
  consultant_agency_id: z.unknown().optional(),
  created_on: z.unknown().optional(),
});
export type CreateCommentRequest = z.input<typeof createCommentRequest>;

/** POST .../resolve and .../reopen: {id}; resolved_by, resolved_on, resolved_by_contractor_user_id come from the session. */
export const commentTransitionRequest = z.object({
  id: z.uuid(),
  resolved_by: z.unknown().optional(),
  resolved_on: z.unknown().optional(),
  resolved_by_contractor_user_id: z.unknown().optional(),
});
export type CommentTransitionRequest = z.input<typeof commentTransitionRequest>;

/** POST .../replies. */
export const createReplyRequest = z.object({
  reply: commentText(),
  comment_id: z.uuid(),
});
export type CreateReplyRequest = z.input<typeof createReplyRequest>;

/** GET .../consultant-comments?url: the comments of one page (without url: of the whole establishment). */
export const commentListQuery = z.object({ url: commentUrl.optional() });

const agencyType = z.enum(['Government', 'Consultant', 'Contractor', 'Subcontractor']);

export const commentReply = z.object({
  id: z.uuid(),
  comment_id: z.uuid(),
  reply: z.string(),
  /** ISO instant. */
  created_on: z.string(),
  created_by: z.uuid(),
  created_by_name: z.string(),
  agency_name: z.string(),
  agency_type: agencyType,
});
export type CommentReply = z.infer<typeof commentReply>;

export const consultantComment = z.object({
  id: z.uuid(),
  establishment_id: z.uuid(),
  /** The path of the page it was made on; open it with ?isComment=true. */
  url: z.string(),
  category: commentCategory,
  comment: z.string(),
  state: commentState,
  created_by: z.uuid(),
  created_by_name: z.string(),
  /** ISO instant. */
  created_on: z.string(),
  /** The author's agency: a consultant's (then also consultant_agency_id) or a Government's. */
  agency_id: z.uuid(),
  agency_name: z.string(),
  agency_type: agencyType,
  consultant_agency_id: z.uuid().nullable(),
  resolved_by: z.uuid().nullable(),
  resolved_by_name: z.string().nullable(),
  /** ISO instant; null while unresolved or reopened. */
  resolved_on: z.string().nullable(),
  /** resolved_by when a contractor's user resolved it. */
  resolved_by_contractor_user_id: z.uuid().nullable(),
  replies: z.array(commentReply),
});
export type ConsultantComment = z.infer<typeof consultantComment>;

export const commentListResponse = z.array(consultantComment);
/** Every POST answers with the comment as it now is. */
export const commentResponse = consultantComment;

/** GET .../consultant-comments/category/{categoryId}: unresolved (also reopened) first, newest first; then resolved. */
export const commentCategoryResponse = z.object({
  category: commentCategory,
  unresolved: z.array(consultantComment),
  resolved: z.array(consultantComment),
});
export type CommentCategoryResponse = z.infer<typeof commentCategoryResponse>;

export const commentStatRow = z.object({
  category: commentCategory,
  total: z.number().int(),
  resolved: z.number().int(),
  /** total - resolved: unresolved and reopened. */
  unresolved: z.number().int(),
});
export type CommentStatRow = z.infer<typeof commentStatRow>;

/** GET .../consultant-comments/stats: every category (zeros included, in COMMENT_CATEGORIES order) and the totals. */
export const commentStatsResponse = z.object({
  categories: z.array(commentStatRow),
  total: z.number().int(),
  resolved: z.number().int(),
  unresolved: z.number().int(),
});
export type CommentStatsResponse = z.infer<typeof commentStatsResponse>;
