import { formatLastLogin } from '@anupalan/shared';
import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import { IconAt, IconDots, IconPencil, IconUserCheck, IconUserMinus } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type TableColumn } from '../../../components/data/PagedTable';
import type { AgencyUser } from '../../../lib/contracts/agencies';

export interface UserRowActions {
  editName: (user: AgencyUser) => void;
  editEmail: (user: AgencyUser) => void;
  remove: (user: AgencyUser) => void;
  reinstate: (user: AgencyUser) => void;
}

interface UsersTableProps {
  users: AgencyUser[];
  /** Designation and contact number columns (Government users have them). */
  withContact: boolean;
  actions: UserRowActions;
  /** The page buttons under the list. */
  paging?: ComponentProps<typeof PagedTable>['paging'];
}

const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

/** The users of an agency; revoked users are marked, and each row has its own actions. */
export function UsersTable({ users, withContact, actions, paging }: UsersTableProps) {
  const { t } = useTranslation();
  const columns: TableColumn<AgencyUser>[] = [
    {
      header: t('users.name'),
      cell: (user) => {
        const revoked = user.status === 'revoked';
        return (
          <Text fw={500} td={revoked ? 'line-through' : undefined} c={revoked ? 'dimmed' : undefined}>
            {user.body.name}
          </Text>
        );
      },
    },
    { header: t('users.email'), cell: (user) => user.email_address, td: () => nowrap },
    ...(withContact
      ? [
          { header: t('users.designation'), cell: (user: AgencyUser) => user.body.designation ?? '' },
          { header: t('users.contactNo'), cell: (user: AgencyUser) => user.body.contactNo ?? '' },
        ]
      : []),
    {
      header: t('users.lastLogin'),
      cell: (user) => (user.last_login ? formatLastLogin(user.last_login) : t('users.neverLoggedIn')),
    },
    {
      header: t('users.status'),
      td: () => nowrap,
      cell: (user) => (
        // The label is a flex item that hides its overflow, so a squeezed column would cut it short.
        <Badge
          color={user.status === 'revoked' ? 'red' : 'green'}
          variant="light"
          styles={{ label: { overflow: 'visible', flexShrink: 0 } }}
        >
          {user.status === 'revoked' ? t('users.revoked') : t('users.active')}
        </Badge>
      ),
    },
    { header: t('lists.actions'), width: 72, cell: (user) => <UserMenu user={user} actions={actions} /> },
  ];
  return (
    <PagedTable
      label={t('users.title')}
      rows={users}
      rowKey={(user) => user.id}
      serialOf={(user) => user.serial_no}
      rowProps={(user) => ({
        bg: user.status === 'revoked' ? 'red.0' : undefined,
        'data-status': user.status,
      })}
      columns={columns}
      minWidth={withContact ? 900 : 680}
      paging={paging}
    />
  );
}

/** A user's own actions: edit the name, the e-mail (never logged in), remove or reinstate. */
function UserMenu({ user, actions }: { user: AgencyUser; actions: UserRowActions }) {
  const { t } = useTranslation();
  const revoked = user.status === 'revoked';
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('users.actionsFor', { name: user.body.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => actions.editName(user)}>
          {t('users.editName')}
        </Menu.Item>
        {user.last_login === null && !revoked ? (
          <Menu.Item leftSection={<IconAt size={16} aria-hidden />} onClick={() => actions.editEmail(user)}>
            {t('users.editEmail')}
          </Menu.Item>
        ) : null}
        {revoked ? (
          <Menu.Item
            leftSection={<IconUserCheck size={16} aria-hidden />}
            onClick={() => actions.reinstate(user)}
          >
            {t('users.reinstate')}
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            leftSection={<IconUserMinus size={16} aria-hidden />}
            onClick={() => actions.remove(user)}
          >
            {t('users.remove')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
