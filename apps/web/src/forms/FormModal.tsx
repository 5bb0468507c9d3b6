import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';
import type { FormModalProps } from './FormModalDialog';

// The modal (Mantine's Modal, its scroll area and focus trap) is fetched when it first opens, and the form engine
// after it (FormModalDialog), so a page whose forms sit in closed modals (the project list's Mark as complete and
// Delete Project, a users tab's Add User) carries neither.
const FormModalDialog = lazy(() => import('./FormModalDialog').then((m) => ({ default: m.FormModalDialog })));

/**
 * A form in a modal: closing it with unsaved changes asks first, as leaving a page does. Nothing is rendered
 * until it first opens; from then on it stays mounted, so it closes with its transition like any modal.
 */
export function FormModal(props: FormModalProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <FormModalDialog {...props} />
    </Suspense>
  );
}
