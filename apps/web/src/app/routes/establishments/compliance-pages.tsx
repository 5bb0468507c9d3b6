import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Breadcrumb } from '../../../components/layout/PageHeader';
import { ComplianceDashboard } from '../../../features/compliance/components/dashboard/ComplianceDashboard';
import { LawItems } from '../../../features/compliance/components/laws/LawItems';
import { LawTable } from '../../../features/compliance/components/laws/LawTable';
import type { DashboardPlace } from '../../../features/compliance/context';
import type { EstablishmentRecord } from '../../../features/establishments/api/contracts';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';

// The compliance dashboard's pages: a module of their own (with the chart library behind it), so the other
// establishment pages do not carry them.

/** The establishment's breadcrumbs down to the establishment itself, linked. */
function useTrail(establishment: EstablishmentRecord): Breadcrumb[] {
  const crumbs = useEstablishmentBreadcrumbs('', { id: establishment.id, name: establishment.body.name });
  return crumbs.slice(0, -1);
}

function Place({
  establishment,
  children,
}: {
  establishment: EstablishmentRecord;
  children: (place: DashboardPlace) => ReactNode;
}) {
  const { ref } = useRouteIds();
  const trail = useTrail(establishment);
  return (
    <>{children({ ref, establishment: { id: establishment.id, name: establishment.body.name }, trail })}</>
  );
}

function WithPlace({ children }: { children: (place: DashboardPlace) => ReactNode }) {
  return (
    <WithEstablishment>
      {(establishment) => <Place establishment={establishment}>{children}</Place>}
    </WithEstablishment>
  );
}

export function ComplianceDashboardRoute() {
  return <WithPlace>{(place) => <ComplianceDashboard place={place} />}</WithPlace>;
}

export function ComplianceTypeRoute() {
  const { complianceType = '' } = useParams();
  return (
    <WithPlace>{(place) => <LawTable key={complianceType} place={place} type={complianceType} />}</WithPlace>
  );
}

export function ComplianceLawRoute() {
  const { complianceType = '', lawId = '' } = useParams();
  return (
    <WithPlace>
      {(place) => (
        <LawItems key={`${complianceType}/${lawId}`} place={place} type={complianceType} lawId={lawId} />
      )}
    </WithPlace>
  );
}
