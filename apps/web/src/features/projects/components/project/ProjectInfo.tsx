import { canEdit, projectSchema } from '@anupalan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { ProjectRecord } from '../../api/contracts';
import { projectKeys } from '../../api/keys';
import { useEditMode } from '../use-edit-mode';

/** A project's details: the view with Edit (a Government's, while the project is open), or the form. */
export function ProjectInfo({ project }: { project: ProjectRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const role = useCurrentEntry()?.role ?? null;
  const [editing, setEditing] = useEditMode();
  const values = { body: project.body, closed_on: project.closed_on };
  return editing && canEdit(projectSchema, values, role) ? (
    <FormRenderer
      schema={projectSchema}
      isEdit
      initialValues={{ id: project.id, body: project.body }}
      submitLabel={t('forms.save')}
      onCancel={() => setEditing(false)}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: projectKeys.all });
        setEditing(false);
      }}
    />
  ) : (
    <FormDisplay schema={projectSchema} values={values} onEdit={() => setEditing(true)} />
  );
}
