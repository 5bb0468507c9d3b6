import { Alert, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EstablishmentRecord } from '../../api/contracts';
import { useRequirements } from '../../api/list-requirements';
import { RequirementCard } from './RequirementCard';

/** The establishment's requirements as cards, under a banner counting those not yet submitted. */
export function RequirementList({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const contractor = useCurrentEntry()?.role === 'Contractor';
  const { data: requirements, isPending, isError } = useRequirements(establishment.id);
  if (isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }
  if (isError) return <Alert color="red">{t('requirements.loadFailed')}</Alert>;
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
