import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while server rendering and hydrating, true once React owns the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
