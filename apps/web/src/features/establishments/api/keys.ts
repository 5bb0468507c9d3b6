/** Query keys of the establishment screens: everything below an establishment shares its record's prefix. */
export const establishmentKeys = {
  all: ['establishments'] as const,
  subproject: (subprojectId: string) => ['establishments', 'subproject', subprojectId] as const,
  list: (subprojectId: string) => ['establishments', 'subproject', subprojectId, 'list'] as const,
  link: (subprojectId: string) => ['establishments', 'subproject', subprojectId, 'link'] as const,
  contractors: (subprojectId: string) =>
    ['establishments', 'subproject', subprojectId, 'contractors'] as const,
  contractor: (subprojectId: string, agencyId: string) =>
    ['establishments', 'subproject', subprojectId, 'contractors', agencyId] as const,
  record: (establishmentId: string) => ['establishments', 'record', establishmentId] as const,
  lock: (establishmentId: string) => ['establishments', 'record', establishmentId, 'lock'] as const,
  minWages: (establishmentId: string) => ['establishments', 'record', establishmentId, 'min-wages'] as const,
  allLicenses: (establishmentId: string) =>
    ['establishments', 'record', establishmentId, 'licenses'] as const,
  licenses: (establishmentId: string, typeId: number) =>
    ['establishments', 'record', establishmentId, 'licenses', typeId] as const,
  requirements: (establishmentId: string) =>
    ['establishments', 'record', establishmentId, 'requirements'] as const,
  requirement: (establishmentId: string, requirementId: string) =>
    ['establishments', 'record', establishmentId, 'requirements', requirementId] as const,
  subcontractors: (establishmentId: string) =>
    ['establishments', 'record', establishmentId, 'subcontractors'] as const,
  subcontractor: (establishmentId: string, subcontractorId: string) =>
    ['establishments', 'record', establishmentId, 'subcontractors', subcontractorId] as const,
};

export const enc = encodeURIComponent;
