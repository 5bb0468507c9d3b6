import { describe, expect, it } from 'vitest';
import { agency, sessionEntry } from '../../test/fixtures';
import { agencyLabel, sessionFromEntries } from './session';

describe('sessionFromEntries', () => {
  it('is logged in with the entry marked current', () => {
    const other = sessionEntry({
      isCurrent: false,
      role: 'Consultant',
      agencyId: '00000000-0000-4000-8000-0000000000c1',
    });
    const current = sessionEntry();
    const session = sessionFromEntries([other, current]);
    expect(session.status).toBe('loggedIn');
    expect(session.status === 'loggedIn' && session.current).toBe(current);
  });

  it('asks for an agency when there are entries but none is current', () => {
    expect(sessionFromEntries([sessionEntry({ isCurrent: false })]).status).toBe('chooseAgency');
  });

  it('logs out a non-admin who belongs to no agency', () => {
    const orphan = sessionEntry({ agencies: [], agencyId: null });
    expect(sessionFromEntries([orphan])).toEqual({ status: 'loggedOut', reason: 'noAgency' });
  });

  it('lets an admin without an agency in, and sends an expired password to be reset', () => {
    expect(sessionFromEntries([sessionEntry({ isAdmin: true, agencies: [], agencyId: null })]).status).toBe(
      'loggedIn',
    );
    expect(sessionFromEntries([sessionEntry({ passwordExpired: true })]).status).toBe('passwordExpired');
  });
});

describe('agencyLabel', () => {
  it("names the agency, else 'System Admin' for an admin without one, else an unnamed organisation", () => {
    expect(agencyLabel(sessionEntry())).toEqual({ kind: 'agency', name: 'Build Co' });
    expect(agencyLabel(sessionEntry({ isAdmin: true, agencies: [], agencyId: null }))).toEqual({
      kind: 'systemAdmin',
    });
    const unnamed = sessionEntry({
      agencies: [agency('00000000-0000-4000-8000-0000000000d1', 'Consultant', '')],
    });
    expect(agencyLabel(unnamed)).toEqual({ kind: 'unnamed' });
  });
});
