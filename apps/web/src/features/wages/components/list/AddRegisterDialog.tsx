import { istDateKey, REQUIRED, WAGE_MESSAGES } from '@anupalan/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { translateMessage } from '../../../../i18n/messages';
import { isSessionExpiry } from '../../../../lib/api';
import { useCreateRegister } from '../../api/create-register';
import { useFailureText } from '../../messages';

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

interface AddRegisterDialogProps {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
  /** The new register's id and the server's message. */
  onCreated: (id: string, message: string) => void;
}

type Errors = { from?: string; to?: string };

/**
 * Adds a register for a start and an end date, both required (spec part 2, section 5). What the server refuses
 * (an overlap, a period longer than a month, attendance not complete, naming what is pending) is shown as it is.
 */
export function AddRegisterDialog({ establishmentId, opened, onClose, onCreated }: AddRegisterDialogProps) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const create = useCreateRegister(establishmentId);
  const failureText = useFailureText();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const check = (): Errors => {
    const found: Errors = {};
    const today = istDateKey();
    for (const [key, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!value) found[key] = REQUIRED;
      else if (!DATE_KEY.test(value)) found[key] = t('add.notADate');
      else if (value > today) found[key] = WAGE_MESSAGES.futureDate;
    }
    if (!found.from && !found.to && to < from) found.to = WAGE_MESSAGES.endBeforeStart;
    return found;
  };

  const close = () => {
    if (create.isPending) return;
    setFrom('');
    setTo('');
    setErrors({});
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    setRefusal(null);
    if (found.from || found.to) return;
    try {
      const created = await create.mutateAsync({ from, to });
      setFrom('');
      setTo('');
      onCreated(created.id, created.message);
    } catch (error) {
      if (!isSessionExpiry(error)) setRefusal(failureText(error, WAGE_MESSAGES.submitFailed));
    }
  };

  const shown = (message?: string) => (message ? translateMessage(tc, message) : undefined);
  return (
    <Modal opened={opened} onClose={close} title={t('add.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('add.help')}</Text>
          <DateTextInput
            label={t('add.startDate')}
            pickerLabel={t('add.pickStartDate')}
            required
            value={from}
            onChange={(value) => {
              setFrom(value);
              setErrors((e) => ({ ...e, from: undefined }));
            }}
            error={shown(errors.from)}
            data-autofocus
          />
          <DateTextInput
            label={t('add.endDate')}
            pickerLabel={t('add.pickEndDate')}
            required
            value={to}
            onChange={(value) => {
              setTo(value);
              setErrors((e) => ({ ...e, to: undefined }));
            }}
            error={shown(errors.to)}
          />
          {refusal ? (
            <Alert color="red" role="alert" title={t('add.refused')}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('add.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
