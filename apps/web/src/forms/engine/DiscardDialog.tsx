import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DiscardDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** 'Discard changes?': stay on the page (No, or closing the dialog) or leave it (Yes). */
export function DiscardDialog({ opened, onStay, onLeave }: DiscardDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('forms.discardTitle')} centered>
      <Text>{t('forms.discardConfirm')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          {t('common.no')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
