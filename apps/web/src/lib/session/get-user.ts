import { getUserResponse, type SessionEntry } from '@anupalan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError, UNAUTHENTICATED_STATUS } from '../api';
import { sessionExpiry } from './expiry';
import { hasServerSession, sessionFromEntries } from './session';

export const sessionQueryKey = ['session', 'user'] as const;

/**
 * Loads the user's session entries. A 401 for a visitor means "not signed in" (no entries); a 401 for a
 * signed-in user means the session expired, so it stays an error and the last known user is kept while the
 * re-login modal (raised by the API client) asks for the password again.
 */
export async function getSessionEntries(): Promise<SessionEntry[]> {
  try {
    const entries = await apiRequest('/api/get-user', { parser: getUserResponse });
    sessionExpiry.setSignedIn(hasServerSession(sessionFromEntries(entries)));
    return entries;
  } catch (error) {
    if (
      isApiError(error) &&
      error.status === UNAUTHENTICATED_STATUS &&
      !sessionExpiry.getSnapshot().signedIn
    ) {
      return [];
    }
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSessionEntries,
  retry: false,
  // A failed load is final until something changes (a login): pages mounting must not start it over.
  retryOnMount: false,
  staleTime: 60_000,
});

export function useSessionEntriesQuery() {
  return useQuery(sessionQueryOptions);
}
