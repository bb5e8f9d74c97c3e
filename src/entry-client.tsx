// Installs React Refresh before any component in dev; empty in production builds.
import '@vitejs/plugin-react/preamble';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router/createAppRouter.ts';
import { addRoutesOnDemand } from './router/routeTableLoader.ts';

const router = createAppRouter([]);
addRoutesOnDemand(router);
if (import.meta.hot) void import('./router/contentHmr.ts').then((hmr) => hmr.refreshOnContentUpdate(router));

/**
 * Tells the page's bootstrap (scripts/build/bootstrap.ts, whose HYDRATED_EVENT this name matches) that
 * React has hydrated the document, so the clicks it held back reach React's handlers now. It renders no
 * element of its own, so the server's HTML needs none.
 */
function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new Event('app-hydrated'));
  }, []);
  return children;
}

// Hydrating inside a transition lets React yield to the browser between components, so the first
// paint and user input are not held up by one long task.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydrationSignal>
        <RouterClient router={router} />
      </HydrationSignal>
    </StrictMode>,
    {
      // A mismatch makes React discard the server HTML and re-render silently; make it loud.
      onRecoverableError(error) {
        console.error('Hydration error:', error);
      },
    },
  );
});
