import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileProblemsTable } from '../../../../components/data/FileProblemsTable';
import { translateMessage } from '../../../../i18n/messages';
import { type FileRowProblem, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { useFailureText } from '../../messages';

interface FileDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  help: string;
  /** The types taken ('.csv'); another file is not sent. */
  extensions: readonly string[];
  placeholder: string;
  /** Said when the server gives no message of its own. */
  failedMessage: string;
  /** Sends the file; throws the server's refusal. */
  send: (file: File) => Promise<unknown>;
}

const hasExtension = (name: string, extensions: readonly string[]) =>
  extensions.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * A file sent to the register (the entries' CSV, the signed register): Submit waits for a file of the right type;
 * a refused CSV (nothing written) lists every bad row's number, column and message.
 */
export function FileDialog(props: FileDialogProps) {
  const { opened, onClose, title, help, extensions, placeholder, failedMessage, send } = props;
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const failureText = useFailureText();
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

  const submit = async () => {
    if (!file || wrongType) return;
    setRefusal(null);
    setPending(true);
    try {
      await send(file);
      setPending(false);
      setFile(null);
      onClose();
    } catch (error) {
      setPending(false);
      if (isSessionExpiry(error)) return;
      const message = failureText(error, failedMessage);
      if (isApiError(error) && error.rows && error.rows.length > 0)
        setRefusal({ message, problems: error.rows });
      else notifyError(tc('common.error'), message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm">{help}</Text>
        <FileInput
          label={t('file.label')}
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
          error={wrongType ? t('file.wrongType', { types: extensions.join(', ') }) : undefined}
        />
        {refusal ? (
          <Stack gap="xs">
            <Alert color="red" role="alert" title={translateMessage(tc, failedMessage)}>
              {refusal.message}
            </Alert>
            <FileProblemsTable
              problems={refusal.problems}
              labels={{
                title: t('file.problemsTitle'),
                row: t('file.row'),
                column: t('file.column'),
                message: t('file.message'),
              }}
              renderMessage={(m) => translateMessage(tc, m)}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {tc('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!file || wrongType} loading={pending}>
            {tc('forms.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
