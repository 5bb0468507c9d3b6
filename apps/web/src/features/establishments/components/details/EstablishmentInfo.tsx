import { establishmentSchema, type FormSchema } from '@anupalan/shared';
import { Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../../forms/FormRenderer';
import type { EstablishmentRecord } from '../../api/contracts';
import { establishmentKeys } from '../../api/keys';

/** The establishment's own fields: its minimum wages have a panel of their own below, so their step is left out. */
const infoSchema: FormSchema = {
  ...establishmentSchema,
  steps: establishmentSchema.steps.filter(
    (step) => !step.fields.some((field) => field.colName === 'min_wages'),
  ),
};

/**
 * The establishment's details in display mode, with View Logs and, for the roles of the schema's accessBy while
 * it is neither closed (editDisabledIf) nor locked, Edit (`?mode=edit` opens the form).
 */
export function EstablishmentInfo({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('mode') === 'edit' && !establishment.locked;
  const values = {
    id: establishment.id,
    body: establishment.body,
    commencementDate: establishment.commencementDate,
    closed_on: establishment.closed_on,
  };
  const view = () => setSearch({ tab: 'details' }, { replace: true });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h3" mb="md">
        {t('details.infoTitle')}
      </Title>
      {editing ? (
        <FormRenderer
          schema={infoSchema}
          isEdit
          initialValues={values}
          params={{ subprojectId: establishment.subproject_id }}
          submitLabel={tc('forms.save')}
          onCancel={view}
          onSaved={() => {
            void queryClient.invalidateQueries({ queryKey: establishmentKeys.all });
            view();
          }}
        />
      ) : (
        <FormDisplay
          schema={infoSchema}
          values={values}
          onEdit={establishment.locked ? undefined : () => setSearch({ tab: 'details', mode: 'edit' })}
          auditQuery={{}}
        />
      )}
    </Paper>
  );
}
