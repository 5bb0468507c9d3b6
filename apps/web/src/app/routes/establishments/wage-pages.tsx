import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { EstablishmentRecord } from '../../../features/establishments/api/contracts';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';
import { WageRegisterList } from '../../../features/wages/components/list/WageRegisterList';
import { StartDatePage } from '../../../features/wages/components/register/StartDatePage';
import { WageRegisterPage } from '../../../features/wages/components/register/WageRegisterPage';
import type { WagePlace } from '../../../features/wages/context';
import { startDatePath } from '../../../features/wages/paths';

// The wage register's pages (Form B): a module of their own, loaded when the register is first opened.

function Place({
  establishment,
  children,
}: {
  establishment: EstablishmentRecord;
  children: (place: WagePlace) => ReactNode;
}) {
  const { ref } = useRouteIds();
  const crumbs = useEstablishmentBreadcrumbs('', { id: establishment.id, name: establishment.body.name });
  const place: WagePlace = {
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

function WithPlace({ children }: { children: (place: WagePlace) => ReactNode }) {
  return (
    <WithEstablishment>
      {(establishment) => <Place establishment={establishment}>{children}</Place>}
    </WithEstablishment>
  );
}

/** The base path: the registers of a year (?year); with ?start_date=yyyy-mm-dd it opens that register instead. */
export function WageRegisterListRoute() {
  const [search] = useSearchParams();
  const start = search.get('start_date');
  return (
    <WithPlace>
      {(place) =>
        start ? <Navigate to={startDatePath(place, start)} replace /> : <WageRegisterList place={place} />
      }
    </WithPlace>
  );
}

export function WageRegisterRoute() {
  const { registerId = '' } = useParams();
  return (
    <WithPlace>
      {(place) => <WageRegisterPage key={registerId} place={place} registerId={registerId} />}
    </WithPlace>
  );
}

export function WageStartDateRoute() {
  const { date = '' } = useParams();
  return <WithPlace>{(place) => <StartDatePage key={date} place={place} date={date} />}</WithPlace>;
}
