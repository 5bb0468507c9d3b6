import { Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { useAndroidAppLink } from '../../api/android-app-link';

/**
 * The contractor's 'Send Android app link' (spec part 2, section 2): the link the server is configured with (the
 * web app's own address when no app is), to copy or to send from the contractor's own mail program. The spec has
 * no call that sends it, so nothing is sent by the server.
 */
export function AppLinkDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('employees');
  const link = useAndroidAppLink(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('appLink.title')} centered>
      <QueryState query={link} errorText={t('appLink.loadFailed')}>
        {({ link: url, configured }) => {
          const mail = `mailto:?subject=${encodeURIComponent(t('appLink.mailSubject'))}&body=${encodeURIComponent(
            t('appLink.mailBody', { link: url }),
          )}`;
          return (
            <Stack gap="md">
              <Text size="sm">{configured ? t('appLink.helpApp') : t('appLink.helpWeb')}</Text>
              <TextInput
                label={t('appLink.label')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <Group justify="flex-end" gap="sm">
                <Button
                  component="a"
                  href={mail}
                  variant="default"
                  leftSection={<IconMail size={16} aria-hidden />}
                >
                  {t('appLink.email')}
                </Button>
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      color={copied ? 'teal' : undefined}
                      leftSection={<IconCopy size={16} aria-hidden />}
                    >
                      {copied ? t('appLink.copied') : t('appLink.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              {configured ? null : (
                <Text size="xs" c="dimmed">
                  <Anchor href={url} target="_blank" rel="noreferrer">
                    {url}
                  </Anchor>
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Modal>
  );
}
