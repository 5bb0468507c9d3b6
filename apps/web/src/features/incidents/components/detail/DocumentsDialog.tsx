import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { useProcessDocuments } from '../../api/documents';

interface DocumentsDialogProps {
  documentsId: number;
  opened: boolean;
  onClose: () => void;
}

/** 'View Documents' (spec part 1, section 7): the process type's printable documents, each a link, and Close. */
export function DocumentsDialog({ documentsId, opened, onClose }: DocumentsDialogProps) {
  const { t } = useTranslation('incidents');
  const documents = useProcessDocuments(documentsId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('documents.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('documents.help')}
        </Text>
        <QueryState
          query={documents}
          errorText={t('documents.loadFailed')}
          isEmpty={(items) => items.length === 0}
          empty={t('documents.empty')}
          py="md"
        >
          {(items) => (
            <List spacing="sm" icon={<IconFileText size={18} aria-hidden />} center>
              {items.map((document) => (
                <List.Item key={document.link}>
                  <Anchor href={document.link} target="_blank" rel="noreferrer">
                    {document.name}
                    <IconExternalLink
                      size={14}
                      aria-hidden
                      style={{ marginLeft: 4, verticalAlign: 'middle' }}
                    />
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </QueryState>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('documents.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
