import { Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { governmentAgenciesKey } from '../../features/admin/api/list-government-agencies';
import { FormRenderer } from '../../forms/FormRenderer';
import { WithFormSchema } from '../../forms/WithFormSchema';

/** Invite Government: the agency and its first user, who is mailed a set-password link. */
export function AdminAddRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title={t('admin.invite')}
        backTo={paths.admin}
        breadcrumbs={[{ label: t('admin.title'), to: paths.admin }, { label: t('admin.invite') }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <WithFormSchema type="admin" purpose="invite-government">
          {(schema) => (
            <FormRenderer
              schema={schema}
              failureMessage={t('users.failed')}
              submitLabel={t('admin.sendInvite')}
              onCancel={() => navigate(paths.admin)}
              onSaved={() => {
                void queryClient.invalidateQueries({ queryKey: governmentAgenciesKey });
                navigate(paths.admin);
              }}
            />
          )}
        </WithFormSchema>
      </Paper>
    </>
  );
}
