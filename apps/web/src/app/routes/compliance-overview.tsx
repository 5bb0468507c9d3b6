import { OverviewPage } from '../../features/compliance/components/overview/OverviewPage';

export function ComplianceOverviewRoute() {
  return <OverviewPage />;
}
