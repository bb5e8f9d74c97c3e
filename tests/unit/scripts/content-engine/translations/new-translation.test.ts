import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { newTranslationText } from '../../../../../scripts/content-engine/translations/new-translation.ts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { FIXTURE_TRANSLATIONS } from '../../../support/i18n.ts';

/** The fixture site without its translations. */
const UNTRANSLATED = mkdtempSync(join(tmpdir(), 'new-translation-'));
cpSync(FIXTURE_TRANSLATIONS, UNTRANSLATED, { recursive: true });
rmSync(join(UNTRANSLATED, 'translations'), { recursive: true });
afterAll(() => rmSync(UNTRANSLATED, { recursive: true, force: true }));

describe('npm run new:translation', () => {
  it('writes every text of the source with the source text in a comment and an empty value', () => {
    const { text, texts } = newTranslationText(UNTRANSLATED, 'es', 'pages/home.yaml');
    // One source comment per text it counts, whatever the fixture page holds.
    expect(texts).toBeGreaterThan(0);
    expect(text.match(/^\s*(- )?# en: /gm)).toHaveLength(texts);
    expect(text.split('\n').slice(4, 16).join('\n')).toMatchInlineSnapshot(`
      "# en: Acme | AI Voice Agents for Bakeries
      title:
      # en: Acme builds AI voice agents that answer every call to your bakery, day and night.
      description:
      sections:
        - # en: Every Call Answered
          title:
          actions:
            - # en: Try a Demo
              label:
            - # en: Book a Demo
              label:"
    `);
  });

  it('holds texts only: never paths, hrefs, slugs, types or variants', () => {
    const text = newTranslationText(UNTRANSLATED, 'es', 'bakery.yaml').text;
    for (const key of ['slug:', 'path:', 'href:', 'type:', 'variant:', 'agentId:', 'localStorageKey:', 'prompt:'])
      expect(text).not.toContain(key);
    // A list of plain texts keeps one item per source item, each with its comment.
    expect(parse(text)).toMatchObject({ name: null, demo: { heading: null } });
  });

  it('writes the texts a schema default gives (a page shows them too)', () => {
    const text = newTranslationText(UNTRANSLATED, 'es', 'site.yaml').text;
    expect(text).toContain('# en: (opens in a new tab)\nnewTabHint:');
    // What a language says about itself is in its own words: not translated.
    expect(text).not.toContain('suggestion:');
  });

  it('refuses a language the site does not list, naming the ones it does', () => {
    expect(() => newTranslationText(FIXTURE_TRANSLATIONS, 'fr', 'pages/home.yaml')).toThrow(
      /^"fr" is not a language of the site: use one of es, ar, or add it under locales in .*site\.yaml$/,
    );
    expect(() => newTranslationText(FIXTURE_TRANSLATIONS, 'es', 'pages/nope.yaml')).toThrow(
      /^pages\/nope\.yaml is not a content file\. Give one of:\n {2}bakery\.yaml/,
    );
  });

  it('refuses to overwrite a translation that exists', () => {
    expect(() => newTranslationText(FIXTURE_TRANSLATIONS, 'es', 'demos/general.yaml')).toThrow(
      /exists already: edit it/,
    );
  });
});
