import { createRootRoute, createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { site } from 'virtual:content';
import type { RouteInfo, RouteKind } from '../../schemas/routes.ts';
import { Document } from '../app/Document.tsx';
import { FixedPage } from '../pages/FixedPage.tsx';
import { IndustryLanding } from '../pages/LandingPage.tsx';
// In the entry, not a chunk of its own: its code is 2.8 kB raw (about 0.9 kB gzip on every page), but
// as a lazy chunk it made the bundler split the entry's shared code (React, Mantine's Box, the router's
// Link) into four chunks: +1.0 kB gzip of initial JS at the merge, +1.9 kB after the contact form's
// deferral (measured with the client build's chunk list, Nov 2026). Revisit if the bundler merges
// shared chunks into the entry again.
import MenuIndexPage from '../pages/MenuIndexPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { headFor } from './head.ts';
import { loadRouteData } from './routeData.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the route was built from: the router dehydrates it, and the page picks its navbar by it. */
    route?: RouteInfo;
  }
}

const ROOT_OPTIONS = {
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
};

let rootRoute = createRootRoute(ROOT_OPTIONS);

/** Demo pages carry the voice SDK, so their component is a separate chunk. */
const DemoRoutePage = lazyRouteComponent(() => import('../pages/DemoRoutePage.tsx'));

/** A route whose loader returns its kind's data, so `route.useLoaderData()` is typed by kind. */
function contentRoute<K extends RouteKind>(info: RouteInfo<K>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: info.path,
    staticData: { route: info },
    loader: () => loadRouteData(info.kind, info.path),
    staleTime: Infinity,
    head: ({ loaderData }) => headFor(info.path, loaderData),
  });
}

function routeFor(info: RouteInfo): AnyRoute {
  switch (info.kind) {
    case 'landing': {
      const route = contentRoute(info);
      return route.update({
        component: function LandingRoute() {
          return <IndustryLanding data={route.useLoaderData()} />;
        },
      });
    }
    case 'page': {
      const route = contentRoute(info);
      return route.update({
        component: function PageRoute() {
          return <FixedPage data={route.useLoaderData()} />;
        },
      });
    }
    case 'demo': {
      const route = contentRoute(info);
      function DemoRoute() {
        return <DemoRoutePage data={route.useLoaderData()} />;
      }
      // The router loads the chunk before it renders the route (and before it hydrates one).
      return route.update({ component: Object.assign(DemoRoute, { preload: DemoRoutePage.preload }) });
    }
    case 'index': {
      const route = contentRoute(info);
      return route.update({
        component: function IndexRoute() {
          return <MenuIndexPage data={route.useLoaderData()} />;
        },
      });
    }
  }
}

/** One route object per path for the page's lifetime: adding routes later never remounts the page shown. */
const routesByPath = new Map<string, AnyRoute>();

/**
 * The route tree of `routes`: concrete paths only, one per registry entry, so an unknown path is a
 * real 404, never a parameter match. Each call makes a new root: TanStack Router rebuilds its
 * matching tree when `router.update` gets a new root object, and the browser adds routes this way
 * (see addRoutes in createAppRouter.ts).
 */
export function routeTreeOf(routes: readonly RouteInfo[]) {
  rootRoute = createRootRoute(ROOT_OPTIONS);
  return rootRoute.addChildren(
    routes.map((info) => {
      const route = routesByPath.get(info.path) ?? routeFor(info);
      routesByPath.set(info.path, route);
      return route;
    }),
  );
}
