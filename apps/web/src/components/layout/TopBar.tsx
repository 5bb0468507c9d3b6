import { Burger, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';

export interface NavToggle {
  opened: boolean;
  onToggle: () => void;
}

interface TopBarProps {
  /** The sidebar toggle; absent when there is no menu (signed out). */
  navToggle?: NavToggle;
  /** Right-hand side: the user menu, or 'View Guides' when signed out. */
  actions: ReactNode;
}

export function TopBar({ navToggle, actions }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {navToggle ? (
          <Burger
            opened={navToggle.opened}
            onClick={navToggle.onToggle}
            size="sm"
            aria-label={t('shell.toggleMenu')}
            aria-expanded={navToggle.opened}
          />
        ) : null}
        <Brand />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}
