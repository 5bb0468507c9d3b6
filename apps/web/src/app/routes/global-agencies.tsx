import { Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import type { GlobalType } from '../../features/global-agencies/api/global-type';
import { AddGlobalAgency } from '../../features/global-agencies/components/AddGlobalAgency';
import { GlobalAgencies } from '../../features/global-agencies/components/GlobalAgencies';

/** CONTRACTORS or CONSULTANTS: the Government's global agencies of one kind. */
export function GlobalAgenciesRoute({ type }: { type: GlobalType }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t(`global.${type}.title`)} subtitle={t(`global.${type}.help`)} />
        <AddGlobalAgency type={type} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <GlobalAgencies type={type} />
      </Paper>
    </>
  );
}
