import { paths, type SubprojectRef, subprojectPath } from '../../config/paths';
import { agencyIdOf, homePath, isPlatformAdmin, type KnownSession } from '../../lib/session/session';

/**
 * Who may open a group of routes:
 * - loggedOutOnly: login, forgot password
 * - chooseAgency: picking the agency to act for after login
 * - passwordExpired: setting a new password after the old one expired
 * - home: '/', which always sends the user on to their start page
 * - signedIn, admin, nonAdmin, government, agencyMember: the app itself, narrowed by role
 * - contractorRecord, consultantRecord: a global contractor's (consultant's) record, for its Government and
 *   for the agency itself (the server answers 404 for anyone else's)
 */
export type AccessRule =
  | 'loggedOutOnly'
  | 'chooseAgency'
  | 'passwordExpired'
  | 'home'
  | 'signedIn'
  | 'admin'
  | 'nonAdmin'
  | 'government'
  | 'agencyMember'
  | 'contractorRecord'
  | 'consultantRecord';

/** Carried in the location state of a redirect to login, so login can return to the page. */
export interface ReturnState {
  from: string;
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; state?: ReturnState };

/** A page may also need another sign-in (the admin area): the session ends, and login follows. */
export type PageDecision = AccessDecision | { kind: 'signOut' };

const allow: AccessDecision = { kind: 'allow' };

function redirect(to: string, from?: string): AccessDecision {
  return from ? { kind: 'redirect', to, state: { from } } : { kind: 'redirect', to };
}

export function readReturnState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
}

/**
 * Decides whether the session may see a route, or where it goes instead.
 * `here` is the requested page (path, query and hash) to come back to after login, undefined when it should
 * not be remembered; `from` is the page a login redirect came from.
 */
export function decideAccess(
  session: KnownSession,
  rule: AccessRule,
  here: string | undefined,
  from?: string,
): PageDecision {
  switch (session.status) {
    case 'loggedOut':
      return rule === 'loggedOutOnly' ? allow : redirect(paths.login, rule === 'home' ? undefined : here);
    case 'chooseAgency':
      return rule === 'chooseAgency' ? allow : redirect(paths.chooseAgency, from);
    case 'passwordExpired':
      return rule === 'passwordExpired' ? allow : redirect(paths.setExpiredPassword);
  }

  const { current } = session;
  const home = homePath(current);
  switch (rule) {
    case 'loggedOutOnly':
      return redirect(from ?? paths.home);
    case 'home':
    case 'passwordExpired':
      return redirect(home);
    case 'chooseAgency':
    case 'signedIn':
      return allow;
    case 'admin':
      // Spec part 1: the admin area is for admin users only, others go to login.
      return isPlatformAdmin(current) ? allow : { kind: 'signOut' };
    case 'nonAdmin':
      return isPlatformAdmin(current) ? redirect(home) : allow;
    case 'government':
      return current.role === 'Government' ? allow : redirect(home);
    case 'agencyMember':
      return agencyIdOf(current) ? allow : redirect(home);
    case 'contractorRecord':
      return current.role === 'Government' || current.role === 'Contractor' ? allow : redirect(home);
    case 'consultantRecord':
      return current.role === 'Government' || current.role === 'Consultant' ? allow : redirect(home);
  }
}

/** What an agency has left to do before it works anywhere else. */
export interface AgencyStanding {
  /** Its details lack a state: they were never completed. */
  detailsIncomplete: boolean;
  /** The subprojects it was invited to and has not signed up for, oldest first. */
  pendingSignups: (SubprojectRef & { kind: 'contractor' | 'consultant'; agencyId: string })[];
}

/**
 * Where a user goes whose agency has not completed its details (spec part 1, section 2: such users are sent
 * to the sign-up pages). An invited agency goes to its oldest pending sign-up, which completes the details and
 * records the sign-up; the sign-up pages of its invitations stay open. An agency with no invitation completes
 * Agency Details. `standing` undefined (not known) lets the user through: the pages say what went wrong.
 */
export function decideAgencyGate(
  standing: AgencyStanding | undefined,
  pathname: string,
): { kind: 'allow' } | { kind: 'redirect'; to: string } {
  if (!standing?.detailsIncomplete) return { kind: 'allow' };
  const [first] = standing.pendingSignups;
  if (!first) return { kind: 'redirect', to: `${paths.agencies}?mode=edit` };
  const here = pathname.toLowerCase().replace(/\/+$/, '');
  const open = standing.pendingSignups.some((s) =>
    [subprojectPath(s, 'signup'), subprojectPath(s, `${s.kind}/${encodeURIComponent(s.agencyId)}`)].some(
      (page) => page.toLowerCase() === here,
    ),
  );
  return open ? { kind: 'allow' } : { kind: 'redirect', to: subprojectPath(first, 'signup') };
}
