import type { Role } from '@anupalan/shared';

/** The pages of an establishment, as the path segments below /establishments/{id}/. */
export const INCIDENT_SECTIONS = [
  'incidents/workplace',
  'incidents/harassment',
  'incidents/deductions',
  'incidents/maternityLeave',
  'incidents/termination',
] as const;

export type IncidentSection = (typeof INCIDENT_SECTIONS)[number];

export type EstablishmentSection =
  | 'details'
  | 'requirements'
  | 'subcontractors'
  | 'employeeRegisters'
  | 'attendanceRegisters'
  | 'wageRegisters'
  | IncidentSection
  | 'returns'
  | 'complianceDashboard';

/** An entry of the side navigation under the selected establishment. */
export type NavEntry =
  | { kind: 'link'; section: Exclude<EstablishmentSection, 'requirements' | IncidentSection> }
  | { kind: 'incidents'; sections: readonly IncidentSection[] };

const ALL_ENTRIES: NavEntry[] = [
  { kind: 'link', section: 'details' },
  { kind: 'link', section: 'subcontractors' },
  { kind: 'link', section: 'employeeRegisters' },
  { kind: 'link', section: 'attendanceRegisters' },
  { kind: 'link', section: 'wageRegisters' },
  { kind: 'incidents', sections: INCIDENT_SECTIONS },
  { kind: 'link', section: 'returns' },
  { kind: 'link', section: 'complianceDashboard' },
];

/** What a subcontractor works with: its limited view of the establishment. */
const SUBCONTRACTOR_SECTIONS: readonly EstablishmentSection[] = [
  'details',
  'employeeRegisters',
  'attendanceRegisters',
  'wageRegisters',
];

/**
 * Whether a role may open a page of an establishment. Subcontractors do not see the requirements, the
 * subcontractors, the incidents, the returns or the compliance dashboard.
 */
export function canOpenSection(role: Role | null, section: EstablishmentSection): boolean {
  return role === 'Subcontractor' ? SUBCONTRACTOR_SECTIONS.includes(section) : role !== null;
}

/** The side navigation's entries under the selected establishment, for a role. */
export function navEntriesFor(role: Role | null): NavEntry[] {
  return ALL_ENTRIES.filter((entry) =>
    entry.kind === 'link'
      ? canOpenSection(role, entry.section)
      : entry.sections.some((s) => canOpenSection(role, s)),
  );
}

/** Where an establishment's name in the navigation leads: its compliance dashboard, or details where that is hidden. */
export function establishmentHomeSection(role: Role | null): EstablishmentSection {
  return canOpenSection(role, 'complianceDashboard') ? 'complianceDashboard' : 'details';
}

/** The tabs of the establishment details page; Requirements and Contractor Information are hidden from subcontractors. */
export type DetailsTab = 'details' | 'requirements' | 'contractor';

export function detailTabsFor(role: Role | null): DetailsTab[] {
  return role === 'Subcontractor' ? ['details'] : ['details', 'requirements', 'contractor'];
}

/**
 * Where a user landing on the subproject goes: a consultant to the first establishment's compliance dashboard,
 * a subcontractor to the first establishment's details, everyone else (and anyone without an establishment) to
 * the list of establishments. The result is the path below the subproject.
 */
export function subprojectLanding(role: Role | null, establishmentIds: string[]): string {
  const [first] = establishmentIds;
  if (first && role === 'Consultant')
    return `establishments/${encodeURIComponent(first)}/complianceDashboard`;
  if (first && role === 'Subcontractor') return `establishments/${encodeURIComponent(first)}/details`;
  return 'establishments/choose';
}
