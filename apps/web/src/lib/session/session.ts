import type { AgencySummary, SessionEntry } from '@anupalan/shared';
import { paths } from '../../config/paths';

/** What the browser knows about who is using it. */
export type Session =
  | { status: 'loading' }
  | { status: 'loggedOut'; reason: 'none' | 'noAgency' }
  | { status: 'chooseAgency'; entries: SessionEntry[] }
  | { status: 'passwordExpired'; current: SessionEntry; entries: SessionEntry[] }
  | { status: 'loggedIn'; current: SessionEntry; entries: SessionEntry[] };

export type KnownSession = Exclude<Session, { status: 'loading' }>;

export function isPlatformAdmin(entry: SessionEntry): boolean {
  return entry.user.body.isAdmin;
}

/**
 * The user's get-user entries decide the state: one marked current means signed in; entries without a
 * current one mean an agency must be chosen. A non-admin without any agency may not use the app at all.
 */
export function sessionFromEntries(entries: SessionEntry[]): KnownSession {
  if (entries.length === 0) return { status: 'loggedOut', reason: 'none' };
  const current = entries.find((entry) => entry.is_current);
  if (!current) return { status: 'chooseAgency', entries };
  if (!isPlatformAdmin(current) && current.user.agencies.length === 0) {
    return { status: 'loggedOut', reason: 'noAgency' };
  }
  if (current.is_pwd_expired) return { status: 'passwordExpired', current, entries };
  return { status: 'loggedIn', current, entries };
}

/** Whether a 401 from the server means an expired session (rather than a visitor who never signed in). */
export function hasServerSession(session: KnownSession): boolean {
  return session.status === 'loggedIn' || session.status === 'passwordExpired';
}

export function homePath(entry: SessionEntry): string {
  return isPlatformAdmin(entry) ? paths.admin : paths.projects;
}

/**
 * The id of the agency an entry acts for: `user.agency_id` (null for an admin acting without an agency).
 * Not `scope_agency_id`, which names the Government agency whose scope that agency belongs to.
 */
export function agencyIdOf(entry: SessionEntry): string | null {
  return entry.user.agency_id;
}

export function agencyOf(entry: SessionEntry): AgencySummary | undefined {
  const id = agencyIdOf(entry);
  return entry.user.agencies.find((agency) => agency.id === id);
}

export type AgencyLabel = { kind: 'agency'; name: string } | { kind: 'systemAdmin' } | { kind: 'unnamed' };

export function agencyLabel(entry: SessionEntry): AgencyLabel {
  const agency = agencyOf(entry);
  if (agency?.body.name) return { kind: 'agency', name: agency.body.name };
  if (isPlatformAdmin(entry) && !agencyIdOf(entry)) return { kind: 'systemAdmin' };
  return { kind: 'unnamed' };
}
