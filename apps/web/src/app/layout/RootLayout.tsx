import { Button, Progress } from '@mantine/core';
import {
  IconBook2,
  IconBriefcase,
  IconBuildingBank,
  IconChartBar,
  IconClipboardCheck,
  IconHelmet,
  IconLogout,
  IconScale,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches, useNavigation } from 'react-router';
import { Loading } from '../../components/feedback/QueryState';
import { AppFrame } from '../../components/layout/AppFrame';
import type { NavItem } from '../../components/layout/SideNav';
import { paths } from '../../config/paths';
import { DiscardChangesGuard } from '../../forms/engine/DiscardChangesGuard';
import type { KnownSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { type NavKey, navTargetsFor } from './nav-items';
import { hasOwnNavigation } from './route-handle';
import { useConfirmLogout } from './use-confirm-logout';
import { useSessionStart } from './use-session-start';

const signedInParts = () => import('./signed-in-parts');
const UserMenu = lazy(() => signedInParts().then((m) => ({ default: m.UserMenu })));
const ReloginModal = lazy(() => signedInParts().then((m) => ({ default: m.ReloginModal })));
const SwitchAgencyModal = lazy(() => signedInParts().then((m) => ({ default: m.SwitchAgencyModal })));

const navIcons: Record<NavKey, ReactNode> = {
  government: <IconBuildingBank size={20} aria-hidden />,
  projects: <IconBriefcase size={20} aria-hidden />,
  compliance: <IconChartBar size={20} aria-hidden />,
  consultants: <IconClipboardCheck size={20} aria-hidden />,
  contractors: <IconHelmet size={20} aria-hidden />,
  law: <IconScale size={20} aria-hidden />,
  guides: <IconBook2 size={20} aria-hidden />,
};

/** The frame around every page, with the session's menu, user menu and the modals that act on the session. */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  useSessionStart(session);
  const confirmLogout = useConfirmLogout();
  const [switchOpen, setSwitchOpen] = useState(false);
  const ownNavigation = useMatches().some((match) => hasOwnNavigation(match.handle));
  // While the next page's module is fetched the current page stays; a bar along the top says the click was taken.
  const fetchingPage = useNavigation().state === 'loading';

  if (session.status === 'loading') {
    return <Loading fullScreen />;
  }

  const navItems: NavItem[] =
    session.status === 'loggedIn'
      ? navTargetsFor(session.current).map((target) => ({
          label: t(`nav.${target.key}`),
          to: target.to,
          icon: navIcons[target.key],
        }))
      : [];

  return (
    <>
      <AppFrame navItems={navItems} headerActions={headerActions(session)} collapseNav={ownNavigation}>
        <Outlet />
      </AppFrame>
      {fetchingPage ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label={t('common.loading')}
        />
      ) : null}
      <DiscardChangesGuard />
      <Suspense fallback={null}>
        {session.status === 'loggedIn' ? (
          <SwitchAgencyModal
            opened={switchOpen}
            onClose={() => setSwitchOpen(false)}
            entries={session.entries}
          />
        ) : null}
        {session.status === 'loggedIn' || session.status === 'passwordExpired' ? (
          <ReloginModal entry={session.current} />
        ) : null}
      </Suspense>
    </>
  );

  function headerActions(known: KnownSession): ReactNode {
    switch (known.status) {
      case 'loggedIn':
        return (
          <Suspense fallback={null}>
            <UserMenu
              entry={known.current}
              onSwitchAgency={known.entries.length > 1 ? () => setSwitchOpen(true) : undefined}
              onLogout={confirmLogout}
            />
          </Suspense>
        );
      case 'loggedOut':
        return (
          <Button
            component={Link}
            to={paths.guides}
            variant="light"
            leftSection={<IconBook2 size={18} aria-hidden />}
          >
            {t('shell.viewGuides')}
          </Button>
        );
      default:
        return (
          <Button
            variant="default"
            onClick={confirmLogout}
            leftSection={<IconLogout size={18} aria-hidden />}
          >
            {t('userMenu.logout')}
          </Button>
        );
    }
  }
}
