import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useEnv } from '../../lib/app-info/get-env';

/** The deployment's government agency (logo, name, department); the product name when none is configured. */
export function Brand() {
  const { t } = useTranslation();
  const { data: env } = useEnv();
  const name = env?.DISPLAY_GOVT_AGENCY_NAME || t('app.name');
  const department = env?.DISPLAY_GOVT_AGENCY_DEPT;
  const logo = env?.DISPLAY_GOVT_LOGO || '/favicon.svg';

  return (
    <UnstyledButton component={Link} to={paths.home} aria-label={t('shell.homeLink', { name })} miw={0}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Image src={logo} alt="" h={40} w={40} fit="contain" />
        <Stack gap={0} miw={0}>
          <Text fw={700} size="lg" lh={1.2} truncate="end">
            {name}
          </Text>
          {department ? (
            <Text size="sm" c="dimmed" lh={1.2} truncate="end" visibleFrom="xs">
              {department}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
