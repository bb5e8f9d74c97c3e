import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DemoFile, Industry } from '../../schemas/industry.ts';
import type { Page } from '../../schemas/page.ts';
import type { Site } from '../../schemas/site.ts';
import { checkFile } from './check-file.ts';
import { readAgentIds, siteEnv, withAgentIds } from './agent-ids.ts';
import { crossCheck } from './cross-checks.ts';
import { agentProblems } from './flow-rules.ts';
import type { Problem } from './problem.ts';
import { buildRegistry } from './registry.ts';
import { checkTranslations } from './translations/check-all.ts';
import { coverageOf } from './translations/coverage.ts';
import { listTranslationFiles, type TranslationSource } from './translations/files.ts';
import { withLocales } from './translations/locale-routes.ts';
import type { CheckedStore, ContentFile, ContentKind, ContentSource, LoadedContent, LoadResult } from './types.ts';

/** Lists the content files under `contentDir` by kind. */
export function listContentFiles(contentDir: string): Array<{ path: string; kind: ContentKind }> {
  const yamlIn = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
          .sort()
      : [];
  return [
    ...yamlIn(contentDir)
      .filter((name) => name !== 'site.yaml')
      .map((name) => ({ path: join(contentDir, name), kind: 'industry' as const })),
    ...yamlIn(join(contentDir, 'demos')).map((name) => ({
      path: join(contentDir, 'demos', name),
      kind: 'demo' as const,
    })),
    ...yamlIn(join(contentDir, 'pages')).map((name) => ({
      path: join(contentDir, 'pages', name),
      kind: 'page' as const,
    })),
    ...(existsSync(join(contentDir, 'site.yaml'))
      ? [{ path: join(contentDir, 'site.yaml'), kind: 'site' as const }]
      : []),
  ];
}

/**
 * Reads, validates and cross-checks every content file. All problems are collected, never just the
 * first, so an author fixes everything in one pass.
 */
export function loadContent(options: {
  root: string;
  contentDir?: string;
  store?: CheckedStore;
  /** Reads one file; the visual editor's preview passes unsaved text this way (scripts/editor-server//). */
  read?: (path: string) => string;
}): LoadResult {
  const read = options.read ?? ((path: string) => readFileSync(path, 'utf8'));
  const contentDir = options.contentDir ?? join(options.root, 'industries');
  const entries = listContentFiles(contentDir);
  const sources = entries.map((entry) => ({
    file: relative(options.root, entry.path).split('\\').join('/'),
    kind: entry.kind,
    source: read(entry.path),
  }));
  const siteFile = relative(options.root, join(contentDir, 'site.yaml')).split('\\').join('/');
  const shown = (path: string) => relative(options.root, path).split('\\').join('/');
  const translationFiles = listTranslationFiles(contentDir);
  const translations: TranslationSource[] = translationFiles.map((entry) => ({
    file: shown(entry.path),
    locale: entry.locale,
    of: shown(join(contentDir, entry.underContent)),
    source: read(entry.path),
  }));
  const agentIds = readAgentIds(options.root, siteEnv(), contentDir);
  return {
    ...withAgentIds(checkSources(sources, siteFile, options.store, translations), agentIds),
    files: [...entries, ...translationFiles].map((entry) => entry.path),
  };
}

/** Validates content held in memory: the same checks as `loadContent`, with no file system access. */
export function checkSources(
  sources: readonly ContentSource[],
  siteFile = 'industries/site.yaml',
  store?: CheckedStore,
  translations: readonly TranslationSource[] = [],
): Omit<LoadResult, 'files'> {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const loaded: LoadedContent = { industries: [], demos: [], pages: [], site: undefined };
  const brokenPaths: string[] = [];

  for (const entry of sources) {
    const checked = checkFile(entry, store);
    problems.push(...checked.problems);
    warnings.push(...checked.warnings);
    brokenPaths.push(...checked.claimedPaths);
    const parsed = checked.parsed;
    if (!parsed) continue;
    if (entry.kind === 'industry') loaded.industries.push(parsed as ContentFile<Industry>);
    else if (entry.kind === 'demo') loaded.demos.push(parsed as ContentFile<DemoFile>);
    else if (entry.kind === 'page') loaded.pages.push(parsed as ContentFile<Page>);
    else loaded.site = parsed as ContentFile<Site>;
  }
  if (!sources.some((entry) => entry.kind === 'site')) {
    problems.push({
      file: siteFile,
      line: 1,
      column: 1,
      path: '',
      message: 'Missing site settings file: create it with brand, origin, contactEmail, schedulingUrl and footerLine',
    });
  }

  const fileProblemsBefore = problems.length;
  problems.push(...crossCheck(loaded, brokenPaths), ...agentProblems(loaded));
  const broken = new Set(problems.map((problem) => problem.file));
  const translated = checkTranslations(translations, loaded, broken);
  problems.push(...translated.problems);
  warnings.push(...translated.warnings);
  const registry =
    problems.length === 0 && fileProblemsBefore === 0 && loaded.site
      ? withLocales(buildRegistry(loaded, loaded.site.data), loaded, translated.byLocale)
      : null;
  const untranslated = [...translated.byLocale.values()].flatMap((byFile) =>
    [...byFile.values()].flatMap((checked) => checked.missingAt),
  );
  return { registry, problems, warnings, coverage: coverageOf(loaded, translated.byLocale), untranslated };
}
