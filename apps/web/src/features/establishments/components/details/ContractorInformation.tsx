import { contractorAgencySchema } from '@anupalan/shared';
import { Alert, Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { FormDisplay } from '../../../../forms/display/FormDisplay';
import type { EstablishmentRecord } from '../../api/contracts';
import { useContractor } from '../../api/get-contractor';
import { formatDay } from '../../format';

/** The contractor of the establishment: its agency details, its consultant and any termination. */
export function ContractorInformation({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const {
    data: contractor,
    isPending,
    isError,
  } = useContractor(establishment.subproject_id, establishment.contractor_agency_id);
  if (isPending) {
    return <Loading py="lg" />;
  }
  if (isError) return <LoadFailed>{t('contractor.loadFailed')}</LoadFailed>;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      {contractor.terminated_on ? (
        <Alert color="red" mb="md" role="note">
          {t('contractor.terminated', { date: formatDay(contractor.terminated_on) })}
        </Alert>
      ) : null}
      <Group gap="xl" mb="lg" wrap="wrap">
        <Box>
          <Text size="sm" c="dimmed" fw={500}>
            {t('contractor.name')}
          </Text>
          <Text fw={600}>{contractor.name}</Text>
        </Box>
        <Box>
          <Text size="sm" c="dimmed" fw={500}>
            {t('contractor.consultant')}
          </Text>
          <Text>{contractor.consultant_name ?? tc('forms.noValue')}</Text>
        </Box>
      </Group>
      <FormDisplay schema={contractorAgencySchema} values={{ body: contractor.agency_body }} />
    </Paper>
  );
}
