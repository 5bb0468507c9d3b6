import { ChooseAgency } from '../../features/auth/components/ChooseAgency';
import { useSession } from '../../lib/session/use-session';

export function ChooseAgencyRoute() {
  const session = useSession();
  if (session.status !== 'chooseAgency' && session.status !== 'loggedIn') return null;
  return <ChooseAgency entries={session.entries} />;
}
