import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates its markup, true once the page's script runs: for
 * a control that is a link without JavaScript and a button with it ("More reviews").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
