import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.description')}</Text>
      <Button component={Link} to={paths.home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
