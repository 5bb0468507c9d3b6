import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAppVersion } from '../../lib/app-info/get-app-version';
import { useEnv } from '../../lib/app-info/get-env';

/** A configured footer text, linked when the deployment gives a link. */
function FooterText({ text, link }: { text: string; link: string }) {
  if (!text) return null;
  if (!link) return <Text size="sm">{text}</Text>;
  return (
    <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
      {text}
    </Anchor>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { data: env } = useEnv();
  const { data: version } = useAppVersion();

  return (
    <Box
      component="footer"
      px="md"
      py="sm"
      bg="var(--mantine-color-gray-0)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <FooterText text={env?.FOOTER_LEFT_TEXT ?? ''} link={env?.FOOTER_LEFT_LINK ?? ''} />
        <Group gap="md" wrap="wrap">
          {version ? (
            <Text size="sm" c="dimmed">
              {t('shell.version', { version })}
            </Text>
          ) : null}
          <Anchor component={Link} to={paths.contactUs} size="sm">
            {t('shell.contactUs')}
          </Anchor>
        </Group>
        <FooterText text={env?.FOOTER_RIGHT_TEXT ?? ''} link={env?.FOOTER_RIGHT_LINK ?? ''} />
      </Group>
    </Box>
  );
}
