import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type Requirement, requirement } from './contracts';
import { enc, establishmentKeys } from './keys';

export function listRequirements(establishmentId: string): Promise<Requirement[]> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/requirements`, {
    parser: z.array(requirement),
  });
}

export function useRequirements(establishmentId: string) {
  return useQuery({
    queryKey: establishmentKeys.requirements(establishmentId),
    queryFn: () => listRequirements(establishmentId),
  });
}
