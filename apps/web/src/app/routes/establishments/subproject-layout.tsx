import { Outlet } from 'react-router';
import { SubprojectLayout } from '../../../features/establishments/components/layout/SubprojectLayout';

/** Every page under /projects/{projectId}/subprojects/{subprojectId} sits beside its side navigation. */
export function SubprojectLayoutRoute() {
  return (
    <SubprojectLayout>
      <Outlet />
    </SubprojectLayout>
  );
}
