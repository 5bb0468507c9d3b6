import type { Role } from '@anupalan/shared';
import { Alert, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination, usePage } from '../../../../components/data/ListPagination';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { useProjects } from '../../api/list-projects';
import type { ProjectStatus } from '../../status-filter';
import { ProjectCard } from './ProjectCard';

/** One page of projects (10) for the filter; the page buttons fetch once the clicks settle. */
export function ProjectList({ status, role }: { status: ProjectStatus; role: Role | null }) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const { page, setPage, settled } = usePage();
  const { data, isPending, isError } = useProjects(status, settled);

  if (isPending) {
    return <Loading />;
  }
  if (isError) return <LoadFailed>{tc('lists.loadFailed')}</LoadFailed>;
  if (data.length === 0 && status === 'all' && role && role !== 'Government') {
    // Nothing reaches this agency at all: say why, and who can change it, instead of an empty list.
    const who = role === 'Subcontractor' || role === 'Consultant' ? role : 'Contractor';
    return (
      <Alert color="blue" title={t('list.nothingToReach.title')} role="status">
        {t(`list.nothingToReach.${who}`)}
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Card withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {tc('common.noResults')}
        </Text>
      </Card>
    );
  }
  return (
    <>
      <Stack gap="lg">
        {data.map((project) => (
          <ProjectCard key={project.id} project={project} role={role} />
        ))}
      </Stack>
      <ListPagination
        page={page}
        onChange={setPage}
        maxCount={data[0]?.max_count ?? 0}
        label={t('list.pages')}
      />
    </>
  );
}
