import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type OwnLink, ownLink } from './contracts';
import { enc, linkKeys } from './keys';

/** The caller agency's link to the subproject; 404 'Not allowed to access this subproject' without one. */
export function getOwnLink(subprojectId: string): Promise<OwnLink> {
  return apiRequest(`/api/agencies/subprojects/${enc(subprojectId)}`, { parser: ownLink });
}

export function useOwnLink(subprojectId: string) {
  return useQuery({
    queryKey: linkKeys.own(subprojectId),
    queryFn: () => getOwnLink(subprojectId),
  });
}
