import { NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
}

interface SideNavProps {
  items: NavItem[];
  /** Called after a link is followed, so a drawer can close. */
  onNavigate?: () => void;
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SideNav({ items, onNavigate }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={t('shell.mainMenu')} gap={4} p="sm">
      {items.map((item) => {
        const active = isActive(pathname, item.to);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            fw={600}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
