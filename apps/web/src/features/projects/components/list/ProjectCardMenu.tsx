import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '../../api/contracts';
import { useProject } from '../../api/get-project';
import { useProjectActions } from '../project/use-project-actions';

/**
 * The Government's menu on a project card. Which of 'Mark as complete' and 'Delete Project' apply depends on
 * all the project's subprojects, not only those the filter shows, so the project is read when the menu opens.
 */
export function ProjectCardMenu({ project }: { project: ProjectListItem }) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const [opened, setOpened] = useState(false);
  const record = useProject(project.id, opened);
  const { actions, modal } = useProjectActions(
    { id: project.id, name: project.body.name, is_deleted: project.is_deleted },
    record.data,
  );
  if (actions.length === 0) return null;
  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('card.menu', { name: project.body.name })}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {record.isLoading ? (
            <Menu.Item disabled leftSection={<Loader size={14} aria-hidden />}>
              {tc('common.loading')}
            </Menu.Item>
          ) : null}
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {modal}
    </>
  );
}
