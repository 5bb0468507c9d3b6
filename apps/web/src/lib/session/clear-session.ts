import { notifyManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appInfoQueryRoot } from '../app-info/query-keys';
import { sessionExpiry } from './expiry';
import { sessionQueryKey } from './get-user';

/** Drops everything loaded for the signed-in user (public app information stays). */
export function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== appInfoQueryRoot && query.queryKey[0] !== sessionQueryKey[0],
  });
}

/** Forgets the session in the browser: user data, session storage and the session-expired state. */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  removeUserData(queryClient);
  sessionStorage.clear();
  sessionExpiry.signedOut();
  queryClient.setQueryData(sessionQueryKey, []);
  // Let the pages see the signed-out session before the caller navigates, so no guard acts on the old one.
  await new Promise<void>((resolve) => notifyManager.schedule(resolve));
}

export function useClearSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => clearSession(queryClient), [queryClient]);
}
