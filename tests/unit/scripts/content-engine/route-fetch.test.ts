// The browser's route lookup as a production build runs it: `virtual:content/lookup` holds the address
// of each bucket's JSON (scripts/content-engine/route-files.ts), and findRoute fetches the bucket, then
// the route's data. The fetch answers from the files the client build writes for the fixture site.
// jsdom: the browser's branch of loadRouteData (import.meta.env.SSR is false), as the page runs it.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { routeFiles } from '../../../../scripts/content-engine/route-files.ts';
import { fixtureSite } from '../../fixture-site.ts';

vi.mock('virtual:content/lookup', async () => {
  const { loadContent: load } = await import('../../../../scripts/content-engine/load.ts');
  const { routeFiles: files } = await import('../../../../scripts/content-engine/route-files.ts');
  const { fixtureSite: site } = await import('../../fixture-site.ts');
  return { buckets: files(load({ root: process.cwd(), contentDir: site() }).registry!).bucketUrls };
});

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
if (!registry) throw new Error('The fixture site does not load');
const files = new Map(routeFiles(registry).files.map((file) => [`/${file.fileName}`, file.source]));

/** What the fake network was asked for, and how it answers the next requests of an address. */
let requested: string[];
let failing: Map<string, 'offline' | number>;

beforeEach(() => {
  requested = [];
  failing = new Map();
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const failure = failing.get(url);
    if (failure === 'offline') throw new TypeError('Failed to fetch');
    const body = files.get(url);
    const status = failure ?? (body === undefined ? 404 : 200);
    // An error answered with JSON, as some hosts do: only the status tells it from a file.
    return new Response(status === 200 ? body : '{}', { status });
  });
  // Each test starts with nothing fetched yet, as a freshly loaded page.
  vi.resetModules();
});

afterEach(() => vi.unstubAllGlobals());

const routeData = () => import('../../../../src/router/routeData.ts');
const landing = () => registry.routes.find((route) => route.kind === 'landing')!;

describe('the route lookup of a production build', () => {
  it('finds every route in its bucket and fetches its data, each file once', async () => {
    const { findRoute } = await routeData();
    for (const route of registry.routes) {
      const found = await findRoute(route.path);
      expect(found?.info, route.path).toEqual({ path: route.path, kind: route.kind, navbar: route.navbar });
      expect(await found!.load(), route.path).toEqual(route.data);
      expect(await found!.load(), route.path).toEqual(route.data);
    }
    expect(requested.every((url) => /^\/assets\/route-(bucket|data)-[0-9a-f]+\.json$/.test(url))).toBe(true);
    expect(new Set(requested).size).toBe(requested.length);
  });

  it('finds nothing at a path no route has', async () => {
    const { findRoute } = await routeData();
    expect(await findRoute('/no-such-page')).toBeUndefined();
  });

  it('fetches nothing until a route is looked up', async () => {
    await routeData();
    expect(requested).toEqual([]);
  });

  it('rejects when a bucket is answered with an error or not at all, and tries again on the next lookup', async () => {
    const { findRoute } = await routeData();
    const [bucket] = routeFiles(registry).bucketUrls;
    const path = landing().path;
    for (const failure of [404, 503, 'offline'] as const) {
      failing.set(bucket!, failure);
      await expect(findRoute(path)).rejects.toThrow();
    }
    failing.clear();
    expect((await findRoute(path))?.info.path).toBe(path);
  });

  it("rejects when a route's data is answered with an error, so its loader fails rather than rendering nothing", async () => {
    const { findRoute, loadRouteData } = await routeData();
    const route = landing();
    const found = await findRoute(route.path);
    const dataUrl = [...files.keys()].find(
      (url) => url.includes('route-data-') && files.get(url) === JSON.stringify(route.data),
    );
    failing.set(dataUrl!, 500);
    await expect(found!.load()).rejects.toThrow(/500/);
    await expect(loadRouteData('landing', route.path)).rejects.toThrow();
    failing.clear();
    expect(await loadRouteData('landing', route.path)).toEqual(route.data);
  });

  it('refuses a route of another kind than asked for', async () => {
    const { loadRouteData } = await routeData();
    await expect(loadRouteData('demo', landing().path)).rejects.toThrow(/No demo route/);
  });
});
