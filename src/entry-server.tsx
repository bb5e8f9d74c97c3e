import type { AnyRouter } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { routes } from 'virtual:content/routes';
import { menusLoaded } from './app/menus.ts';
import { createAppRouter } from './router/createAppRouter.ts';

export { routes };

/** Renders one path to a complete HTML document with the router state the client hydrates from. */
export async function render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }> {
  // The menus are a lazy module in the browser; here they must be in before rendering, so the HTML has them.
  await menusLoaded;
  const request = new Request(new URL(path, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(routes) as AnyRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}
