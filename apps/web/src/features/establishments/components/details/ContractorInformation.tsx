import { contractorAgencySchema } from '@anupalan/shared';
import { Alert, Box, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
    return (
      <Center py="lg">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }
  if (isError) return <Alert color="red">{t('contractor.loadFailed')}</Alert>;
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
