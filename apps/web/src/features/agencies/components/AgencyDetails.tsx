import { Alert, Anchor, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/feedback/QueryState';
import { globalAgencyPath } from '../../../config/paths';
import { FormDisplay } from '../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../forms/FormRenderer';
import { WithFormSchema } from '../../../forms/WithFormSchema';
import { bodyText } from '../../../lib/contracts/agencies';
import { sessionQueryKey } from '../../../lib/session/get-user';
import { currentAgencyQueryKey, useCurrentAgency } from '../api/get-current-agency';

/**
 * The user's own agency, in the details view with Edit, or in the form (`?mode=edit`). The schema is the
 * one for the agency's type. An agency without a state is asked to complete its details first.
 */
export function AgencyDetails() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('mode') === 'edit';
  const { data: agency, isPending, isError } = useCurrentAgency();
  const view = () => setSearch({}, { replace: true });

  if (isPending) {
    return <Loading py="lg" />;
  }
  if (isError) return <LoadFailed>{t('agency.loadFailed')}</LoadFailed>;
  const values = { body: agency.body };

  return (
    <>
      {bodyText(agency, 'state') ? null : (
        <Alert color="yellow" mb="md" role="note" title={t('agency.completeTitle')}>
          {t('agency.completeFirst')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <WithFormSchema type="agency" purpose={agency.type}>
          {(schema) =>
            editing ? (
              <FormRenderer
                schema={schema}
                isEdit
                initialValues={values}
                submitLabel={t('forms.save')}
                onCancel={view}
                onSaved={() => {
                  void queryClient.invalidateQueries({ queryKey: currentAgencyQueryKey });
                  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
                  view();
                }}
              />
            ) : (
              <FormDisplay
                schema={schema}
                values={values}
                onEdit={() => setSearch({ mode: 'edit' })}
                auditQuery={{ agency_id: agency.id }}
              />
            )
          }
        </WithFormSchema>
      </Paper>
      {agency.type === 'Contractor' || agency.type === 'Consultant' ? (
        <Anchor
          component={Link}
          to={globalAgencyPath(agency.type === 'Contractor' ? 'contractor' : 'consultant', agency.id)}
          mt="md"
          display="inline-block"
        >
          {t(agency.type === 'Contractor' ? 'agency.ownContractorRecord' : 'agency.ownConsultantRecord')}
        </Anchor>
      ) : null}
    </>
  );
}
