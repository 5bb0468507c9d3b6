import { DEFAULT_PAGE_SIZE } from '@anupalan/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { type AgencyListItem, agencyListItem } from '../../../lib/contracts/agencies';
import type { GlobalType } from './global-type';

export const globalAgenciesKey = (type: GlobalType) => ['global-agencies', type] as const;

export function listGlobalAgencies(type: GlobalType, page: number): Promise<AgencyListItem[]> {
  return apiRequest(`/api/global-agency/${type}`, {
    query: { page, pageSize: DEFAULT_PAGE_SIZE },
    parser: z.array(agencyListItem),
  });
}

export function useGlobalAgencies(type: GlobalType, page: number) {
  return useQuery({
    queryKey: [...globalAgenciesKey(type), 'list', page],
    queryFn: () => listGlobalAgencies(type, page),
    placeholderData: keepPreviousData,
  });
}
