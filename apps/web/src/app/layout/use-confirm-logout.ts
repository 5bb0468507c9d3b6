import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session/logout';

/** Asks 'Are you sure you want to logout?' and logs out on Yes. */
export function useConfirmLogout(): () => void {
  const { t } = useTranslation();
  const logout = useLogout();
  return () =>
    modals.openConfirmModal({
      title: t('session.logoutTitle'),
      children: t('session.logoutConfirm'),
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      confirmProps: { color: 'red' },
      onConfirm: () => logout.mutate(),
    });
}
