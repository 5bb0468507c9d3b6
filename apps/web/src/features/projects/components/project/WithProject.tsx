import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { paths } from '../../../../config/paths';
import type { ProjectRecord } from '../../api/contracts';
import { useProject } from '../../api/get-project';

/** Renders its children with the project once loaded; a project out of reach is said to be not found. */
export function WithProject({
  projectId,
  children,
}: {
  projectId: string;
  children: (project: ProjectRecord) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const project = useProject(projectId);
  return (
    <QueryState
      query={project}
      errorText={t('project.loadFailed')}
      notFound={
        <RecordNotFound
          title={t('project.notFound')}
          description={t('project.notFoundDescription')}
          backTo={paths.projects}
          backLabel={t('project.backToList')}
        />
      }
    >
      {children}
    </QueryState>
  );
}
