import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { checkSources, listContentFiles, loadContent } from '../../../scripts/content-engine/load.ts';
import type { ContentSource } from '../../../scripts/content-engine/types.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';
import { FIXTURE_SITE } from '../fixture-site.ts';

/** A throwaway copy of the fixture site (tests/fixtures/site), laid out like industries/. */
export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(FIXTURE_SITE, dir, { recursive: true });
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

const FIXTURES = join('tests', 'fixtures', 'content');

/** The fixture site of tests/fixtures/content/valid, held in memory and named as if under industries/. */
export function fixtureSources(): ContentSource[] {
  const dir = join(FIXTURES, 'valid');
  return listContentFiles(dir).map((entry) => ({
    file: `industries/${relative(dir, entry.path).split('\\').join('/')}`,
    kind: entry.kind,
    source: readFileSync(entry.path, 'utf8'),
  }));
}

/**
 * What the checker prints for the fixture site with `malformed` (a file name in
 * tests/fixtures/content/malformed, `<file>.<mistake>.yaml`) in place of the valid file it copies,
 * and `extra` files added.
 */
export function fixtureProblems(malformed?: string, extra: ContentSource[] = []): string {
  const sources = fixtureSources().map((source) => {
    if (!malformed || basename(source.file, '.yaml') !== malformed.split('.')[0]) return source;
    return { ...source, source: readFileSync(join(FIXTURES, 'malformed', malformed), 'utf8') };
  });
  return formatProblems(checkSources([...sources, ...extra]).problems);
}
