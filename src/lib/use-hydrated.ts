import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering at build time (a prerendered page) and during the hydration of that
 * page, true otherwise: for what only the browser renders, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
