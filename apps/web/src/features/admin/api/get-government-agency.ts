import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type AgencyRecord, agencyRecord } from '../../../lib/contracts/agencies';

export function getGovernmentAgency(id: string): Promise<AgencyRecord> {
  return apiRequest(`/api/admin/agencies/${encodeURIComponent(id)}`, { parser: agencyRecord });
}

export function useGovernmentAgency(id: string) {
  return useQuery({ queryKey: ['admin', 'agency', id], queryFn: () => getGovernmentAgency(id) });
}
