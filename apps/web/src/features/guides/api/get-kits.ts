import { type Kit, kit } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Parser } from '../../../lib/api';

const kitList: Parser<Kit[]> = kit.array();

export function getKits(): Promise<Kit[]> {
  return apiRequest('/api/kits', { parser: kitList });
}

export const kitsQueryOptions = queryOptions({
  queryKey: ['guides', 'kits'],
  queryFn: getKits,
  staleTime: 5 * 60_000,
});

export function useKits() {
  return useQuery(kitsQueryOptions);
}
