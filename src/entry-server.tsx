import type { AnyRouter } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createAppRouter } from './router/createAppRouter.ts';

export { routes } from 'virtual:content';

/** Renders one path to a complete HTML document with the router state the client hydrates from. */
export async function render(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }> {
  const request = new Request(new URL(path, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter as () => AnyRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text() };
}
