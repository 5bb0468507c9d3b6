import type { ComplianceOverview } from '@anupalan/shared';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../../components/data/PagedTable';
import { Loading, QueryState } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { useOverview } from '../../api/get-overview';
import { dashboardSection } from '../../paths';
import { StatCard } from '../dashboard/StatCard';

type Contractor = ComplianceOverview['contractors'][number];
type Establishment = ComplianceOverview['establishments'][number];
const redWhenAny = (row: { violations: number }) => (row.violations ? { c: 'red.9', fw: 700 } : {});

// The chart library is fetched with the chart, after the figures are on the screen.
const TrendChart = lazy(() => import('./TrendChart'));

/**
 * The Government's view across its projects: open violations and warnings, the contractors and establishments
 * that carry the most, and the totals after each of the last morning runs.
 */
export function OverviewPage() {
  const { t } = useTranslation('compliance');
  const overview = useOverview();
  // A phone keeps the counts in view: the details go under the name instead of columns of their own.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const violationsColumn = { header: t('laws.violations'), width: narrow ? 84 : 110 };
  const warningsColumn = { header: t('laws.warnings'), width: narrow ? 84 : 110 };
  return (
    <>
      <PageHeader title={t('overview.title')} subtitle={t('overview.help')} />
      <QueryState query={overview} errorText={t('overview.loadFailed')}>
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
              <StatCard label={t('dashboard.violations')} value={data.totals.violations} color="red" />
              <StatCard label={t('dashboard.warnings')} value={data.totals.warnings} color="orange" />
            </SimpleGrid>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Title order={2} size="h4" mb="xs">
                {t('overview.trend')}
              </Title>
              {data.trend.length === 0 ? (
                <Text c="dimmed" ta="center" py="md">
                  {t('overview.noRuns')}
                </Text>
              ) : (
                <Suspense fallback={<Loading py="md" />}>
                  <TrendChart trend={data.trend} />
                </Suspense>
              )}
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Title order={2} size="h4" mb="xs">
                {t('overview.contractors')}
              </Title>
              <PagedTable
                label={t('overview.contractors')}
                rows={data.contractors}
                rowKey={(row) => row.agencyId}
                serialOf={narrow ? undefined : (_row, index) => index + 1}
                columns={[
                  ...(narrow
                    ? [
                        {
                          header: t('overview.contractor'),
                          cell: (row: Contractor) => (
                            <>
                              {row.name}
                              <Text size="xs" c="dimmed">
                                {t('overview.establishmentCount', { count: row.establishments })}
                              </Text>
                            </>
                          ),
                        },
                      ]
                    : [
                        { header: t('overview.contractor'), cell: (row: Contractor) => row.name },
                        {
                          header: t('overview.establishments'),
                          cell: (row: Contractor) => row.establishments,
                          width: 140,
                        },
                      ]),
                  { ...violationsColumn, cell: (row) => row.violations, td: redWhenAny },
                  { ...warningsColumn, cell: (row) => row.warnings },
                ]}
                empty={t('empty')}
                minWidth={narrow ? 300 : 520}
              />
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <Title order={2} size="h4" mb="xs">
                {t('overview.establishmentsTitle')}
              </Title>
              <PagedTable
                label={t('overview.establishmentsTitle')}
                rows={data.establishments}
                rowKey={(row) => row.id}
                serialOf={narrow ? undefined : (_row, index) => index + 1}
                hrefOf={(row) =>
                  establishmentPath(
                    { projectId: row.projectId, subprojectId: row.subprojectId },
                    row.id,
                    dashboardSection(),
                  )
                }
                columns={[
                  ...(narrow
                    ? [
                        {
                          header: t('overview.establishment'),
                          cell: (row: Establishment) => (
                            <>
                              {row.name}
                              <Text size="xs" c="dimmed" fw={400}>
                                {row.subprojectName} · {row.contractorName}
                              </Text>
                            </>
                          ),
                        },
                      ]
                    : [
                        { header: t('overview.establishment'), cell: (row: Establishment) => row.name },
                        {
                          header: t('overview.subproject'),
                          cell: (row: Establishment) => row.subprojectName,
                        },
                        {
                          header: t('overview.contractor'),
                          cell: (row: Establishment) => row.contractorName,
                        },
                      ]),
                  { ...violationsColumn, cell: (row) => row.violations, td: redWhenAny },
                  { ...warningsColumn, cell: (row) => row.warnings },
                ]}
                empty={t('empty')}
                minWidth={narrow ? 300 : 720}
              />
            </Paper>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
