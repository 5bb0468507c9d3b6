import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteEmployee } from '../../api/delete-employee';
import type { EmployeePlace } from '../../context';
import { employeesPath } from '../../paths';

/**
 * The contractor's Delete: asked first, then 'Employee deleted successfully' and back to the list; the server
 * refuses an employee with attendance or wages (its message shows as the error).
 */
export function useDeleteEmployeeAction(place: EmployeePlace, employeeId: string) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteEmployee(place.establishment.id, employeeId);
  return (name: string) =>
    modals.openConfirmModal({
      title: t('detail.delete'),
      children: <Text>{t('detail.deleteConfirm', { name })}</Text>,
      labels: { confirm: tc('common.yes'), cancel: tc('common.no') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          notifySuccess(t('detail.deleted'));
          navigate(employeesPath(place), { replace: true });
        } catch (error) {
          if (!isSessionExpiry(error)) {
            notifyError(
              tc('common.error'),
              translateMessage(tc, errorMessage(error, t('detail.deleteFailed'))),
            );
          }
        }
      },
    });
}
