import { formatDate } from '@anupalan/shared';
import { Alert, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { paths } from '../../../../config/paths';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { ProjectRecord } from '../../api/contracts';
import { ProjectInfo } from './ProjectInfo';
import { ProjectSubprojects } from './ProjectSubprojects';
import { useProjectActions } from './use-project-actions';
import { WithProject } from './WithProject';

function ProjectDetails({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const government = useCurrentEntry()?.role === 'Government';
  const { actions, modal } = useProjectActions(
    { id: project.id, name: project.body.name },
    project,
    (action) => {
      if (action === 'delete') navigate(paths.projects, { replace: true });
    },
  );
  return (
    <>
      <PageHeader
        title={project.body.name}
        subtitle={t('project.detailsHelp')}
        backTo={paths.projects}
        breadcrumbs={[{ label: t('crumbs.projects'), to: paths.projects }, { label: project.body.name }]}
        actions={government ? actions : undefined}
      />
      {modal}
      {project.closed_on ? (
        <Alert color="gray" mb="md" role="status">
          {t('project.closedOn', { date: formatDate(project.closed_on) })}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ProjectInfo project={project} />
      </Paper>
      <ProjectSubprojects project={project} canAdd={government && !project.closed_on} />
    </>
  );
}

/** /projects/{projectId}: the project's details with Edit, its subprojects, and a Government's actions. */
export function ProjectDetailsPage({ projectId }: { projectId: string }) {
  return <WithProject projectId={projectId}>{(project) => <ProjectDetails project={project} />}</WithProject>;
}
