import { Button, Group, Paper } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { GovernmentAgencies } from '../../features/admin/components/GovernmentAgencies';

export function AdminRoute() {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t('admin.title')} subtitle={t('admin.help')} />
        <Button component={Link} to={paths.adminAdd} leftSection={<IconSend size={18} aria-hidden />}>
          {t('admin.invite')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <GovernmentAgencies />
      </Paper>
    </>
  );
}
