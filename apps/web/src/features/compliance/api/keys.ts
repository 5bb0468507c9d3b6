/** Query keys of the compliance screens: an establishment's dashboard calls share its prefix. */
export const complianceKeys = {
  all: ['compliance'] as const,
  establishment: (establishmentId: string) => ['compliance', 'establishment', establishmentId] as const,
  lastUpdated: (establishmentId: string) =>
    ['compliance', 'establishment', establishmentId, 'last-updated'] as const,
  typeCounts: (establishmentId: string) => ['compliance', 'establishment', establishmentId, 'types'] as const,
  lawCounts: (establishmentId: string, type: string) =>
    ['compliance', 'establishment', establishmentId, 'types', type] as const,
  lawItems: (establishmentId: string, type: string, lawId: string) =>
    ['compliance', 'establishment', establishmentId, 'types', type, lawId] as const,
  commentStats: (establishmentId: string) =>
    ['compliance', 'establishment', establishmentId, 'comments'] as const,
  overview: ['compliance', 'overview'] as const,
  law: ['compliance', 'law'] as const,
};

export const enc = encodeURIComponent;

/** The dashboard's calls are about one establishment of the subproject: the spec's establishment_list. */
export const compliancesPath = (subprojectId: string, establishmentId: string, rest = '') =>
  `/api/subprojects/${enc(subprojectId)}/compliances${rest}?establishment_list=${enc(establishmentId)}`;
