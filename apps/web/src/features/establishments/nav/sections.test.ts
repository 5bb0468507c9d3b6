import { describe, expect, it } from 'vitest';
import {
  canOpenSection,
  detailTabsFor,
  establishmentHomeSection,
  INCIDENT_SECTIONS,
  type NavEntry,
  navEntriesFor,
  subprojectLanding,
} from './sections';

const labelOf = (entry: NavEntry) => (entry.kind === 'link' ? entry.section : 'incidents');

describe('side navigation entries under an establishment', () => {
  it('gives contractors, consultants and the Government every entry, in the order of the spec', () => {
    for (const role of ['Contractor', 'Consultant', 'Government'] as const) {
      expect(navEntriesFor(role).map(labelOf)).toEqual([
        'details',
        'subcontractors',
        'employeeRegisters',
        'attendanceRegisters',
        'wageRegisters',
        'incidents',
        'returns',
        'complianceDashboard',
      ]);
    }
    const incidents = navEntriesFor('Contractor').find((entry) => entry.kind === 'incidents');
    expect(incidents).toEqual({ kind: 'incidents', sections: INCIDENT_SECTIONS });
  });

  it('leaves out subcontractors, incidents, returns and the compliance dashboard for a subcontractor', () => {
    expect(navEntriesFor('Subcontractor').map(labelOf)).toEqual([
      'details',
      'employeeRegisters',
      'attendanceRegisters',
      'wageRegisters',
    ]);
    for (const section of [
      'requirements',
      'subcontractors',
      'returns',
      'complianceDashboard',
      ...INCIDENT_SECTIONS,
    ] as const) {
      expect(canOpenSection('Subcontractor', section)).toBe(false);
    }
    expect(canOpenSection('Consultant', 'incidents/termination')).toBe(true);
  });

  it("links an establishment's name to its compliance dashboard, or to details for a subcontractor", () => {
    expect(establishmentHomeSection('Contractor')).toBe('complianceDashboard');
    expect(establishmentHomeSection('Government')).toBe('complianceDashboard');
    expect(establishmentHomeSection('Subcontractor')).toBe('details');
  });

  it('hides the Requirements and Contractor Information tabs from subcontractors', () => {
    expect(detailTabsFor('Contractor')).toEqual(['details', 'requirements', 'contractor']);
    expect(detailTabsFor('Subcontractor')).toEqual(['details']);
  });
});

describe('landing on a subproject', () => {
  const ids = ['e1', 'e2'];
  it("sends a consultant to the first establishment's compliance dashboard", () => {
    expect(subprojectLanding('Consultant', ids)).toBe('establishments/e1/complianceDashboard');
  });
  it("sends a subcontractor to the first establishment's details", () => {
    expect(subprojectLanding('Subcontractor', ids)).toBe('establishments/e1/details');
  });
  it('shows the others, and anyone without an establishment, the list to choose from', () => {
    expect(subprojectLanding('Contractor', ids)).toBe('establishments/choose');
    expect(subprojectLanding('Government', ids)).toBe('establishments/choose');
    expect(subprojectLanding('Consultant', [])).toBe('establishments/choose');
  });
});
