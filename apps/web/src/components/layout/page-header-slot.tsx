import { createContext, type ReactNode, useContext } from 'react';

const Slot = createContext<ReactNode>(null);

/**
 * Something the pages below put in their header beside the action menu (the comments button of an
 * establishment's pages), given by the route that assembles them, so a page's feature need not know of it.
 */
export function PageHeaderSlot({ node, children }: { node: ReactNode; children: ReactNode }) {
  return <Slot.Provider value={node}>{children}</Slot.Provider>;
}

export function usePageHeaderSlot(): ReactNode {
  return useContext(Slot);
}
