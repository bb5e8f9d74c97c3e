import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantTree, ROOT, violations as cruised } from './planted-tree.ts';

// The import rules and the 200-line rule are the tools' (.dependency-cruiser.js, eslint.config.js, run by
// npm run lint). These tests plant breaches and check that the tools, with the project's own settings, refuse them.

/** Each violation the project's rules find in `dir`, as `rule: from → to`. */
async function violations(dir: string): Promise<string[]> {
  return (await cruised(dir)).map(({ rule, from, to }) => `${rule}: ${from} → ${to}`);
}

/** Files every tree below shares: the imports the rules allow. */
const ALLOWED = {
  'schemas/routes.ts': 'export interface Route { path: string }\n',
  'supabase/functions/_shared/leads/lead-fields.ts': 'export const MAX = 200;\n',
  'supabase/functions/_shared/email/email.ts':
    "import { MAX } from '../leads/lead-fields.ts';\nexport const send = () => MAX;\n",
  'src/components/Footer.tsx': "import type { Route } from '../../schemas/routes.ts';\nexport type Link = Route;\n",
  'src/app/Document.tsx':
    "import type { Link } from '../components/Footer.tsx';\n" +
    "import { MAX } from '../../supabase/functions/_shared/leads/lead-fields.ts';\nexport const at: Link | number = MAX;\n",
  'scripts/build/cli.ts': "import type { Route } from '../../schemas/routes.ts';\nexport const routes: Route[] = [];\n",
  // A workspace package used through its entry; the local stack through its own; the stand-in checks using both.
  'packages/voice-simulator/src/conversation/session.ts': 'export const session = 1;\n',
  'packages/voice-simulator/src/index.ts':
    "import type { Route } from '../../../schemas/routes.ts';\nexport { session } from './conversation/session.ts';\n" +
    'export type R = Route;\n',
  'scripts/local-stack/supabase/keys.ts': 'export const KEY = 1;\n',
  'scripts/local-stack/index.ts':
    "export { KEY } from './supabase/keys.ts';\nexport { session } from '../../packages/voice-simulator/src/index.ts';\n",
  'scripts/ops/leads/cli.ts': "import { KEY } from '../../local-stack/index.ts';\nexport const key = KEY;\n",
  'scripts/bench/chromium.ts': 'export const launch = 1;\n',
  'scripts/local-checks/abuse/run.ts':
    "import { KEY } from '../../local-stack/index.ts';\nimport { session } from '../../../packages/voice-simulator/src/index.ts';\n" +
    "import { launch } from '../../bench/chromium.ts';\nimport { key } from '../../ops/leads/cli.ts';\n" +
    'export const all = [KEY, session, launch, key];\n',
  'tests/unit/anything.test.ts':
    "import { routes } from '../../scripts/build/cli.ts';\nimport { at } from '../../src/app/Document.tsx';\n" +
    'export const both = [routes, at];\n',
};

describe('the import rules (.dependency-cruiser.js)', () => {
  let clean: string;
  let planted: string;
  beforeAll(() => {
    clean = plantTree(ALLOWED);
    planted = plantTree({
      ...ALLOWED,
      'scripts/content-engine/types.ts': 'export interface RouteData { title: string }\n',
      // The app importing the tooling, even for a type.
      'src/router/routeData.ts':
        "import type { RouteData } from '../../scripts/content-engine/types.ts';\nexport type Data = RouteData;\n",
      // A circle of type-only imports in the tooling.
      'scripts/local-stack/record.ts':
        "import type { Feedback } from './feedback.ts';\nexport type Record = Feedback[];\n",
      'scripts/local-stack/feedback.ts':
        "import type { Record } from './record.ts';\nexport type Feedback = Record | 1;\n",
      // The store and the runtime it loads importing each other (the circle voiceState.ts took apart).
      'src/features/demo/voice/voiceStore.ts':
        "import { run } from './VoiceRuntime.tsx';\nexport const store = () => run;\n",
      'src/features/demo/voice/VoiceRuntime.tsx':
        "import { store } from './voiceStore.ts';\nexport const run = () => store;\n",
      // The app reaching a function's own code, a component reaching up into app/, schemas reaching up.
      'src/lib/send.ts':
        "import { send } from '../../supabase/functions/_shared/email/email.ts';\nexport const go = send;\n",
      'src/components/Navbar.tsx': "import { at } from '../app/Document.tsx';\nexport const nav = at;\n",
      'schemas/site.ts': "import { go } from '../src/lib/send.ts';\nexport const site = go;\n",
      // An edge function importing a schema, the tooling importing the app.
      'supabase/functions/send/index.ts':
        "import type { Route } from '../../../schemas/routes.ts';\nexport type R = Route;\n",
      'scripts/build/prerender.ts': "import { at } from '../../src/app/Document.tsx';\nexport const page = at;\n",
      // Two folders of scripts/ importing each other through different files: no module circle, a folder one.
      'scripts/build/vite-builds.ts':
        "import type { RouteData } from '../content-engine/types.ts';\nexport type Built = RouteData;\n",
      'scripts/content-engine/vite-plugin.ts':
        "import { routes } from '../build/cli.ts';\nexport const plugin = routes;\n",
      // A package's inside reached from outside it; a package reaching the backend; a live-site tool importing
      // a stand-in; the local stack's keys reached past its entry; ops importing a stand-in check.
      'scripts/local-stack/dev.ts':
        "import { session } from '../../packages/voice-simulator/src/conversation/session.ts';\nexport const dev = session;\n",
      'packages/voice-simulator/src/webhooks/post-call.ts':
        "import { send } from '../../../../supabase/functions/_shared/email/email.ts';\nexport const post = send;\n",
      'scripts/ops/agents/push-cli.ts':
        "import { session } from '../../../packages/voice-simulator/src/index.ts';\nexport const push = session;\n",
      'scripts/ops/leads/forget-cli.ts':
        "import { KEY } from '../../local-stack/supabase/keys.ts';\nexport const k = KEY;\n",
      'scripts/ops/check-live/cli.ts':
        "import { all } from '../../local-checks/abuse/run.ts';\nexport const live = all;\n",
    });
  });
  afterAll(() => {
    for (const dir of [clean, planted]) rmSync(dir, { recursive: true, force: true });
  });

  it('let through what the layout allows: src → schemas and the shared lead rules, app → components, packages and the local stack through their entries, tests → anything', async () => {
    expect(await violations(clean)).toEqual([]);
  });

  it('refuse each planted import against the direction, and every circle', async () => {
    const found = await violations(planted);
    expect(found).toEqual(
      expect.arrayContaining([
        'src-not-to-scripts: src/router/routeData.ts → scripts/content-engine/types.ts',
        'src-to-supabase-only-shared-rules: src/lib/send.ts → supabase/functions/_shared/email/email.ts',
        'components-not-to-app: src/components/Navbar.tsx → src/app/Document.tsx',
        'schemas-import-nothing-of-ours: schemas/site.ts → src/lib/send.ts',
        'functions-import-only-functions: supabase/functions/send/index.ts → schemas/routes.ts',
        'scripts-not-to-src: scripts/build/prerender.ts → src/app/Document.tsx',
        'scripts-content-engine-imports-only-earlier-folders: scripts/content-engine/vite-plugin.ts → scripts/build/cli.ts',
        'packages-only-through-their-entry: scripts/local-stack/dev.ts → packages/voice-simulator/src/conversation/session.ts',
        'packages-import-only-themselves: packages/voice-simulator/src/webhooks/post-call.ts → supabase/functions/_shared/email/email.ts',
        'ops-not-to-stand-ins: scripts/ops/agents/push-cli.ts → packages/voice-simulator/src/index.ts',
        'local-stack-only-through-its-entry: scripts/ops/leads/forget-cli.ts → scripts/local-stack/supabase/keys.ts',
        'scripts-ops-imports-only-earlier-folders: scripts/ops/check-live/cli.ts → scripts/local-checks/abuse/run.ts',
      ]),
    );
    // The folder circle is not a module circle; only the folder rule sees it, and only the edge against the order.
    expect(found.filter((line) => line.includes('scripts/build/vite-builds.ts'))).toEqual([]);
    // The type-only circle, reported once at one of its two edges.
    expect(found.filter((line) => /^no-circular: scripts\/local-stack\/(record|feedback)\.ts/.test(line))).toHaveLength(
      1,
    );
    expect(
      found.filter((line) => /^no-circular: src\/features\/demo\/voice\/(voiceStore\.ts|VoiceRuntime\.tsx)/.test(line)),
    ).toHaveLength(1);
  });
});

describe('the 200-line rule (eslint.config.js max-lines)', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`);
  const overLimit = async (filePath: string, count: number) => {
    const [result] = await new ESLint({ cwd: ROOT }).lintText(`${lines(count).join('\n')}\n`, { filePath });
    return result!.messages.some((message) => message.ruleId === 'max-lines');
  };

  it('holds src/, schemas/, every scripts/ group and the packages to 200 lines', async () => {
    expect(await overLimit('scripts/ops/planted.ts', 200)).toBe(false);
    for (const path of [
      'scripts/ops/planted.ts',
      'scripts/local-stack/planted.ts',
      'packages/voice-simulator/src/planted.ts',
      'src/planted.tsx',
      'schemas/planted.ts',
    ]) {
      expect(await overLimit(path, 201), path).toBe(true);
    }
  });

  it('exempts only generated files', async () => {
    expect(await overLimit('schemas/generated/planted.ts', 400)).toBe(false);
    expect(await overLimit('packages/voice-simulator/src/conversation/session.ts', 400)).toBe(true);
    expect(await overLimit('packages/voice-simulator/src/other.ts', 400)).toBe(true);
  });

  it('holds stylesheets to 200 lines too (ESLint reads no CSS, so this test counts them)', () => {
    const long = ['src', 'schemas', 'scripts']
      .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true }).map((name) => join(dir, String(name))))
      .filter((path) => path.endsWith('.css'))
      .map((path) => ({ path, lines: readFileSync(join(ROOT, path), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 200);
    expect(long).toEqual([]);
  });
});
