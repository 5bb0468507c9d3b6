import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { EstablishmentRecord } from '../../../features/establishments/api/contracts';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';
import { AddProcess } from '../../../features/incidents/components/add/AddProcess';
import { ProcessPage } from '../../../features/incidents/components/detail/ProcessPage';
import { ProcessList } from '../../../features/incidents/components/list/ProcessList';
import type { IncidentPlace } from '../../../features/incidents/context';
import type { PageKind } from '../../../features/incidents/kinds';
import { listPath } from '../../../features/incidents/paths';
import { useCurrentEntry } from '../../../lib/session/use-session';

// The incidents group (workplace accidents, harassment complaints, recoveries (Form C), maternity leave (Form E),
// termination): one employee-process mechanism, a module of its own loaded when the group is first opened.

function Place({
  establishment,
  kind,
  children,
}: {
  establishment: EstablishmentRecord;
  kind: PageKind;
  children: (place: IncidentPlace) => ReactNode;
}) {
  const { ref } = useRouteIds();
  const crumbs = useEstablishmentBreadcrumbs('', { id: establishment.id, name: establishment.body.name });
  const place: IncidentPlace = {
    ref,
    kind,
    establishment: { id: establishment.id, name: establishment.body.name, locked: establishment.locked },
    trail: crumbs.slice(0, -1),
  };
  return <>{children(place)}</>;
}

function WithPlace({ kind, children }: { kind: PageKind; children: (place: IncidentPlace) => ReactNode }) {
  return (
    <WithEstablishment>
      {(establishment) => (
        <Place establishment={establishment} kind={kind}>
          {children}
        </Place>
      )}
    </WithEstablishment>
  );
}

export function ProcessListRoute({ kind }: { kind: PageKind }) {
  return <WithPlace kind={kind}>{(place) => <ProcessList key={kind} place={place} />}</WithPlace>;
}

/** Only the contractor records; anyone else who opens /add (or a locked establishment's) is shown the list. */
export function AddProcessRoute({ kind }: { kind: PageKind }) {
  const role = useCurrentEntry()?.role ?? null;
  return (
    <WithPlace kind={kind}>
      {(place) =>
        role === 'Contractor' && !place.establishment.locked ? (
          <AddProcess key={kind} place={place} />
        ) : (
          <Navigate to={listPath(place)} replace />
        )
      }
    </WithPlace>
  );
}

export function ProcessRoute({ kind }: { kind: PageKind }) {
  const { processId = '' } = useParams();
  return (
    <WithPlace kind={kind}>
      {(place) => <ProcessPage key={`${kind}-${processId}`} place={place} processId={processId} />}
    </WithPlace>
  );
}
