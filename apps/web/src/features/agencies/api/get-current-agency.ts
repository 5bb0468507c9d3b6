import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type AgencyRecord, agencyRecord } from '../../../lib/contracts/agencies';

export const currentAgencyQueryKey = ['agencies', 'current'] as const;

/** The agency the user acts for (Agency Details). */
export function getCurrentAgency(): Promise<AgencyRecord> {
  return apiRequest('/api/agencies/current', { parser: agencyRecord });
}

export const currentAgencyQuery = queryOptions({
  queryKey: currentAgencyQueryKey,
  queryFn: getCurrentAgency,
});

export function useCurrentAgency(enabled = true) {
  return useQuery({ ...currentAgencyQuery, enabled });
}
