import { Button, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { KitsTable } from '../../features/guides/components/KitsTable';
import { useSession } from '../../lib/session/use-session';

export function GuidesRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      {session.status === 'loggedOut' ? (
        <Button
          component={Link}
          to={paths.login}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          mb="sm"
          px={0}
        >
          {t('guides.backToLogin')}
        </Button>
      ) : null}
      <PageHeader title={t('guides.title')} subtitle={t('guides.help')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <KitsTable />
      </Paper>
    </>
  );
}
