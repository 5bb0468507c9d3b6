import type { AttendanceRegister } from '@anupalan/shared';
import { Alert, Stack } from '@mantine/core';
import { IconBan, IconBeach, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { formatDay } from '../../format';

/**
 * What the register says above its entries: wages paid (nothing can be edited), the establishment closed for
 * the day with its reason, the weekly off, and the subcontractor's note that its own entries are complete.
 */
export function RegisterBanners({ register }: { register: AttendanceRegister }) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const wagesPeriod =
    register.wage_paid_from && register.wage_paid_till
      ? `${formatDay(register.wage_paid_from)} - ${formatDay(register.wage_paid_till)}`
      : null;
  const banners = [
    register.locked_message || register.wage_register_id ? (
      <Alert key="wages" color="orange" role="note" icon={<IconLock aria-hidden />}>
        {register.locked_message
          ? translateMessage(tc, register.locked_message)
          : t('register.wagesPaid', { period: wagesPeriod ?? '' })}
      </Alert>
    ) : null,
    register.is_establishment_closed ? (
      <Alert
        key="closed"
        color="gray"
        role="note"
        icon={<IconBan aria-hidden />}
        title={t('register.closedTitle')}
      >
        {register.establishment_closed_reason
          ? t('register.closedReason', { reason: register.establishment_closed_reason })
          : null}
      </Alert>
    ) : null,
    register.is_week_off ? (
      <Alert key="weekOff" color="violet" role="note" icon={<IconBeach aria-hidden />}>
        {register.is_automatic ? t('register.weekOffAutomatic') : t('register.weekOff')}
      </Alert>
    ) : null,
    register.note ? (
      <Alert key="note" color="blue" role="note" icon={<IconInfoCircle aria-hidden />}>
        {translateMessage(tc, register.note)}
      </Alert>
    ) : null,
  ].filter(Boolean);
  return banners.length > 0 ? <Stack gap="sm">{banners}</Stack> : null;
}
