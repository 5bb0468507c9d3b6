import { DEFAULT_PAGE_SIZE } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type AgencyListItem, agencyListItem } from '../../../lib/contracts/agencies';

export const governmentAgenciesKey = ['admin', 'agencies'] as const;

export function listGovernmentAgencies(page: number): Promise<AgencyListItem[]> {
  return apiRequest('/api/admin/agencies', {
    query: { page, pageSize: DEFAULT_PAGE_SIZE },
    parser: z.array(agencyListItem),
  });
}

export function useGovernmentAgencies(page: number) {
  return useQuery({
    queryKey: [...governmentAgenciesKey, page],
    queryFn: () => listGovernmentAgencies(page),
    placeholderData: keepPreviousData,
  });
}
