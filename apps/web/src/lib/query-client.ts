import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

const MAX_RETRIES = 2;

/** Retries only what may succeed on a second try: network failures and server errors, never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
