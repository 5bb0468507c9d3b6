import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

/** The person stopped at the confirmation screen: nothing was sent, and nothing needs saying. */
export class ProceedDeclined extends Error {}

/** The confirmation screen of an irreversible action: resolves true on 'Proceed', false however else it closes. */
export function useProceed() {
  const { t } = useTranslation('projects');
  return (question: string) =>
    new Promise<boolean>((resolve) => {
      modals.openConfirmModal({
        title: t('lifecycle.confirmTitle'),
        children: <Text>{question}</Text>,
        labels: { confirm: t('lifecycle.proceed'), cancel: t('lifecycle.cancel') },
        confirmProps: { color: 'red' },
        // Confirming closes the modal too; the promise keeps the first answer.
        onConfirm: () => resolve(true),
        onClose: () => resolve(false),
      });
    });
}
