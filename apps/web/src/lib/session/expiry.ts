import { MAX_RELOGIN_FAILURES } from '@anupalan/shared';
import { useSyncExternalStore } from 'react';

export interface SessionExpiryState {
  /** A user is signed in (the last user load returned a current entry). */
  signedIn: boolean;
  /** The server answered 401 while signed in: the re-login modal is open. */
  expired: boolean;
  /** Failed re-login attempts since the session expired. */
  failures: number;
  /**
   * The session was ended in this tab (logout, or too many failed re-logins). The page the user was on is
   * then not remembered for the next login, which may well be someone else's.
   */
  endedHere: boolean;
}

export type ReloginFailureOutcome = 'retry' | 'signOut';

const initialState: SessionExpiryState = { signedIn: false, expired: false, failures: 0, endedHere: false };

/** The session-expired flag and the re-login failure count, shared by the API client and the modal. */
export function createSessionExpiry() {
  let state = initialState;
  const listeners = new Set<() => void>();

  function set(next: Partial<SessionExpiryState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: (): SessionExpiryState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSignedIn(signedIn: boolean) {
      if (state.signedIn !== signedIn) set(signedIn ? { signedIn, endedHere: false } : { signedIn });
    },
    /** Called by the API client for every 401; only a signed-in session can expire. */
    unauthenticatedResponse() {
      if (state.signedIn && !state.expired) set({ expired: true, failures: 0 });
    },
    reloginSucceeded() {
      set({ expired: false, failures: 0 });
    },
    /** Counts a failed re-login; at the limit the caller signs the user out. */
    reloginFailed(): ReloginFailureOutcome {
      const failures = state.failures + 1;
      set({ failures });
      return failures >= MAX_RELOGIN_FAILURES ? 'signOut' : 'retry';
    },
    signedOut() {
      set({ ...initialState, endedHere: true });
    },
  };
}

export const sessionExpiry = createSessionExpiry();

export function useSessionExpiry(): SessionExpiryState {
  return useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.getSnapshot);
}
