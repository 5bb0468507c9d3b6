import { EMPLOYEE_IMPORT_EXTENSIONS } from '@anupalan/shared';
import { Alert, Anchor, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { type FileRowProblem, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { samplePath, useUploadEmployees } from '../../api/upload-employees';
import { UploadErrorsTable } from './UploadErrorsTable';

interface UploadDialogProps {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The contractor's import of employees from a file of the sample's columns: Submit waits for a file; a refused
 * file (nothing written) lists every bad row's number, column and message; success shows the server's message.
 */
export function UploadDialog({ establishmentId, opened, onClose }: UploadDialogProps) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  const upload = useUploadEmployees(establishmentId);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: FileRowProblem[] } | null>(null);

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    setRefusal(null);
    onClose();
  };

  async function submit() {
    if (!file) return;
    setRefusal(null);
    try {
      const { message } = await upload.mutateAsync(file);
      notifySuccess(message ? translateMessage(tc, message) : t('upload.succeeded'));
      close();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const message =
        isApiError(error) && error.message ? translateMessage(tc, error.message) : t('upload.failed');
      if (isApiError(error) && error.rows && error.rows.length > 0) {
        setRefusal({ message, problems: error.rows });
      } else {
        notifyError(tc('common.error'), message);
      }
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('upload.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('upload.help')}</Text>
        <Group gap="md">
          <Anchor href={samplePath(establishmentId, 'csv')} download>
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('upload.sampleCsv')}
            </Group>
          </Anchor>
          <Anchor href={samplePath(establishmentId, 'xlsx')} download>
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('upload.sampleXlsx')}
            </Group>
          </Anchor>
        </Group>
        <FileInput
          label={t('upload.file')}
          placeholder={t('upload.choose')}
          accept={EMPLOYEE_IMPORT_EXTENSIONS.join(',')}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setRefusal(null);
          }}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={upload.isPending}
        />
        {upload.isPending ? (
          <Stack gap={4}>
            <Text size="sm">{t('upload.inProgress')}</Text>
            <Progress value={100} animated striped aria-label={t('upload.inProgress')} />
          </Stack>
        ) : null}
        {refusal ? (
          <Stack gap="xs">
            <Alert color="red" role="alert" title={t('upload.failed')}>
              {refusal.message}
            </Alert>
            <UploadErrorsTable problems={refusal.problems} />
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            {tc('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={!file} loading={upload.isPending}>
            {tc('forms.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
