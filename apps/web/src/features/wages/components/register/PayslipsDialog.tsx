import { PAYSLIPS_TICK_LABEL, type PayslipsGivenValues, REQUIRED, WAGE_MESSAGES } from '@anupalan/shared';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { translateMessage } from '../../../../i18n/messages';
import { isApiError } from '../../../../lib/api';

interface PayslipsDialogProps {
  opened: boolean;
  /** The wage period, DD/MM/YYYY - DD/MM/YYYY. */
  period: string;
  saving: boolean;
  onClose: () => void;
  /** Resolves true when the server took it; a refusal with field errors is shown beside the fields. */
  onConfirm: (values: PayslipsGivenValues) => Promise<unknown>;
}

type Errors = { date_of_payment?: string; payslips_given?: string };

/**
 * The payslip confirmation (spec part 2, section 5): the date of payment and the tick 'All employees have been
 * given payslips and required evaluations have been conducted', both required; no edits after it.
 */
export function PayslipsDialog({ opened, period, saving, onClose, onConfirm }: PayslipsDialogProps) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const [date, setDate] = useState('');
  const [ticked, setTicked] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const shown = (message?: string) => (message ? translateMessage(tc, message) : undefined);

  const submit = async () => {
    const found: Errors = {};
    if (!date) found.date_of_payment = REQUIRED;
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date_of_payment = t('add.notADate');
    if (!ticked) found.payslips_given = REQUIRED;
    setErrors(found);
    if (found.date_of_payment || found.payslips_given) return;
    try {
      await onConfirm({ date_of_payment: date, payslips_given: true });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([key, message]) => [key.split('.').at(-1), message]),
        );
        setErrors({ date_of_payment: fields.date_of_payment, payslips_given: fields.payslips_given });
      }
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('payslips.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('payslips.help', { period })}</Text>
          <DateTextInput
            label={t('payslips.dateOfPayment')}
            pickerLabel={t('payslips.pickDate')}
            required
            value={date}
            onChange={(value) => {
              setDate(value);
              setErrors((e) => ({ ...e, date_of_payment: undefined }));
            }}
            error={shown(errors.date_of_payment)}
            data-autofocus
          />
          <Checkbox
            label={translateMessage(tc, PAYSLIPS_TICK_LABEL)}
            required
            checked={ticked}
            onChange={(event) => {
              setTicked(event.currentTarget.checked);
              setErrors((e) => ({ ...e, payslips_given: undefined }));
            }}
            error={shown(errors.payslips_given)}
          />
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
            {translateMessage(tc, WAGE_MESSAGES.noEditsAfter)}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {tc('forms.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
