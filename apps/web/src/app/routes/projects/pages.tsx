import { useParams } from 'react-router';
import { ProjectsPage } from '../../../features/projects/components/list/ProjectsPage';
import { AddProjectPage } from '../../../features/projects/components/project/AddProjectPage';
import { AddSubprojectPage } from '../../../features/projects/components/project/AddSubprojectPage';
import { ProjectDetailsPage } from '../../../features/projects/components/project/ProjectDetailsPage';
import { PendingSignupsNotice } from '../../../features/subproject-agencies/components/PendingSignupsNotice';
import { useCurrentEntry } from '../../../lib/session/use-session';

export function ProjectsRoute() {
  const role = useCurrentEntry()?.role;
  const invitable = role === 'Contractor' || role === 'Consultant';
  return <ProjectsPage notice={<PendingSignupsNotice enabled={invitable} />} />;
}

export function AddProjectRoute() {
  return <AddProjectPage />;
}

export function ProjectRoute() {
  const { projectId = '' } = useParams();
  return <ProjectDetailsPage key={projectId} projectId={projectId} />;
}

export function AddSubprojectRoute() {
  const { projectId = '' } = useParams();
  return <AddSubprojectPage key={projectId} projectId={projectId} />;
}
