// The browser looks routes up in buckets: a small JSON file (a module on the dev server) per bucket of
// about `ROUTES_PER_BUCKET` routes, fetched on the first use of a link to one of them, so no page
// downloads the whole route table. The content engine writes the buckets and the browser finds them
// with the same hash, so it lives here, where both may import it.
import type { RouteInfo } from './routes.ts';

/**
 * A bucket's JSON in the production build (scripts/content-engine/route-files.ts): by path, what routing
 * needs of the route and the address of its data's JSON.
 */
export type RouteBucket = Record<string, { info: RouteInfo; data: string }>;

/** About this many routes share a bucket: ~1 kB gzip each, whatever the site's size. */
export const ROUTES_PER_BUCKET = 32;

/** How many buckets a site of `routes` routes has. */
export function bucketCount(routes: number): number {
  return Math.max(1, Math.ceil(routes / ROUTES_PER_BUCKET));
}

/** The bucket of `path` among `count` (FNV-1a, 32 bits): stable across builds for the same count. */
export function bucketOf(path: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
