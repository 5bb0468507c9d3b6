import { describe, expect, it } from 'vitest';
import { sessionFromEntries } from '../../lib/session/session';
import { agency, sessionEntry } from '../../test/fixtures';
import { type AgencyStanding, decideAccess, decideAgencyGate } from './decide-access';

const loggedOut = sessionFromEntries([]);
const contractor = sessionFromEntries([sessionEntry({ role: 'Contractor' })]);
const government = sessionFromEntries([
  sessionEntry({
    role: 'Government',
    agencies: [agency('00000000-0000-4000-8000-0000000000b1', 'Government', 'PWD')],
  }),
]);
const admin = sessionFromEntries([
  sessionEntry({ role: 'Admin', isAdmin: true, agencies: [], agencyId: null }),
]);
const choosing = sessionFromEntries([sessionEntry({ isCurrent: false })]);
const expired = sessionFromEntries([sessionEntry({ passwordExpired: true })]);

describe('decideAccess', () => {
  it('sends a visitor on a protected page to login, remembering the page', () => {
    expect(decideAccess(loggedOut, 'nonAdmin', '/projects?status=active')).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/projects?status=active' },
    });
  });

  it('does not remember the page when the user ended the session here', () => {
    expect(decideAccess(loggedOut, 'signedIn', undefined)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('returns a user who just logged in to the page they came from, else to /', () => {
    expect(decideAccess(contractor, 'loggedOutOnly', '/login', '/projects?status=active')).toEqual({
      kind: 'redirect',
      to: '/projects?status=active',
    });
    expect(decideAccess(contractor, 'loggedOutOnly', '/login')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends / to /admin for an admin and to /projects for everyone else', () => {
    expect(decideAccess(admin, 'home', '/')).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAccess(contractor, 'home', '/')).toEqual({ kind: 'redirect', to: '/projects' });
    expect(decideAccess(loggedOut, 'home', '/')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('keeps admins out of projects, and sends non-admins opening the admin area to login', () => {
    expect(decideAccess(admin, 'nonAdmin', '/projects')).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAccess(contractor, 'admin', '/admin')).toEqual({ kind: 'signOut' });
    expect(decideAccess(loggedOut, 'admin', '/admin')).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/admin' },
    });
    expect(decideAccess(admin, 'admin', '/admin').kind).toBe('allow');
  });

  it('opens the global agency lists to Government only', () => {
    expect(decideAccess(government, 'government', '/global-contractors').kind).toBe('allow');
    expect(decideAccess(contractor, 'government', '/global-contractors')).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
  });

  it("opens a global contractor's record to Government and to contractors, a consultant's likewise", () => {
    const consultant = sessionFromEntries([sessionEntry({ role: 'Consultant' })]);
    expect(decideAccess(government, 'contractorRecord', '/global-contractors/a1').kind).toBe('allow');
    expect(decideAccess(contractor, 'contractorRecord', '/global-contractors/a1').kind).toBe('allow');
    expect(decideAccess(consultant, 'contractorRecord', '/global-contractors/a1')).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
    expect(decideAccess(consultant, 'consultantRecord', '/global-consultants/a1').kind).toBe('allow');
    expect(decideAccess(contractor, 'consultantRecord', '/global-consultants/a1').kind).toBe('redirect');
  });

  it('hides agency details from an admin acting without an agency', () => {
    expect(decideAccess(admin, 'agencyMember', '/agencies')).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideAccess(contractor, 'agencyMember', '/agencies').kind).toBe('allow');
  });

  it('holds a user without a chosen agency on the choose-agency screen', () => {
    expect(decideAccess(choosing, 'nonAdmin', '/projects')).toEqual({
      kind: 'redirect',
      to: '/chooseAgency',
    });
    expect(decideAccess(choosing, 'loggedOutOnly', '/login', '/projects')).toEqual({
      kind: 'redirect',
      to: '/chooseAgency',
      state: { from: '/projects' },
    });
    expect(decideAccess(choosing, 'chooseAgency', '/chooseAgency').kind).toBe('allow');
  });

  it('holds a user with an expired password on the set-password screen', () => {
    expect(decideAccess(expired, 'nonAdmin', '/projects')).toEqual({ kind: 'redirect', to: '/setPassword' });
    expect(decideAccess(expired, 'passwordExpired', '/setPassword').kind).toBe('allow');
    expect(decideAccess(contractor, 'passwordExpired', '/setPassword')).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
  });
});

describe('decideAgencyGate', () => {
  const invited = {
    projectId: '00000000-0000-4000-8000-000000000101',
    subprojectId: '00000000-0000-4000-8000-000000000201',
    kind: 'contractor' as const,
    agencyId: '00000000-0000-4000-8000-0000000000a1',
  };
  const later = { ...invited, subprojectId: '00000000-0000-4000-8000-000000000202' };
  const signup = `/projects/${invited.projectId}/subprojects/${invited.subprojectId}/signup`;
  const standing = (detailsIncomplete: boolean, pendingSignups: AgencyStanding['pendingSignups']) => ({
    detailsIncomplete,
    pendingSignups,
  });

  it.each([
    ['an agency whose details are complete', standing(false, [invited]), '/projects', { kind: 'allow' }],
    ['an agency not known (its check failed)', undefined, '/projects', { kind: 'allow' }],
    [
      'an invited agency without details, to its oldest pending sign-up',
      standing(true, [invited, later]),
      '/projects',
      { kind: 'redirect', to: signup },
    ],
    [
      'an invited agency without details, away from another subproject',
      standing(true, [invited]),
      `/projects/${invited.projectId}/subprojects/${invited.subprojectId}/details`,
      { kind: 'redirect', to: signup },
    ],
    ['an invited agency, on its sign-up', standing(true, [invited]), signup, { kind: 'allow' }],
    [
      'an invited agency, on the sign-up of a later invitation',
      standing(true, [invited, later]),
      `/projects/${later.projectId}/subprojects/${later.subprojectId}/signup/`,
      { kind: 'allow' },
    ],
    [
      'an invited agency, on its own sign-up style page',
      standing(true, [invited]),
      `/Projects/${invited.projectId}/subprojects/${invited.subprojectId}/contractor/${invited.agencyId}`,
      { kind: 'allow' },
    ],
    [
      'an agency without details and without invitations, to Agency Details',
      standing(true, []),
      '/projects',
      { kind: 'redirect', to: '/agencies?mode=edit' },
    ],
  ] as const)('sends %s', (_, agency, pathname, decision) => {
    expect(decideAgencyGate(agency, pathname)).toEqual(decision);
  });
});
