import type { RouteDataOf, RouteKind } from '../../schemas/routes.ts';

let table: Promise<typeof import('virtual:content/routes')> | undefined;

/**
 * The route table module. In the browser it is a chunk of its own, imported once (the client entry
 * starts it while the page hydrates), so the entry bundle stays the same size however many routes
 * the content has. The server imports it up front.
 */
export function routeTable(): Promise<typeof import('virtual:content/routes')> {
  return (table ??= import('virtual:content/routes'));
}

/** A route's data: what its page and its head show. */
export async function loadRouteData<K extends RouteKind>(kind: K, path: string): Promise<RouteDataOf<K>> {
  const { loaders } = await routeTable();
  const load = loaders[kind][path];
  if (!load) throw new Error(`No ${kind} route at ${path}`);
  return load();
}
