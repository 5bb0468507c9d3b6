import { useRef } from 'react';

let nextKey = 0;

/**
 * React keys for the rows of a list that holds no ids: they follow the rows when one is removed from the
 * middle, so the inputs of the other rows keep their own state. A list replaced from outside (defaults
 * loaded, a reset) gets keys for its new length.
 */
export function useRowKeys(count: number) {
  const keys = useRef<string[]>([]);
  while (keys.current.length < count) keys.current.push(`row-${nextKey++}`);
  if (keys.current.length > count) keys.current.length = count;
  return {
    keys: keys.current,
    /** Call before removing the row at `index`. */
    remove(index: number) {
      keys.current.splice(index, 1);
    },
  };
}
