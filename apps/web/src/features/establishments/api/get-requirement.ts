import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type Requirement, requirement } from './contracts';
import { enc, establishmentKeys } from './keys';

export function getRequirement(establishmentId: string, requirementId: string): Promise<Requirement> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/requirements/${enc(requirementId)}`, {
    parser: requirement,
  });
}

export function useRequirement(establishmentId: string, requirementId: string) {
  return useQuery({
    queryKey: establishmentKeys.requirement(establishmentId, requirementId),
    queryFn: () => getRequirement(establishmentId, requirementId),
  });
}
