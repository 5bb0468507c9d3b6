import { formatCount } from '@anupalan/shared';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectStats } from '../../api/get-project-stats';

interface Counts {
  total: number;
  completed: number;
}

function StatCard({ title, counts }: { title: string; counts: Counts | undefined }) {
  const { t } = useTranslation('projects');
  const figures = [
    { label: t('stats.ongoing'), value: counts ? counts.total - counts.completed : undefined },
    { label: t('stats.completed'), value: counts?.completed },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Group gap="xl">
        {figures.map((figure) => (
          <Stack key={figure.label} gap={0}>
            {figure.value === undefined ? (
              <Skeleton height={32} width={48} />
            ) : (
              <Text fz={28} fw={700} lh={1.15}>
                {formatCount(figure.value)}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {figure.label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Card>
  );
}

/** The Government's summary: projects and subprojects, ongoing and completed. A failed load shows nothing. */
export function ProjectStatsCards() {
  const { t } = useTranslation('projects');
  const { data, isError } = useProjectStats();
  if (isError) return null;
  const project = data?.project[0];
  const subproject = data?.subproject[0];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} mb="lg">
      <StatCard
        title={t('stats.projects')}
        counts={project && { total: project.total_projects, completed: project.completed_projects }}
      />
      <StatCard
        title={t('stats.subprojects')}
        counts={
          subproject && { total: subproject.total_sub_projects, completed: subproject.completed_sub_projects }
        }
      />
    </SimpleGrid>
  );
}
