import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import type { RouteInfo } from '../schemas/routes.ts';
import { menusLoaded } from './components/menus/menus.ts';
import { createAppRouter } from './router/createAppRouter.ts';
import { routeTable } from './router/routeData.ts';

/** Every route of the site, for the prerenderer. */
export async function allRoutes(): Promise<RouteInfo[]> {
  return (await routeTable()).routes;
}

/** Where the prerenderer's pages take their data: the JSON of each route, by key (see virtual:content/routes). */
export async function provideRouteData(read: (key: string) => string | undefined): Promise<void> {
  (await routeTable()).provideRouteData(read);
}

/** Renders one path to a complete HTML document with the router state the client hydrates from. */
export async function render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }> {
  // In the browser the menus and the route table are lazy modules; here they are in before rendering,
  // so the HTML has the menus and the router every route.
  const [routes] = await Promise.all([allRoutes(), menusLoaded]);
  const request = new Request(new URL(path, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(routes),
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}
