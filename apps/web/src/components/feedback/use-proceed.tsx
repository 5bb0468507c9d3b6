import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation screen of an irreversible action (spec: closing or deleting needs one, 'Proceed'):
 * resolves true on 'Proceed', false however else it closes.
 */
export function useProceed() {
  const { t } = useTranslation();
  return (question: string) =>
    new Promise<boolean>((resolve) => {
      modals.openConfirmModal({
        title: t('common.areYouSure'),
        children: <Text>{question}</Text>,
        labels: { confirm: t('common.proceed'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        // Confirming closes the modal too; the promise keeps the first answer.
        onConfirm: () => resolve(true),
        onClose: () => resolve(false),
      });
    });
}
