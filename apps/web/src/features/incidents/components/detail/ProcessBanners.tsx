import { PROCESS_MESSAGES, type ProcessDetail } from '@anupalan/shared';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { formatMoment } from '../../display';

/**
 * What the record says above its steps (spec part 2, section 4): cancelled, with its reason and time; else 'All
 * steps have been completed'; else the pending banner with the counts of pending and completed steps.
 */
export function ProcessBanners({ process }: { process: ProcessDetail }) {
  const { t } = useTranslation('incidents');
  const { t: tc } = useTranslation();
  if (process.status === 'Cancelled') {
    return (
      <Alert color="gray" role="note" icon={<IconBan aria-hidden />} data-banner="cancelled">
        {t('banners.cancelled', {
          reason: process.cancel_reason ?? '',
          date: process.cancelled_on ? formatMoment(process.cancelled_on) : '',
        })}
      </Alert>
    );
  }
  if (process.all_completed) {
    return (
      <Alert color="green" role="note" icon={<IconCircleCheck aria-hidden />} data-banner="completed">
        {translateMessage(tc, PROCESS_MESSAGES.allCompleted)}
      </Alert>
    );
  }
  return (
    <Alert color="orange" role="note" icon={<IconAlertTriangle aria-hidden />} data-banner="pending">
      <Text size="sm" fw={600}>
        {translateMessage(tc, PROCESS_MESSAGES.pendingBanner)}
      </Text>
      <Group gap="lg" mt={6}>
        <Text size="sm">{t('banners.pending', { count: process.pending_steps })}</Text>
        <Text size="sm">{t('banners.completed', { count: process.completed_steps })}</Text>
      </Group>
    </Alert>
  );
}
