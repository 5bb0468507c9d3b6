import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { EstablishmentRecord } from '../../../features/establishments/api/contracts';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';
import { ReturnPage } from '../../../features/returns/components/ReturnPage';
import { ReturnsList } from '../../../features/returns/components/ReturnsList';
import type { ReturnPlace } from '../../../features/returns/context';

// The statutory returns' pages: a module of their own, loaded when the returns are first opened.

function Place({
  establishment,
  children,
}: {
  establishment: EstablishmentRecord;
  children: (place: ReturnPlace) => ReactNode;
}) {
  const { ref } = useRouteIds();
  const crumbs = useEstablishmentBreadcrumbs('', { id: establishment.id, name: establishment.body.name });
  const place: ReturnPlace = {
    ref,
    establishment: {
      id: establishment.id,
      name: establishment.body.name,
      commencementDate: establishment.commencementDate?.slice(0, 10) ?? null,
    },
    trail: crumbs.slice(0, -1),
  };
  return <>{children(place)}</>;
}

function WithPlace({ children }: { children: (place: ReturnPlace) => ReactNode }) {
  return (
    <WithEstablishment>
      {(establishment) => <Place establishment={establishment}>{children}</Place>}
    </WithEstablishment>
  );
}

/** The base path: the returns of a returns year (?year, or ?date for the year a day falls in). */
export function ReturnsListRoute() {
  return <WithPlace>{(place) => <ReturnsList place={place} />}</WithPlace>;
}

/** returns/{date}/{returnId}: one return and its two documents. */
export function ReturnRoute() {
  const { date = '', returnId = '' } = useParams();
  return (
    <WithPlace>
      {(place) => <ReturnPage key={`${date}/${returnId}`} place={place} date={date} returnId={returnId} />}
    </WithPlace>
  );
}
