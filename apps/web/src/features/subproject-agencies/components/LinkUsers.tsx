import { formatLastLogin } from '@anupalan/shared';
import { ActionIcon, Badge, Button, Group, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/data/PagedTable';
import { QueryState } from '../../../components/feedback/QueryState';
import { FormModal } from '../../../forms/FormModal';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { LinkKind, LinkUser } from '../api/contracts';
import { linkKeys } from '../api/keys';
import { removeLinkUser, useLinkUsers } from '../api/link-users';
import { addLinkUserSchema } from './user-schema';

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

interface LinkUsersProps {
  kind: LinkKind;
  subprojectId: string;
  agencyId: string;
  /** Users are added and removed only while the subproject is open and the agency not terminated. */
  editable: boolean;
}

/** The users of a contractor or consultant on the subproject (a Government's tab): add and remove. */
export function LinkUsers({ kind, subprojectId, agencyId, editable }: LinkUsersProps) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const users = useLinkUsers(subprojectId, kind, agencyId);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: linkKeys.users(subprojectId, kind, agencyId) });

  const remove = (user: LinkUser) =>
    modals.openConfirmModal({
      title: tc('users.removeTitle'),
      children: <Text>{tc('users.removeConfirm', { name: user.body.name, email: user.email_address })}</Text>,
      labels: { confirm: tc('common.yes'), cancel: tc('common.no') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { message } = await removeLinkUser(subprojectId, agencyId, user.user_id);
          notifySuccess(translateMessage(tc, message));
          await refresh();
        } catch (error) {
          if (isSessionExpiry(error)) return;
          notifyError(tc('common.error'), translateMessage(tc, errorMessage(error, tc('users.failed'))));
        }
      },
    });

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {tc('users.title')}
        </Title>
        {editable ? (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {tc('users.add')}
          </Button>
        ) : null}
      </Group>
      <QueryState query={users} errorText={tc('users.loadFailed')} py="lg">
        {(rows) => (
          <PagedTable
            label={tc('users.title')}
            rows={rows}
            rowKey={(user) => user.user_id}
            serialOf={(user) => user.serial_no}
            rowProps={(user) => ({ bg: user.status === 'revoked' ? 'red.0' : undefined })}
            columns={[
              { header: tc('users.name'), cell: (user) => user.body.name, td: () => ({ fw: 500 }) },
              { header: tc('users.email'), cell: (user) => user.email_address, td: () => nowrap },
              {
                header: tc('users.lastLogin'),
                cell: (user) =>
                  user.last_login ? formatLastLogin(user.last_login) : tc('users.neverLoggedIn'),
              },
              {
                header: tc('users.status'),
                cell: (user) => (
                  <Badge
                    color={user.status === 'revoked' ? 'red' : 'green'}
                    variant="light"
                    style={{ overflow: 'visible' }}
                  >
                    {user.status === 'revoked' ? tc('users.revoked') : tc('users.active')}
                  </Badge>
                ),
                td: () => nowrap,
              },
              ...(editable
                ? [
                    {
                      header: tc('lists.actions'),
                      width: 72,
                      cell: (user: LinkUser) => (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('links.removeUser', { name: user.body.name })}
                          onClick={() => remove(user)}
                        >
                          <IconUserMinus size={18} aria-hidden />
                        </ActionIcon>
                      ),
                    },
                  ]
                : []),
            ]}
            minWidth={640}
          />
        )}
      </QueryState>
      <FormModal
        opened={adding}
        onClose={() => setAdding(false)}
        title={tc('users.add')}
        schema={addLinkUserSchema(kind)}
        params={{ subprojectId, agencyId }}
        failureMessage={tc('users.failed')}
        onSaved={() => {
          setAdding(false);
          void refresh();
        }}
      />
    </>
  );
}
