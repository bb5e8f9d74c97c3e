// The content plugin's hot updates, driven the way Vite drives them: per saved file, the client
// environment's hook and then the server's, with the hooks of quick saves interleaved (Vite runs each
// save's update concurrently). Each environment must end up invalidating what changed since it was
// last told, whatever order the saves reach it in.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSources } from '../../../../scripts/content-engine/load.ts';
import { CONTENT_UPDATE_EVENT, contentPlugin } from '../../../../scripts/content-engine/vite-plugin.ts';
import { DATA_PREFIX, NAV_ID, RESOLVED } from '../../../../scripts/content-engine/virtual-modules.ts';
import { fixtureSources } from '../../support/content.ts';

interface FakeModule {
  id: string;
  isSelfAccepting: boolean;
}

/** The part of a Vite environment the plugin uses, recording what it was asked to do. */
function fakeEnvironment(name: 'client' | 'ssr') {
  const idToModuleMap = new Map<string, FakeModule>();
  const invalidated: string[] = [];
  const sent: unknown[] = [];
  return {
    name,
    moduleGraph: {
      idToModuleMap,
      getModuleById: (id: string) => idToModuleMap.get(id),
      invalidateModule: (module: FakeModule) => void invalidated.push(module.id),
    },
    hot: { send: (payload: unknown) => void sent.push(payload) },
    logger: { error: () => undefined },
    invalidated,
    sent,
  };
}
type FakeEnvironment = ReturnType<typeof fakeEnvironment>;

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof contentPlugin>, name: string) =>
  (plugin as unknown as Record<string, Hook>)[name]!;

let dir: string;
let plugin: ReturnType<typeof contentPlugin>;
let client: FakeEnvironment;
let ssr: FakeEnvironment;
let timestamp = 1;

const bakery = () => join(dir, 'bakery.yaml');
/** Saves the way editors do, in one step. */
const save = (path: string, text: string) => {
  writeFileSync(`${path}.saving`, text);
  renameSync(`${path}.saving`, path);
};
/** A save as Vite reports it: one timestamp, then one call per environment, in the order the test makes. */
const saved = () => {
  const at = timestamp++;
  return (environment: FakeEnvironment) =>
    hook(plugin, 'hotUpdate').call({ environment }, { file: bakery(), timestamp: at, type: 'update' }) as
      FakeModule[] | undefined;
};
/** The module an environment imported, as Vite records it after `load`. */
const load = (environment: FakeEnvironment, id: string) => {
  const code = hook(plugin, 'load').call({ environment }, RESOLVED + id) as string;
  environment.moduleGraph.idToModuleMap.set(RESOLVED + id, { id: RESOLVED + id, isSelfAccepting: true });
  return code;
};

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'hot-update-')), 'industries');
  cpSync(join('tests', 'fixtures', 'content', 'valid'), dir, { recursive: true });
  plugin = contentPlugin({ root: dir, contentDir: dir });
  hook(plugin, 'configResolved').call(undefined, { root: dir, command: 'serve', build: { ssr: false } });
  hook(plugin, 'buildStart').call({ addWatchFile: () => undefined, error: () => undefined, warn: () => undefined });
  client = fakeEnvironment('client');
  ssr = fakeEnvironment('ssr');
});

afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

/** The data module of the fixture site's /bakery landing page. */
const landingKey = () =>
  DATA_PREFIX + checkSources(fixtureSources()).registry!.routes.find((route) => route.path === '/bakery')!.key;

describe('the content plugin in the dev server', () => {
  it('updates the server too when the client hears of a second save before the server hears of the first', () => {
    const data = landingKey();
    load(client, data);
    load(ssr, data);
    const original = readFileSync(bakery(), 'utf8');

    // Vite's order when the second save's update reaches the client before the first one's reached
    // the server. Each hook reads the files as they are when it runs.
    const first = saved();
    save(bakery(), original.replace('Every Cake Order Answered', 'First Save'));
    expect(first(client)?.map((module) => module.id)).toEqual([RESOLVED + data]);
    const second = saved();
    save(bakery(), original.replace('Every Cake Order Answered', 'Second Save'));
    expect(second(client)?.map((module) => module.id)).toEqual([RESOLVED + data]);
    first(ssr);
    second(ssr);

    expect(ssr.invalidated).toContain(RESOLVED + data);
    expect(load(ssr, data)).toContain('Second Save');
  });

  it('tells each environment of a menu change once it heard of it, in whatever order', () => {
    load(client, NAV_ID);
    load(ssr, NAV_ID);
    const original = readFileSync(bakery(), 'utf8');
    expect(original).toContain('label: Bakery');

    const first = saved();
    save(bakery(), original.replace('label: Bakery', 'label: Bakeries'));
    first(client);
    const second = saved();
    save(bakery(), original.replace('label: Bakery', 'label: Bakeries').replace('Every Cake Order', 'Each Cake Order'));
    second(client);
    second(ssr);
    first(ssr);

    expect(client.sent).toContainEqual({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { reload: true } });
    expect(ssr.invalidated).toContain(RESOLVED + NAV_ID);
    expect(load(ssr, NAV_ID)).toContain('Bakeries');
  });

  it('shows a broken save in the client only, and clears it for the client once fixed', () => {
    const data = landingKey();
    load(client, data);
    load(ssr, data);
    const original = readFileSync(bakery(), 'utf8');

    save(bakery(), original.replace('title: Every Cake Order Answered', 'titel: Every Cake Order Answered'));
    const broken = saved();
    expect(broken(client)).toEqual([]);
    expect(broken(ssr)).toEqual([]);
    expect(client.sent).toContainEqual(expect.objectContaining({ type: 'error' }));
    expect(ssr.sent).toEqual([]);

    save(bakery(), original.replace('Every Cake Order Answered', 'Fixed'));
    const fixed = saved();
    expect(fixed(client)?.map((module) => module.id)).toEqual([RESOLVED + data]);
    fixed(ssr);
    // The overlay goes before the update lands, or Vite would reload the page.
    expect(client.sent.at(-1)).toEqual({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: { refetch: false } });
    expect(ssr.invalidated).toEqual([RESOLVED + data]);
  });
});
