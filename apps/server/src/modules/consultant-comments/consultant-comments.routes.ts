import {
  COMMENT_CATEGORIES,
  commentCategoryResponse,
  commentListQuery,
  commentListResponse,
  commentResponse,
  commentStatsResponse,
  commentTransitionRequest,
  createCommentRequest,
  createReplyRequest,
} from '@anupalan/shared';
import { z } from 'zod';
import { read, refusing, routes, write } from '../../kit/route.js';
import { establishmentGate } from '../scope/index.js';
import {
  addComment,
  addReply,
  commentStats,
  commentsOfCategory,
  listComments,
  moveComment,
} from './consultant-comments.service.js';

const base = '/establishments/:id/consultant-comments';
const establishment = establishmentGate();
const params = { id: 'Establishment' } as const;

/** Spec part 1, section 6: consultants and the Government comment; contractors and consultants resolve and reopen. */
const commenters = refusing(write('Consultant', 'Government'), {
  message: 'Only consultants and the Government may comment.',
  code: 'COMMENT_NOT_ALLOWED',
});
const resolvers = refusing(write('Contractor', 'Consultant'), {
  message: 'Only the contractor and the consultant may resolve or reopen a comment.',
  code: 'RESOLVE_NOT_ALLOWED',
});

export const consultantCommentRoutes = routes((r) => {
  const { deps } = r;
  r.get(base, {
    description: "The comments of an establishment's page (?url), or of the whole establishment.",
    access: read(),
    params,
    query: commentListQuery,
    gate: establishment,
    response: commentListResponse,
    handler: ({ query, found }) => listComments(deps, found, query.url),
  });
  r.get(`${base}/stats`, {
    description: 'Total, resolved and unresolved comments per category.',
    access: read(),
    params,
    gate: establishment,
    response: commentStatsResponse,
    handler: ({ found }) => commentStats(deps, found),
  });
  r.get(`${base}/category/:categoryId`, {
    description: 'The comments of one category: unresolved (and reopened), then resolved.',
    access: read(),
    params: { ...params, categoryId: z.enum(COMMENT_CATEGORIES) },
    gate: establishment,
    response: commentCategoryResponse,
    handler: ({ params: p, found }) =>
      commentsOfCategory(deps, found, z.enum(COMMENT_CATEGORIES).parse(p.categoryId)),
  });
  r.post(base, {
    description: 'Adds a comment on a page of the establishment.',
    access: commenters,
    params,
    gate: establishment,
    body: createCommentRequest,
    response: commentResponse,
    handler: ({ auth, body, found }) => addComment(deps, auth, found, body),
  });
  r.post(`${base}/replies`, {
    description: 'Replies to a comment.',
    access: write(),
    params,
    gate: establishment,
    body: createReplyRequest,
    response: commentResponse,
    handler: ({ auth, body, found }) => addReply(deps, auth, found, body),
  });
  for (const transition of ['resolve', 'reopen'] as const) {
    r.post(`${base}/${transition}`, {
      description: transition === 'resolve' ? 'Resolves a comment.' : 'Reopens a resolved comment.',
      access: resolvers,
      params,
      gate: establishment,
      body: commentTransitionRequest,
      response: commentResponse,
      handler: ({ auth, body, found }) => moveComment(deps, auth, found, body.id, transition),
    });
  }
});
