// Type-checks every Supabase edge function with Deno, the way the Supabase runtime will load it.
//
// Works offline: --node-modules-dir=manual makes Deno resolve `npm:zod` (mapped from bare `zod` in
// supabase/functions/deno.json) from this repo's node_modules instead of downloading it, so the
// functions are checked against the very zod version the Node tests use. The deployed functions
// keep deno.json's "nodeModulesDir": "auto" and fetch zod from the npm registry at bundle time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCli } from '../cli-args.ts';

parseCli('Usage: npm run check:functions\n  deno check of every Supabase edge function, offline.', {});
// Imported once the flags are read, so `--help` answers without loading the local stack.
const { functionNames } = await import('../local-stack/index.ts');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const functionsDir = path.join(repoRoot, 'supabase', 'functions');
const denoBin = path.join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');

const entries = functionNames(repoRoot).map((name) => path.join('supabase', 'functions', name, 'index.ts'));

if (entries.length === 0) {
  console.error(`No functions found: expected supabase/functions/<name>/index.ts under ${functionsDir}.`);
  process.exit(1);
}
if (!existsSync(denoBin)) {
  console.error(`Deno not found at ${denoBin}. It is a devDependency: run npm install (or npm ci) first.`);
  process.exit(1);
}

const result = spawnSync(
  denoBin,
  ['check', '--config', 'supabase/functions/deno.json', '--node-modules-dir=manual', '--no-lock', ...entries],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: {
      ...process.env,
      DENO_DIR: path.join(repoRoot, 'node_modules', '.cache', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
    },
  },
);

if (result.error) {
  console.error(`Could not run deno: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`deno check failed for ${entries.length} function(s); see the errors above.`);
  process.exit(result.status ?? 1);
}
console.log(`deno check passed: ${entries.map((entry) => path.basename(path.dirname(entry))).join(', ')}`);
