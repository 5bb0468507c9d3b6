import { LawPage } from '../../features/compliance/components/law-page/LawPage';

export function LawRoute() {
  return <LawPage />;
}
