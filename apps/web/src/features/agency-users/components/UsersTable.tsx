import { formatLastLogin } from '@anupalan/shared';
import { ActionIcon, Badge, Menu, Table, Text } from '@mantine/core';
import { IconAt, IconDots, IconPencil, IconUserCheck, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
}

/** The users of an agency; revoked users are marked, and each row has its own actions. */
export function UsersTable({ users, withContact, actions }: UsersTableProps) {
  const { t } = useTranslation();
  const columns = withContact ? 8 : 6;
  return (
    <Table.ScrollContainer minWidth={withContact ? 900 : 680}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('users.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('lists.no')}</Table.Th>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            {withContact ? <Table.Th>{t('users.designation')}</Table.Th> : null}
            {withContact ? <Table.Th>{t('users.contactNo')}</Table.Th> : null}
            <Table.Th>{t('users.lastLogin')}</Table.Th>
            <Table.Th>{t('users.status')}</Table.Th>
            <Table.Th w={72}>{t('lists.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const revoked = user.status === 'revoked';
            return (
              <Table.Tr key={user.id} bg={revoked ? 'red.0' : undefined} data-status={user.status}>
                <Table.Td>{user.serial_no}</Table.Td>
                <Table.Td>
                  <Text fw={500} td={revoked ? 'line-through' : undefined} c={revoked ? 'dimmed' : undefined}>
                    {user.body.name}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email_address}</Table.Td>
                {withContact ? <Table.Td>{user.body.designation ?? ''}</Table.Td> : null}
                {withContact ? <Table.Td>{user.body.contactNo ?? ''}</Table.Td> : null}
                <Table.Td>
                  {user.last_login ? formatLastLogin(user.last_login) : t('users.neverLoggedIn')}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* The label is a flex item that hides its overflow, so a squeezed column would cut it short. */}
                  <Badge
                    color={revoked ? 'red' : 'green'}
                    variant="light"
                    styles={{ label: { overflow: 'visible', flexShrink: 0 } }}
                  >
                    {revoked ? t('users.revoked') : t('users.active')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" shadow="md" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('users.actionsFor', { name: user.body.name })}
                      >
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconPencil size={16} aria-hidden />}
                        onClick={() => actions.editName(user)}
                      >
                        {t('users.editName')}
                      </Menu.Item>
                      {user.last_login === null && !revoked ? (
                        <Menu.Item
                          leftSection={<IconAt size={16} aria-hidden />}
                          onClick={() => actions.editEmail(user)}
                        >
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
                </Table.Td>
              </Table.Tr>
            );
          })}
          {users.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text c="dimmed">{t('common.noResults')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
