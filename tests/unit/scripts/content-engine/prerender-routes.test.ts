// The production server bundle's route table (scripts/content-engine/virtual-modules.ts): its loaders
// take each route's data from the prerenderer, as the JSON its data module holds, instead of importing
// 2,000 modules at 1,000 industries; without the prerenderer they fail loudly.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../scripts/content-engine/load.ts';
import { contentModule, ROUTES_ID } from '../../../../scripts/content-engine/virtual-modules.ts';
import { fixtureSite } from '../../fixture-site.ts';

const { registry } = loadContent({ root: process.cwd(), contentDir: fixtureSite() });
type Loaders = Record<string, Record<string, () => Promise<unknown>>>;
let copies = 0;
async function prerenderTable(): Promise<{
  routes: Array<{ path: string }>;
  loaders: Loaders;
  provideRouteData: (read: (key: string) => string | undefined) => void;
}> {
  // A comment makes each import a fresh module, as each test provides its own data.
  const code = `${contentModule(ROUTES_ID, registry!, 'prerender')!}\n// ${copies++}`;
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as never;
}

describe('the prerender route table', () => {
  it('lists every route and imports no data module', async () => {
    const code = contentModule(ROUTES_ID, registry!, 'prerender')!;
    expect(code).not.toContain('import(');
    const { routes } = await prerenderTable();
    expect(routes.map((route) => route.path)).toEqual(registry!.routes.map((route) => route.path));
  });

  it("loads each route's data from the JSON the prerenderer holds for its key", async () => {
    const byKey = new Map(registry!.routes.map((route) => [route.key, JSON.stringify(route.data)]));
    const { loaders, provideRouteData } = await prerenderTable();
    provideRouteData((key) => byKey.get(key));
    for (const route of registry!.routes) {
      expect(await loaders[route.kind]![route.path]!(), route.path).toEqual(JSON.parse(byKey.get(route.key)!));
    }
  });

  it('fails with the route named when the prerenderer has no data for it', async () => {
    const { loaders } = await prerenderTable();
    const route = registry!.routes[0]!;
    await expect(loaders[route.kind]![route.path]!()).rejects.toThrow(route.key);
  });
});
