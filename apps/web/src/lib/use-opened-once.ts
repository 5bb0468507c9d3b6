import { useState } from 'react';

/**
 * True from the first render in which `open` is true. A dialog whose code is fetched when it first opens renders
 * nothing before that, and stays mounted after it, so it closes with its transition like any modal.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
