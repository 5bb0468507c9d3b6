import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionExpiry } from '../../lib/session/expiry';
import { useSession } from '../../lib/session/use-session';
import { type AccessRule, decideAccess, readReturnState } from './decide-access';

/** Renders the nested routes when the session may see them, else redirects (see decideAccess). */
export function Access({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const { endedHere } = useSessionExpiry();
  const location = useLocation();
  if (session.status === 'loading') return null;
  const here = endedHere ? undefined : `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess(session, rule, here, readReturnState(location.state));
  if (decision.kind === 'allow') return <Outlet />;
  return <Navigate to={decision.to} state={decision.state} replace />;
}
