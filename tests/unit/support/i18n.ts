import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkSources, listContentFiles } from '../../../scripts/content-engine/load.ts';
import { listTranslationFiles } from '../../../scripts/content-engine/translations/files.ts';

/** The translation fixture site (tests/fixtures/translations/README.md). */
export const FIXTURE_TRANSLATIONS = join(process.cwd(), 'tests/fixtures/translations');

/** The fixture's content and translation files as `checkSources` takes them, with `edits` (by file) applied. */
export function fixtureSources(edits: Record<string, (text: string) => string> = {}) {
  const shown = (path: string) => relative(process.cwd(), path).split('\\').join('/');
  const edit = (path: string) => {
    const text = readFileSync(path, 'utf8');
    return edits[shown(path)]?.(text) ?? text;
  };
  const sources = listContentFiles(FIXTURE_TRANSLATIONS).map((entry) => ({
    file: shown(entry.path),
    kind: entry.kind,
    source: edit(entry.path),
  }));
  const translations = listTranslationFiles(FIXTURE_TRANSLATIONS).map((entry) => ({
    file: shown(entry.path),
    locale: entry.locale,
    of: shown(join(FIXTURE_TRANSLATIONS, entry.underContent)),
    source: edit(entry.path),
  }));
  return { sources, translations };
}

/** The fixture checked, with `edits` applied. */
export function checkFixture(edits: Record<string, (text: string) => string> = {}) {
  const { sources, translations } = fixtureSources(edits);
  return checkSources(sources, 'tests/fixtures/translations/site.yaml', undefined, translations);
}

export const ES = 'tests/fixtures/translations/translations/es';
export const AR = 'tests/fixtures/translations/translations/ar';
