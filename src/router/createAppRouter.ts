import { createRouter } from '@tanstack/react-router';
import type { RouteInfo } from '../../schemas/routes.ts';
import { routeTreeOf } from './routeTree.tsx';

/** What the server tells the browser's router: the route it rendered, or null for the 404 page. */
interface Handoff {
  route: RouteInfo | null;
}

const trees = new WeakMap<readonly RouteInfo[], ReturnType<typeof routeTreeOf>>();

/**
 * The router over `routes`. The server passes every route (one tree, built once, for all the pages
 * it renders). The browser passes none: it adds the route it hydrates from the server's handoff, and
 * the rest once the route table chunk is in (src/router/routeTableLoader.ts), so the entry bundle
 * does not grow with the content.
 */
export function createAppRouter(routes: readonly RouteInfo[]) {
  let routeTree = trees.get(routes);
  if (!routeTree) trees.set(routes, (routeTree = routeTreeOf(routes)));
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultStaleTime: Infinity,
    scrollRestoration: true,
    dehydrate: (): Handoff => ({ route: router.state.matches.at(-1)?.staticData.route ?? null }),
    hydrate: ({ route }: Handoff) => {
      if (route) addRoutes(router, [route]);
    },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Adds routes the router does not have yet; the routes it has keep their objects, so nothing remounts. */
export function addRoutes(router: AppRouter, routes: readonly RouteInfo[]): void {
  const known = new Map<string, RouteInfo>();
  for (const route of Object.values(router.routesById)) {
    const info = route.options.staticData?.route;
    if (info) known.set(info.path, info);
  }
  const before = known.size;
  for (const route of routes) if (!known.has(route.path)) known.set(route.path, route);
  if (known.size > before) router.update({ routeTree: routeTreeOf([...known.values()]) });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
