import type { SessionEntry } from '@anupalan/shared';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useSessionExpiry } from '../../lib/session/expiry';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The re-login and switch-agency dialogs (Mantine's Modal, the login form and its captcha) are fetched when they
// first open: a signed-in page does not carry them until the session expires or someone switches agency.
const ReloginDialog = lazy(() =>
  import('../../features/auth/components/ReloginModal').then((m) => ({ default: m.ReloginModal })),
);
const SwitchAgencyDialog = lazy(() =>
  import('../../features/auth/components/SwitchAgencyModal').then((m) => ({ default: m.SwitchAgencyModal })),
);

/** Opens when the session expired (the API client raises the flag on a 401). */
export function ReloginModal({ entry }: { entry: SessionEntry }) {
  const { expired } = useSessionExpiry();
  if (!useOpenedOnce(expired)) return null;
  return (
    <Suspense fallback={null}>
      <ReloginDialog entry={entry} />
    </Suspense>
  );
}

export function SwitchAgencyModal(props: ComponentProps<typeof SwitchAgencyDialog>) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <SwitchAgencyDialog {...props} />
    </Suspense>
  );
}
