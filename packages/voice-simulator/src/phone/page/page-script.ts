/**
 * The local phone's browser script as the page loads it: the modules in browser/, typed against the DOM and
 * the SDK's types, each with its types stripped by TypeScript's own `transpileModule` and its `./x.ts` imports
 * rewritten to the `./x.js` this server answers. The browser loads them as ES modules and the SDK arrives as
 * its own browser build, so there is nothing to bundle: a transpile takes milliseconds where Vite's build()
 * would start Rollup for the same output. TypeScript loads on the first request of the page, not with every
 * server that mounts the simulator.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The page's modules, by the name the page requests them under (`/__sim/phone/<name>.js`), and their files. */
const SOURCES = { phone: 'phone-page.ts', 'call-view': 'call-view.ts' } as const;
export type PageModule = keyof typeof SOURCES;
const transpiled = new Map<PageModule, string>();

/** One module of the page's script in JavaScript, transpiled on first request and kept. */
export function pageModule(name: PageModule): string {
  let script = transpiled.get(name);
  if (script === undefined) {
    const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
    const fileName = SOURCES[name];
    const source = readFileSync(new URL(`./browser/${fileName}`, import.meta.url), 'utf8');
    script = ts
      .transpileModule(source, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        fileName,
      })
      .outputText.replace(/(from\s+'\.\/)([\w-]+)\.ts'/g, "$1$2.js'");
    transpiled.set(name, script);
  }
  return script;
}
