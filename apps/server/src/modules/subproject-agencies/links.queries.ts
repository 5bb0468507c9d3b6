import type { EstablishmentNavItem } from '@anupalan/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { jsonArrayAgg, jsonDate, jsonObject, jsonScalar, jsonString, jsonUuid } from '../../db/json-text.js';
import { preparedRead, scopeTemplate, scopeValues, scopeVariant } from '../../db/prepared.js';
import {
  agencies,
  projects,
  subprojectAgencies,
  subprojects,
  subprojectUsers,
  userAgencies,
  users,
} from '../../db/schema/index.js';
import { type EncodedJson, encodedJson } from '../../kit/encoded-json.js';
import { establishmentOfScopedSubprojectCondition, subprojectScopeCondition } from '../scope/index.js';

export type LinkKind = 'contractor' | 'consultant';

export async function findLink(db: Executor, subprojectId: string, kind: LinkKind, agencyId: string) {
  const [row] = await db
    .select()
    .from(subprojectAgencies)
    .where(
      and(
        eq(subprojectAgencies.subprojectId, subprojectId),
        eq(subprojectAgencies.kind, kind),
        eq(subprojectAgencies.agencyId, agencyId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertLink(
  db: Executor,
  row: { subprojectId: string; kind: LinkKind; agencyId: string; consultantAgencyId: string | null },
) {
  await db.insert(subprojectAgencies).values(row);
}

/** Linked agencies of a kind with their names and consultant, optionally narrowed. */
export async function listLinks(
  db: Executor,
  subprojectId: string,
  kind: LinkKind,
  narrow: { agencyId?: string; consultantAgencyId?: string } = {},
) {
  const consultant = sql`(select body ->> 'name' from agencies c where c.id = ${subprojectAgencies.consultantAgencyId})`;
  return db
    .select({
      id: subprojectAgencies.id,
      agency_id: subprojectAgencies.agencyId,
      name: sql<string>`${agencies.body} ->> 'name'`,
      agency_body: agencies.body,
      consultant_agency_id: subprojectAgencies.consultantAgencyId,
      consultant_name: sql<string | null>`${consultant}`,
      body: subprojectAgencies.body,
      termination_body: subprojectAgencies.terminationBody,
      terminated_on: subprojectAgencies.terminatedOn,
      signed_up_at: subprojectAgencies.signedUpAt,
    })
    .from(subprojectAgencies)
    .innerJoin(agencies, eq(agencies.id, subprojectAgencies.agencyId))
    .where(
      and(
        eq(subprojectAgencies.subprojectId, subprojectId),
        eq(subprojectAgencies.kind, kind),
        narrow.agencyId ? eq(subprojectAgencies.agencyId, narrow.agencyId) : undefined,
        narrow.consultantAgencyId
          ? eq(subprojectAgencies.consultantAgencyId, narrow.consultantAgencyId)
          : undefined,
      ),
    )
    .orderBy(asc(sql`${agencies.body} ->> 'name'`));
}

/** Agencies of a type in a Government's scope, marked when already linked to the subproject. */
export async function candidateAgencies(
  db: Executor,
  governmentId: string,
  type: string,
  subprojectId: string,
  kind: LinkKind,
) {
  return db
    .select({
      id: agencies.id,
      name: sql<string>`${agencies.body} ->> 'name'`,
      linked: sql<boolean>`exists (
        select 1 from subproject_agencies sa where sa.agency_id = agencies.id
          and sa.subproject_id = ${subprojectId} and sa.kind = ${kind}
      )`,
    })
    .from(agencies)
    .where(and(eq(agencies.scopeAgencyId, governmentId), eq(agencies.type, type)))
    .orderBy(asc(sql`${agencies.body} ->> 'name'`));
}

/** Active users of an agency. */
export async function agencyMembers(db: Executor, agencyId: string) {
  return db
    .select({
      id: users.id,
      email_address: users.emailAddress,
      body: users.body,
      last_login: users.lastLogin,
    })
    .from(userAgencies)
    .innerJoin(users, eq(users.id, userAgencies.userId))
    .where(
      and(eq(userAgencies.agencyId, agencyId), eq(userAgencies.status, 'active'), eq(users.status, 'active')),
    )
    .orderBy(asc(sql`${users.body} ->> 'name'`));
}

/** The users of an agency who work on a subproject. */
export async function subprojectMembers(db: Executor, subprojectId: string, agencyId: string) {
  return db
    .select({
      user_id: users.id,
      email_address: users.emailAddress,
      last_login: users.lastLogin,
      body: users.body,
      status: users.status,
    })
    .from(subprojectUsers)
    .innerJoin(users, eq(users.id, subprojectUsers.userId))
    .where(and(eq(subprojectUsers.subprojectId, subprojectId), eq(subprojectUsers.agencyId, agencyId)))
    .orderBy(asc(sql`${users.body} ->> 'name'`));
}

export async function addSubprojectUser(
  db: Executor,
  subprojectId: string,
  agencyId: string,
  userId: string,
) {
  await db.insert(subprojectUsers).values({ subprojectId, agencyId, userId }).onConflictDoNothing();
}

export async function removeSubprojectUser(
  db: Executor,
  subprojectId: string,
  agencyId: string,
  userId: string,
) {
  const removed = await db
    .delete(subprojectUsers)
    .where(
      and(
        eq(subprojectUsers.subprojectId, subprojectId),
        eq(subprojectUsers.agencyId, agencyId),
        eq(subprojectUsers.userId, userId),
      ),
    )
    .returning({ id: subprojectUsers.id });
  return removed.length > 0;
}

export async function terminateLink(
  db: Executor,
  linkId: string,
  terminationBody: Record<string, unknown>,
  date: string,
) {
  const updated = await db
    .update(subprojectAgencies)
    .set({ terminationBody, terminatedOn: date, updatedAt: sql`now()` })
    .where(and(eq(subprojectAgencies.id, linkId), isNull(subprojectAgencies.terminatedOn)))
    .returning({ id: subprojectAgencies.id });
  return updated.length > 0;
}

export async function switchConsultant(
  db: Executor,
  linkId: string,
  consultantAgencyId: string,
  body: Record<string, unknown>,
) {
  await db
    .update(subprojectAgencies)
    .set({ consultantAgencyId, body, updatedAt: sql`now()` })
    .where(eq(subprojectAgencies.id, linkId));
}

export async function markSignedUp(db: Executor, linkId: string) {
  await db
    .update(subprojectAgencies)
    .set({ signedUpAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(subprojectAgencies.id, linkId));
}

/**
 * The side navigation of a subproject in one prepared statement (db/prepared.ts): the subproject in the caller's
 * scope (no row: not found, null) and the establishments of it the caller reaches, in name order, each with only
 * what the navigation shows, written as JSON (EstablishmentNavItem[]) by PostgreSQL and sent as it is
 * (kit/encoded-json.ts). `contractorAgencyId` narrows them to one contractor's.
 */
export async function establishmentNavigation(
  db: Executor,
  auth: AuthContext,
  subprojectId: string,
  contractorAgencyId: string | null,
): Promise<EncodedJson<EstablishmentNavItem[]> | null> {
  const statement = preparedRead(db, `establishment_nav_${scopeVariant(auth)}`, (db, name) => {
    const scoped = scopeTemplate(auth);
    const contractor = sql`${sql.placeholder('contractorAgencyId')}::uuid`;
    return db
      .select({
        items: sql<string>`(
          select ${jsonArrayAgg(
            jsonObject({
              id: jsonUuid(sql`establishments.id`),
              contractor_agency_id: jsonUuid(sql`establishments.contractor_agency_id`),
              body: jsonObject({
                name: jsonString(sql`establishments.body ->> 'name'`),
                state: jsonString(sql`establishments.body ->> 'state'`),
              }),
              status: jsonScalar(sql`establishments.status`),
              closed_on: jsonDate(sql`establishments.closed_on`),
            }),
            sql`establishments.body ->> 'name', establishments.id`,
          )}
          from establishments
          where establishments.subproject_id = subprojects.id
            and ${establishmentOfScopedSubprojectCondition(scoped)}
            and (${contractor} is null or establishments.contractor_agency_id = ${contractor})
        )`,
      })
      .from(subprojects)
      .innerJoin(projects, eq(projects.id, subprojects.projectId))
      .where(
        and(
          eq(subprojects.id, sql.placeholder('id')),
          isNull(subprojects.deletedAt),
          isNull(projects.deletedAt),
          subprojectScopeCondition(scoped),
        ),
      )
      .limit(1)
      .prepare(name);
  });
  const [row] = await statement.execute({ id: subprojectId, contractorAgencyId, ...scopeValues(auth) });
  return row ? encodedJson<EstablishmentNavItem[]>(row.items) : null;
}
