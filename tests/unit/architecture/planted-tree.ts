// Planted trees for the import-rule tests (code-shape.test.ts, demo/sdkBoundary.test.ts): files laid out
// like the project in a fresh folder, cruised with the project's own .dependency-cruiser.js.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Writes `files` (path → text) into a fresh folder; with `nodeModules`, the project's packages resolve there. */
export function plantTree(files: Record<string, string>, { nodeModules = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'planted-'));
  if (nodeModules) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Each violation the project's rules find in `dir` (cruising `paths` there): rule name, from, to. */
export async function violations(dir: string, paths = ['.']): Promise<{ rule: string; from: string; to: string }[]> {
  const { default: config } = (await import(pathToFileURL(join(ROOT, '.dependency-cruiser.js')).href)) as {
    default: IConfiguration;
  };
  const { output } = await cruise(paths, {
    ...config.options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}
