import { formatDate, type ReturnItem, type ReturnUploadKey } from '@anupalan/shared';
import { Anchor, Button, FileInput, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileHref } from '../../../forms/api/upload-file';
import { useRemoveDocument, useUploadDocument } from '../api/uploads';
import { useNotifyDone, useNotifyFailure } from '../messages';

interface DocumentSlotProps {
  establishmentId: string;
  item: ReturnItem;
  which: ReturnUploadKey;
  /** The contractor, while the establishment accepts changes. */
  canChange: boolean;
}

/**
 * One of the return's two documents: the file uploaded (view, remove with a confirmation) or, for the contractor
 * once the period has ended, a file to upload. A completed return takes no upload; removing one reopens it.
 */
export function DocumentSlot({ establishmentId, item, which, canChange }: DocumentSlotProps) {
  const { t } = useTranslation('returns');
  const { t: tc } = useTranslation();
  const notifyDone = useNotifyDone();
  const notifyFailure = useNotifyFailure();
  const upload = useUploadDocument(establishmentId, item.est_returns.id);
  const remove = useRemoveDocument(establishmentId, item.est_returns.id);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const document = t(`uploads.${which}`);
  const stored = item.est_returns.body[which];
  const completed = item.est_returns.submitted_on !== null;
  const headingId = `return-${which}`;

  const send = () => {
    if (!file) return;
    upload.mutate(
      { key: which, file },
      {
        onSuccess: (saved) => {
          setFile(null);
          notifyDone(saved.message, t('uploads.uploaded'));
        },
        onError: (error) => notifyFailure(error, t('uploads.uploadFailed')),
      },
    );
  };
  const drop = () =>
    remove.mutate(which, {
      onSuccess: (saved) => {
        setConfirming(false);
        notifyDone(saved.message, t('uploads.deleted'));
      },
      onError: (error) => {
        setConfirming(false);
        notifyFailure(error, t('uploads.deleteFailed'));
      },
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          {stored ? <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden /> : null}
          <Title order={3} size="h5" id={headingId}>
            {document}
          </Title>
        </Group>
        {stored ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0}>
              <Anchor
                href={fileHref(stored.url)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('uploads.viewLabel', { document, name: stored.name })}
                style={{ wordBreak: 'break-all' }}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <span>{stored.name}</span>
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('uploads.uploadedOn', { date: formatDate(stored.uploaded_on) })}
              </Text>
            </Stack>
            {canChange ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
                aria-label={t('uploads.removeLabel', { document })}
              >
                {t('uploads.remove')}
              </Button>
            ) : null}
          </Group>
        ) : canChange && item.period_ended && !completed ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              style={{ flex: '1 1 16rem' }}
              label={t('uploads.file', { document })}
              placeholder={t('uploads.placeholder')}
              accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
              value={file}
              onChange={setFile}
              clearable
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={upload.isPending}
            />
            <Button
              onClick={send}
              disabled={!file}
              loading={upload.isPending}
              aria-label={t('uploads.uploadLabel', { document })}
            >
              {t('uploads.upload')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('uploads.notUploaded')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('uploads.confirmTitle', { document })}
      >
        <Stack gap="md">
          <Text size="sm">{t('uploads.confirmBody', { name: stored?.name ?? '' })}</Text>
          {completed ? <Text size="sm">{t('uploads.confirmReopen')}</Text> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {tc('common.cancel')}
            </Button>
            <Button color="red" onClick={drop} loading={remove.isPending}>
              {tc('common.proceed')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
