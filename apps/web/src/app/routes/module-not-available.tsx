import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';

export type ModuleKey = 'returns';

/** Stands in for a module of a later release: says so plainly and shows no made-up data. */
export function ModuleNotAvailableRoute({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  const title = t(`modules.${module}`);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="sm" py="lg" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconCircleDashed size={32} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('modules.notAvailableTitle')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('modules.notAvailable', { module: title })}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
