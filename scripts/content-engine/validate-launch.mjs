// Starts scripts/content-engine/validate.ts without paying for tsx on every run: the validator is bundled once with
// esbuild into node_modules/.cache/validate/, and rebuilt only when a file it was built from changes
// (its size or modification time), packages included. Falls back to tsx when esbuild is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const entry = join(root, 'scripts/content-engine/validate.ts');
const bundle = join(root, 'node_modules/.cache/validate/validate.mjs');
const stamps = `${bundle}.inputs.json`;

/** Size and modification time of a file, or null when it is gone. */
function stamp(path) {
  try {
    const { size, mtimeMs } = statSync(path);
    return `${size}:${mtimeMs}`;
  } catch {
    return null;
  }
}

function isFresh() {
  if (!existsSync(bundle) || !existsSync(stamps)) return false;
  const inputs = JSON.parse(readFileSync(stamps, 'utf8'));
  return Object.entries(inputs).every(([path, recorded]) => stamp(join(root, path)) === recorded);
}

async function rebuild() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    // One file with yaml and zod inside: loading a single module is cheaper than resolving a hundred.
    // Their ES module builds (the neutral platform picks them), with Node's built-ins left external.
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'default'],
    external: ['node:*'],
    format: 'esm',
    target: 'node20',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((path) => [path, stamp(join(root, path))]));
  mkdirSync(dirname(bundle), { recursive: true });
  // Written aside and renamed, so a run started at the same moment never reads half a file.
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(bundle + suffix, result.outputFiles[0].contents);
  writeFileSync(stamps + suffix, JSON.stringify(inputs));
  renameSync(bundle + suffix, bundle);
  renameSync(stamps + suffix, stamps);
}

try {
  if (!isFresh()) await rebuild();
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  const tsx = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), entry, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(tsx.status ?? 1);
}
await import(pathToFileURL(bundle).href);
