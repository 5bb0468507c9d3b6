import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { lockState } from './contracts';
import { enc, establishmentKeys } from './keys';

/** Why the establishment refuses changes (null while it accepts them). */
export function getLockState(establishmentId: string) {
  return apiRequest(`/api/establishments/${enc(establishmentId)}/completion/locked`, { parser: lockState });
}

export function useLockState(establishmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: establishmentKeys.lock(establishmentId),
    queryFn: () => getLockState(establishmentId),
    enabled,
  });
}
