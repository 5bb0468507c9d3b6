import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { AddEmployee } from '../../../features/employees/components/detail/AddEmployee';
import { EmployeePage } from '../../../features/employees/components/detail/EmployeePage';
import { EmployeeList } from '../../../features/employees/components/list/EmployeeList';
import type { EmployeePlace } from '../../../features/employees/context';
import { employeesPath } from '../../../features/employees/paths';
import type { EstablishmentRecord } from '../../../features/establishments/api/contracts';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';
import { useCurrentEntry } from '../../../lib/session/use-session';

// The employee register's pages (Form A): a module of their own, loaded when the register is first opened.

function Place({
  establishment,
  children,
}: {
  establishment: EstablishmentRecord;
  children: (place: EmployeePlace) => ReactNode;
}) {
  const { ref } = useRouteIds();
  const crumbs = useEstablishmentBreadcrumbs('', { id: establishment.id, name: establishment.body.name });
  const place: EmployeePlace = {
    ref,
    establishment: { id: establishment.id, name: establishment.body.name, locked: establishment.locked },
    trail: crumbs.slice(0, -1),
  };
  return <>{children(place)}</>;
}

function WithPlace({ children }: { children: (place: EmployeePlace) => ReactNode }) {
  return (
    <WithEstablishment>
      {(establishment) => <Place establishment={establishment}>{children}</Place>}
    </WithEstablishment>
  );
}

export function EmployeeListRoute() {
  return <WithPlace>{(place) => <EmployeeList place={place} />}</WithPlace>;
}

/** Contractors and subcontractors add employees; anyone else who opens /add is shown the list. */
export function AddEmployeeRoute() {
  const role = useCurrentEntry()?.role ?? null;
  return (
    <WithPlace>
      {(place) =>
        (role === 'Contractor' || role === 'Subcontractor') && !place.establishment.locked ? (
          <AddEmployee place={place} />
        ) : (
          <Navigate to={employeesPath(place)} replace />
        )
      }
    </WithPlace>
  );
}

export function EmployeeRoute() {
  const { employeeId = '' } = useParams();
  return (
    <WithPlace>
      {(place) => <EmployeePage key={employeeId} place={place} employeeId={employeeId} />}
    </WithPlace>
  );
}
