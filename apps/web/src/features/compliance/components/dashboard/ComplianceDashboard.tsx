import type { ComplianceTypeCounts } from '@anupalan/shared';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { establishmentPath } from '../../../../config/paths';
import { useCommentStats } from '../../api/get-comment-stats';
import { useTypeCounts } from '../../api/get-type-counts';
import type { DashboardPlace } from '../../context';
import { dashboardSection } from '../../paths';
import { CommentsBySection } from './CommentsBySection';
import { LastUpdated } from './LastUpdated';
import { StatCard } from './StatCard';
import { TypeBreakdown } from './TypeBreakdown';

const total = (rows: ComplianceTypeCounts, key: 'violations' | 'warnings') =>
  rows.reduce((sum, row) => sum + row[key], 0);

/**
 * An establishment's compliance dashboard (spec part 2, section 2): its open violations, warnings and
 * unresolved comments, the breakdown by Setup, Periodic and Incident, the consultant comments by section, and
 * when the engine last looked.
 */
export function ComplianceDashboard({ place }: { place: DashboardPlace }) {
  const { t } = useTranslation('compliance');
  const { ref, establishment } = place;
  const counts = useTypeCounts(ref.subprojectId, establishment.id);
  const comments = useCommentStats(establishment.id);
  const pathOf = (section: string) => establishmentPath(ref, establishment.id, section);

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.help')}
        breadcrumbs={[...place.trail, { label: t('dashboard.title') }]}
      />
      <Stack gap="lg">
        <LastUpdated establishmentId={establishment.id} />
        <QueryState query={counts} errorText={t('dashboard.loadFailed')} py="lg">
          {(rows) => (
            <Stack gap="lg">
              <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
                <StatCard label={t('dashboard.violations')} value={total(rows, 'violations')} color="red" />
                <StatCard label={t('dashboard.warnings')} value={total(rows, 'warnings')} color="orange" />
                <StatCard
                  label={t('dashboard.unresolvedComments')}
                  value={comments.data?.unresolved}
                  pending={comments.isPending}
                  unavailable={comments.isError ? t('comments.unavailable') : undefined}
                  color="blue"
                />
              </SimpleGrid>
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <Title order={2} size="h4" mb="sm">
                  {t('dashboard.breakdown')}
                </Title>
                {total(rows, 'violations') + total(rows, 'warnings') === 0 ? (
                  <Text c="dimmed" ta="center" py="md">
                    {t('empty')}
                  </Text>
                ) : (
                  <TypeBreakdown rows={rows} hrefOf={(type) => pathOf(dashboardSection(type))} />
                )}
              </Paper>
            </Stack>
          )}
        </QueryState>
        <CommentsBySection stats={comments} hrefOf={pathOf} />
      </Stack>
    </>
  );
}
