// The code of the `virtual:content…` modules the Vite plugin serves (see vite-plugin.ts). The
// browser's entry bundle imports only `virtual:content` (site settings, the same size whatever the
// content); the menus (their first entries) and the route lookup are modules of their own, loaded
// lazily, so the entry stays the same size as industries are added. The whole route table
// (`virtual:content/routes`) is for the server; the browser finds a route in its bucket. In the
// production client build buckets and route data are JSON files (route-files.ts), in dev modules.
import { bucketCount, bucketOf } from '../../schemas/route-buckets.ts';
import { everyRoute } from '../../schemas/routes.ts';
import { clientLookupModule } from './route-files.ts';
import type { Registry, RouteEntry, RouteInfo, RouteKind } from './types.ts';

export const SITE_ID = 'virtual:content';
export const NAV_ID = 'virtual:content/nav';
export const ROUTES_ID = 'virtual:content/routes';
export const DATA_PREFIX = 'virtual:content/data/';
export const LOOKUP_ID = 'virtual:content/lookup';
export const BUCKET_PREFIX = 'virtual:content/bucket/';
/** Rollup's mark for a module no file backs. */
export const RESOLVED = '\0';

export function isContentModule(id: string): boolean {
  return (
    id === SITE_ID ||
    id === NAV_ID ||
    id === ROUTES_ID ||
    id === LOOKUP_ID ||
    id.startsWith(BUCKET_PREFIX) ||
    id.startsWith(DATA_PREFIX)
  );
}

/** How a content module is built: for the dev server, the browser bundle or the prerenderer's server bundle. */
export type ContentTarget = 'serve' | 'client' | 'prerender';

/**
 * site.yaml as the app gets it: without `leads` (the team's notification addresses, retention),
 * `voiceBudget` and `crm` (the team's CRM endpoints), which only the functions and the build read. Every page's bundle carries this module
 * (src/virtual-content.d.ts).
 */
function browserSite({ leads: _leads, voiceBudget: _voiceBudget, crm: _crm, ...site }: Registry['site']) {
  return site;
}

/** The code of one content module, or undefined when `key` names no route; `base`: Vite's. */
export function contentModule(id: string, registry: Registry, target: ContentTarget, base = '/'): string | undefined {
  const serving = target === 'serve';
  if (id === SITE_ID) return `export const site = ${JSON.stringify(browserSite(registry.site))};`;
  if (id === NAV_ID) return `export const menus = ${JSON.stringify(registry.menus)};`;
  if (id === ROUTES_ID) {
    if (target === 'client')
      return unusedModule(id, ['routes', 'loaders'], 'the browser looks routes up in buckets (findRoute)');
    return target === 'prerender' ? prerenderRoutesModule(registry) : routesModule(registry, serving);
  }
  if (id === LOOKUP_ID) {
    if (target === 'prerender')
      return unusedModule(id, ['buckets'], 'the server renders from the route table (routeTable)');
    return target === 'client' ? clientLookupModule(registry, base) : lookupModule(registry);
  }
  if (id.startsWith(BUCKET_PREFIX)) return bucketModule(registry, Number(id.slice(BUCKET_PREFIX.length)), serving);
  const key = id.slice(DATA_PREFIX.length);
  const route = everyRoute(registry).find((candidate) => candidate.key === key);
  if (!route) return undefined;
  return serving ? devDataModule(route.data) : `export default ${JSON.stringify(route.data)};`;
}

/**
 * `routes`: what routing needs of each route (path, kind, navbar); `loaders`: by kind and path, the
 * import of each route's data module, so a loader of one kind is typed with that kind's data.
 */
function routesModule(registry: Registry, serving: boolean): string {
  const infos: RouteInfo[] = everyRoute(registry).map(infoOf);
  const kinds: RouteKind[] = ['landing', 'demo', 'page', 'index'];
  const loaders = kinds.map((kind) => {
    const lines = everyRoute(registry)
      .filter((route) => route.kind === kind)
      .map((route) => `    ${JSON.stringify(route.path)}: ${loaderOf(route, serving)},`);
    return `  ${kind}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    `export const routes = ${JSON.stringify(infos)};`,
    `export const loaders = {\n${loaders.join('\n')}\n};`,
    // Only the prerenderer's route table takes its data from outside.
    `export function provideRouteData() {}`,
  ].join('\n');
}

/**
 * `routesModule` for the production server bundle, which only the prerenderer runs: a loader asks the
 * prerenderer (through `provideRouteData`, which src/entry-server.tsx passes on) for its route's data instead of importing a module, so the server build bundles no copy
 * (2,000 modules at 1,000 industries, each also parsed and linked again by every prerender thread). The
 * data is the JSON the route's data module would hold, parsed, so pages render exactly as before.
 */
function prerenderRoutesModule(registry: Registry): string {
  const infos: RouteInfo[] = everyRoute(registry).map(infoOf);
  const kinds: RouteKind[] = ['landing', 'demo', 'page', 'index'];
  const loaders = kinds.map((kind) => {
    const lines = everyRoute(registry)
      .filter((route) => route.kind === kind)
      .map((route) => `    ${JSON.stringify(route.path)}: () => data(${JSON.stringify(route.key)}),`);
    return `  ${kind}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    `let read;`,
    `export function provideRouteData(reader) { read = reader; }`,
    `const data = async (key) => {`,
    `  const json = read?.(key);`,
    `  if (typeof json !== 'string') throw new Error('The prerenderer has no data for the route ' + key);`,
    `  return JSON.parse(json);`,
    `};`,
    `export const routes = ${JSON.stringify(infos)};`,
    `export const loaders = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
}

/**
 * A module the production build of `target` reaches only through a dynamic import in code it never runs
 * (src/router/routeData.ts: the browser's bundle never calls routeTable, the server's never findRoute).
 * Rolldown loads what every import names before it drops unused code, so the full module made each Vite
 * build load and parse every route's data module only to drop them, time and memory that grew with the
 * content. This one imports nothing, and fails loudly should it ever run.
 */
function unusedModule(id: string, names: string[], why: string): string {
  return [
    `throw new Error(${JSON.stringify(`${id} is not in this bundle: ${why}`)});`,
    `export const ${names.map((name) => `${name} = undefined`).join(', ')};`,
  ].join('\n');
}

const infoOf = ({ path, kind, navbar }: RouteEntry): RouteInfo => ({ path, kind, navbar }) as RouteInfo;

/** The import of a route's data module; in dev a data module may have been hot-updated since it was first imported, so it is asked for its newest copy. */
function loaderOf(route: RouteEntry, serving: boolean): string {
  const read = serving ? '(m) => m.current()' : '(m) => m.default';
  return `() => import(${JSON.stringify(DATA_PREFIX + route.key)}).then(${read})`;
}

/** `buckets`: the import of each bucket module, in bucket order (see schemas/route-buckets.ts); dev and tests. */
function lookupModule(registry: Registry): string {
  const count = bucketCount(everyRoute(registry).length);
  const imports = Array.from({ length: count }, (_, index) => `() => import(${JSON.stringify(BUCKET_PREFIX + index)})`);
  return `export const buckets = [${imports.join(', ')}];`;
}

/** `routes`: by path, each route of bucket `index` with its data loader; undefined past the last bucket. */
function bucketModule(registry: Registry, index: number, serving: boolean): string | undefined {
  const count = bucketCount(everyRoute(registry).length);
  if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
  const lines = everyRoute(registry)
    .filter((route) => bucketOf(route.path, count) === index)
    .map(
      (route) =>
        `  ${JSON.stringify(route.path)}: { info: ${JSON.stringify(infoOf(route))}, load: ${loaderOf(route, serving)} },`,
    );
  return `export const routes = {\n${lines.join('\n')}\n};`;
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
