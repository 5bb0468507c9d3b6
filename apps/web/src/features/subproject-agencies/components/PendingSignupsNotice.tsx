import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subprojectPath } from '../../../config/paths';
import { usePendingSignups } from '../api/list-pending-signups';

/**
 * The subprojects the agency was invited to and has not signed up for, each linking to its sign-up: the
 * invitation mail is not the only way there. Nothing is shown without one.
 */
export function PendingSignupsNotice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('projects');
  const { data } = usePendingSignups(enabled);
  if (!enabled || !data?.length) return null;
  return (
    <Alert color="yellow" title={t('signup.pendingTitle')} mb="lg" role="status">
      <List spacing={4}>
        {data.map((s) => (
          <List.Item key={s.subproject_id}>
            <Anchor
              component={Link}
              to={subprojectPath({ projectId: s.project_id, subprojectId: s.subproject_id }, 'signup')}
            >
              {t('signup.pendingItem', { subproject: s.subproject_name, project: s.project_name })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
