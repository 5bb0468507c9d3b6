import {
  COMMENT_CATEGORIES,
  COMMENT_STATE,
  type CommentCategory,
  type CommentState,
  INPUT_LIMITS,
  statusValues,
} from '@anupalan/shared';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.js';
import { id, oneOf } from './columns.js';
import { establishments } from './establishments.js';
import { users } from './users.js';

const RESOLVED = sql.raw(`'${COMMENT_STATE.resolved}'`);

/**
 * A consultant's or Government's comment on a page of an establishment (migration 0011). The author and the
 * author's agency come from the session; resolving sets resolved_by, its agency and resolved_on, reopening
 * clears them: the CHECK holds the three together with the state.
 */
export const consultantComments = pgTable(
  'consultant_comments',
  {
    id: id(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    category: text('category').$type<CommentCategory>().notNull(),
    /** The path of the page it was made on (/projects/.../establishments/{id}/{segment}...). */
    url: text('url').notNull(),
    comment: text('comment').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').$type<CommentState>().notNull().default(COMMENT_STATE.unresolved),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedByAgencyId: uuid('resolved_by_agency_id').references(() => agencies.id),
    resolvedOn: timestamp('resolved_on', { withTimezone: true }),
  },
  (t) => [
    check('consultant_comments_category_check', oneOf(t.category, COMMENT_CATEGORIES)),
    check('consultant_comments_state_check', oneOf(t.state, statusValues(COMMENT_STATE))),
    check(
      'consultant_comments_resolution_check',
      sql`(${t.state} = ${RESOLVED}) = (${t.resolvedBy} is not null)
        and (${t.resolvedBy} is null) = (${t.resolvedOn} is null)
        and (${t.resolvedBy} is null) = (${t.resolvedByAgencyId} is null)`,
    ),
    check(
      'consultant_comments_text_check',
      sql`char_length(${t.comment}) between 1 and ${sql.raw(String(INPUT_LIMITS.textarea))}
        and char_length(${t.url}) between 1 and ${sql.raw(String(INPUT_LIMITS.textarea))}`,
    ),
    unique('consultant_comments_id_establishment_unique').on(t.id, t.establishmentId),
    index('consultant_comments_page_idx').on(t.establishmentId, t.url, t.createdOn),
    index('consultant_comments_category_idx').on(t.establishmentId, t.category, t.state),
  ],
);

/** A reply to a comment, by anyone in the establishment's scope; establishment_id follows its comment's. */
export const consultantCommentReplies = pgTable(
  'consultant_comment_replies',
  {
    id: id(),
    commentId: uuid('comment_id').notNull(),
    establishmentId: uuid('establishment_id').notNull(),
    reply: text('reply').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'consultant_comment_replies_comment_fk',
      columns: [t.commentId, t.establishmentId],
      foreignColumns: [consultantComments.id, consultantComments.establishmentId],
    }),
    check(
      'consultant_comment_replies_text_check',
      sql`char_length(${t.reply}) between 1 and ${sql.raw(String(INPUT_LIMITS.textarea))}`,
    ),
    index('consultant_comment_replies_comment_idx').on(t.commentId, t.createdOn),
  ],
);
