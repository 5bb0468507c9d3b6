import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LoadFailureBoundary } from './LoadFailureBoundary';

/**
 * The events `modals.open...()` of @mantine/modals send on `window` (its `createUseExternalEvents('mantine-modals')`);
 * the provider listens to them.
 */
export const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const ModalsProvider = lazy(() => import('./modals-provider'));

/** Runs once the provider above it listens (its listeners are set in a layout effect, before this effect). */
function OnListening({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Mantine's modals provider, fetched when the first modal is asked for, so pages that open none (the login page)
 * do not load the modal, its scroll area and focus trap. The events sent before it listens are held and sent
 * again, in order, once it does. Nothing reads the provider's context: every modal is opened through `modals`.
 */
export function ModalsHost() {
  const held = useRef<CustomEvent[]>([]);
  const stopHolding = useRef<() => void>(() => undefined);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const hold = (event: Event) => {
      held.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    const stop = () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
    stopHolding.current = stop;
    return stop;
  }, []);

  const replay = useCallback(() => {
    stopHolding.current();
    for (const event of held.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  }, []);

  if (!wanted) return null;
  return (
    <LoadFailureBoundary>
      <Suspense fallback={null}>
        <ModalsProvider modalProps={{ centered: true }}>
          <OnListening run={replay} />
        </ModalsProvider>
      </Suspense>
    </LoadFailureBoundary>
  );
}
