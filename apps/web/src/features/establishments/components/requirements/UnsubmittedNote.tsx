import type { Role } from '@anupalan/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A requirement nobody submitted and nobody can fill in now, said to whoever reads it. */
export function UnsubmittedNote({ viewer }: { viewer: Role | null }) {
  const { t } = useTranslation('establishments');
  return (
    <Text c="dimmed">
      {viewer === 'Contractor' ? t('requirements.notSubmittedOwn') : t('requirements.notSubmitted')}
    </Text>
  );
}
