import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { UserBody } from '../../db/schema/index.js';
import { inTransaction } from '../../db/tx.js';
import { EMAIL_TAKEN_MESSAGE } from '../../lib/constraint-errors.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { temporaryPassword } from '../../lib/temporary-password.js';
import { enqueueMail } from '../../mail/outbox.js';
import { invitationMail, temporaryPasswordMail } from '../../mail/templates.js';
import { lockAgency } from '../agencies/index.js';
import { deleteUserSessions } from '../auth/index.js';
import { createPasswordLink } from '../passwords/index.js';
import type { AgencyRow } from '../scope/index.js';
import {
  countActiveMembers,
  countOtherActiveMemberships,
  deleteMembership,
  deleteUser,
  emailTaken,
  findMembership,
  insertMembership,
  insertUser,
  setMembershipStatus,
  setUserStatus,
  updateUserBody,
  updateUserEmail,
} from './users.queries.js';

export interface NewUser {
  name: string;
  email: string;
  designation?: string;
  contactNo?: string;
}

/** The text of a set-password mail, given the user's name, the link and the hours it stays valid. */
export type InvitationText = (
  name: string,
  link: string,
  hours: number,
) => { subject: string; text: string; html: string };

/**
 * Creates a user in an agency, inside the caller's transaction, and mails a single-use set-password link
 * (with `invitation`'s text, else the general one). With `invitation` null nobody is mailed: the user cannot
 * sign in until someone sends the link (a subcontractor without login access).
 * E-mails are unique across the product.
 */
export async function createAgencyUser(
  tx: Tx,
  deps: Deps,
  agency: AgencyRow,
  user: NewUser,
  invitation?: InvitationText | null,
): Promise<string> {
  const email = user.email.trim().toLowerCase();
  if (await emailTaken(tx, email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  const body: UserBody = {
    name: user.name.trim(),
    ...(user.designation ? { designation: user.designation.trim() } : {}),
    ...(user.contactNo ? { contactNo: user.contactNo.trim() } : {}),
  };
  const userId = await insertUser(tx, { email, body });
  await insertMembership(tx, userId, agency.id);
  if (invitation !== null) {
    const text: InvitationText =
      invitation ?? ((name, link, hours) => invitationMail(name, agency.body.name, link, hours));
    await sendInvitation(tx, deps, { id: userId, email, name: body.name }, text);
  }
  return userId;
}

/** Mails a user a new single-use set-password link (an older unused one stops working). */
export async function sendInvitation(
  tx: Tx,
  deps: Deps,
  user: { id: string; email: string; name: string },
  text: InvitationText,
) {
  const link = await createPasswordLink(tx, deps.config, user.id, 'invite');
  await enqueueMail(tx, { to: user.email, ...text(user.name, link, deps.config.PASSWORD_TOKEN_HOURS) });
}

export async function addAgencyUser(deps: Deps, auth: AuthContext, agency: AgencyRow, user: NewUser) {
  await inTransaction(deps.db, auth, (tx) => createAgencyUser(tx, deps, agency, user));
  return { message: 'User was added successfully' };
}

async function membershipOrNotFound(tx: Tx, agencyId: string, userId: string) {
  const membership = await findMembership(tx, agencyId, userId);
  if (!membership) throw notFound('User not found.');
  return membership;
}

/**
 * Removes a user from an agency. A user who has logged in is revoked (and can be reinstated); one who never
 * logged in is deleted. An agency keeps at least one active user. A revoked user's sessions end at once.
 */
export async function removeAgencyUser(deps: Deps, auth: AuthContext, agencyId: string, userId: string) {
  return inTransaction(deps.db, auth, async (tx) => {
    await lockAgency(tx, agencyId);
    const { user, membershipStatus } = await membershipOrNotFound(tx, agencyId, userId);
    const active = membershipStatus === 'active' && user.status === 'active';
    if (active && (await countActiveMembers(tx, agencyId)) <= 1) {
      throw conflict('An agency must keep at least one active user.', 'LAST_USER');
    }
    const otherMemberships = await countOtherActiveMemberships(tx, userId, agencyId);
    if (!user.lastLogin) {
      if (otherMemberships === 0 && !user.isAdmin) await deleteUser(tx, userId);
      else await deleteMembership(tx, agencyId, userId);
      return { message: 'User removed' };
    }
    if (!active) return { message: 'User revoked' };
    await setMembershipStatus(tx, agencyId, userId, 'revoked');
    if (otherMemberships === 0 && !user.isAdmin) {
      await setUserStatus(tx, userId, 'revoked');
      await deleteUserSessions(tx, userId);
    }
    return { message: 'User revoked' };
  });
}

export async function reinstateAgencyUser(deps: Deps, auth: AuthContext, agencyId: string, userId: string) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { user } = await membershipOrNotFound(tx, agencyId, userId);
    await setMembershipStatus(tx, agencyId, userId, 'active');
    if (user.status === 'revoked') await setUserStatus(tx, userId, 'active');
  });
  return { message: 'User access reinstated' };
}

export async function renameAgencyUser(
  deps: Deps,
  auth: AuthContext,
  agencyId: string,
  userId: string,
  name: string,
) {
  await inTransaction(deps.db, auth, async (tx) => {
    const { user } = await membershipOrNotFound(tx, agencyId, userId);
    await updateUserBody(tx, userId, { ...user.body, name: name.trim() });
  });
  return { message: 'User name has been updated successfully.' };
}

/**
 * Changes the e-mail of a user who has never logged in; a new temporary password goes to the new address
 * and must be replaced at the first sign-in.
 */
export async function changeAgencyUserEmail(
  deps: Deps,
  auth: AuthContext,
  agencyId: string,
  userId: string,
  newEmail: string,
) {
  const email = newEmail.trim().toLowerCase();
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, auth, async (tx) => {
    const { user } = await membershipOrNotFound(tx, agencyId, userId);
    if (user.lastLogin) {
      throw conflict(
        'The e-mail can be changed only for a user who has never logged in.',
        'USER_HAS_LOGGED_IN',
      );
    }
    if (await emailTaken(tx, email, userId)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    await updateUserEmail(tx, userId, email, passwordHash);
    await enqueueMail(tx, {
      to: email,
      ...temporaryPasswordMail(user.body.name, email, password, `${deps.config.PUBLIC_URL}/login`),
    });
  });
  return { message: 'User email has been updated successfully.' };
}
