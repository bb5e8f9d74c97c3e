// Installs React Refresh before any component in dev; empty in production builds.
import '@vitejs/plugin-react/preamble';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrationSignal } from './app/HydrationSignal.tsx';
import { createAppRouter } from './router/createAppRouter.ts';
import { addRoutesOnDemand } from './router/routeTableLoader.ts';

const router = createAppRouter([]);
addRoutesOnDemand(router);
if (import.meta.hot) void import('./router/contentHmr.ts').then((hmr) => hmr.refreshOnContentUpdate(router));

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
