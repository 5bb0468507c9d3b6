import { describe, expect, it } from 'vitest';
import { sessionEntry } from '../../test/fixtures';
import { navTargetsFor } from './nav-items';

const keys = (entry: Parameters<typeof navTargetsFor>[0]) => navTargetsFor(entry).map((target) => target.key);

describe('navTargetsFor', () => {
  it('gives the platform admin GOVERNMENT, LAW and GUIDES', () => {
    expect(keys(sessionEntry({ role: 'Admin', isAdmin: true, agencies: [], agencyId: null }))).toEqual([
      'government',
      'law',
      'guides',
    ]);
  });

  it('adds the compliance overview and the global consultant and contractor lists for Government', () => {
    expect(keys(sessionEntry({ role: 'Government' }))).toEqual([
      'projects',
      'compliance',
      'consultants',
      'contractors',
      'law',
      'guides',
    ]);
  });

  it('gives contractors, consultants and subcontractors PROJECTS, LAW and GUIDES', () => {
    for (const role of ['Contractor', 'Consultant', 'Subcontractor'] as const) {
      expect(keys(sessionEntry({ role }))).toEqual(['projects', 'law', 'guides']);
    }
  });
});
