import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_BUNDLE } from './node-bundle.mjs';

/** The server build's folder (vite-child.ts), where the bundled workers are written too. */
export const SSR_OUT_DIR = '.ssr';

/**
 * A worker thread's module and the build modules it imports, bundled by esbuild into one plain ES
 * module in .ssr/ (inside the project, so the packages it leaves outside resolve as before). A thread
 * started on a .ts file needs tsx's loader, which then stands between the thread and every module it
 * imports, the server bundle's included (Mantine alone is hundreds of files): 0.7 s of CPU per
 * prerender thread at 1,000 industries, for modules that need no compiling.
 */
export async function bundleWorker(entry: URL, name: string): Promise<URL> {
  const { build } = await import('esbuild');
  const outfile = resolve(SSR_OUT_DIR, name);
  await build({
    entryPoints: [fileURLToPath(entry)],
    outfile,
    ...NODE_BUNDLE,
    // A thread's process.argv[1] names its module, and in one bundle every module's import.meta.url
    // is the bundle's: a module's "run as a command" check (headers.ts writes public/_headers) would
    // fire. Bundled code runs after the packages it imports, so clearing it first is early enough.
    banner: { js: 'process.argv.splice(1, 1);' },
  });
  return pathToFileURL(outfile);
}
