import type { LoginResponse, ReloginRequest, Role, SessionEntry } from '@anupalan/shared';
import type { AuthContext, Deps } from '../../context.js';
import { inTransaction } from '../../db/tx.js';
import { AppError, forbidden, unauthenticated } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { checkCaptcha } from '../captcha/captcha.service.js';
import {
  findUserByEmail,
  findUserById,
  listMemberships,
  type Membership,
  recordLogin,
} from './auth.queries.js';
import { checkPasswordOf } from './password-checks.js';
import { deleteSession, insertSession, setSessionAgency } from './session.queries.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks captcha, password and the account's state, then opens a session. A user with one agency
 * starts in it; with several (or an admin who also belongs to agencies) the session waits for a choice,
 * unless the caller names the agency (re-login after a 401).
 */
export async function signIn(
  deps: Deps,
  input: ReloginRequest,
  client: ClientInfo,
): Promise<{ token: string; response: LoginResponse }> {
  await checkCaptcha(deps.db, deps.config.CAPTCHA_DISABLED, input.captchaId, input.captchaText);
  const user = await findUserByEmail(deps.db, input.email.trim());
  const passwordOk = await checkPasswordOf(deps, input.email, () =>
    verifyPassword(user?.passwordHash ?? null, input.password),
  );
  if (!user || !passwordOk) throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  if (user.status === 'revoked') {
    throw forbidden('Your access has been revoked. Please contact your administrator.', 'USER_REVOKED');
  }
  const memberships = await listMemberships(deps.db, user.id);
  if (!user.isAdmin && memberships.length === 0) {
    throw forbidden(
      'Your account is not linked to any agency. Please contact your administrator.',
      'NO_AGENCY',
    );
  }

  let agencyId: string | null = null;
  let agencySelected = false;
  if (input.agencyId) {
    if (!memberships.some((m) => m.agencyId === input.agencyId)) {
      throw forbidden('You do not belong to this agency.', 'FOREIGN_AGENCY');
    }
    agencyId = input.agencyId;
    agencySelected = true;
  } else if (user.isAdmin && memberships.length === 0) {
    agencySelected = true;
  } else if (!user.isAdmin && memberships.length === 1) {
    agencyId = memberships[0]!.agencyId;
    agencySelected = true;
  }

  const token = newToken();
  // The sign-in is the user's own change of its row (last login).
  await inTransaction(deps.db, { userId: user.id, agencyId }, async (tx) => {
    await insertSession(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      agencyId,
      agencySelected,
      expiresAt: new Date(Date.now() + deps.config.SESSION_MAX_HOURS * 3600_000),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    await recordLogin(tx, user.id);
  });
  return {
    token,
    response: {
      message: 'Logged in successfully',
      chooseAgency: !agencySelected,
      is_pwd_expired: user.isPwdExpired,
    },
  };
}

export async function signOut(deps: Deps, auth: AuthContext | null) {
  if (auth) await deleteSession(deps.db, auth.sessionHash);
}

function roleOf(membership: Membership): Role {
  return membership.type as Role;
}

/** The entries of GET /api/get-user: one per agency the user may act for, the current one marked. */
export async function sessionEntries(deps: Deps, auth: AuthContext): Promise<SessionEntry[]> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw unauthenticated();
  const memberships = await listMemberships(deps.db, user.id);
  const agencyIds = memberships.map((m) => m.agencyId);
  const agenciesList = memberships.map((m) => ({
    id: m.agencyId,
    type: roleOf(m) as Exclude<Role, 'Admin'>,
    body: { name: m.name },
  }));
  const base = (agencyId: string | null) => ({
    id: user.id,
    email_address: user.emailAddress,
    agency_id: agencyId,
    agencies: agenciesList,
    body: {
      name: user.body.name,
      isAdmin: user.isAdmin,
      ...(user.body.designation ? { designation: user.body.designation } : {}),
      ...(user.body.contactNo ? { contactNo: user.body.contactNo } : {}),
    },
    last_login: user.previousLogin?.toISOString() ?? null,
    is_pwd_expired: user.isPwdExpired,
  });
  const common = {
    agency_ids: agencyIds,
    email_address: user.emailAddress,
    is_pwd_expired: user.isPwdExpired,
  };
  const entries: SessionEntry[] = memberships.map((m) => ({
    user: base(m.agencyId),
    role: roleOf(m),
    scope_agency_id: m.scopeAgencyId,
    is_current: auth.agencySelected && auth.agencyId === m.agencyId,
    ...common,
  }));
  if (user.isAdmin) {
    entries.unshift({
      user: base(null),
      role: 'Admin',
      scope_agency_id: null,
      is_current: auth.agencySelected && auth.agencyId === null,
      ...common,
    });
  }
  return entries;
}

/** Switches the session to another agency of the user's (or to Admin without agency, for admins). */
export async function switchAgency(
  deps: Deps,
  auth: AuthContext,
  userId: string,
  agencyId: string | undefined,
) {
  if (userId !== auth.userId) throw forbidden('You can only switch your own agency.', 'FOREIGN_USER');
  if (agencyId) {
    const memberships = await listMemberships(deps.db, auth.userId);
    if (!memberships.some((m) => m.agencyId === agencyId)) {
      throw forbidden('You do not belong to this agency.', 'FOREIGN_AGENCY');
    }
  } else if (!auth.isAdmin) {
    throw forbidden('Please choose one of your agencies.', 'FOREIGN_AGENCY');
  }
  await setSessionAgency(deps.db, auth.sessionHash, agencyId ?? null);
  return { message: 'Agency switched' };
}
