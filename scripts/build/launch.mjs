// Starts scripts/build/cli.ts in plain Node: bundled by esbuild first (about 0.2 s), with packages left
// outside. Under tsx, whose loader stands between Node and every module, the build's own process held
// about 170 MB more (Vite alone: 0.6 s and +170 MB to import under tsx, 0.1 s and +40 MB without), and
// kept it under the Vite child and the prerender threads, where the build's memory peaks.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// One file per project folder: the bench's and the tests' scratch copies of the project link the same
// node_modules, and each bundle holds its own folder's paths (import.meta.url, below).
const outfile = join(
  root,
  `node_modules/.cache/build/cli-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.mjs`,
);
const { build } = await import('esbuild');
mkdirSync(dirname(outfile), { recursive: true });
await build({
  entryPoints: [join(root, 'scripts/build/cli.ts')],
  outfile,
  ...NODE_BUNDLE,
  // A stack trace names the .ts file and line, as under tsx.
  sourcemap: 'inline',
  plugins: [
    {
      // Each module keeps its own import.meta.url, as unbundled: `new URL('./page-worker.ts', import.meta.url)`
      // still names the file beside it, and a module's "run as a command" check still sees another file.
      name: 'own-import-meta-url',
      setup(build) {
        build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => ({
          contents: readFileSync(args.path, 'utf8').replaceAll(
            'import.meta.url',
            JSON.stringify(pathToFileURL(args.path).href),
          ),
          loader: 'ts',
        }));
      },
    },
  ],
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(outfile).href);
