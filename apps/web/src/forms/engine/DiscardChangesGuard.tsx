import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { paths } from '../../config/paths';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { hasDirtyForms } from './dirty-forms';

// The dialog is fetched the first time a navigation is held, so pages without forms do not load Mantine's modal.
const DiscardDialog = lazy(() => import('./DiscardDialog').then((m) => ({ default: m.DiscardDialog })));

function warnBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasDirtyForms()) return;
  event.preventDefault();
}

/**
 * Asks before leaving a page with unsaved form changes: on a route change with a modal, on closing or
 * reloading the tab with the browser's own prompt. Mounted once, in the root layout.
 */
export function DiscardChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasDirtyForms() &&
      // Logging out was confirmed already, and a session that ended cannot keep the page.
      nextLocation.pathname !== paths.login &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  if (!useOpenedOnce(blocked)) return null;
  return (
    <Suspense fallback={null}>
      <DiscardDialog opened={blocked} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Suspense>
  );
}
