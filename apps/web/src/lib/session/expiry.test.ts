import { describe, expect, it } from 'vitest';
import { createSessionExpiry } from './expiry';

function expiredSession() {
  const expiry = createSessionExpiry();
  expiry.setSignedIn(true);
  expiry.unauthenticatedResponse();
  return expiry;
}

describe('session expiry', () => {
  it('asks to sign out on the third failed re-login, not before', () => {
    const expiry = expiredSession();
    expect(expiry.reloginFailed()).toBe('retry');
    expect(expiry.reloginFailed()).toBe('retry');
    expect(expiry.reloginFailed()).toBe('signOut');
  });

  it('starts counting afresh after a successful re-login', () => {
    const expiry = expiredSession();
    expiry.reloginFailed();
    expiry.reloginFailed();
    expiry.reloginSucceeded();
    expect(expiry.getSnapshot()).toEqual({ signedIn: true, expired: false, failures: 0, endedHere: false });

    expiry.unauthenticatedResponse();
    expect(expiry.reloginFailed()).toBe('retry');
  });

  it('does not expire a session that was never signed in, and remembers a sign-out until the next sign-in', () => {
    const expiry = createSessionExpiry();
    expiry.unauthenticatedResponse();
    expect(expiry.getSnapshot().expired).toBe(false);

    const signedIn = expiredSession();
    signedIn.signedOut();
    expect(signedIn.getSnapshot()).toEqual({ signedIn: false, expired: false, failures: 0, endedHere: true });
    signedIn.setSignedIn(true);
    expect(signedIn.getSnapshot().endedHere).toBe(false);
  });

  it('tells subscribers when the flag changes', () => {
    const expiry = createSessionExpiry();
    const seen: boolean[] = [];
    const unsubscribe = expiry.subscribe(() => seen.push(expiry.getSnapshot().expired));
    expiry.setSignedIn(true);
    expiry.unauthenticatedResponse();
    unsubscribe();
    expiry.reloginSucceeded();
    expect(seen).toEqual([false, true]);
  });
});
