import { attendanceRangeProblems, istDateKey } from '@anupalan/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';

type Field = 'from_date' | 'to_date';

export interface RangeDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  help: string;
  maxDays: number;
  submitLabel: string;
  /** What the range is for (a download, a window to print); a refusal shows the server's message. */
  onSubmit: (from: string, to: string) => Promise<void> | void;
  failedMessage: string;
}

/** From Date and To Date, both required and not in the future (spec part 2, section 5), then `onSubmit`. */
export function RangeDialog({
  opened,
  onClose,
  title,
  help,
  maxDays,
  submitLabel,
  onSubmit,
  failedMessage,
}: RangeDialogProps) {
  const { t } = useTranslation('attendanceBulk');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<Record<Field, string>>({ from_date: '', to_date: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const whole = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
    const problems = attendanceRangeProblems(
      whole(range.from_date),
      whole(range.to_date),
      istDateKey(),
      maxDays,
    );
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(range.from_date, range.to_date);
      onClose();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
      notifyError(tc('common.error'), translateMessage(tc, errorMessage(error, failedMessage)));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string) => (
    <DateTextInput
      label={label}
      pickerLabel={t('range.pick', { field: label })}
      withAsterisk
      value={range[name]}
      onChange={(value) => {
        setRange((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={errors[name] ? translateMessage(tc, errors[name]) : undefined}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{help}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {field('from_date', t('range.from'))}
          {field('to_date', t('range.to'))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {tc('common.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
