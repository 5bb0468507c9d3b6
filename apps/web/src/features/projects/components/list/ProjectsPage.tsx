import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { paths } from '../../../../config/paths';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { PROJECT_STATUSES, statusFrom, toStatus, withStatus } from '../../status-filter';
import { ProjectList } from './ProjectList';
import { ProjectStatsCards } from './ProjectStatsCards';

/**
 * /projects: the projects with their subprojects, filtered by status; a Government adds projects here.
 * `notice` is shown under the title (the invitations waiting for the agency's sign-up).
 */
export function ProjectsPage({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('projects');
  const role = useCurrentEntry()?.role ?? null;
  const government = role === 'Government';
  const [search, setSearch] = useSearchParams();
  const status = statusFrom(search);

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.help')} />
      {notice}
      {government ? <ProjectStatsCards /> : null}
      <Group justify="space-between" mb="lg" gap="sm">
        <SegmentedControl
          aria-label={t('list.filter')}
          value={status}
          onChange={(next) => setSearch(withStatus(search, toStatus(next)))}
          data={PROJECT_STATUSES.map((value) => ({ value, label: t(`list.status.${value}`) }))}
        />
        {government ? (
          <Button component={Link} to={paths.projectAdd} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.add')}
          </Button>
        ) : null}
      </Group>
      {/* A new filter starts again at its first page. */}
      <ProjectList key={status} status={status} role={role} />
    </>
  );
}
