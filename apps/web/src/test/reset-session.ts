import { sessionExpiry } from '../lib/session/expiry';

/** Puts the session store back to how a freshly loaded page finds it: nobody signed in, nothing ended. */
export function resetSessionExpiry(): void {
  sessionExpiry.signedOut();
  sessionExpiry.setSignedIn(true);
  sessionExpiry.setSignedIn(false);
}
