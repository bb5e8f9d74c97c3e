// The browser looks routes up in buckets: a small module per bucket of about `ROUTES_PER_BUCKET`
// routes, fetched on the first use of a link to one of them, so no page downloads the whole route
// table. The content engine writes the buckets and the browser finds them with the same hash, so it
// lives here, where both may import it.

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
