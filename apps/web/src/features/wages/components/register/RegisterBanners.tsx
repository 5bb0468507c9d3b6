import { WAGE_MESSAGES, type WageRegister, type WageStatusCounts } from '@anupalan/shared';
import { Alert, Stack } from '@mantine/core';
import { IconBan, IconInfoCircle, IconLock, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { formatDay, formatMoment } from '../../display';

/**
 * What the register says above its steps: cancelled (with its time), entries still pending, payslips given (no
 * edits), paid and signed (nothing changes), reopened, and entries changed after the register was submitted.
 */
export function RegisterBanners({ register, counts }: { register: WageRegister; counts: WageStatusCounts }) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const status = register.status;
  const banners = [
    status === 'cancelled' ? (
      <Alert
        key="cancelled"
        color="gray"
        role="note"
        icon={<IconBan aria-hidden />}
        title={t('banners.cancelledTitle')}
      >
        {register.cancelled_on ? t('banners.cancelled', { time: formatMoment(register.cancelled_on) }) : null}
      </Alert>
    ) : null,
    (status === null || status === 'register_completed') && counts.pending > 0 ? (
      <Alert key="pending" color="orange" role="note" icon={<IconInfoCircle aria-hidden />}>
        {translateMessage(tc, WAGE_MESSAGES.entriesPending)}
      </Alert>
    ) : null,
    status === 'payslips_given' ? (
      <Alert key="payslips" color="teal" role="note" icon={<IconLock aria-hidden />}>
        {t('banners.payslipsGiven', {
          date: register.date_of_payment ? formatDay(register.date_of_payment) : tc('forms.noValue'),
        })}
      </Alert>
    ) : null,
    status === 'paid_and_signed' ? (
      <Alert key="signed" color="green" role="note" icon={<IconLock aria-hidden />}>
        {t('banners.signed', { time: register.signed_on ? formatMoment(register.signed_on) : '' })}
      </Alert>
    ) : null,
    register.reopened_on ? (
      <Alert key="reopened" color="blue" role="note" icon={<IconRefresh aria-hidden />}>
        {register.resubmitted_on
          ? t('banners.resubmitted', {
              reopened: formatMoment(register.reopened_on),
              resubmitted: formatMoment(register.resubmitted_on),
            })
          : t('banners.reopened', { time: formatMoment(register.reopened_on) })}
      </Alert>
    ) : null,
    counts.completed_after_submission > 0 ? (
      <Alert key="modified" color="dark" variant="light" role="note" icon={<IconInfoCircle aria-hidden />}>
        {t('banners.modified', { count: counts.completed_after_submission })}
      </Alert>
    ) : null,
  ].filter(Boolean);
  return banners.length > 0 ? <Stack gap="sm">{banners}</Stack> : null;
}
