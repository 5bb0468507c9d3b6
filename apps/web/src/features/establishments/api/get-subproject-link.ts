import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type SubprojectLink, subprojectLink } from './contracts';
import { enc, establishmentKeys } from './keys';

/** The caller agency's link to the subproject; 404 'Not allowed to access this subproject' without one. */
export function getSubprojectLink(subprojectId: string): Promise<SubprojectLink> {
  return apiRequest(`/api/agencies/subprojects/${enc(subprojectId)}`, { parser: subprojectLink });
}

/** Only contractors and consultants have links; for others the query stays idle. */
export function useSubprojectLink(subprojectId: string, enabled: boolean) {
  return useQuery({
    queryKey: establishmentKeys.link(subprojectId),
    queryFn: () => getSubprojectLink(subprojectId),
    enabled,
  });
}
