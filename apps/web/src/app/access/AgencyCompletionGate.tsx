import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentAgency } from '../../features/agencies/api/get-current-agency';
import { bodyText } from '../../lib/contracts/agencies';

/**
 * An agency whose details lack a state completes them first: its users are sent to Agency Details, in the
 * form, until they are saved. A failed check lets the user through; the pages say what went wrong.
 */
export function AgencyCompletionGate() {
  const { data: agency, isPending } = useCurrentAgency();
  if (isPending) return null;
  if (agency && !bodyText(agency, 'state')) return <Navigate to={`${paths.agencies}?mode=edit`} replace />;
  return <Outlet />;
}
