import { Alert, Anchor, Button, Center, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { EstablishmentRecord } from '../../api/contracts';
import { useSubcontractors } from '../../api/list-subcontractors';
import { formatDay } from '../../format';
import { useRouteIds } from '../../use-route-ids';
import { useEstablishmentBreadcrumbs } from '../layout/EstablishmentBreadcrumbs';

/** The establishment's subcontractors: serial number, name and login access; rows with an end date in red. */
export function SubcontractorList({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const { ref } = useRouteIds();
  const canAdd = useCurrentEntry()?.role === 'Contractor' && !establishment.locked;
  const { data: rows, isPending, isError } = useSubcontractors(establishment.id);
  const crumbs = useEstablishmentBreadcrumbs(t('subcontractors.title'), {
    id: establishment.id,
    name: establishment.body.name,
  });
  const pathOf = (section: string) => establishmentPath(ref, establishment.id, section);

  return (
    <>
      <PageHeader
        title={t('subcontractors.title')}
        subtitle={t('subcontractors.help')}
        breadcrumbs={crumbs}
      />
      {canAdd ? (
        <Group justify="flex-end" mb="md">
          <Button
            component={Link}
            to={pathOf('subcontractors/add')}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('subcontractors.add')}
          </Button>
        </Group>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {isPending ? (
          <Center py="lg">
            <Loader aria-label={tc('common.loading')} />
          </Center>
        ) : isError ? (
          <Alert color="red">{t('subcontractors.loadFailed')}</Alert>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label={t('subcontractors.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>{tc('lists.no')}</Table.Th>
                  <Table.Th>{t('subcontractors.name')}</Table.Th>
                  <Table.Th>{t('subcontractors.work')}</Table.Th>
                  <Table.Th>{t('subcontractors.hasLoginAccess')}</Table.Th>
                  <Table.Th>{t('subcontractors.endDate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} bg={row.end_date ? 'var(--mantine-color-red-0)' : undefined}>
                    <Table.Td>{row.serial_no}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pathOf(`subcontractors/${encodeURIComponent(row.id)}`)}
                        fw={600}
                      >
                        {row.body.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.body.work ?? tc('forms.noValue')}</Table.Td>
                    <Table.Td>{t(`subcontractors.access.${row.body.hasLoginAccess}`)}</Table.Td>
                    <Table.Td c={row.end_date ? 'red.9' : undefined}>
                      {row.end_date ? formatDay(row.end_date) : tc('forms.noValue')}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed">{t('subcontractors.empty')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
