import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EstablishmentRecord } from '../../api/contracts';
import { useRequirements } from '../../api/list-requirements';
import { RequirementCard } from './RequirementCard';

/** The establishment's requirements as cards, under a banner counting those not yet submitted. */
export function RequirementList({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const contractor = useCurrentEntry()?.role === 'Contractor';
  const { data: requirements, isPending, isError } = useRequirements(establishment.id);
  if (isPending) {
    return <Loading py="lg" />;
  }
  if (isError) return <LoadFailed>{t('requirements.loadFailed')}</LoadFailed>;
  const pending = requirements.filter((item) => item.establishment_requirement.submitted_on === null).length;

  return (
    <>
      {pending > 0 ? (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} mb="md" role="status">
          {contractor
            ? t('requirements.pendingOwn', { count: pending })
            : t('requirements.pendingOther', { count: pending })}
        </Alert>
      ) : null}
      {requirements.length === 0 ? <Text c="dimmed">{t('requirements.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {requirements.map((item) => (
          <RequirementCard key={item.id} requirement={item} establishmentId={establishment.id} />
        ))}
      </SimpleGrid>
    </>
  );
}
