import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type MinWagePeriod, minWagePeriod } from './contracts';
import { enc, establishmentKeys } from './keys';

export function listMinWages(establishmentId: string): Promise<MinWagePeriod[]> {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/establishment-min-wages`, {
    parser: z.array(minWagePeriod),
  });
}

export function useMinWages(establishmentId: string) {
  return useQuery({
    queryKey: establishmentKeys.minWages(establishmentId),
    queryFn: () => listMinWages(establishmentId),
  });
}
