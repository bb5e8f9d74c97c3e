// The code of the `virtual:content…` modules the Vite plugin serves (see vite-plugin.ts). The
// browser's entry bundle imports only `virtual:content` (site settings, the same size whatever the
// content); the menus, the route table and each route's data are modules of their own, loaded
// lazily, so the entry stays the same size as industries are added.
import type { Registry, RouteInfo, RouteKind } from './types.ts';

export const SITE_ID = 'virtual:content';
export const NAV_ID = 'virtual:content/nav';
export const ROUTES_ID = 'virtual:content/routes';
export const DATA_PREFIX = 'virtual:content/data/';
/** Rollup's mark for a module no file backs. */
export const RESOLVED = '\0';

export function isContentModule(id: string): boolean {
  return id === SITE_ID || id === NAV_ID || id === ROUTES_ID || id.startsWith(DATA_PREFIX);
}

/** The code of one content module, or undefined when `key` names no route. */
export function contentModule(id: string, registry: Registry, serving: boolean): string | undefined {
  if (id === SITE_ID) return `export const site = ${JSON.stringify(registry.site)};`;
  if (id === NAV_ID) return `export const nav = ${JSON.stringify(registry.nav)};`;
  if (id === ROUTES_ID) return routesModule(registry, serving);
  const key = id.slice(DATA_PREFIX.length);
  const route = registry.routes.find((candidate) => candidate.key === key);
  if (!route) return undefined;
  return serving ? devDataModule(route.data) : `export default ${JSON.stringify(route.data)};`;
}

/** What the route table is built from: a change here reloads the page instead of hot-updating it. */
function routeTableOf(registry: Registry) {
  return {
    site: registry.site,
    nav: registry.nav,
    routes: registry.routes.map(({ path, kind, navbar, key }) => ({ path, kind, navbar, key })),
  };
}

/**
 * What changed between two readings of the content, for the dev server's hot updates: whether the
 * route table must be rebuilt (menus, paths, navbars, site settings), and which routes' data changed.
 */
export function contentDiff(before: Registry, after: Registry): { indexChanged: boolean; changedKeys: string[] } {
  const dataBefore = new Map(before.routes.map((route) => [route.key, JSON.stringify(route.data)]));
  return {
    indexChanged: JSON.stringify(routeTableOf(before)) !== JSON.stringify(routeTableOf(after)),
    changedKeys: after.routes
      .filter((route) => dataBefore.get(route.key) !== JSON.stringify(route.data))
      .map((route) => route.key),
  };
}

/**
 * `routes`: what routing needs of each route (path, kind, navbar); `loaders`: by kind and path, the
 * import of each route's data module, so a loader of one kind is typed with that kind's data.
 */
function routesModule(registry: Registry, serving: boolean): string {
  // In dev a data module may have been hot-updated since it was first imported: ask it for its newest copy.
  const read = serving ? '(m) => m.current()' : '(m) => m.default';
  const infos: RouteInfo[] = registry.routes.map(({ path, kind, navbar }) => ({ path, kind, navbar }));
  const kinds: RouteKind[] = ['landing', 'demo', 'page'];
  const loaders = kinds.map((kind) => {
    const lines = registry.routes
      .filter((route) => route.kind === kind)
      .map(
        (route) =>
          `    ${JSON.stringify(route.path)}: () => import(${JSON.stringify(DATA_PREFIX + route.key)}).then(${read}),`,
      );
    return `  ${kind}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    `export const routes = ${JSON.stringify(infos)};`,
    `export const loaders = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

/**
 * A data module that accepts its own hot updates. Each new version stores its copy in
 * `import.meta.hot.data`, which every version of the module shares, so `current()` on the version
 * the router first imported returns the newest copy.
 */
function devDataModule(data: unknown): string {
  return [
    `const data = ${JSON.stringify(data)};`,
    'export default data;',
    'export function current() {',
    '  return import.meta.hot?.data.current ?? data;',
    '}',
    'if (import.meta.hot) {',
    '  import.meta.hot.data.current = data;',
    '  import.meta.hot.accept();',
    '}',
  ].join('\n');
}
