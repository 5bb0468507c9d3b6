import type { SessionEntry } from '@anupalan/shared';
import { useMemo } from 'react';
import { useSessionEntriesQuery } from './get-user';
import { type Session, sessionFromEntries } from './session';

/** The current session: loading until the first user load settles; a failed first load means logged out. */
export function useSession(): Session {
  const { data, isPending } = useSessionEntriesQuery();
  return useMemo<Session>(() => {
    if (data) return sessionFromEntries(data);
    return isPending ? { status: 'loading' } : { status: 'loggedOut', reason: 'none' };
  }, [data, isPending]);
}

/** The entry the user is signed in with; undefined before sign-in (guarded routes never see that). */
export function useCurrentEntry(): SessionEntry | undefined {
  const session = useSession();
  return session.status === 'loggedIn' || session.status === 'passwordExpired' ? session.current : undefined;
}
