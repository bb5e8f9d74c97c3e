import { createRootRoute, createRoute, lazyRouteComponent, useLoaderData, type AnyRoute } from '@tanstack/react-router';
import { routes, site } from 'virtual:content';
import type { LandingData, PageData, RouteData, RouteTableEntry } from '../../schemas/registry.ts';
import { Document } from '../app/Document.tsx';
import { FixedPage } from '../pages/FixedPage.tsx';
import { IndustryLanding } from '../pages/LandingPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { headFor } from './head.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route table entry the route was built from. */
    entry?: RouteTableEntry;
  }
}

export const rootRoute = createRootRoute({
  component: Document,
  notFoundComponent: NotFoundPage,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#007d7e' },
      { title: `Page not found | ${site.brand.name}` },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
});

function LandingRoute() {
  return <IndustryLanding data={useLoaderData({ strict: false }) as LandingData} />;
}

function PageRoute() {
  return <FixedPage data={useLoaderData({ strict: false }) as PageData} />;
}

/** Demo pages carry the voice SDK, so their component is a separate chunk. */
const DemoRoute = lazyRouteComponent(() => import('../pages/DemoRoutePage.tsx'));

const COMPONENTS = { landing: LandingRoute, page: PageRoute, demo: DemoRoute } as const;

function routeFor(entry: RouteTableEntry): AnyRoute {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    staticData: { entry },
    loader: () => entry.load(),
    staleTime: Infinity,
    head: ({ loaderData }) => headFor(entry, loaderData as RouteData | undefined),
    component: COMPONENTS[entry.kind],
  });
}

/** Concrete paths only, one per registry entry: an unknown path is a real 404, never a parameter match. */
export const routeTree = rootRoute.addChildren(routes.map(routeFor));
