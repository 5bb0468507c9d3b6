import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { paths } from '../../../../config/paths';
import { isNotFound } from '../../../../lib/api';
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
  const { t: tc } = useTranslation();
  const { data, isPending, error } = useProject(projectId);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }
  if (error) {
    if (!isNotFound(error)) return <Alert color="red">{t('project.loadFailed')}</Alert>;
    return (
      <RecordNotFound
        title={t('project.notFound')}
        description={t('project.notFoundDescription')}
        backTo={paths.projects}
        backLabel={t('project.backToList')}
      />
    );
  }
  return <>{children(data)}</>;
}
