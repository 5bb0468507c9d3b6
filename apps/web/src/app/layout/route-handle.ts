/** What a route tells the frame around it (React Router's `handle`). */
export interface RouteHandle {
  /** The route's pages have a side navigation of their own: the main menu collapses on wide screens. */
  ownNavigation?: boolean;
}

export const OWN_NAVIGATION: RouteHandle = { ownNavigation: true };

export function hasOwnNavigation(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).ownNavigation === true;
}
