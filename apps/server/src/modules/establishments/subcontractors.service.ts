import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import {
  establishmentSubcontractors,
  projects,
  subprojects,
  userAgencies,
  users,
} from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { checkbox, maybe, requiredText } from '../../kit/form-values.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { numbered } from '../../lib/paginate.js';
import { enqueueMail } from '../../mail/outbox.js';
import { loginAccessMail } from '../../mail/templates.js';
import { insertAgency } from '../agencies/index.js';
import { childOfEstablishment, childrenOfEstablishment, establishmentInScope } from '../scope/index.js';
import { createAgencyUser, type InvitationText, sendInvitation } from '../users/users.service.js';
import { cleanBody, writableByContractor } from './access.js';

/**
 * The subcontractor form's values (subcontractorSchema), typed: the new agency's name, its first user, and the
 * link's own `body` fields (kept whole) with the login-access box.
 */
export const subcontractorFormValues = z.object({
  agencies: z.object({ body: z.object({ name: requiredText }) }),
  users: z.object({ email_address: requiredText, body: z.object({ name: requiredText }) }),
  body: z
    .looseObject({ hasLoginAccess: maybe(checkbox) })
    .nullish()
    .transform((body) => body ?? {}),
});
export type SubcontractorFormValues = z.infer<typeof subcontractorFormValues>;

/** The set-password mail of a subcontractor's user once it has login access to an establishment. */
const accessInvitation =
  (agencyName: string, establishmentName: string): InvitationText =>
  (name, link, hours) =>
    loginAccessMail(name, { agencyName, establishmentName }, { setPassword: link, hours });

/**
 * Access was granted: the subcontractor's users hear of it. One who never set a password gets the link now
 * (until then there was no mail and no sign-in); the others are told to sign in.
 */
async function mailLoginAccess(tx: Tx, deps: Deps, agencyId: string, establishmentName: string) {
  const members = await tx
    .select({
      id: users.id,
      email: users.emailAddress,
      name: sql<string>`${users.body} ->> 'name'`,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      agencyName: sql<string>`(select a.body ->> 'name' from agencies a where a.id = ${agencyId})`,
    })
    .from(userAgencies)
    .innerJoin(users, eq(users.id, userAgencies.userId))
    .where(
      and(eq(userAgencies.agencyId, agencyId), eq(userAgencies.status, 'active'), eq(users.status, 'active')),
    );
  for (const user of members) {
    const access = { agencyName: user.agencyName, establishmentName };
    if (!user.hasPassword) {
      await sendInvitation(tx, deps, user, accessInvitation(access.agencyName, establishmentName));
    } else {
      const signIn = `${deps.config.PUBLIC_URL}/login`;
      await enqueueMail(tx, { to: user.email, ...loginAccessMail(user.name, access, { signIn }) });
    }
  }
}

function refuseSubcontractor(auth: AuthContext) {
  if (auth.role === 'Subcontractor') throw forbidden('Subcontractors do not see this list.');
}

const columns = {
  id: establishmentSubcontractors.id,
  subcontractor_agency_id: establishmentSubcontractors.subcontractorAgencyId,
  body: establishmentSubcontractors.body,
  has_login_access: establishmentSubcontractors.hasLoginAccess,
  end_date: establishmentSubcontractors.endDate,
  /** The subcontractor's first user. */
  users: sql<{ id: string; name: string; email_address: string } | null>`(
    select json_build_object('id', u.id, 'name', u.body ->> 'name', 'email_address', u.email_address)
    from user_agencies ua join users u on u.id = ua.user_id
    where ua.agency_id = establishment_subcontractors.subcontractor_agency_id
    order by ua.created_at limit 1)`,
};

export async function listSubcontractors(deps: Deps, auth: AuthContext, establishmentId: string) {
  refuseSubcontractor(auth);
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const rows = await deps.db
    .select(columns)
    .from(establishmentSubcontractors)
    .where(childrenOfEstablishment(establishmentSubcontractors, found.establishment.id))
    .orderBy(asc(establishmentSubcontractors.createdAt));
  return numbered(
    rows.map((r) => ({
      ...r,
      body: { ...(r.body as object), hasLoginAccess: r.has_login_access ? 'Yes' : 'No' },
    })),
  );
}

export async function getSubcontractor(deps: Deps, auth: AuthContext, establishmentId: string, id: string) {
  refuseSubcontractor(auth);
  const found = await establishmentInScope(deps.db, auth, establishmentId);
  const [row] = await deps.db
    .select(columns)
    .from(establishmentSubcontractors)
    .where(childOfEstablishment(establishmentSubcontractors, found.establishment.id, id));
  if (!row) throw notFound('Subcontractor not found.');
  return { ...row, body: { ...(row.body as object), hasLoginAccess: row.has_login_access ? 'Yes' : 'No' } };
}

/** The contractor adds a subcontractor: a new agency in the Government's scope, its user (mailed) and the link. */
export async function addSubcontractor(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  values: SubcontractorFormValues,
) {
  const id = await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const [owner] = await tx
      .select({ governmentId: projects.governmentAgencyId })
      .from(subprojects)
      .innerJoin(projects, eq(projects.id, subprojects.projectId))
      .where(eq(subprojects.id, found.establishment.subprojectId));
    const agencyName = values.agencies.body.name.trim();
    const agency = await insertAgency(tx, {
      type: 'Subcontractor',
      scopeAgencyId: owner!.governmentId,
      body: { name: agencyName, state: found.establishment.body.state },
      createdBy: auth.userId,
    });
    const access = values.body.hasLoginAccess;
    // Without login access nobody is mailed and nobody signs in: the link goes out when access is granted.
    await createAgencyUser(
      tx,
      deps,
      agency,
      {
        name: values.users.body.name,
        email: values.users.email_address,
      },
      access?.checked ? accessInvitation(agencyName, String(found.establishment.body.name)) : null,
    );
    const [row] = await tx
      .insert(establishmentSubcontractors)
      .values({
        establishmentId: found.establishment.id,
        subcontractorAgencyId: agency.id,
        hasLoginAccess: Boolean(access?.checked),
        body: { ...cleanBody(values.body), name: agencyName, hasLoginAccess: undefined },
      })
      .returning({ id: establishmentSubcontractors.id });
    return row!.id;
  });
  return { message: 'Successfully added the new entry!', id };
}

/** Grants or revokes a subcontractor's login access to this establishment. */
export async function setLoginAccess(
  deps: Deps,
  auth: AuthContext,
  establishmentId: string,
  id: string,
  grant: boolean,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const found = await writableByContractor(tx, auth, establishmentId);
    const updated = await tx
      .update(establishmentSubcontractors)
      .set({ hasLoginAccess: grant, updatedAt: sql`now()` })
      .where(
        and(
          childOfEstablishment(establishmentSubcontractors, found.establishment.id, id),
          sql`${establishmentSubcontractors.endDate} is null`,
        ),
      )
      .returning({
        id: establishmentSubcontractors.id,
        agencyId: establishmentSubcontractors.subcontractorAgencyId,
      });
    if (updated.length === 0) throw notFound('Subcontractor not found.');
    if (grant) {
      await mailLoginAccess(tx, deps, updated[0]!.agencyId, String(found.establishment.body.name));
    }
  });
  return { message: grant ? 'Login access granted.' : 'Login access revoked.' };
}
