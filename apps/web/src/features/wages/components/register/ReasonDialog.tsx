import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, said before it is done. */
  help: string;
  confirmLabel: string;
  saving: boolean;
  onClose: () => void;
  /** With the reason as typed (optional; kept in the logs). */
  onConfirm: (reason: string) => void;
}

/** Revise Employee Wage Entry and Reopen Register: what happens, an optional reason, and the confirmation. */
export function ReasonDialog({
  opened,
  title,
  help,
  confirmLabel,
  saving,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{help}</Text>
          <Textarea
            label={t('reason.label')}
            description={t('reason.help')}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
