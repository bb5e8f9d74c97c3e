import { useEffect, type ReactNode } from 'react';

/**
 * Tells the page's bootstrap (scripts/build/bootstrap.ts, whose HYDRATED_EVENT this name matches) that
 * React has hydrated the document, so the clicks it held back reach React's handlers now. It renders no
 * element of its own, so the server's HTML needs none. A module of its own, not the client entry: a
 * component there makes the entry a React Refresh boundary, so a content hot update in `npm run dev` runs
 * the entry again (a second router, with no routes yet) and the editor's preview shows the 404 page.
 */
export function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new Event('app-hydrated'));
  }, []);
  return children;
}
