import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { LoadFailureBoundary } from './LoadFailureBoundary';

const Notifications = lazy(() => import('./notifications'));

/**
 * Mantine's notifications, whose container is fetched when the first notification is shown (what was shown
 * meanwhile waits in the store), so a page that shows none does not load it. Stays once it is there.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <LoadFailureBoundary>
      <Suspense fallback={null}>
        {/* Centred: on the right, notifications would cover the user menu and the pages' action buttons. */}
        <Notifications position="top-center" limit={4} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
