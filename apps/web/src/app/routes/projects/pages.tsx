import { useParams } from 'react-router';
import { AddProjectPage } from '../../../features/projects/components/project/AddProjectPage';
import { AddSubprojectPage } from '../../../features/projects/components/project/AddSubprojectPage';
import { ProjectDetailsPage } from '../../../features/projects/components/project/ProjectDetailsPage';

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
