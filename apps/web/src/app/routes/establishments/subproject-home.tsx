import { Navigate } from 'react-router';
import { subprojectPath } from '../../../config/paths';
import { useEstablishments } from '../../../features/establishments/api/list-establishments';
import { subprojectLanding } from '../../../features/establishments/nav/sections';
import { useRouteIds } from '../../../features/establishments/use-route-ids';
import { useCurrentEntry } from '../../../lib/session/use-session';

/** The subproject itself: each role is sent on to where it works (the layout has loaded the establishments). */
export function SubprojectHomeRoute() {
  const { ref } = useRouteIds();
  const role = useCurrentEntry()?.role ?? null;
  const { data } = useEstablishments(ref.subprojectId);
  if (!data) return null;
  const landing = subprojectLanding(
    role,
    data.map((item) => item.id),
  );
  return <Navigate to={subprojectPath(ref, landing)} replace />;
}
