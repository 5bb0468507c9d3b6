import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type LinkedContractor, linkedContractor } from './contracts';
import { enc, establishmentKeys } from './keys';

/** The contractors linked to the subproject (a consultant gets only those it reviews). */
export function listContractors(subprojectId: string): Promise<LinkedContractor[]> {
  return apiRequest(`/api/subprojects/${enc(subprojectId)}/contractors`, {
    parser: z.array(linkedContractor),
  });
}

export function useContractors(subprojectId: string, enabled: boolean) {
  return useQuery({
    queryKey: establishmentKeys.contractors(subprojectId),
    queryFn: () => listContractors(subprojectId),
    enabled,
  });
}
