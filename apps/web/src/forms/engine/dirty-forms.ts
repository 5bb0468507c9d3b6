import { useEffect, useId } from 'react';

/**
 * The forms on the page with unsaved changes. One store, read by the single navigation guard, so forms in
 * a page and in its modals never compete for the router's one blocker.
 */
const dirtyForms = new Set<string>();

export function hasDirtyForms(): boolean {
  return dirtyForms.size > 0;
}

export function markForm(id: string, dirty: boolean): void {
  if (dirty) dirtyForms.add(id);
  else dirtyForms.delete(id);
}

/** Registers the form's dirty state while it is mounted. */
export function useDirtyRegistration(dirty: boolean): string {
  const id = useId();
  useEffect(() => {
    markForm(id, dirty);
    return () => markForm(id, false);
  }, [id, dirty]);
  return id;
}
