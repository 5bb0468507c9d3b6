import { subprojectSchema } from '@anupalan/shared';
import { Alert, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { paths, projectPath, subprojectPath } from '../../../../config/paths';
import { FormRenderer } from '../../../../forms/FormRenderer';
import type { ProjectRecord } from '../../api/contracts';
import { projectKeys } from '../../api/keys';
import { saveSubproject } from '../../api/save-project';
import { WithProject } from './WithProject';

/** /projects/{projectId}/subprojects/add: a Government adds a subproject to an open project, then sees it. */
export function AddSubprojectPage({ projectId }: { projectId: string }) {
  return <WithProject projectId={projectId}>{(project) => <AddSubproject project={project} />}</WithProject>;
}

function AddSubproject({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const savedId = useRef('');
  const projectId = project.id;
  const back = projectPath(projectId);
  return (
    <>
      <PageHeader
        title={t('subproject.addTitle')}
        subtitle={t('subproject.addHelp')}
        backTo={back}
        breadcrumbs={[
          { label: t('crumbs.projects'), to: paths.projects },
          { label: project.body.name, to: back },
          { label: t('subproject.addTitle') },
        ]}
      />
      {project.closed_on ? (
        <Alert color="gray">{t('subproject.projectClosed')}</Alert>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <FormRenderer
            schema={subprojectSchema}
            submit={async (values) => {
              const saved = await saveSubproject(projectId, values, false);
              savedId.current = saved.id;
              return saved;
            }}
            onCancel={() => navigate(back)}
            onSaved={() => {
              void queryClient.invalidateQueries({ queryKey: projectKeys.all });
              navigate(subprojectPath({ projectId, subprojectId: savedId.current }, 'details'));
            }}
          />
        </Paper>
      )}
    </>
  );
}
