import { formatDate, SUBPROJECT_STATUS } from '@anupalan/shared';
import { Alert, Paper, Tabs } from '@mantine/core';
import { IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type PageAction, PageHeader } from '../../../../components/layout/PageHeader';
import { paths, projectPath } from '../../../../config/paths';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import type { SubprojectRecord } from '../../api/contracts';
import type { LifecycleAction } from '../../api/lifecycle';
import { LifecycleModal } from '../lifecycle/LifecycleModal';
import { SubprojectInfo } from './SubprojectInfo';

const TABS = ['details', 'consultants', 'contractors'] as const;
type Tab = (typeof TABS)[number];

interface SubprojectDetailsPageProps {
  subproject: SubprojectRecord;
  /** The consultants and contractors tabs (a Government's only). */
  consultants: ReactNode;
  contractors: ReactNode;
}

/**
 * A subproject's page: its details, and for a Government its consultants and contractors (tab in `?tab=`),
 * closing ('complete') and deleting ('DELETE'; not once work is recorded in it).
 */
export function SubprojectDetailsPage({ subproject, consultants, contractors }: SubprojectDetailsPageProps) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const government = useCurrentEntry()?.role === 'Government';
  const [search, setSearch] = useSearchParams();
  const [action, setAction] = useState<LifecycleAction | null>(null);
  const requested = TABS.find((tab) => tab === search.get('tab'));
  const tab: Tab = government && requested ? requested : 'details';
  const project = subproject.projects;
  const open = !subproject.closed_on && !project.closed_on;

  const actions: PageAction[] = [];
  if (government && open) {
    actions.push({
      label: t('menu.closeSubproject'),
      icon: <IconCircleCheck size={16} aria-hidden />,
      onClick: () => setAction('complete'),
    });
    // Establishments are recorded in it (work recorded): it can no longer be deleted.
    if (subproject.status !== SUBPROJECT_STATUS.workRecorded) {
      actions.push({
        label: t('menu.deleteSubproject'),
        icon: <IconTrash size={16} aria-hidden />,
        color: 'red',
        onClick: () => setAction('delete'),
      });
    }
  }

  return (
    <>
      <PageHeader
        title={subproject.body.name}
        subtitle={t('subproject.detailsHelp')}
        backTo={projectPath(project.id)}
        breadcrumbs={[
          { label: t('crumbs.projects'), to: paths.projects },
          { label: project.body.name, to: projectPath(project.id) },
          { label: subproject.body.name },
        ]}
        actions={actions}
      />
      <LifecycleModal
        target="subproject"
        action={action}
        id={subproject.id}
        name={subproject.body.name}
        onClose={() => setAction(null)}
        onDone={() => {
          if (action === 'delete') navigate(projectPath(project.id), { replace: true });
          // Closing ends every contractor and consultant link: everything on screen is read again.
          void queryClient.invalidateQueries();
        }}
      />
      {subproject.closed_on ? (
        <Alert color="gray" mb="md" role="status">
          {t('subproject.closedOn', { date: formatDate(subproject.closed_on) })}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(next) => setSearch({ tab: next ?? 'details' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('subproject.tabs.details')}</Tabs.Tab>
          {government ? <Tabs.Tab value="consultants">{t('subproject.tabs.consultants')}</Tabs.Tab> : null}
          {government ? <Tabs.Tab value="contractors">{t('subproject.tabs.contractors')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="details">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <SubprojectInfo subproject={subproject} />
          </Paper>
        </Tabs.Panel>
        {government ? (
          <Tabs.Panel value="consultants">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              {consultants}
            </Paper>
          </Tabs.Panel>
        ) : null}
        {government ? (
          <Tabs.Panel value="contractors">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              {contractors}
            </Paper>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}
