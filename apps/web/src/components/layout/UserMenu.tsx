import { formatLastLogin, type SessionEntry } from '@anupalan/shared';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconBuilding, IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { agencyIdOf, agencyLabel } from '../../lib/session/session';
import { RoleIcon } from './RoleIcon';

interface UserMenuProps {
  entry: SessionEntry;
  /** Offered only when the user may act for more than one agency. */
  onSwitchAgency?: () => void;
  onLogout: () => void;
}

export function UserMenu({ entry, onSwitchAgency, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const name = entry.user.body.name || t('userMenu.defaultName');
  const label = agencyLabel(entry);
  const agency =
    label.kind === 'agency'
      ? label.name
      : label.kind === 'systemAdmin'
        ? t('userMenu.systemAdmin')
        : t('userMenu.organizationName');

  return (
    <Menu position="bottom-end" shadow="md" width={280} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('userMenu.open', { name })}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36}>
              <RoleIcon entry={entry} />
            </Avatar>
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate="end">
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {agency}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entry.email_address}
          </Text>
          <Text size="sm" mt={4}>
            {agency}
          </Text>
          {entry.user.last_login ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('userMenu.lastLogin', { time: formatLastLogin(entry.user.last_login) })}
            </Text>
          ) : null}
        </Box>
        <Menu.Divider />
        {onSwitchAgency ? (
          <Menu.Item leftSection={<IconArrowsExchange size={18} aria-hidden />} onClick={onSwitchAgency}>
            {t('userMenu.switchAgency')}
          </Menu.Item>
        ) : null}
        {agencyIdOf(entry) ? (
          <Menu.Item
            component={Link}
            to={paths.agencies}
            leftSection={<IconBuilding size={18} aria-hidden />}
          >
            {t('userMenu.agencyDetails')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to={paths.changePassword} leftSection={<IconKey size={18} aria-hidden />}>
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
