import { type CaptchaResponse, captchaResponse } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export function getCaptcha(): Promise<CaptchaResponse> {
  return apiRequest('/api/captcha', { parser: captchaResponse });
}

/**
 * A captcha is good for one attempt, so every form that mounts gets a fresh one and nothing is cached
 * after it unmounts; `refetch` draws a new one.
 */
export const captchaQueryOptions = queryOptions({
  queryKey: ['auth', 'captcha'],
  queryFn: getCaptcha,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
});

export function useCaptcha() {
  return useQuery(captchaQueryOptions);
}
