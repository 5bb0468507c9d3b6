import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose module is fetched the first time it is opened (so the login page does not carry every
 * screen and its form schemas). The router waits for the module before it shows the page; a module that
 * cannot be fetched (a new release replaced it) reaches the root's error page, which offers a reload.
 */
export function lazyElement<Module>(
  load: () => Promise<Module>,
  element: (module: Module) => ReactNode,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ element: element(await load()) });
}
