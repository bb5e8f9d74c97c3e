import { bucketOf } from '../../schemas/route-buckets.ts';
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

/**
 * The route at `path`, or undefined when the site has none. In the browser it comes from the route's
 * bucket (schemas/route-buckets.ts): a chunk of about 32 routes fetched the first time a link to one of
 * them is used, so no page downloads the whole table, however many routes the content has.
 */
export async function findRoute(path: string): Promise<FoundRoute | undefined> {
  const { buckets } = await (lookup ??= import('virtual:content/lookup'));
  const { routes } = await buckets[bucketOf(path, buckets.length)]!();
  return routes[path];
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
