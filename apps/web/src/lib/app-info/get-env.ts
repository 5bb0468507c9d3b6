import { type EnvResponse, envResponse } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';
import { appInfoQueryRoot } from './query-keys';

export function getEnv(): Promise<EnvResponse> {
  return apiRequest('/api/get-env', { parser: envResponse });
}

export const envQueryOptions = queryOptions({
  queryKey: [appInfoQueryRoot, 'env'],
  queryFn: getEnv,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The deployment's display texts: government agency name, department, logo and footer texts. */
export function useEnv() {
  return useQuery(envQueryOptions);
}
