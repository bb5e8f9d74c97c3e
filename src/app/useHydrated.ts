import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true from the render after: for what must differ
 * between the server's HTML and the running app without a hydration mismatch (a menu trigger that is a
 * link to its index page until the script can open the menu).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
