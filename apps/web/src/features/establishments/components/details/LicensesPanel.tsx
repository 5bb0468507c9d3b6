import { LICENSE_TYPES } from '@anupalan/shared';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EstablishmentRecord } from '../../api/contracts';
import { LicenseTypeSection } from './LicenseTypeSection';

/** The establishment's licenses, one list per license type. */
export function LicensesPanel({
  establishment,
  canChange,
}: {
  establishment: EstablishmentRecord;
  canChange: boolean;
}) {
  const { t } = useTranslation('establishments');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h3" mb="md">
        {t('licenses.title')}
      </Title>
      <Stack gap="xl">
        {LICENSE_TYPES.map((type) => (
          <LicenseTypeSection
            key={type.id}
            establishmentId={establishment.id}
            typeId={type.id}
            typeName={type.name}
            canChange={canChange}
          />
        ))}
      </Stack>
    </Paper>
  );
}
