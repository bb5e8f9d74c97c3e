import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.tsx';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultStaleTime: Infinity,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
