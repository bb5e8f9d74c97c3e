import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseDocument } from 'yaml';

/** What the project needs to build, copied into a scratch folder (node_modules is linked, not copied). */
const PROJECT_PARTS = [
  'src',
  'schemas',
  'scripts',
  'supabase',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'package.json',
];

/**
 * Writes `total` industries into `targetDir`: the real ones from `sourceDir` (with its pages, demos and
 * site settings), then copies of them with their own slug, paths, menu entries, titles, descriptions
 * and storage key, so the content passes every cross-file check, at any size. Returns the file names of the
 * industries, the real ones first.
 */
export function generateIndustries(sourceDir: string, targetDir: string, total: number): string[] {
  cpSync(sourceDir, targetDir, { recursive: true });
  const yamlIn = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.yaml') && name !== 'site.yaml')
      .sort()
      .map((name) => join(dir, name));
  const real = yamlIn(sourceDir);
  const names = real.map((path) => basename(path));
  const copies = total - real.length;
  for (let index = 0; index < copies; index++) {
    const copy = Math.floor(index / real.length) + 2;
    const doc = parseDocument(readFileSync(real[index % real.length]!, 'utf8'));
    const slug = `${String(doc.get('slug'))}-copy${copy}`;
    doc.set('slug', slug);
    doc.set('name', `${String(doc.get('name'))} ${copy}`);
    doc.setIn(['landing', 'path'], `/${slug}`);
    doc.setIn(['demo', 'path'], `/${slug}-demo`);
    // Titles and descriptions are unique across the site (a cross-file check), so each copy gets its own.
    for (const page of ['landing', 'demo']) {
      doc.setIn([page, 'title'], `Generated ${slug} ${page} | Harbourline`);
      doc.setIn(
        [page, 'description'],
        `Generated ${page} page of ${slug}, one of the copies that time validation and the build.`,
      );
    }
    doc.setIn(['nav', 'industries', 'label'], `${String(doc.getIn(['nav', 'industries', 'label']))} ${copy}`);
    // No menu position: copies sort after the real entries, by label (order is optional), so any
    // number of industries fits.
    doc.deleteIn(['nav', 'industries', 'order']);
    doc.setIn(['nav', 'demos', 'label'], `${String(doc.getIn(['nav', 'demos', 'label']))} ${copy}`);
    doc.deleteIn(['nav', 'demos', 'order']);
    // Agent names are unique across the site too (npm run validate).
    if (doc.hasIn(['demo', 'agent', 'name'])) doc.setIn(['demo', 'agent', 'name'], `Generated agent ${slug}`);
    const storageKey = doc.getIn(['demo', 'storage', 'localStorageKey']);
    if (typeof storageKey === 'string') doc.setIn(['demo', 'storage', 'localStorageKey'], `${storageKey}Copy${copy}`);
    writeFileSync(join(targetDir, `${slug}.yaml`), doc.toString());
    names.push(`${slug}.yaml`);
  }
  return names;
}

/** A copy of the project whose industries/ holds `total` industries, for timing a build at that size. */
export function scratchProject(root: string, total: number): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  for (const part of PROJECT_PARTS) cpSync(join(root, part), join(dir, part), { recursive: true });
  symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  mkdirSync(join(dir, 'industries'));
  generateIndustries(join(root, 'industries'), join(dir, 'industries'), total);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs an npm script and returns its wall-clock time; throws with its output when it fails. */
export function timeNpm(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { ms: number; output: string } {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm run ${args.join(' ')} failed in ${cwd}:\n${output}`);
  return { ms, output };
}
