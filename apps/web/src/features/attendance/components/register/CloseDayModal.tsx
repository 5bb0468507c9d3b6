import { REQUIRED } from '@anupalan/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';

interface CloseDayModalProps {
  opened: boolean;
  /** The day, DD/MM/YYYY. */
  day: string;
  saving: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Closing the establishment for a day needs a reason (a holiday, a strike, the weather); it is kept on the day. */
export function CloseDayModal({ opened, day, saving, onClose, onConfirm }: CloseDayModalProps) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('close.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!missing) onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('close.help', { date: day })}</Text>
          <Textarea
            label={t('close.reason')}
            required
            autosize
            minRows={2}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tried && missing ? translateMessage(tc, REQUIRED) : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t('close.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
