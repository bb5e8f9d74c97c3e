import { bucketOf, type RouteBucket } from '../../schemas/route-buckets.ts';
import type { RouteData, RouteDataOf, RouteInfo, RouteKind } from '../../schemas/routes.ts';

let table: Promise<typeof import('virtual:content/routes')> | undefined;

/** The whole route table: the server's (it renders every route). The browser looks routes up instead. */
export function routeTable(): Promise<typeof import('virtual:content/routes')> {
  return (table ??= import('virtual:content/routes'));
}

/** A route as the browser finds it: what routing needs, and the import of its data. */
export interface FoundRoute {
  info: RouteInfo;
  load: () => Promise<RouteData>;
}

let lookup: Promise<typeof import('virtual:content/lookup')> | undefined;
const fetched = new Map<string, Promise<unknown>>();

/**
 * The JSON at `url`, fetched once, as a module is imported once. A failed fetch (no answer, or one
 * that is not 2xx) rejects, so the navigation that needed it becomes a page load
 * (routeTableLoader.ts), and is forgotten, so a later use tries again.
 */
function fetchJson<T>(url: string): Promise<T> {
  let request = fetched.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => fetched.delete(url));
    fetched.set(url, request);
  }
  return request as Promise<T>;
}

/**
 * The route at `path`, or undefined when the site has none. In the browser it comes from the route's
 * bucket (schemas/route-buckets.ts) of about 32 routes, fetched the first time a link to one of them is
 * used, so no page downloads the whole table, however many routes the content has. A production build's
 * buckets and route data are JSON files (scripts/content-engine/route-files.ts); the dev server's are
 * modules, whose data hot-updates.
 */
export async function findRoute(path: string): Promise<FoundRoute | undefined> {
  const { buckets } = await (lookup ??= import('virtual:content/lookup'));
  const bucket = buckets[bucketOf(path, buckets.length)]!;
  if (typeof bucket !== 'string') return (await bucket()).routes[path];
  const route = (await fetchJson<RouteBucket>(bucket))[path];
  return route && { info: route.info, load: () => fetchJson<RouteData>(route.data) };
}

/** A route's data: what its page and its head show. */
export async function loadRouteData<K extends RouteKind>(kind: K, path: string): Promise<RouteDataOf<K>> {
  // A build-time constant: the server bundle keeps only the first branch, the browser's only the second.
  if (import.meta.env.SSR) {
    const load = (await routeTable()).loaders[kind][path];
    if (!load) throw new Error(`No ${kind} route at ${path}`);
    return load();
  }
  const found = await findRoute(path);
  if (found?.info.kind !== kind) throw new Error(`No ${kind} route at ${path}`);
  return (await found.load()) as RouteDataOf<K>;
}
