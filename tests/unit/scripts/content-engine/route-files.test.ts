// The production client build's route files (scripts/content-engine/route-files.ts) on the fixture site:
// the lookup module names the buckets, each bucket names its routes' data, every file is named by its
// content's hash, and the plugin emits exactly these files in the client build and nowhere else.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { routeFiles } from '../../../../scripts/content-engine/route-files.ts';
import type { Registry } from '../../../../scripts/content-engine/types.ts';
import { contentModule, LOOKUP_ID, RESOLVED, ROUTES_ID } from '../../../../scripts/content-engine/virtual-modules.ts';
import { contentPlugin } from '../../../../scripts/content-engine/vite-plugin.ts';
import { bucketCount, bucketOf, type RouteBucket } from '../../../../schemas/route-buckets.ts';
import { fixtureSite } from '../../fixture-site.ts';

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
if (!registry) throw new Error('The fixture site does not load');

/** The files as the static server would serve them: by address. */
const served = (content: Registry, base = '/') =>
  new Map(routeFiles(content, base).files.map((file) => [base + file.fileName, file.source]));

/** A module's code, run as a module. */
async function run(code: string): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'route-lookup-'));
  try {
    const file = join(dir, 'module.mjs');
    writeFileSync(file, code);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The client target's lookup module, run as the browser would run it. */
const clientLookup = async (content: Registry) =>
  (await run(contentModule(LOOKUP_ID, content, 'client')!)).buckets as string[];

/** A copy of the registry with one route's title changed. */
const retitled = (path: string): Registry => ({
  ...registry,
  routes: registry.routes.map((route) =>
    route.path === path
      ? ({ ...route, data: { ...route.data, head: { ...route.data.head, title: 'Changed' } } } as typeof route)
      : route,
  ),
});

describe('route data as JSON files in the client build', () => {
  it('reaches every route through the lookup module, its bucket and its data file', async () => {
    const files = served(registry);
    const buckets = await clientLookup(registry);
    expect(buckets).toHaveLength(bucketCount(registry.routes.length));
    const reached = new Set(buckets);
    for (const route of registry.routes) {
      const url = buckets[bucketOf(route.path, buckets.length)]!;
      const bucket = JSON.parse(files.get(url) ?? 'null') as RouteBucket;
      const entry = bucket[route.path];
      expect(entry?.info, route.path).toEqual({ path: route.path, kind: route.kind, navbar: route.navbar });
      expect(JSON.parse(files.get(entry!.data) ?? 'null'), route.path).toEqual(route.data);
      reached.add(entry!.data);
    }
    // No file is written that nothing leads to.
    expect([...files.keys()].sort()).toEqual([...reached].sort());
  });

  it('names every file by the hash of its content, under /assets/', () => {
    const { files } = routeFiles(registry);
    expect(files.filter((file) => file.fileName.includes('route-bucket-'))).toHaveLength(
      bucketCount(registry.routes.length),
    );
    for (const { fileName, source } of files) {
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
      expect(fileName).toMatch(/^assets\/route-(data|bucket)-[0-9a-f]{12}\.json$/);
      expect(fileName).toContain(`-${hash}.json`);
    }
    expect(new Set(files.map((file) => file.fileName)).size).toBe(files.length);
  });

  it('gives a changed route a new data file and bucket file and leaves every other name as it was', () => {
    const before = routeFiles(registry);
    const landing = registry.routes.find((route) => route.kind === 'landing')!;
    const after = routeFiles(retitled(landing.path));
    const names = (files: typeof before.files) => new Set(files.map((file) => file.fileName));
    const gone = [...names(before.files)].filter((name) => !names(after.files).has(name));
    const added = [...names(after.files)].filter((name) => !names(before.files).has(name));

    expect(gone).toHaveLength(2);
    expect(added).toHaveLength(2);
    expect(gone.filter((name) => name.includes('route-data-'))).toHaveLength(1);
    expect(added.filter((name) => name.includes('route-data-'))).toHaveLength(1);
    const changedBucket = bucketOf(landing.path, before.bucketUrls.length);
    before.bucketUrls.forEach((url, index) =>
      index === changedBucket
        ? expect(after.bucketUrls[index]).not.toBe(url)
        : expect(after.bucketUrls[index]).toBe(url),
    );
  });

  it('writes one file for routes whose data is the same', () => {
    const [first, second] = registry.routes;
    const twins: Registry = {
      ...registry,
      routes: registry.routes.map((route) =>
        route === second ? ({ ...route, data: first!.data } as typeof route) : route,
      ),
    };
    const files = served(twins);
    const bucketOfPath = (path: string) =>
      (
        JSON.parse(
          files.get(routeFiles(twins).bucketUrls[bucketOf(path, bucketCount(twins.routes.length))]!)!,
        ) as RouteBucket
      )[path]!;
    expect(bucketOfPath(second!.path).data).toBe(bucketOfPath(first!.path).data);
    expect(routeFiles(twins).files.length).toBe(routeFiles(registry).files.length - 1);
  });

  it("puts Vite's base before every address", () => {
    const files = served(registry, '/site/');
    const { bucketUrls } = routeFiles(registry, '/site/');
    for (const url of bucketUrls) {
      expect(url).toMatch(/^\/site\/assets\/route-bucket-/);
      for (const entry of Object.values(JSON.parse(files.get(url)!) as RouteBucket))
        expect(files.has(entry.data) && entry.data.startsWith('/site/assets/route-data-')).toBe(true);
    }
  });
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The plugin as a Vite build runs it, for the client (`ssr` false) or the server bundle: its lookup code and the files it emits. */
function build(ssr: boolean) {
  const plugin = contentPlugin({ contentDir: fixtureSite() }) as unknown as Record<string, Hook>;
  plugin.configResolved!.call(undefined, { root: process.cwd(), command: 'build', base: '/', build: { ssr } });
  plugin.buildStart!.call({
    addWatchFile: () => undefined,
    error: (e: unknown) => {
      throw e;
    },
    warn: () => undefined,
  });
  const lookup = plugin.load!.call({ environment: { name: ssr ? 'ssr' : 'client' } }, RESOLVED + LOOKUP_ID) as string;
  const emitted: Array<{ type: string; fileName: string; source: string }> = [];
  plugin.generateBundle!.call({ emitFile: (file: (typeof emitted)[number]) => emitted.push(file) }, {}, {});
  return { lookup, emitted };
}

describe('the content plugin', () => {
  it('emits in the client build every bucket its lookup module names and every route data file', () => {
    const { lookup, emitted } = build(false);
    const names = new Set(emitted.map((file) => file.fileName));
    const named = [...lookup.matchAll(/\/(assets\/route-bucket-[0-9a-f]+\.json)/g)].map((match) => match[1]);
    expect(named).toHaveLength(bucketCount(registry.routes.length));
    for (const name of named) expect(names).toContain(name);
    expect(emitted.every((file) => file.type === 'asset')).toBe(true);
    expect([...names].sort()).toEqual(
      routeFiles(registry)
        .files.map((file) => file.fileName)
        .sort(),
    );
    // No route's data is bundled as a module any more.
    expect(lookup).not.toContain('import(');
  });

  it('emits nothing for the server bundle, whose routes ask the prerenderer for their data', () => {
    const { emitted } = build(true);
    expect(emitted).toEqual([]);
  });
});

describe('what each production build loads', () => {
  // Rolldown loads every module an import names, even in code it then drops: a route table or lookup
  // that imported the data modules made both Vite builds parse every route's data.
  it("imports no route's data from the client's lookup and route table or the server's lookup", () => {
    for (const [id, target] of [
      [LOOKUP_ID, 'client'],
      [ROUTES_ID, 'client'],
      [LOOKUP_ID, 'prerender'],
    ] as const)
      expect(contentModule(id, registry, target), `${id} (${target})`).not.toMatch(/import|virtual:content\/data\//);
  });

  it('fails loudly should the route table run in the browser or the lookup on the server', async () => {
    await expect(run(contentModule(ROUTES_ID, registry, 'client')!)).rejects.toThrow(/findRoute/);
    await expect(run(contentModule(LOOKUP_ID, registry, 'prerender')!)).rejects.toThrow(/routeTable/);
  });
});
