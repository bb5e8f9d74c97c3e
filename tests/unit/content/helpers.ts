import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';

/** A throwaway copy of the real content folder. */
export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync('industries', dir, { recursive: true });
  return dir;
}

/** Replaces one exact snippet in a content file; fails loudly when the snippet is not there. */
export function edit(dir: string, file: string, from: string, to: string): void {
  const path = join(dir, file);
  const source = readFileSync(path, 'utf8');
  if (!source.includes(from)) throw new Error(`Snippet not found in ${file}: ${from}`);
  writeFileSync(path, source.replace(from, to));
}

/** Validation output for a content folder, with the temp folder name replaced by `industries`. */
export function problemsIn(dir: string): string {
  const { problems } = loadContent({ root: dir, contentDir: dir });
  return formatProblems(problems.map((problem) => ({ ...problem, file: `industries/${problem.file}` })));
}
