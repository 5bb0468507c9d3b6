import type { ComplianceType, ComplianceTypeCounts } from '@anupalan/shared';
import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../../components/feedback/QueryState';

// The chart library is fetched with the first chart, after the numbers are on the screen.
const TypeChart = lazy(() => import('./TypeChart'));

/** The breakdown by Setup, Periodic and Incident: a chart, and a link to each type's law-wise table. */
export function TypeBreakdown({
  rows,
  hrefOf,
}: {
  rows: ComplianceTypeCounts;
  hrefOf: (type: ComplianceType) => string;
}) {
  const { t } = useTranslation('compliance');
  return (
    <>
      <Suspense fallback={<Loading py="md" />}>
        <TypeChart rows={rows} />
      </Suspense>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="md">
        {rows.map((row) => (
          <UnstyledButton
            key={row.type}
            component={Link}
            to={hrefOf(row.type)}
            aria-label={t('dashboard.openType', { type: t(`types.${row.type}`) })}
          >
            <Paper withBorder radius="md" p="sm" h="100%">
              <Text fw={700}>{t(`types.${row.type}`)}</Text>
              <Group gap={6} mt={6}>
                <Badge color="red" variant={row.violations ? 'filled' : 'light'} tt="none">
                  {t('counts.violations', { count: row.violations })}
                </Badge>
                <Badge color="orange" variant={row.warnings ? 'filled' : 'light'} tt="none">
                  {t('counts.warnings', { count: row.warnings })}
                </Badge>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
