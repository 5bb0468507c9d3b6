import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type LinkedContractor, linkedContractor } from './contracts';
import { enc, establishmentKeys } from './keys';

/** One contractor of the subproject, with its agency details. */
export function getContractor(subprojectId: string, agencyId: string): Promise<LinkedContractor> {
  return apiRequest(`/api/subprojects/${enc(subprojectId)}/contractors/${enc(agencyId)}`, {
    parser: linkedContractor,
  });
}

export function useContractor(subprojectId: string, agencyId: string) {
  return useQuery({
    queryKey: establishmentKeys.contractor(subprojectId, agencyId),
    queryFn: () => getContractor(subprojectId, agencyId),
  });
}
