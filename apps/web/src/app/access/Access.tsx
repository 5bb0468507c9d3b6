import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useClearSession } from '../../lib/session/clear-session';
import { useSessionExpiry } from '../../lib/session/expiry';
import { logout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/use-session';
import { type AccessRule, decideAccess, readReturnState } from './decide-access';

/**
 * Ends the session; the page's rule then sends the signed-out visitor to login, which comes back here after
 * the right sign-in.
 */
function SignOut() {
  const clearSession = useClearSession();
  useEffect(() => {
    void logout()
      .catch(() => undefined)
      .then(clearSession);
  }, [clearSession]);
  return null;
}

/** Renders the nested routes when the session may see them, else redirects (see decideAccess). */
export function Access({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const { endedHere } = useSessionExpiry();
  const location = useLocation();
  if (session.status === 'loading') return null;
  const here = endedHere ? undefined : `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess(session, rule, here, readReturnState(location.state));
  if (decision.kind === 'allow') return <Outlet />;
  if (decision.kind === 'signOut') return <SignOut />;
  return <Navigate to={decision.to} state={decision.state} replace />;
}
