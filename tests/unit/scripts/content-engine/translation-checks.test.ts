import { everyRoute } from '../../../../schemas/routes.ts';
import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../../../scripts/content-engine/problem.ts';
import { coverageTable, untranslatedList } from '../../../../scripts/content-engine/translations/coverage.ts';
import { checkSources } from '../../../../scripts/content-engine/load.ts';
import { AR, checkFixture, ES, fixtureSources } from '../../support/i18n.ts';

const paths = (result: ReturnType<typeof checkFixture>) =>
  result.registry ? everyRoute(result.registry).map((route) => route.path) : [];

describe('translation checks', () => {
  it('publishes every page whose texts are all translated, and no other', () => {
    const result = checkFixture();
    expect(formatProblems(result.problems)).toBe('');
    expect(paths(result)).toEqual(
      expect.arrayContaining(['/es', '/es/bakery', '/es/bakery-demo', '/es/demo', '/ar', '/bakery', '/demo']),
    );
    // The Arabic bakery and general demo files are not translated.
    expect(paths(result)).not.toContain('/ar/bakery');
    expect(paths(result)).not.toContain('/ar/demo');
  });

  it('reports an unknown key at its line and column, with the keys it may be', () => {
    const result = checkFixture({
      [`${ES}/pages/home.yaml`]: (text) => text.replace('title: "ES Acme', 'tilte: "ES Acme'),
    });
    expect(formatProblems(result.problems)).toMatchInlineSnapshot(
      `"tests/fixtures/translations/translations/es/pages/home.yaml:6:1 tilte: "tilte" is not a key of the source at the top of the file. Did you mean "title"?"`,
    );
    expect(result.registry).toBeNull();
  });

  it('reports a key that is not a text (a path, an href) as coming from the source', () => {
    const result = checkFixture({
      [`${ES}/pages/home.yaml`]: (text) => text.replace('title: "ES Acme', 'path: /es\ntitle: "ES Acme'),
    });
    expect(formatProblems(result.problems)).toMatchInlineSnapshot(
      `"tests/fixtures/translations/translations/es/pages/home.yaml:6:1 path: "path" is not a text: it comes from the source file and is never translated. Delete this line"`,
    );
  });

  it('reports a misplaced key (a text of the source, at another path) with where the source has it', () => {
    const result = checkFixture({
      // Written at the top level instead of under its section: valid YAML, wrong place.
      [`${ES}/pages/home.yaml`]: (text) => `${text}intro: Cuéntenos\n`,
    });
    expect(formatProblems(result.problems)).toMatchInlineSnapshot(
      `"tests/fixtures/translations/translations/es/pages/home.yaml:87:1 intro: "intro" is misplaced at the top of the file. The source has it at sections[1].intro: check the indentation"`,
    );
  });

  it('warns, without failing, when the source text changed since the translation', () => {
    const result = checkFixture({
      'tests/fixtures/translations/pages/home.yaml': (text) =>
        text.replace('title: Every Call Answered', 'title: Every Single Call Answered'),
    });
    expect(result.problems).toEqual([]);
    expect(formatProblems(result.warnings.filter((warning) => warning.file.includes('/translations/'))))
      .toMatchInlineSnapshot(`
        "tests/fixtures/translations/translations/ar/pages/home.yaml:11:5 sections[0].title: The source text changed since this was translated. It is now: "Every Single Call Answered". Update the translation, then the comment
        tests/fixtures/translations/translations/es/pages/home.yaml:11:5 sections[0].title: The source text changed since this was translated. It is now: "Every Single Call Answered". Update the translation, then the comment"
      `);
    // A stale text is still a translation: the page stays published.
    expect(paths(result)).toContain('/es');
  });

  it('does not publish a page with a missing text, and says so in the coverage', () => {
    const result = checkFixture({
      [`${ES}/pages/home.yaml`]: (text) => text.replace('title: "ES Every Call Answered"', 'title:'),
    });
    expect(result.problems).toEqual([]);
    expect(paths(result)).not.toContain('/es');
    expect(paths(result)).toContain('/es/bakery');
    const row = result.coverage!.find((line) => line.file.endsWith('pages/home.yaml'))!;
    expect(row.locales.es).toEqual({ translated: 31, published: false, stale: 0 });
    expect(coverageTable(result.coverage!)).toContain('31/32');
    // validate names the text, where it goes in the translation.
    expect(untranslatedList(result.untranslated!)).toContain(
      `${ES}/pages/home.yaml:11:5 sections[0].title: Not translated yet`,
    );
  });

  it('prints the coverage per page and language, as npm run validate shows it', () => {
    const result = checkFixture({
      [`${ES}/pages/home.yaml`]: (text) => text.replace('title: "ES Every Call Answered"', 'title:'),
      'tests/fixtures/translations/demos/general.yaml': (text) => text.replace('greet you by name.', 'greet you.'),
    });
    expect(coverageTable(result.coverage!)).toMatchInlineSnapshot(`
      "page                   file                                            es                         ar
      ---------------------  ----------------------------------------------  -------------------------  ---------------
      (bars, footer, menus)  tests/fixtures/translations/site.yaml           32/32 complete             32/32 complete
      /                      tests/fixtures/translations/pages/home.yaml     31/32                      32/32 published
      /bakery /bakery-demo   tests/fixtures/translations/bakery.yaml         118/118 published          0/118
      /demo                  tests/fixtures/translations/demos/general.yaml  106/106 published 1 stale  0/106

      A page is published in a language once every text of its file and of site.yaml is translated."
    `);
  });

  it('publishes nothing in a language whose site texts are incomplete', () => {
    const result = checkFixture({
      [`${AR}/site.yaml`]: (text) => text.replace(/name: "AR Acme"/, 'name:'),
    });
    expect(paths(result).filter((path) => path.startsWith('/ar'))).toEqual([]);
  });

  it("checks a translated text by its source text's schema and keeps its placeholders", () => {
    const result = checkFixture({
      [`${ES}/pages/home.yaml`]: (text) =>
        text.replace('title: "ES Acme | AI Voice Agents for Bakeries"', `title: "${'x'.repeat(80)}"`),
      'tests/fixtures/translations/demos/general.yaml': (text) =>
        text.replace('greet you by name.', 'greet you by name, {{caller_name}}.'),
    });
    expect(formatProblems(result.problems)).toMatch(/es\/pages\/home\.yaml:6:8 title: .*70/);
    expect(formatProblems(result.problems)).toMatch(
      /es\/demos\/general\.yaml:\d+:\d+ .*Keep the source's placeholders as they are: \{\{caller_name\}\} missing/,
    );
  });

  it('refuses a translation of no source file, or in a language site.yaml does not list', () => {
    const { sources, translations } = fixtureSources();
    const extra = [
      {
        file: `${ES}/pages/nope.yaml`,
        locale: 'es',
        of: 'tests/fixtures/translations/pages/nope.yaml',
        source: 'title: x\n',
      },
      {
        file: 'tests/fixtures/translations/translations/fr/site.yaml',
        locale: 'fr',
        of: 'tests/fixtures/translations/site.yaml',
        source: '{}\n',
      },
    ];
    const result = checkSources(sources, 'tests/fixtures/translations/site.yaml', undefined, [
      ...translations,
      ...extra,
    ]);
    expect(formatProblems(result.problems)).toMatchInlineSnapshot(`
      "tests/fixtures/translations/translations/es/pages/nope.yaml:1:1 There is no tests/fixtures/translations/pages/nope.yaml to translate: a translation sits at its source's path under translations/es/. Rename it to match its source, or delete it
      tests/fixtures/translations/translations/fr/site.yaml:1:1 "fr" is not a language to translate into: site.yaml lists es, ar. Add it under locales in site.yaml, or move the file to the folder of its language"
    `);
  });
});
