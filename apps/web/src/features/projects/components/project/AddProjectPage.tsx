import { projectSchema } from '@anupalan/shared';
import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { paths, projectPath } from '../../../../config/paths';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { projectKeys } from '../../api/keys';
import { saveProject } from '../../api/save-project';

/** /projects/add: a Government creates a project, then sees it. */
export function AddProjectPage() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const savedId = useRef('');
  return (
    <>
      <PageHeader
        title={t('project.addTitle')}
        subtitle={t('project.addHelp')}
        backTo={paths.projects}
        breadcrumbs={[{ label: t('crumbs.projects'), to: paths.projects }, { label: t('project.addTitle') }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FormRenderer
          schema={projectSchema}
          submit={async (values) => {
            const saved = await saveProject(values, false);
            savedId.current = saved.id;
            return saved;
          }}
          onCancel={() => navigate(paths.projects)}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: projectKeys.all });
            navigate(projectPath(savedId.current));
          }}
        />
      </Paper>
    </>
  );
}
