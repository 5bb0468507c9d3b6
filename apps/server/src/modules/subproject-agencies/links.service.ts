import { type InviteConsultantValues, type InviteContractorValues, istDateKey } from '@anupalan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import {
  agencies,
  projects,
  subprojectAgencies,
  subprojects,
  userAgencies,
  users,
} from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { option, recordId, requiredText } from '../../kit/form-values.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { numbered } from '../../lib/paginate.js';
import { enqueueMail } from '../../mail/outbox.js';
import {
  addedToSubprojectMail,
  type SubprojectInvite,
  subprojectInvitationMail,
} from '../../mail/templates.js';
import { type AgencyDetailsFormValues, saveAgencyDetails } from '../agencies/agencies.service.js';
import { insertAgency } from '../agencies/index.js';
import { agencyInScope, requireGovernment, subprojectForWrite, subprojectInScope } from '../scope/index.js';
import { createAgencyUser } from '../users/users.service.js';
import {
  addSubprojectUser,
  agencyMembers,
  candidateAgencies,
  establishmentNavigation,
  findLink,
  insertLink,
  type LinkKind,
  listLinks,
  markSignedUp,
  removeSubprojectUser,
  subprojectMembers,
  switchConsultant,
  terminateLink,
} from './links.queries.js';

const TYPE_OF: Record<LinkKind, 'Contractor' | 'Consultant'> = {
  contractor: 'Contractor',
  consultant: 'Consultant',
};
export const NOT_ALLOWED = 'Not allowed to access this subproject';
const TERMINATED_MESSAGE = 'Your agency no longer works on this subproject.';
/** Whole sentences per kind of link, so that no message is assembled from parts (the web translates each). */
const LINK_MESSAGES = {
  contractor: {
    notFound: 'Contractor not found on this subproject.',
    terminated: 'This contractor has already been terminated.',
    endedHere: 'This contractor was terminated on this subproject.',
    alreadyAdded: 'Contractor is already added to this subproject',
  },
  consultant: {
    notFound: 'Consultant not found on this subproject.',
    terminated: 'This consultant has already been terminated.',
    endedHere: 'This consultant was terminated on this subproject.',
    alreadyAdded: 'Consultant is already added to this subproject',
  },
} as const satisfies Record<
  LinkKind,
  Record<'notFound' | 'terminated' | 'endedHere' | 'alreadyAdded', string>
>;

/**
 * A subproject of the caller's Government that is still open, for writes: locked for the rest of the
 * transaction, so invites, terminations, handovers and user changes of one subproject run one after another
 * (two identical invites sent together: one is added, the other is told it already is).
 */
async function openGovernmentSubproject(tx: Tx, auth: AuthContext, subprojectId: string) {
  requireGovernment(auth);
  return subprojectForWrite(tx, auth, subprojectId);
}

/**
 * Invites a contractor or consultant to a subproject: an existing agency of the Government's or a new one,
 * an existing user of it or a new one (who gets a set-password link), and for a contractor the consultant
 * who reviews it. One transaction: nothing is half-written.
 */
export async function invite(
  deps: Deps,
  auth: AuthContext,
  kind: LinkKind,
  values: InviteContractorValues | InviteConsultantValues,
) {
  const governmentId = requireGovernment(auth);
  const type = TYPE_OF[kind];
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject, project } = await openGovernmentSubproject(
      tx,
      auth,
      values.subproject_users.subproject_id,
    );
    const agency = values.agencies.id
      ? await agencyInScope(tx, auth, values.agencies.id, type)
      : await insertAgency(tx, {
          type,
          scopeAgencyId: governmentId,
          body: { name: values.agencies.body!.name },
          createdBy: auth.userId,
        });

    let consultantAgencyId: string | null = null;
    if (kind === 'contractor') {
      consultantAgencyId =
        (values as InviteContractorValues).subproject_agencies?.consultant_agency_id ?? null;
      if (consultantAgencyId) {
        const consultantLink = await findLink(tx, subproject.id, 'consultant', consultantAgencyId);
        if (!consultantLink || consultantLink.terminatedOn) {
          throw badRequest('Choose a consultant working on this subproject.', 'BAD_CONSULTANT', {
            'subproject_agencies.consultant_agency_id': 'Choose a consultant working on this subproject.',
          });
        }
      }
    }

    const existing = await findLink(tx, subproject.id, kind, agency.id);
    if (existing) {
      throw conflict(
        existing.terminatedOn ? LINK_MESSAGES[kind].endedHere : LINK_MESSAGES[kind].alreadyAdded,
        'ALREADY_LINKED',
      );
    }
    await insertLink(tx, { subprojectId: subproject.id, kind, agencyId: agency.id, consultantAgencyId });

    // The invitation names the department, project and subproject, and leads to the subproject's sign-up.
    const invitation = async (): Promise<SubprojectInvite> => {
      const [department] = await tx
        .select({ name: sql<string>`${agencies.body} ->> 'name'` })
        .from(agencies)
        .where(eq(agencies.id, governmentId));
      return {
        department: department?.name ?? '',
        projectName: String(project.body.name),
        subprojectName: String(subproject.body.name),
        agencyName: String(agency.body.name),
        kind,
        signupLink: `${deps.config.PUBLIC_URL}/projects/${project.id}/subprojects/${subproject.id}/signup`,
      };
    };

    let userId: string;
    if (values.users.id) {
      const [member] = await tx
        .select({ id: users.id, name: sql<string>`${users.body} ->> 'name'`, email: users.emailAddress })
        .from(userAgencies)
        .innerJoin(users, eq(users.id, userAgencies.userId))
        .where(
          and(
            eq(userAgencies.agencyId, agency.id),
            eq(userAgencies.status, 'active'),
            sql`lower(${users.emailAddress}) = lower(${values.users.id})`,
          ),
        );
      if (!member) {
        throw badRequest('Choose a user of this agency.', 'BAD_USER', {
          'users.id': 'Choose a user of this agency.',
        });
      }
      userId = member.id;
      await enqueueMail(tx, { to: member.email, ...addedToSubprojectMail(member.name, await invitation()) });
    } else {
      const about = await invitation();
      userId = await createAgencyUser(
        tx,
        deps,
        agency,
        { name: values.users.body!.name!, email: values.users.email_address! },
        (name, link, hours) => subprojectInvitationMail(name, about, link, hours),
      );
    }
    await addSubprojectUser(tx, subproject.id, agency.id, userId);
  });
  return { message: kind === 'contractor' ? 'Contractor is added' : 'Consultant is added' };
}

export async function listCandidateAgencies(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  kind: LinkKind,
) {
  const governmentId = requireGovernment(auth);
  await subprojectInScope(deps.db, auth, subprojectId);
  const rows = await candidateAgencies(deps.db, governmentId, TYPE_OF[kind], subprojectId, kind);
  return rows.map((r) => ({ id: r.id, name: r.name, label: r.name, value: r.id, linked: r.linked }));
}

export async function listCandidateUsers(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  kind: LinkKind,
  agencyId: string,
) {
  requireGovernment(auth);
  await subprojectInScope(deps.db, auth, subprojectId);
  await agencyInScope(deps.db, auth, agencyId, TYPE_OF[kind]);
  const rows = await agencyMembers(deps.db, agencyId);
  return rows.map((r) => ({
    id: r.email_address,
    user_id: r.id,
    name: r.body.name,
    label: `${r.body.name} (${r.email_address})`,
    value: r.email_address,
  }));
}

/** Which links of a subproject the caller reads: a Government all; a consultant its own; a contractor its own. */
function linkNarrowing(
  auth: AuthContext,
  kind: LinkKind,
  asked: { agencyId?: string; consultantAgencyId?: string },
) {
  if (auth.role === 'Government') return asked;
  const own = auth.agencyId!;
  if (kind === 'contractor' && auth.role === 'Consultant') return { ...asked, consultantAgencyId: own };
  if (kind === 'contractor' && auth.role === 'Contractor') return { ...asked, agencyId: own };
  if (kind === 'consultant' && auth.role === 'Consultant') return { ...asked, agencyId: own };
  if (kind === 'consultant' && auth.role === 'Contractor') return asked;
  throw forbidden();
}

export async function listLinked(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  kind: LinkKind,
  asked: { agencyId?: string; consultantAgencyId?: string },
) {
  const { subproject } = await subprojectInScope(deps.db, auth, subprojectId);
  const rows = await listLinks(deps.db, subproject.id, kind, linkNarrowing(auth, kind, asked));
  return rows.map((r) => ({
    ...r,
    label: r.name,
    value: r.agency_id,
    terminated_on: r.terminated_on,
    signed_up_at: r.signed_up_at ? r.signed_up_at.toISOString() : null,
  }));
}

/** GET /api/agencies/subprojects/{id}: the caller agency's link, or 'Not allowed to access this subproject'. */
export async function callerLink(deps: Deps, auth: AuthContext, subprojectId: string) {
  const kind: LinkKind | null =
    auth.role === 'Contractor' ? 'contractor' : auth.role === 'Consultant' ? 'consultant' : null;
  const link = kind ? await findLinkSafe(deps, subprojectId, kind, auth.agencyId!) : undefined;
  if (!link || !kind) throw new AppError(404, 'NOT_ALLOWED', NOT_ALLOWED);
  const { subproject, project } = await subprojectInScope(deps.db, auth, subprojectId);
  return {
    id: link.id,
    kind,
    agency_id: link.agencyId,
    consultant_agency_id: link.consultantAgencyId,
    body: link.body,
    termination_body: link.terminationBody,
    terminated_on: link.terminatedOn,
    signed_up_at: link.signedUpAt ? link.signedUpAt.toISOString() : null,
    subprojects: { id: subproject.id, body: subproject.body, closed_on: subproject.closedOn },
    projects: { id: project.id, body: project.body },
  };
}

async function findLinkSafe(deps: Deps, subprojectId: string, kind: LinkKind, agencyId: string) {
  if (!isUuid(subprojectId)) return undefined;
  return findLink(deps.db, subprojectId, kind, agencyId);
}

/**
 * GET /api/agencies/signups: the subprojects the caller agency was invited to and has not signed up for yet
 * (open, not terminated, oldest invitation first). The web app's gate leads an agency to them.
 */
export async function pendingSignups(deps: Deps, auth: AuthContext) {
  const kind: LinkKind | null =
    auth.role === 'Contractor' ? 'contractor' : auth.role === 'Consultant' ? 'consultant' : null;
  if (!kind || !auth.agencyId) return [];
  return deps.db
    .select({
      kind: subprojectAgencies.kind,
      agency_id: subprojectAgencies.agencyId,
      subproject_id: subprojects.id,
      project_id: projects.id,
      subproject_name: sql<string>`${subprojects.body} ->> 'name'`,
      project_name: sql<string>`${projects.body} ->> 'name'`,
    })
    .from(subprojectAgencies)
    .innerJoin(subprojects, eq(subprojects.id, subprojectAgencies.subprojectId))
    .innerJoin(projects, eq(projects.id, subprojects.projectId))
    .where(
      and(
        eq(subprojectAgencies.agencyId, auth.agencyId),
        eq(subprojectAgencies.kind, kind),
        sql`${subprojectAgencies.signedUpAt} is null and ${subprojectAgencies.terminatedOn} is null`,
        sql`${subprojects.closedOn} is null and ${subprojects.deletedAt} is null`,
        sql`${projects.closedOn} is null and ${projects.deletedAt} is null`,
      ),
    )
    .orderBy(subprojectAgencies.createdAt, subprojectAgencies.id);
}

/** A terminated link reads and never writes: not even its own sign-up. */
export function refuseTerminated(link: { terminated_on: string | null }) {
  if (link.terminated_on) throw forbidden(TERMINATED_MESSAGE, 'TERMINATED');
}

/** A newly invited agency completes its details for the subproject. */
export async function signUp(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  values: AgencyDetailsFormValues,
) {
  const link = await callerLink(deps, auth, subprojectId);
  refuseTerminated(link);
  const agency = await agencyInScope(deps.db, auth, auth.agencyId!);
  await saveAgencyDetails(deps, auth, agency, values);
  await inTransaction(deps.db, auth, (tx) => markSignedUp(tx, link.id));
  return { message: 'Successfully edited the data!' };
}

/** The termination form's values (terminationSchema), typed: stored as the link's termination body. */
export const terminationFormValues = z.object({
  termination_body: z.object({ terminateDate: requiredText, reason: requiredText }),
});
export type TerminationFormValues = z.infer<typeof terminationFormValues>;

/** Terminates a contractor or consultant on a subproject, once: only while no termination date exists. */
export async function terminate(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  kind: LinkKind,
  agencyId: string,
  values: TerminationFormValues,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await openGovernmentSubproject(tx, auth, subprojectId);
    const link = await findLink(tx, subproject.id, kind, agencyId);
    if (!link) throw notFound(LINK_MESSAGES[kind].notFound);
    const body = values.termination_body;
    const date = body.terminateDate || istDateKey();
    if (!(await terminateLink(tx, link.id, body, date))) {
      throw conflict(LINK_MESSAGES[kind].terminated, 'ALREADY_TERMINATED');
    }
  });
  return { message: 'Successfully edited the data!' };
}

/**
 * The switch-consultant form's values (switchConsultantSchema), typed: the subproject and contractor it names
 * (record keys, kept only when they read as ids), the new consultant and the handover date.
 */
export const switchConsultantFormValues = z.object({
  subproject_id: recordId,
  contractor_agency_id: recordId,
  subproject_agencies: z.object({
    consultant_agency_id: option,
    body: z.object({ date_of_handover: requiredText }),
  }),
});
export type SwitchConsultantFormValues = z.infer<typeof switchConsultantFormValues>;

/** Hands a contractor over to another consultant of the subproject from a handover date. */
export async function switchContractorConsultant(
  deps: Deps,
  auth: AuthContext,
  values: SwitchConsultantFormValues,
) {
  const subprojectId = values.subproject_id ?? '';
  const contractorId = values.contractor_agency_id ?? '';
  const consultantId = values.subproject_agencies.consultant_agency_id;
  const handover = values.subproject_agencies.body.date_of_handover;
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await openGovernmentSubproject(tx, auth, subprojectId);
    const contractorLink = isUuid(contractorId)
      ? await findLink(tx, subproject.id, 'contractor', contractorId)
      : undefined;
    if (!contractorLink || contractorLink.terminatedOn)
      throw notFound('Contractor not found on this subproject.');
    const consultantLink = isUuid(consultantId)
      ? await findLink(tx, subproject.id, 'consultant', consultantId)
      : undefined;
    if (!consultantLink || consultantLink.terminatedOn) {
      throw badRequest('Choose a consultant working on this subproject.', 'BAD_CONSULTANT', {
        'subproject_agencies.consultant_agency_id': 'Choose a consultant working on this subproject.',
      });
    }
    if (contractorLink.consultantAgencyId === consultantId) {
      throw conflict('This consultant already reviews the contractor.', 'SAME_CONSULTANT');
    }
    const previous = (contractorLink.body as { previous_consultants?: unknown[] }).previous_consultants ?? [];
    await switchConsultant(tx, contractorLink.id, consultantId, {
      ...(contractorLink.body as object),
      date_of_handover: handover,
      previous_consultants: contractorLink.consultantAgencyId
        ? [...previous, { consultant_agency_id: contractorLink.consultantAgencyId, until: handover }]
        : previous,
    });
  });
  return { message: 'Successfully edited the data!' };
}

/** The users of a linked agency on a subproject (Users tab, Government only). */
export async function linkedAgencyUsers(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  kind: LinkKind,
  agencyId: string,
) {
  requireGovernment(auth);
  const { subproject } = await subprojectInScope(deps.db, auth, subprojectId);
  if (!(await findLink(deps.db, subproject.id, kind, agencyId))) throw notFound();
  const rows = await subprojectMembers(deps.db, subproject.id, agencyId);
  return numbered(rows.map((r) => ({ ...r, last_login: r.last_login ? r.last_login.toISOString() : null })));
}

export async function addLinkedAgencyUser(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  kind: LinkKind,
  agencyId: string,
  user: { name: string; email: string },
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await openGovernmentSubproject(tx, auth, subprojectId);
    if (!(await findLink(tx, subproject.id, kind, agencyId))) throw notFound();
    const agency = await agencyInScope(tx, auth, agencyId, TYPE_OF[kind]);
    const userId = await createAgencyUser(tx, deps, agency, user);
    await addSubprojectUser(tx, subproject.id, agency.id, userId);
  });
  return { message: 'User was added successfully' };
}

export async function removeLinkedAgencyUser(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  agencyId: string,
  userId: string,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { subproject } = await openGovernmentSubproject(tx, auth, subprojectId);
    await agencyInScope(tx, auth, agencyId);
    if (!(await removeSubprojectUser(tx, subproject.id, agencyId, userId))) throw notFound('User not found.');
  });
  return { message: 'User removed' };
}

/**
 * The establishments of a subproject the caller reaches (side navigation, establishment chooser), narrowed to one
 * contractor's by `contractor_agency_id` (or the older `agency_id`, ignored when it is not an id). Both given:
 * they must name the same contractor.
 */
export async function subprojectEstablishments(
  deps: Deps,
  auth: AuthContext,
  subprojectId: string,
  filter: { agencyId?: string; contractorAgencyId?: string } = {},
) {
  if (!isUuid(subprojectId)) throw notFound('Subproject not found.');
  const older = filter.agencyId && isUuid(filter.agencyId) ? filter.agencyId : undefined;
  const contractor = filter.contractorAgencyId ?? older;
  if (older && contractor !== older) {
    await subprojectInScope(deps.db, auth, subprojectId);
    return [];
  }
  const items = await establishmentNavigation(deps.db, auth, subprojectId, contractor ?? null);
  if (!items) throw notFound('Subproject not found.');
  return items;
}
