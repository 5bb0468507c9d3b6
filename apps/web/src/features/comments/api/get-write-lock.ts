import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { commentKeys, enc } from './keys';

const lockState = z.object({ locked: z.boolean(), message: z.string().nullable() });

/**
 * Whether the establishment refuses the caller's writes (completed, cancelled, the caller's link ended), so
 * the panel offers no form the server would refuse; the server decides again on every write.
 */
export function getWriteLock(establishmentId: string) {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/completion/locked`, { parser: lockState });
}

export function useWriteLock(establishmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.lock(establishmentId),
    queryFn: () => getWriteLock(establishmentId),
    enabled,
  });
}
