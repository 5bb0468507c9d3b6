import { Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../../components/feedback/QueryState';
import { RecordNotFound } from '../../components/feedback/RecordNotFound';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { useGovernmentAgency } from '../../features/admin/api/get-government-agency';
import { governmentAgenciesKey } from '../../features/admin/api/list-government-agencies';
import { GovernmentAgencyDetails } from '../../features/admin/components/GovernmentAgencyDetails';
import { AgencyUsers } from '../../features/agency-users/components/AgencyUsers';
import { WithFormSchema } from '../../forms/WithFormSchema';
import { isNotFound } from '../../lib/api';
import { bodyText } from '../../lib/contracts/agencies';

/** A Government agency in the admin area: its details and its users. */
export function AdminAgencyRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: agency, isPending, error } = useGovernmentAgency(id);
  const crumbs = [{ label: t('admin.title'), to: paths.admin }];

  if (isPending) {
    return <Loading />;
  }
  if (error) {
    if (!isNotFound(error)) return <LoadFailed>{t('admin.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t('admin.notFound')}
        description={t('admin.notFoundDescription')}
        backTo={paths.admin}
        backLabel={t('admin.backToList')}
      />
    );
  }
  const name = bodyText(agency, 'name');
  return (
    <>
      <PageHeader title={name} backTo={paths.admin} breadcrumbs={[...crumbs, { label: name }]} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <GovernmentAgencyDetails agency={agency} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <WithFormSchema type="admin" purpose="government-user">
            {(addUserSchema) => (
              <WithFormSchema type="user" purpose="edit-name-government">
                {(editNameSchema) => (
                  <AgencyUsers
                    agencyPath={`/api/admin/agencies/${encodeURIComponent(agency.id)}`}
                    addUserSchema={addUserSchema}
                    editNameSchema={editNameSchema}
                    params={{ id: agency.id }}
                    withContact
                    onChanged={() => void queryClient.invalidateQueries({ queryKey: governmentAgenciesKey })}
                  />
                )}
              </WithFormSchema>
            )}
          </WithFormSchema>
        </Paper>
      </Stack>
    </>
  );
}
