import type { AgencySummary, Role, SessionEntry } from '@anupalan/shared';

const USER_ID = '00000000-0000-4000-8000-000000000001';
/** The Government agency whose scope the fixture agencies belong to. */
const GOVERNMENT_SCOPE_ID = '00000000-0000-4000-8000-0000000000f1';

export function agency(id: string, type: AgencySummary['type'], name: string): AgencySummary {
  return { id, type, body: { name } };
}

interface EntryOptions {
  role?: Role;
  agencies?: AgencySummary[];
  /** The agency the entry acts for; defaults to the first of `agencies`, null for none. */
  agencyId?: string | null;
  isAdmin?: boolean;
  isCurrent?: boolean;
  passwordExpired?: boolean;
}

/** A get-user entry shaped as the server sends it, for the given role and agency. */
export function sessionEntry(options: EntryOptions = {}): SessionEntry {
  const agencies = options.agencies ?? [
    agency('00000000-0000-4000-8000-0000000000a1', 'Contractor', 'Build Co'),
  ];
  const agencyId = options.agencyId === undefined ? (agencies[0]?.id ?? null) : options.agencyId;
  return {
    user: {
      id: USER_ID,
      email_address: 'person@example.in',
      agency_id: agencyId,
      agencies,
      body: { name: 'Asha Rao', isAdmin: options.isAdmin ?? false },
      last_login: '2025-01-15T04:30:00.000Z',
      is_pwd_expired: options.passwordExpired ?? false,
    },
    role: options.role ?? 'Contractor',
    agency_ids: agencies.map((item) => item.id),
    scope_agency_id: agencyId ? GOVERNMENT_SCOPE_ID : null,
    email_address: 'person@example.in',
    is_pwd_expired: options.passwordExpired ?? false,
    is_current: options.isCurrent ?? true,
  };
}
