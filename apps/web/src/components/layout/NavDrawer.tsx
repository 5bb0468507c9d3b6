import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type NavItem, SideNav } from './SideNav';

interface NavDrawerProps {
  items: NavItem[];
  opened: boolean;
  onClose: () => void;
}

/** The menu on a narrow screen: a drawer the top bar's toggle opens, closed again by following a link. */
export function NavDrawer({ items, opened, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('shell.menu')} size={280}>
      <SideNav items={items} onNavigate={onClose} />
    </Drawer>
  );
}
