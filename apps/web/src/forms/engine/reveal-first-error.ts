import { type RefObject, useEffect } from 'react';

/** How long to wait for a step, a table row or an accordion to open before giving up. */
const MAX_FRAMES = 30;

/** Whether the element is laid out (Chromium); jsdom lays nothing out and has no checkVisibility. */
function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [aria-hidden="true"]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * After the form showed its errors (`revealCount` changed), scrolls to the first invalid field and focuses
 * it. Steps, table rows and accordions open in the same render that set the errors, but their content can
 * take a few frames to appear, so this looks again frame by frame for a while.
 */
export function useRevealFirstError(form: RefObject<HTMLFormElement | null>, revealCount: number): void {
  useEffect(() => {
    if (revealCount === 0) return;
    let frame = 0;
    let handle = 0;
    const look = () => {
      const invalid = [...(form.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])];
      // The first one may still be opening: wait for it, and only at the end take the first one shown.
      const first = invalid[0] && isShown(invalid[0]) ? invalid[0] : undefined;
      const target = first ?? (frame + 1 >= MAX_FRAMES ? invalid.find(isShown) : undefined);
      if (target) {
        target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        target.focus({ preventScroll: true });
        return;
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(look);
    };
    handle = requestAnimationFrame(look);
    return () => cancelAnimationFrame(handle);
  }, [form, revealCount]);
}
