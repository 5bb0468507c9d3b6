import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when rendering a page throws: a plain apology and a way out, the details go to the console. */
export function RouteErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('A page failed to render', error), [error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={420}>
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.description')}</Text>
        <Button onClick={() => window.location.assign('/')}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
