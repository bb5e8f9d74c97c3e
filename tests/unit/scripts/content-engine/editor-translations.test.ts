import { everyRoute } from '../../../../schemas/routes.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTranslation, saveTranslation } from '../../../../scripts/editor-server/translations.ts';
import type { EditorContext } from '../../../../scripts/editor-server/api.ts';
import { checkSources, listContentFiles } from '../../../../scripts/content-engine/load.ts';
import { listTranslationFiles } from '../../../../scripts/content-engine/translations/files.ts';
import { FIXTURE_TRANSLATIONS } from '../../support/i18n.ts';

const root = mkdtempSync(join(tmpdir(), 'editor-translations-'));
const contentDir = join(root, 'content');
cpSync(FIXTURE_TRANSLATIONS, contentDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const context: EditorContext = { root, contentDir, showUnsaved: () => {} };
const home = join(contentDir, 'pages/home.yaml');

/** The copy's problems and published paths after the edits, as npm run validate sees them. */
function validate() {
  const read = (path: string) => readFileSync(path, 'utf8');
  const sources = listContentFiles(contentDir).map((entry) => ({
    file: entry.path,
    kind: entry.kind,
    source: read(entry.path),
  }));
  const translations = listTranslationFiles(contentDir).map((entry) => ({
    file: entry.path,
    locale: entry.locale,
    of: join(contentDir, entry.underContent),
    source: read(entry.path),
  }));
  return checkSources(sources, join(contentDir, 'site.yaml'), undefined, translations);
}

describe('the editor’s translation view', () => {
  it('shows each text beside its translation, marking missing and stale ones', () => {
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace('title: Every Call Answered', 'title: Every Call, Answered'),
    );
    const opened = openTranslation(context, 'ar', 'demos/general.yaml');
    expect(opened.rows.every((row) => row.state === 'missing')).toBe(true);
    const es = openTranslation(context, 'es', 'pages/home.yaml');
    const title = es.rows.find((row) => row.path === 'sections[0].title')!;
    expect(title).toMatchObject({
      source: 'Every Call, Answered',
      translation: 'ES Every Call Answered',
      state: 'stale',
    });
    expect(es.rows.find((row) => row.path === 'title')).toMatchObject({ state: 'done' });
  });

  it('saves a translation that validates, keeps a stale text stale until it is confirmed, and publishes a complete page', () => {
    const opened = openTranslation(context, 'ar', 'demos/general.yaml');
    const values = Object.fromEntries(opened.rows.map((row) => [row.key, `AR ${row.source}`]));
    saveTranslation(context, 'ar', 'demos/general.yaml', values, [], opened.hash);
    const after = validate();
    expect(after.problems).toEqual([]);
    expect(everyRoute(after.registry!).map((route) => route.path)).toContain('/ar/demo');

    const es = openTranslation(context, 'es', 'pages/home.yaml');
    const all = Object.fromEntries(es.rows.map((row) => [row.key, row.translation]));
    const stale = es.rows.find((row) => row.state === 'stale')!;
    const kept = saveTranslation(context, 'es', 'pages/home.yaml', all, [], es.hash);
    expect(kept.rows.find((row) => row.key === stale.key)!.state).toBe('stale');
    const confirmed = saveTranslation(context, 'es', 'pages/home.yaml', all, [stale.key], kept.hash);
    expect(confirmed.rows.find((row) => row.key === stale.key)!.state).toBe('done');
    expect(readFileSync(join(contentDir, 'translations/es/pages/home.yaml'), 'utf8')).toContain(
      '  - # en: Every Call, Answered\n    title: ES Every Call Answered',
    );
  });

  it('refuses a save over a file changed on disk since it was opened', () => {
    const es = openTranslation(context, 'es', 'pages/home.yaml');
    expect(() => saveTranslation(context, 'es', 'pages/home.yaml', {}, [], 'old')).toThrow(/changed on disk/);
    expect(es.hash).not.toBe('old');
  });
});
