import { istDateKey, MANPOWER_REPORT_MAX_DAYS, manpowerRangeProblems } from '@anupalan/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isApiError, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { downloadManpowerReport } from '../../api/manpower-report';

type Field = 'from_date' | 'to_date';

interface ManpowerReportDialogProps {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
}

/** From and To (both required, not in the future, at most 60 days), then the report downloads as xlsx. */
export function ManpowerReportDialog({ establishmentId, opened, onClose }: ManpowerReportDialogProps) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<Record<Field, string>>({ from_date: '', to_date: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const today = istDateKey();

  async function submit() {
    const whole = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
    const problems = manpowerRangeProblems(whole(range.from_date), whole(range.to_date), today);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await downloadManpowerReport(establishmentId, range.from_date, range.to_date);
      onClose();
    } catch (error) {
      if (isSessionExpiry(error)) return;
      if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
      notifyError(tc('common.error'), translateMessage(tc, errorMessage(error, t('manpower.failed'))));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string) => (
    <DateTextInput
      label={label}
      pickerLabel={t('manpower.pick', { field: label })}
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
    <Modal opened={opened} onClose={onClose} title={t('manpower.title')}>
      <Stack gap="md">
        <Text size="sm">{t('manpower.help', { days: MANPOWER_REPORT_MAX_DAYS })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {field('from_date', t('manpower.from'))}
          {field('to_date', t('manpower.to'))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {tc('common.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {t('manpower.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
