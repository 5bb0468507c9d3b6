import type { MessageResponse } from '@anupalan/shared';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

interface ConfirmedAction {
  title: string;
  question: string;
  run: () => Promise<MessageResponse>;
  /** Shown when the server gives no message of its own. */
  fallback: string;
  danger?: boolean;
}

/**
 * Asks Yes or No, then runs the call: the server's message shows as a green toast on success, and as a red
 * 'Error' toast (or the fallback) on failure.
 */
export function useConfirmedAction() {
  const { t } = useTranslation();
  return ({ title, question, run, fallback, danger = false }: ConfirmedAction) =>
    modals.openConfirmModal({
      title,
      children: <Text>{question}</Text>,
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      confirmProps: { color: danger ? 'red' : undefined },
      onConfirm: async () => {
        try {
          const { message } = await run();
          notifySuccess(translateMessage(t, message));
        } catch (error) {
          if (!isSessionExpiry(error)) {
            notifyError(t('common.error'), translateMessage(t, errorMessage(error, fallback)));
          }
        }
      },
    });
}
