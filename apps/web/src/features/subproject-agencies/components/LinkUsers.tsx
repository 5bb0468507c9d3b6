import { formatLastLogin } from '@anupalan/shared';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { LinkKind, LinkUser } from '../api/contracts';
import { linkKeys } from '../api/keys';
import { removeLinkUser, useLinkUsers } from '../api/link-users';
import { addLinkUserSchema } from './user-schema';

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
  const { data, isPending, isError } = useLinkUsers(subprojectId, kind, agencyId);
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
      {isPending ? (
        <Center py="lg">
          <Loader aria-label={tc('common.loading')} />
        </Center>
      ) : isError ? (
        <Alert color="red">{tc('users.loadFailed')}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={tc('users.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{tc('lists.no')}</Table.Th>
                <Table.Th>{tc('users.name')}</Table.Th>
                <Table.Th>{tc('users.email')}</Table.Th>
                <Table.Th>{tc('users.lastLogin')}</Table.Th>
                <Table.Th>{tc('users.status')}</Table.Th>
                {editable ? <Table.Th w={72}>{tc('lists.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((user) => {
                const revoked = user.status === 'revoked';
                return (
                  <Table.Tr key={user.user_id} bg={revoked ? 'red.0' : undefined}>
                    <Table.Td>{user.serial_no}</Table.Td>
                    <Table.Td fw={500}>{user.body.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email_address}</Table.Td>
                    <Table.Td>
                      {user.last_login ? formatLastLogin(user.last_login) : tc('users.neverLoggedIn')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge
                        color={revoked ? 'red' : 'green'}
                        variant="light"
                        style={{ overflow: 'visible' }}
                      >
                        {revoked ? tc('users.revoked') : tc('users.active')}
                      </Badge>
                    </Table.Td>
                    {editable ? (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('links.removeUser', { name: user.body.name })}
                          onClick={() => remove(user)}
                        >
                          <IconUserMinus size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
              {data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={editable ? 6 : 5}>
                    <Text c="dimmed">{tc('common.noResults')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
