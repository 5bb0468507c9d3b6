import {
  ATTENDANCE_BULK_MESSAGES,
  ATTENDANCE_WORKBOOK_MAX_DAYS,
  attendanceRangeProblems,
  istDateKey,
  PUNCH_LOG_EXTENSIONS,
  type PunchPreview,
} from '@anupalan/shared';
import { Alert, Button, FileInput, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileProblemsTable } from '../../../../components/data/FileProblemsTable';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { translateMessage } from '../../../../i18n/messages';
import { type FileRowProblem, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasExtension } from '../access';
import { applyPunches, previewPunches } from '../api/uploads';
import { PunchPreviewTable } from './PunchPreviewTable';

type Field = 'from_date' | 'to_date';

interface PunchImportDialogProps {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Device punches: a range and a punch log; the server pairs the punches and answers what it would write, shown
 * for review (proposed entries, and what needs a look and is left out); 'Fill the registers' then applies it.
 */
export function PunchImportDialog({ establishmentId, opened, onClose, onDone }: PunchImportDialogProps) {
  const { t } = useTranslation('attendanceBulk');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<Record<Field, string>>({ from_date: '', to_date: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [preview, setPreview] = useState<PunchPreview | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: FileRowProblem[] } | null>(null);
  const wrongType = file !== null && !hasExtension(file.name, PUNCH_LOG_EXTENSIONS);
  const labels = (title: string) => ({
    title,
    row: t('upload.row'),
    column: t('upload.column'),
    message: t('upload.message'),
  });

  const reset = () => {
    setFile(null);
    setPreview(null);
    setRefusal(null);
  };
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };
  const failed = (error: unknown, fallback: string) => {
    if (isSessionExpiry(error)) return;
    const message =
      isApiError(error) && error.message
        ? translateMessage(tc, error.message)
        : translateMessage(tc, fallback);
    if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
    if (isApiError(error) && error.rows && error.rows.length > 0)
      setRefusal({ message, problems: error.rows });
    else notifyError(tc('common.error'), message);
  };

  async function review() {
    if (!file || wrongType) return;
    const whole = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
    const problems = attendanceRangeProblems(
      whole(range.from_date),
      whole(range.to_date),
      istDateKey(),
      ATTENDANCE_WORKBOOK_MAX_DAYS,
    );
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      setPreview(await previewPunches(establishmentId, range.from_date, range.to_date, file));
    } catch (error) {
      failed(error, t('punches.failed'));
    } finally {
      setPending(false);
    }
  }

  async function apply() {
    if (!preview) return;
    setPending(true);
    try {
      const result = await applyPunches(establishmentId, preview.token);
      notifySuccess(translateMessage(tc, result.message));
      onDone?.();
      setPending(false);
      reset();
      onClose();
    } catch (error) {
      setPending(false);
      failed(error, ATTENDANCE_BULK_MESSAGES.uploadFailed);
    }
  }

  const dateField = (name: Field, label: string) => (
    <DateTextInput
      label={label}
      pickerLabel={t('range.pick', { field: label })}
      withAsterisk
      value={range[name]}
      disabled={pending || preview !== null}
      onChange={(value) => {
        setRange((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name] ? translateMessage(tc, errors[name]) : undefined}
    />
  );
  const toApply = preview?.entries.filter((e) => e.action === 'fill' || e.action === 'update').length ?? 0;

  return (
    <Modal opened={opened} onClose={close} title={t('punches.title')} size="xl">
      <Stack gap="md">
        <Text size="sm">{t('punches.help')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {dateField('from_date', t('range.from'))}
          {dateField('to_date', t('range.to'))}
        </SimpleGrid>
        <FileInput
          label={t('upload.file')}
          placeholder={t('punches.chooseFile')}
          accept={PUNCH_LOG_EXTENSIONS.join(',')}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setPreview(null);
            setRefusal(null);
          }}
          clearable
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={pending || preview !== null}
          error={wrongType ? t('upload.wrongType', { types: PUNCH_LOG_EXTENSIONS.join(', ') }) : undefined}
        />
        {pending ? (
          <Stack gap={4}>
            <Text size="sm">{t('upload.inProgress')}</Text>
            <Progress value={100} animated striped aria-label={t('upload.inProgress')} />
          </Stack>
        ) : null}
        {refusal ? (
          <Stack gap="xs">
            <Alert color="red" role="alert" title={t('punches.failed')}>
              {refusal.message}
            </Alert>
            <FileProblemsTable
              problems={refusal.problems}
              labels={labels(t('upload.problemsTitle'))}
              renderMessage={(m) => translateMessage(tc, m)}
            />
          </Stack>
        ) : null}
        {preview ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('punches.summary', {
                punches: preview.punches,
                duplicates: preview.duplicates,
                entries: toApply,
              })}
            </Text>
            {preview.entries.length > 0 ? (
              <PunchPreviewTable entries={preview.entries} />
            ) : (
              <Text size="sm">{t('punches.nothing')}</Text>
            )}
            {preview.problems.length > 0 ? (
              <>
                <Text size="sm" fw={500}>
                  {t('punches.problemsTitle')}
                </Text>
                <FileProblemsTable
                  problems={preview.problems}
                  labels={labels(t('punches.problemsTitle'))}
                  renderMessage={(m) => translateMessage(tc, m)}
                />
              </>
            ) : null}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {tc('common.cancel')}
          </Button>
          {preview ? (
            <>
              <Button variant="default" onClick={reset} disabled={pending}>
                {t('punches.back')}
              </Button>
              <Button onClick={apply} loading={pending} disabled={toApply === 0}>
                {t('punches.apply')}
              </Button>
            </>
          ) : (
            <Button onClick={review} disabled={!file || wrongType} loading={pending}>
              {t('punches.preview')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
