// The production client build's route data as static JSON files instead of JS chunks. A chunk per route
// plus one per bucket made the Vite client build's time and memory grow with the content; files the
// bundler never parses cost it nothing, so the client bundle is the same at 10 and 1,000 industries. Each file is named by its content's hash, so it is cached as immutable
// under /assets/ (the hosting headers) and a content edit renames only the files whose content changed.
// The dev server keeps its hot-updating data modules and the prerenderer its own data (virtual-modules.ts).
import { createHash } from 'node:crypto';
import { bucketCount, bucketOf, type RouteBucket } from '../../schemas/route-buckets.ts';
import { everyRoute } from '../../schemas/routes.ts';
import type { Registry, RouteInfo } from './types.ts';

/** A file the client build writes to dist/ as it is: its path under dist/ and its text. */
export interface RouteFile {
  fileName: string;
  source: string;
}

export interface RouteFiles {
  /** Every route's data (one file per distinct content) and every bucket. */
  files: RouteFile[];
  /** The address of each bucket's JSON, in bucket order (schemas/route-buckets.ts): what the lookup module holds. */
  bucketUrls: string[];
}

/** 12 hex digits of SHA-256 (48 bits): unique enough for a few thousand files, short in a bucket's JSON. */
export const contentHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A file under assets/ named by `kind` and its content's hash. */
function assetOf(kind: string, source: string): RouteFile {
  return { fileName: `assets/${kind}-${contentHash(source)}.json`, source };
}

const cache = new WeakMap<Registry, Map<string, RouteFiles>>();

/**
 * The JSON files of `registry`'s routes, served from `base` (Vite's `base`): `route-data-<hash>.json`,
 * a route's data as `virtual:content/data/<key>` would export it, and `route-bucket-<hash>.json`, by
 * path each route of a bucket with its route info and the address of its data (a `RouteBucket`).
 * Computed once per registry: the lookup module's code and the files emitted must agree.
 */
export function routeFiles(registry: Registry, base = '/'): RouteFiles {
  let byBase = cache.get(registry);
  if (!byBase) cache.set(registry, (byBase = new Map()));
  const known = byBase.get(base);
  if (known) return known;
  const files = new Map<string, RouteFile>();
  const count = bucketCount(everyRoute(registry).length);
  const buckets = Array.from({ length: count }, (): RouteBucket => ({}));
  for (const { path, kind, navbar, data } of everyRoute(registry)) {
    const file = assetOf('route-data', JSON.stringify(data));
    files.set(file.fileName, file);
    buckets[bucketOf(path, count)]![path] = { info: { path, kind, navbar } as RouteInfo, data: base + file.fileName };
  }
  const bucketFiles = buckets.map((bucket) => assetOf('route-bucket', JSON.stringify(bucket)));
  for (const file of bucketFiles) files.set(file.fileName, file);
  const result = { files: [...files.values()], bucketUrls: bucketFiles.map((file) => base + file.fileName) };
  byBase.set(base, result);
  return result;
}

/** `virtual:content/lookup` in the production client build: the address of each bucket's JSON. */
export function clientLookupModule(registry: Registry, base = '/'): string {
  return `export const buckets = ${JSON.stringify(routeFiles(registry, base).bucketUrls)};`;
}

/** Writes the route files into the client build's output (the plugin's `generateBundle`), under their own names. */
export function emitRouteFiles(
  context: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
  registry: Registry,
  base = '/',
): void {
  for (const { fileName, source } of routeFiles(registry, base).files)
    context.emitFile({ type: 'asset', fileName, source });
}
