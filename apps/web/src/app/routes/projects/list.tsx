import { ProjectsPage } from '../../../features/projects/components/list/ProjectsPage';
import { PendingSignupsNotice } from '../../../features/subproject-agencies/components/PendingSignupsNotice';
import { useCurrentEntry } from '../../../lib/session/use-session';

/** The project list (the first page after sign-in): a module of its own, so it loads no other screen. */
export function ProjectsRoute() {
  const role = useCurrentEntry()?.role;
  const invitable = role === 'Contractor' || role === 'Consultant';
  return <ProjectsPage notice={<PendingSignupsNotice enabled={invitable} />} />;
}
