// The one render helper for component tests: Mantine with the site theme, notifications, the site's
// new-tab hint (as the Document provides it), and a memory router so TanStack `Link`s render real hrefs.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { site } from 'virtual:content';
import { afterEach } from 'vitest';
import { theme } from '../../src/app/theme.ts';
import { NewTabHintProvider } from '../../src/components/NewTabHint.tsx';

export { screen, within } from '@testing-library/react';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on document.fonts.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}
export { userEvent };

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

installBrowserStubs();

export interface RenderOptions {
  /** The address the memory router starts at and the path the UI is mounted on. Default `/`. */
  path?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** A user-event instance bound to this render. */
  user: UserEvent;
  /** The memory router the UI is mounted in, e.g. to read `router.state.location` after a click. */
  router: AnyRouter;
}

/**
 * Renders `ui` inside MantineProvider (site theme, light scheme), Notifications and a memory router
 * mounted at `path`. Async because the router resolves its first match before anything renders.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { path = '/' }: RenderOptions = {},
): Promise<RenderWithProvidersResult> {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} forceColorScheme="light">
      <NewTabHintProvider value={site.newTabHint}>
        <Notifications />
        <RouterProvider router={router} />
      </NewTabHintProvider>
    </MantineProvider>,
  );
  return { ...result, user, router };
}

/** The browser APIs Mantine expects and jsdom lacks (see Mantine's Vitest guide). */
function installBrowserStubs(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // jsdom logs "Not implemented" for scrollTo; the router calls it after every navigation.
  window.scrollTo = () => {};
}
