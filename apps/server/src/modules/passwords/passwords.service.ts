import {
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  PASSWORD_SAME_AS_OLD_MESSAGE,
  type SetPasswordAgencyRequest,
  type SetPasswordRequest,
} from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTransaction, setActor } from '../../db/tx.js';
import { badRequest, unauthenticated } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { passwordResetMail } from '../../mail/templates.js';
import {
  checkPasswordOf,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  hasReachableMembership,
  listMemberships,
} from '../auth/index.js';
import { checkCaptcha } from '../captcha/captcha.service.js';
import { passwordLinkUrl } from './password-links.js';
import { consumePasswordToken, issuePasswordLink, updatePassword } from './passwords.queries.js';

export const RESET_MAIL_SENT = 'Email has been sent.';

/**
 * Answers the same whether or not the e-mail is known, so the form cannot be used to find accounts, and does
 * the same work either way (a token made and hashed, a mail written, the same statements in one transaction),
 * so the time of the answer does not tell either.
 */
export async function requestPasswordReset(deps: Deps, input: ForgotPasswordRequest) {
  await checkCaptcha(deps.db, deps.config.CAPTCHA_DISABLED, input.captchaId, input.captchaText);
  const token = newToken();
  const mailFor = (name: string) =>
    passwordResetMail(name, passwordLinkUrl(deps.config, token), deps.config.PASSWORD_TOKEN_HOURS);
  await inTransaction(deps.db, { userId: null, agencyId: null }, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    const recipient = user && (await mayResetPassword(tx, user)) ? user : null;
    await issuePasswordLink(tx, {
      userId: recipient?.id ?? null,
      tokenHash: hashToken(token),
      purpose: 'reset',
      hours: deps.config.PASSWORD_TOKEN_HOURS,
      mail: { to: recipient?.emailAddress ?? '', ...mailFor(user?.body.name ?? '') },
    });
  });
  return { message: RESET_MAIL_SENT };
}

/**
 * An active user may reset its password, except one who never had a password and has nothing to reach (a
 * subcontractor before the contractor gives it login access): its first link comes with the access.
 */
async function mayResetPassword(tx: Tx, user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>) {
  if (user.status !== 'active') return false;
  const invitedOnly =
    user.passwordHash === null &&
    !user.isAdmin &&
    !(await hasReachableMembership(tx, await listMemberships(tx, user.id)));
  return !invitedOnly;
}

async function refuseSamePassword(passwordHash: string | null, password: string) {
  if (passwordHash && (await verifyPassword(passwordHash, password))) {
    throw badRequest(PASSWORD_SAME_AS_OLD_MESSAGE, 'PASSWORD_REUSED', {
      password: PASSWORD_SAME_AS_OLD_MESSAGE,
    });
  }
}

const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

/** Sets a password from a mailed link. The link is spent in the same transaction as the change. */
export async function setPasswordFromLink(deps: Deps, input: SetPasswordRequest) {
  const { verifytoken, password } = input.values;
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, { userId: null, agencyId: null }, async (tx) => {
    const userId = await consumePasswordToken(tx, hashToken(verifytoken));
    if (!userId) throw badRequest(INVALID_LINK, 'INVALID_TOKEN');
    const user = await findUserById(tx, userId);
    if (user?.status !== 'active') throw badRequest(INVALID_LINK, 'INVALID_TOKEN');
    await refuseSamePassword(user.passwordHash, password);
    await setActor(tx, { userId: user.id, agencyId: null });
    await updatePassword(tx, user.id, passwordHash);
    // Whoever held a session before the reset is signed out.
    await deleteUserSessions(tx, user.id);
  });
  return { message: 'Your password has been set. Please log in.' };
}

/** Sets a new password for a signed-in user whose password has expired. */
export async function setExpiredPassword(deps: Deps, auth: AuthContext, input: SetPasswordAgencyRequest) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthenticated();
  await refuseSamePassword(user.passwordHash, input.values.password);
  const passwordHash = await hashPassword(input.values.password);
  await inTransaction(deps.db, { userId: auth.userId, agencyId: auth.agencyId }, async (tx) => {
    await updatePassword(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, auth.sessionHash);
  });
  return { message: 'Your password has been set.' };
}

export async function changePassword(deps: Deps, auth: AuthContext, input: ChangePasswordRequest) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthenticated();
  const oldPasswordOk = await checkPasswordOf(deps, user.emailAddress, () =>
    verifyPassword(user.passwordHash, input.oldPassword),
  );
  if (!oldPasswordOk) {
    throw badRequest('Failed to change the user password', 'WRONG_PASSWORD', {
      oldPassword: 'Old password is incorrect',
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, { userId: auth.userId, agencyId: auth.agencyId }, async (tx) => {
    await updatePassword(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, auth.sessionHash);
  });
  return { message: 'User password was changed successfully!' };
}
