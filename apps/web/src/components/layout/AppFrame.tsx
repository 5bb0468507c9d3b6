import { SIDEBAR_OPEN_MIN_WIDTH } from '@anupalan/shared';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AppFrame.module.css';
import { Footer } from './Footer';
import { OfflineBanner } from './OfflineBanner';
import type { NavItem } from './SideNav';
import { TopBar } from './TopBar';

// Only a signed-in user has a menu: the login page does not load it (nor the drawer's modal code).
const SideNav = lazy(() => import('./SideNav').then((m) => ({ default: m.SideNav })));
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 240;
const CONTENT_ID = 'main-content';

interface AppFrameProps {
  /** Menu entries; no sidebar when there are none. */
  navItems: NavItem[];
  headerActions: ReactNode;
  children: ReactNode;
  /**
   * The page brings a navigation of its own (a subproject's establishments): the main menu starts
   * collapsed on wide screens, so the two do not take the width of the page; the toggle opens it.
   */
  collapseNav?: boolean;
}

/**
 * The page frame: top bar, sidebar, offline banner, content and footer. On wide screens the sidebar is
 * open by default and the toggle collapses it; on narrower ones the toggle opens it as a drawer.
 */
export function AppFrame({ navItems, headerActions, children, collapseNav = false }: AppFrameProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_OPEN_MIN_WIDTH}px)`, true, {
    getInitialValueInEffect: false,
  });
  const [sidebarOpen, setSidebarOpen] = useState(!collapseNav);
  // Entering or leaving a page with its own navigation starts the main menu over (adjusted while rendering).
  const [collapsedFor, setCollapsedFor] = useState(collapseNav);
  if (collapsedFor !== collapseNav) {
    setCollapsedFor(collapseNav);
    setSidebarOpen(!collapseNav);
  }
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasNav = navItems.length > 0;

  const navToggle = hasNav
    ? {
        opened: wide ? sidebarOpen : drawerOpen,
        onToggle: () => (wide ? setSidebarOpen((open) => !open) : setDrawerOpen((open) => !open)),
      }
    : undefined;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        hasNav
          ? {
              width: NAVBAR_WIDTH,
              breakpoint: SIDEBAR_OPEN_MIN_WIDTH,
              collapsed: { desktop: !sidebarOpen, mobile: true },
            }
          : undefined
      }
    >
      <a href={`#${CONTENT_ID}`} className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar navToggle={navToggle} actions={headerActions} />
      </AppShell.Header>
      {hasNav && wide ? (
        <AppShell.Navbar aria-label={t('shell.sidebar')}>
          <Suspense fallback={null}>
            <SideNav items={navItems} />
          </Suspense>
        </AppShell.Navbar>
      ) : null}
      {hasNav && !wide ? (
        <Suspense fallback={null}>
          <NavDrawer items={navItems} opened={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
      <AppShell.Main className={classes.main}>
        <OfflineBanner />
        <div id={CONTENT_ID} className={classes.content} tabIndex={-1}>
          {children}
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
