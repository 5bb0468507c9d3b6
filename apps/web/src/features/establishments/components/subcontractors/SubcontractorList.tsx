import { Button, Group, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../../components/data/PagedTable';
import { QueryState } from '../../../../components/feedback/QueryState';
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
  const subcontractors = useSubcontractors(establishment.id);
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
        <QueryState query={subcontractors} errorText={t('subcontractors.loadFailed')} py="lg">
          {(rows) => (
            <PagedTable
              label={t('subcontractors.title')}
              rows={rows}
              rowKey={(row) => row.id}
              serialOf={(row) => row.serial_no}
              hrefOf={(row) => pathOf(`subcontractors/${encodeURIComponent(row.id)}`)}
              rowProps={(row) => ({ bg: row.end_date ? 'var(--mantine-color-red-0)' : undefined })}
              columns={[
                { header: t('subcontractors.name'), cell: (row) => row.body.name },
                { header: t('subcontractors.work'), cell: (row) => row.body.work ?? tc('forms.noValue') },
                {
                  header: t('subcontractors.hasLoginAccess'),
                  cell: (row) => t(`subcontractors.access.${row.body.hasLoginAccess}`),
                },
                {
                  header: t('subcontractors.endDate'),
                  cell: (row) => (row.end_date ? formatDay(row.end_date) : tc('forms.noValue')),
                  td: (row) => ({ c: row.end_date ? 'red.9' : undefined }),
                },
              ]}
              empty={t('subcontractors.empty')}
              minWidth={560}
            />
          )}
        </QueryState>
      </Paper>
    </>
  );
}
