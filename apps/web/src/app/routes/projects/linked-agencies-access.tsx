import { Navigate, Outlet, useParams } from 'react-router';
import { subprojectPath } from '../../../config/paths';
import { useCurrentEntry } from '../../../lib/session/use-session';

/** Subcontractors have no view of a subproject's contractors and consultants; they go to their own pages. */
export function LinkedAgenciesAccess() {
  const { projectId = '', subprojectId = '' } = useParams();
  const role = useCurrentEntry()?.role ?? null;
  return role === 'Subcontractor' ? (
    <Navigate to={subprojectPath({ projectId, subprojectId })} replace />
  ) : (
    <Outlet />
  );
}
