import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { AttendanceBulkToolbar } from '../../../features/attendance/bulk';
import { AttendanceCalendar } from '../../../features/attendance/components/calendar/AttendanceCalendar';
import { AddRegister } from '../../../features/attendance/components/open/AddRegister';
import { OpenDate } from '../../../features/attendance/components/open/OpenDate';
import { RegisterPage } from '../../../features/attendance/components/register/RegisterPage';
import type { AttendancePlace } from '../../../features/attendance/context';
import { datePath } from '../../../features/attendance/paths';
import type { EstablishmentRecord } from '../../../features/establishments/api/contracts';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';

// The attendance register's pages (Form D): a module of their own, loaded when the register is first opened.
// The bulk part (features/attendance/bulk: uploads, downloads, device punches, Form D) is the pages' `toolbar`.

function Place({
  establishment,
  children,
}: {
  establishment: EstablishmentRecord;
  children: (place: AttendancePlace) => ReactNode;
}) {
  const { ref } = useRouteIds();
  const crumbs = useEstablishmentBreadcrumbs('', { id: establishment.id, name: establishment.body.name });
  const place: AttendancePlace = {
    ref,
    establishment: {
      id: establishment.id,
      name: establishment.body.name,
      locked: establishment.locked,
      commencementDate: establishment.commencementDate?.slice(0, 10) ?? null,
    },
    trail: crumbs.slice(0, -1),
  };
  return <>{children(place)}</>;
}

function WithPlace({ children }: { children: (place: AttendancePlace) => ReactNode }) {
  return (
    <WithEstablishment>
      {(establishment) => <Place establishment={establishment}>{children}</Place>}
    </WithEstablishment>
  );
}

/**
 * The base path: the month calendar; with ?register_date=yyyy-mm-dd[&isAutomatic=true] (the links the
 * compliance items and the spec use) it opens that day instead.
 */
export function AttendanceCalendarRoute() {
  const [search] = useSearchParams();
  const date = search.get('register_date');
  return (
    <WithPlace>
      {(place) =>
        date ? (
          <Navigate
            to={`${datePath(place, date)}${search.get('isAutomatic') === 'true' ? '?isAutomatic=true' : ''}`}
            replace
          />
        ) : (
          <AttendanceCalendar
            place={place}
            toolbar={
              <AttendanceBulkToolbar
                establishmentId={place.establishment.id}
                locked={place.establishment.locked}
              />
            }
          />
        )
      }
    </WithPlace>
  );
}

export function AddRegisterRoute() {
  return <WithPlace>{(place) => <AddRegister place={place} />}</WithPlace>;
}

export function OpenDateRoute() {
  const { date = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <WithPlace>
      {(place) => (
        <OpenDate key={date} place={place} date={date} automatic={search.get('isAutomatic') === 'true'} />
      )}
    </WithPlace>
  );
}

export function RegisterRoute() {
  const { registerId = '' } = useParams();
  return (
    <WithPlace>
      {(place) => (
        <RegisterPage
          key={registerId}
          place={place}
          registerId={registerId}
          toolbar={
            <AttendanceBulkToolbar
              establishmentId={place.establishment.id}
              locked={place.establishment.locked}
              registerId={registerId}
            />
          }
        />
      )}
    </WithPlace>
  );
}
