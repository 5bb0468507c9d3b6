import type { AttendanceRegister, WeekOffChoice } from '@anupalan/shared';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProceed } from '../../../../components/feedback/use-proceed';
import { translateMessage } from '../../../../i18n/messages';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteRegister, useEstablishmentOpen, useWeekOff } from '../../api/register-actions';
import { monthOf } from '../../calendar';
import type { AttendancePlace } from '../../context';
import { formatDay } from '../../format';
import { useNotifyFailure } from '../../messages';
import { calendarPath } from '../../paths';

/**
 * The register's own actions: the weekly-off choice, closing the establishment for the day (with a reason) or
 * reopening it, and deleting the register (asked first, 'Proceed'). Each says the server's message, or the
 * spec's fallback when the server gives none.
 */
export function useRegisterActions(place: AttendancePlace, register: AttendanceRegister) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const proceed = useProceed();
  const notifyFailure = useNotifyFailure();
  const weekOff = useWeekOff(place.establishment.id, register.id);
  const open = useEstablishmentOpen(place.establishment.id, register.id);
  const remove = useDeleteRegister(place.establishment.id, register.id);
  const day = formatDay(register.register_date);

  const chooseWeekOff = async (choice: WeekOffChoice) => {
    try {
      const { message } = await weekOff.mutateAsync(choice);
      notifySuccess(translateMessage(tc, message));
      return true;
    } catch (error) {
      notifyFailure(error, tc('forms.editFailed'));
      return false;
    }
  };

  const closeDay = async (reason: string) => {
    try {
      const { message } = await open.mutateAsync({
        is_establishment_closed: true,
        establishment_closed_reason: reason,
      });
      notifySuccess(translateMessage(tc, message));
      return true;
    } catch (error) {
      notifyFailure(error, tc('forms.editFailed'));
      return false;
    }
  };

  const reopenDay = () =>
    modals.openConfirmModal({
      title: t('reopen.title'),
      children: <Text>{t('reopen.question', { date: day })}</Text>,
      labels: { confirm: tc('common.yes'), cancel: tc('common.no') },
      onConfirm: async () => {
        try {
          const { message } = await open.mutateAsync({
            is_establishment_closed: false,
            establishment_closed_reason: null,
          });
          notifySuccess(translateMessage(tc, message));
        } catch (error) {
          notifyFailure(error, tc('forms.editFailed'));
        }
      },
    });

  const deleteRegister = async () => {
    if (!(await proceed(t('delete.question', { date: day })))) return;
    try {
      const { message } = await remove.mutateAsync();
      notifySuccess(translateMessage(tc, message));
      navigate(calendarPath(place, monthOf(register.register_date)), { replace: true });
    } catch (error) {
      notifyFailure(error, t('delete.failed'));
    }
  };

  return {
    chooseWeekOff,
    choosingWeekOff: weekOff.isPending,
    closeDay,
    closingDay: open.isPending,
    reopenDay,
    deleteRegister,
  };
}
