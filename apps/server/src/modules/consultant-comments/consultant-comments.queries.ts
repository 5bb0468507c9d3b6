import {
  COMMENT_STATE,
  type CommentCategory,
  type CommentReply,
  type CommentState,
  type ConsultantComment,
} from '@anupalan/shared';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.js';
import {
  agencies,
  consultantCommentReplies,
  consultantComments,
  establishments,
  subprojects,
  users,
} from '../../db/schema/index.js';
import { childOfEstablishment, childrenOfEstablishment } from '../scope/index.js';

type AgencyType = ConsultantComment['agency_type'];
const resolver = alias(users, 'resolver');
const resolverAgency = alias(agencies, 'resolver_agency');
const userName = (table: { body: AnyPgColumn; emailAddress: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(${table.body} ->> 'name', ''), ${table.emailAddress})`;

/** The comments matching `where`, newest first, each with its replies (two statements, whatever the count). */
async function commentsWhere(db: Executor, where: SQL): Promise<ConsultantComment[]> {
  const rows = await db
    .select({
      c: consultantComments,
      authorName: userName(users),
      agencyName: sql<string>`${agencies.body} ->> 'name'`,
      agencyType: sql<AgencyType>`${agencies.type}`,
      resolverName: sql<
        string | null
      >`case when ${resolver.id} is null then null else ${userName(resolver)} end`,
      resolverAgencyType: sql<string | null>`${resolverAgency.type}`,
    })
    .from(consultantComments)
    .innerJoin(users, eq(users.id, consultantComments.createdBy))
    .innerJoin(agencies, eq(agencies.id, consultantComments.agencyId))
    .leftJoin(resolver, eq(resolver.id, consultantComments.resolvedBy))
    .leftJoin(resolverAgency, eq(resolverAgency.id, consultantComments.resolvedByAgencyId))
    .where(where)
    .orderBy(desc(consultantComments.createdOn), desc(consultantComments.id));
  const replies = await repliesOf(
    db,
    rows.map((r) => r.c.id),
  );
  return rows.map(({ c, ...r }) => ({
    id: c.id,
    establishment_id: c.establishmentId,
    url: c.url,
    category: c.category,
    comment: c.comment,
    state: c.state,
    created_by: c.createdBy,
    created_by_name: r.authorName,
    created_on: c.createdOn.toISOString(),
    agency_id: c.agencyId,
    agency_name: r.agencyName,
    agency_type: r.agencyType,
    consultant_agency_id: r.agencyType === 'Consultant' ? c.agencyId : null,
    resolved_by: c.resolvedBy,
    resolved_by_name: r.resolverName,
    resolved_on: c.resolvedOn?.toISOString() ?? null,
    resolved_by_contractor_user_id: r.resolverAgencyType === 'Contractor' ? c.resolvedBy : null,
    replies: replies.get(c.id) ?? [],
  }));
}

async function repliesOf(db: Executor, commentIds: string[]): Promise<Map<string, CommentReply[]>> {
  const byComment = new Map<string, CommentReply[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await db
    .select({
      r: consultantCommentReplies,
      authorName: userName(users),
      agencyName: sql<string>`${agencies.body} ->> 'name'`,
      agencyType: sql<AgencyType>`${agencies.type}`,
    })
    .from(consultantCommentReplies)
    .innerJoin(users, eq(users.id, consultantCommentReplies.createdBy))
    .innerJoin(agencies, eq(agencies.id, consultantCommentReplies.agencyId))
    .where(inArray(consultantCommentReplies.commentId, commentIds))
    .orderBy(asc(consultantCommentReplies.createdOn), asc(consultantCommentReplies.id));
  for (const { r, ...x } of rows) {
    const list = byComment.get(r.commentId) ?? [];
    list.push({
      id: r.id,
      comment_id: r.commentId,
      reply: r.reply,
      created_on: r.createdOn.toISOString(),
      created_by: r.createdBy,
      created_by_name: x.authorName,
      agency_name: x.agencyName,
      agency_type: x.agencyType,
    });
    byComment.set(r.commentId, list);
  }
  return byComment;
}

/** The comments of an establishment, or of one of its pages. */
export function listEstablishmentComments(db: Executor, establishmentId: string, url?: string) {
  const own = childrenOfEstablishment(consultantComments, establishmentId);
  return commentsWhere(db, url === undefined ? own : (and(own, eq(consultantComments.url, url)) as SQL));
}

export function listCategoryComments(db: Executor, establishmentId: string, category: CommentCategory) {
  return commentsWhere(
    db,
    and(
      childrenOfEstablishment(consultantComments, establishmentId),
      eq(consultantComments.category, category),
    ) as SQL,
  );
}

/** One comment of the establishment as the API shows it; undefined when it is not one of its comments. */
export async function commentView(db: Executor, establishmentId: string, commentId: string) {
  const [found] = await commentsWhere(
    db,
    childOfEstablishment(consultantComments, establishmentId, commentId),
  );
  return found;
}

/** The comment's state, locked for the caller's transaction; undefined when it is not the establishment's. */
export async function lockComment(tx: Tx, establishmentId: string, commentId: string) {
  const [row] = await tx
    .select({ id: consultantComments.id, state: consultantComments.state })
    .from(consultantComments)
    .where(childOfEstablishment(consultantComments, establishmentId, commentId))
    .for('update');
  return row;
}

export async function insertComment(tx: Tx, row: typeof consultantComments.$inferInsert) {
  const [inserted] = await tx.insert(consultantComments).values(row).returning({ id: consultantComments.id });
  return inserted!.id;
}

export async function insertReply(tx: Tx, row: typeof consultantCommentReplies.$inferInsert) {
  await tx.insert(consultantCommentReplies).values(row);
}

/** Moves a comment to `state`: resolved with who and when, or reopened with those cleared. */
export async function setCommentState(
  tx: Tx,
  commentId: string,
  state: CommentState,
  by: { userId: string; agencyId: string },
) {
  const resolved = state === COMMENT_STATE.resolved;
  await tx
    .update(consultantComments)
    .set({
      state,
      resolvedBy: resolved ? by.userId : null,
      resolvedByAgencyId: resolved ? by.agencyId : null,
      resolvedOn: resolved ? sql`now()` : null,
    })
    .where(eq(consultantComments.id, commentId));
}

/** Total and resolved comments per category of an establishment (categories without comments are absent). */
export function commentCountsByCategory(db: Executor, establishmentId: string) {
  return db
    .select({
      category: consultantComments.category,
      total: sql<number>`count(*)::int`,
      resolved: sql<number>`(count(*) filter (where ${consultantComments.state} = ${COMMENT_STATE.resolved}))::int`,
    })
    .from(consultantComments)
    .where(childrenOfEstablishment(consultantComments, establishmentId))
    .groupBy(consultantComments.category);
}

/** The comments not resolved (unresolved or reopened) of every live establishment of a project: the report's sheet. */
export function openCommentsOfProject(db: Executor, projectId: string) {
  return db
    .select({
      subproject: sql<string>`${subprojects.body} ->> 'name'`,
      establishment: sql<string>`${establishments.body} ->> 'name'`,
      category: consultantComments.category,
      comment: consultantComments.comment,
      author: userName(users),
      agency: sql<string>`${agencies.body} ->> 'name'`,
      createdOn: consultantComments.createdOn,
      url: consultantComments.url,
    })
    .from(consultantComments)
    .innerJoin(establishments, eq(establishments.id, consultantComments.establishmentId))
    .innerJoin(subprojects, eq(subprojects.id, establishments.subprojectId))
    .innerJoin(users, eq(users.id, consultantComments.createdBy))
    .innerJoin(agencies, eq(agencies.id, consultantComments.agencyId))
    .where(
      and(
        eq(subprojects.projectId, projectId),
        isNull(subprojects.deletedAt),
        ne(consultantComments.state, COMMENT_STATE.resolved),
      ),
    )
    .orderBy(
      asc(sql`${subprojects.body} ->> 'name'`),
      asc(sql`${establishments.body} ->> 'name'`),
      asc(consultantComments.createdOn),
    );
}
