// The languages on the real content: every page published in a language names its versions right, both ways,
// and the translations pass validate. Which pages are translated is the content's business: nothing here
// says which, so a marketer translating or adding a page never turns this red.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../scripts/content-engine/load.ts';
import { formatProblems } from '../../../scripts/content-engine/problem.ts';
import { alternateProblems } from '../support/alternates.ts';

const CONTENT_DIR = join(process.cwd(), 'industries');

describe('the site in its languages', () => {
  const { registry, problems } = loadContent({ root: process.cwd(), contentDir: CONTENT_DIR });

  it('has translations that pass validate', () => {
    expect(formatProblems(problems)).toBe('');
  });

  it('gives every published page alternates that exist, are in their language and point back', () => {
    expect(alternateProblems(registry!)).toEqual([]);
  });

  it('publishes a page in a language only at /<code><path> of a page of the source language', () => {
    const sourcePaths = new Set(
      registry!.routes
        .filter((route) => route.data.language?.code === registry!.site.sourceLocale)
        .map((route) => route.path),
    );
    for (const route of registry!.localeRoutes ?? []) {
      const language = route.data.language;
      if (!language || language.code === registry!.site.sourceLocale) continue;
      const source = language.versions[registry!.site.sourceLocale];
      expect(source && sourcePaths.has(source), route.path).toBe(true);
      expect(route.path === `/${language.code.toLowerCase()}${source === '/' ? '' : source}`, route.path).toBe(true);
    }
  });
});
