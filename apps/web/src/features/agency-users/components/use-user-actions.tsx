import type { MessageResponse } from '@anupalan/shared';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../lib/api';
import type { AgencyUser } from '../../../lib/contracts/agencies';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { agencyUsersKey } from '../api/list-agency-users';
import { reinstateAgencyUser } from '../api/reinstate-agency-user';
import { removeAgencyUser } from '../api/remove-agency-user';

/** Remove (after a Yes/No question) and reinstate, with the server's message either way. */
export function useUserActions(agencyPath: string, onChanged?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function run(action: () => Promise<MessageResponse>) {
    try {
      const { message } = await action();
      notifySuccess(translateMessage(t, message));
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: agencyUsersKey(agencyPath) });
    } catch (error) {
      if (isSessionExpiry(error)) return;
      notifyError(t('common.error'), translateMessage(t, errorMessage(error, t('users.failed'))));
    }
  }

  return {
    refresh: () => {
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey: agencyUsersKey(agencyPath) });
    },
    remove: (user: AgencyUser) =>
      modals.openConfirmModal({
        title: t('users.removeTitle'),
        children: (
          <Text>{t('users.removeConfirm', { name: user.body.name, email: user.email_address })}</Text>
        ),
        labels: { confirm: t('common.yes'), cancel: t('common.no') },
        confirmProps: { color: 'red' },
        onConfirm: () => void run(() => removeAgencyUser(agencyPath, user.id)),
      }),
    reinstate: (user: AgencyUser) => run(() => reinstateAgencyUser(agencyPath, user.id)),
  };
}
