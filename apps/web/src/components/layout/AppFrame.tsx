import { SIDEBAR_OPEN_MIN_WIDTH } from '@anupalan/shared';
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

const CONTENT_ID = 'main-content';
/**
 * react-remove-scroll's class for fixed elements: while a modal locks the page's scroll, they keep clear of the
 * scrollbar's place as the page does (Mantine's AppShell sets it on its header).
 */
const FIXED_RIGHT = 'right-scroll-bar-position';

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

  // The frame is laid out by AppFrame.module.css as Mantine's AppShell would (fixed header, sidebar sliding
  // out of the way): the AppShell component with its resizing and scroll-lock code is not on every page.
  const showNavbar = hasNav && wide;
  return (
    <div className={classes.shell}>
      <a href={`#${CONTENT_ID}`} className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <header className={`${classes.header} ${FIXED_RIGHT}`}>
        <TopBar navToggle={navToggle} actions={headerActions} />
      </header>
      {showNavbar ? (
        <nav
          className={classes.navbar}
          aria-label={t('shell.sidebar')}
          data-collapsed={sidebarOpen ? undefined : true}
        >
          <Suspense fallback={null}>
            <SideNav items={navItems} />
          </Suspense>
        </nav>
      ) : null}
      {hasNav && !wide ? (
        <Suspense fallback={null}>
          <NavDrawer items={navItems} opened={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
      <main className={classes.main} data-with-navbar={showNavbar && sidebarOpen ? true : undefined}>
        <OfflineBanner />
        <div id={CONTENT_ID} className={classes.content} tabIndex={-1}>
          {children}
        </div>
        <Footer />
      </main>
    </div>
  );
}
