// What changed between two readings of the content, for the dev server's hot updates (vite-plugin.ts).
import { everyRoute } from '../../schemas/routes.ts';
import type { Registry } from './types.ts';

/** What the route table is built from: a change here reloads the page instead of hot-updating it. */
function routeTableOf(registry: Registry) {
  return {
    site: registry.site,
    nav: registry.nav,
    menus: registry.menus,
    routes: everyRoute(registry).map(({ path, kind, navbar, key }) => ({ path, kind, navbar, key })),
  };
}

/** What one saved YAML file changed for one environment (client or server), since it was last told. */
export interface ContentChange {
  /** Formatted problems when the content is now invalid. */
  problems: string | null;
  /** Menus, paths, navbars or site settings changed: the route table must be rebuilt, so the page reloads. */
  indexChanged: boolean;
  /** Route data modules whose copy changed. */
  changedKeys: string[];
  /** The content was invalid at this environment's last update and is valid now. */
  recovered: boolean;
}

/**
 * What changed between two readings of the content, for the dev server's hot updates: whether the
 * route table must be rebuilt (menus, paths, navbars, site settings), and which routes' data changed.
 */
export function contentDiff(before: Registry, after: Registry): { indexChanged: boolean; changedKeys: string[] } {
  const dataBefore = new Map(everyRoute(before).map((route) => [route.key, JSON.stringify(route.data)]));
  return {
    indexChanged: JSON.stringify(routeTableOf(before)) !== JSON.stringify(routeTableOf(after)),
    changedKeys: everyRoute(after)
      .filter((route) => dataBefore.get(route.key) !== JSON.stringify(route.data))
      .map((route) => route.key),
  };
}
