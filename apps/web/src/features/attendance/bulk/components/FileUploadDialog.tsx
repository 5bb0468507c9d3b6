import { ATTENDANCE_BULK_MESSAGES, type AttendanceImportResult } from '@anupalan/shared';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileProblemsTable } from '../../../../components/data/FileProblemsTable';
import { translateMessage } from '../../../../i18n/messages';
import { type FileRowProblem, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasExtension } from '../access';

export interface FileUploadDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  help: string;
  /** The types the upload takes ('.xlsx'); another file is not sent. */
  extensions: readonly string[];
  placeholder: string;
  upload: (file: File) => Promise<AttendanceImportResult>;
  /** After a written upload (the pages refresh what they show). */
  onDone?: () => void;
}

/**
 * An attendance upload (the workbook or a day's CSV): Submit waits for a file of the right type; while the server
 * checks and writes it a progress bar shows; a refused file (nothing written) lists every bad row's number, column
 * and message; 'Failed to upload the excel file' when the server gives no message; success shows its message.
 */
export function FileUploadDialog(props: FileUploadDialogProps) {
  const { opened, onClose, title, help, extensions, placeholder, upload, onDone } = props;
  const { t } = useTranslation('attendanceBulk');
  const { t: tc } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: FileRowProblem[] } | null>(null);
  const wrongType = file !== null && !hasExtension(file.name, extensions);

  const close = () => {
    if (pending) return;
    setFile(null);
    setRefusal(null);
    onClose();
  };

  async function submit() {
    if (!file || wrongType) return;
    setRefusal(null);
    setPending(true);
    try {
      const result = await upload(file);
      notifySuccess(translateMessage(tc, result.message));
      onDone?.();
      setPending(false);
      setFile(null);
      onClose();
    } catch (error) {
      setPending(false);
      if (isSessionExpiry(error)) return;
      const message =
        isApiError(error) && error.message
          ? translateMessage(tc, error.message)
          : translateMessage(tc, ATTENDANCE_BULK_MESSAGES.uploadFailed);
      if (isApiError(error) && error.rows && error.rows.length > 0)
        setRefusal({ message, problems: error.rows });
      else notifyError(tc('common.error'), message);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm">{help}</Text>
        <FileInput
          label={t('upload.file')}
          placeholder={placeholder}
          accept={extensions.join(',')}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setRefusal(null);
          }}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={pending}
          error={wrongType ? t('upload.wrongType', { types: extensions.join(', ') }) : undefined}
        />
        {pending ? (
          <Stack gap={4}>
            <Text size="sm">{t('upload.inProgress')}</Text>
            <Progress value={100} animated striped aria-label={t('upload.inProgress')} />
          </Stack>
        ) : null}
        {refusal ? (
          <Stack gap="xs">
            <Alert
              color="red"
              role="alert"
              title={translateMessage(tc, ATTENDANCE_BULK_MESSAGES.uploadFailed)}
            >
              {refusal.message}
            </Alert>
            <FileProblemsTable
              problems={refusal.problems}
              labels={{
                title: t('upload.problemsTitle'),
                row: t('upload.row'),
                column: t('upload.column'),
                message: t('upload.message'),
              }}
              renderMessage={(m) => translateMessage(tc, m)}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {tc('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={!file || wrongType} loading={pending}>
            {tc('forms.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
