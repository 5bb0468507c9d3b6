import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { ChangePasswordForm } from '../../features/auth/components/ChangePasswordForm';
import { useCurrentEntry } from '../../lib/session/use-session';

export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const entry = useCurrentEntry();
  if (!entry) return null;
  return (
    <>
      <PageHeader
        title={t('password.changeTitle')}
        subtitle={t('password.changeHelp')}
        backTo={paths.home}
        breadcrumbs={[{ label: t('pageHeader.home'), to: paths.home }, { label: t('password.changeTitle') }]}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520}>
        <ChangePasswordForm email={entry.email_address} />
      </Paper>
    </>
  );
}
