import { IconCircleCheck, IconDownload, IconMail, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../../components/layout/PageHeader';
import { projectKeys } from '../../api/keys';
import type { LifecycleAction } from '../../api/lifecycle';
import { lifecycleOffers, type ProjectState } from '../../project-actions';
import { LifecycleModal } from '../lifecycle/LifecycleModal';
import { useComplianceReport } from './use-compliance-report';

interface ProjectRef {
  id: string;
  name: string;
  is_deleted?: boolean;
}

/**
 * A Government's actions on a project: 'Mark as complete' and 'Delete Project' where the project's subprojects
 * allow them (`state` undefined while they load), and the compliance report by e-mail or download. A deleted
 * project offers nothing. Render `modal` beside the menu.
 */
export function useProjectActions(
  project: ProjectRef,
  state: ProjectState | undefined,
  onDone?: (action: LifecycleAction) => void,
): { actions: PageAction[]; modal: ReactNode } {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const report = useComplianceReport();
  const [action, setAction] = useState<LifecycleAction | null>(null);
  const offers = state ? lifecycleOffers(state) : { complete: false, delete: false };

  const actions: PageAction[] = [];
  if (project.is_deleted) return { actions, modal: null };
  if (offers.complete) {
    actions.push({
      label: t('menu.complete'),
      icon: <IconCircleCheck size={16} aria-hidden />,
      onClick: () => setAction('complete'),
    });
  }
  if (offers.delete) {
    actions.push({
      label: t('menu.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      onClick: () => setAction('delete'),
    });
  }
  actions.push(
    {
      label: t('menu.email'),
      icon: <IconMail size={16} aria-hidden />,
      onClick: () => void report.email(project.id),
    },
    {
      label: t('menu.download'),
      icon: <IconDownload size={16} aria-hidden />,
      onClick: () => void report.download(project.id),
    },
  );

  const modal = (
    <LifecycleModal
      target="project"
      action={action}
      id={project.id}
      name={project.name}
      onClose={() => setAction(null)}
      onDone={() => {
        if (action) onDone?.(action);
        void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      }}
    />
  );
  return { actions, modal };
}
