import { canEdit, subprojectSchema } from '@anupalan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../../forms/FormRenderer';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { SubprojectRecord } from '../../api/contracts';
import { useEditMode } from '../use-edit-mode';

/** A subproject's details: the view with Edit (a Government's, while it is open), or the form. */
export function SubprojectInfo({ subproject }: { subproject: SubprojectRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const role = useCurrentEntry()?.role ?? null;
  const [editing, setEditing] = useEditMode();
  const closedOn = subproject.closed_on ?? subproject.projects.closed_on;
  const values = { body: subproject.body, closed_on: closedOn };
  return editing && canEdit(subprojectSchema, values, role) ? (
    <FormRenderer
      schema={subprojectSchema}
      params={{ projectId: subproject.projects.id }}
      isEdit
      initialValues={{ id: subproject.id, body: subproject.body }}
      submitLabel={t('forms.save')}
      onCancel={() => setEditing(false)}
      onSaved={() => {
        // The name shows in the side navigation and the lists too: everything on screen is read again.
        void queryClient.invalidateQueries();
        setEditing(false);
      }}
    />
  ) : (
    <FormDisplay schema={subprojectSchema} values={values} onEdit={() => setEditing(true)} />
  );
}
