import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLastUpdated } from '../../api/get-last-updated';
import { formatInstant } from '../../format';

/** 'The data is updated automatically every morning.' and when the engine last looked at the establishment. */
export function LastUpdated({ establishmentId }: { establishmentId: string }) {
  const { t } = useTranslation('compliance');
  const last = useLastUpdated(establishmentId);
  const when = last.data?.lastUpdatedOn;
  return (
    <Alert variant="light" color="blue" icon={<IconClockHour4 aria-hidden />} p="sm">
      <Text size="sm">{t('dashboard.updatedEveryMorning')}</Text>
      {last.isPending ? null : (
        <Text size="sm" fw={600} data-testid="last-updated">
          {last.isError
            ? t('dashboard.lastUpdatedFailed')
            : when
              ? t('dashboard.lastUpdated', { when: formatInstant(when) })
              : t('dashboard.notCheckedYet')}
        </Text>
      )}
    </Alert>
  );
}
