import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type AgencyRecord, agencyRecord } from '../../../lib/contracts/agencies';
import type { GlobalType } from './global-type';
import { globalAgenciesKey } from './list-global-agencies';

export function getGlobalAgency(type: GlobalType, id: string): Promise<AgencyRecord> {
  return apiRequest(`/api/global-agency/${type}/${encodeURIComponent(id)}`, { parser: agencyRecord });
}

export function useGlobalAgency(type: GlobalType, id: string) {
  return useQuery({
    queryKey: [...globalAgenciesKey(type), 'one', id],
    queryFn: () => getGlobalAgency(type, id),
  });
}
