import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert role="alert" color="red.9" variant="filled" radius={0} icon={<IconWifiOff aria-hidden />}>
      {t('shell.offline')}
    </Alert>
  );
}
