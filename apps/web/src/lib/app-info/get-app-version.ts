import { versionResponse } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';
import { appInfoQueryRoot } from './query-keys';

export function getAppVersion(): Promise<string> {
  return apiRequest('/api/getAppVersionNo', { parser: versionResponse }).then((body) => body.version);
}

export const appVersionQueryOptions = queryOptions({
  queryKey: [appInfoQueryRoot, 'version'],
  queryFn: getAppVersion,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppVersion() {
  return useQuery(appVersionQueryOptions);
}
