import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentAgency } from '../../features/agencies/api/get-current-agency';
import { usePendingSignups } from '../../features/subproject-agencies/api/list-pending-signups';
import { bodyText } from '../../lib/contracts/agencies';
import { decideAgencyGate } from './decide-access';

/**
 * An agency whose details lack a state completes them first (see decideAgencyGate): an invited one at its
 * pending sign-up, any other in Agency Details. A failed check lets the user through; the pages say what went
 * wrong.
 */
export function AgencyCompletionGate() {
  const location = useLocation();
  const { data: agency, isPending } = useCurrentAgency();
  const incomplete = Boolean(agency && !bodyText(agency, 'state'));
  const signups = usePendingSignups(incomplete);
  if (isPending || (incomplete && signups.isPending)) return null;
  const decision = decideAgencyGate(
    agency
      ? {
          detailsIncomplete: incomplete,
          pendingSignups: (signups.data ?? []).map((s) => ({
            projectId: s.project_id,
            subprojectId: s.subproject_id,
            kind: s.kind,
            agencyId: s.agency_id,
          })),
        }
      : undefined,
    location.pathname,
  );
  if (decision.kind === 'allow') return <Outlet />;
  return <Navigate to={decision.to} replace />;
}
