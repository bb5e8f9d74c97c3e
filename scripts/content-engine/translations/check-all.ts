// Every translation file checked against its source, in one pass after the sources' own checks.
import type { Problem } from '../problem.ts';
import type { ContentFile, LoadedContent } from '../types.ts';
import { checkTranslation } from './check.ts';
import type { TranslationSource } from './files.ts';
import type { TranslationsByLocale } from './locale-routes.ts';

export interface CheckedTranslations {
  byLocale: TranslationsByLocale;
  problems: Problem[];
  warnings: Problem[];
}

/**
 * Checks `translations` against the valid files of `content`. A translation of a file that failed its own
 * checks waits for the fix (the source's problems are reported already); one of no file at all, or in a
 * language site.yaml does not list, is an error on its first line.
 */
export function checkTranslations(
  translations: readonly TranslationSource[],
  content: LoadedContent,
  brokenFiles: ReadonlySet<string>,
): CheckedTranslations {
  const result: CheckedTranslations = { byLocale: new Map(), problems: [], warnings: [] };
  const site = content.site?.data;
  if (!site) return result;
  const codes = site.locales.map((locale) => locale.code).filter((code) => code !== site.sourceLocale);
  const sources = new Map<string, ContentFile<unknown>>(
    [...content.industries, ...content.demos, ...content.pages, content.site!].map((file) => [file.file, file]),
  );
  const first = (file: string, message: string) => ({ file, line: 1, column: 1, path: '', message });
  for (const translation of translations) {
    if (!codes.includes(translation.locale)) {
      result.problems.push(
        first(
          translation.file,
          `"${translation.locale}" is not a language to translate into: ${codes.length ? `site.yaml lists ${codes.join(', ')}` : 'site.yaml lists none'}. Add it under locales in site.yaml, or move the file to the folder of its language`,
        ),
      );
      continue;
    }
    const source = sources.get(translation.of);
    if (!source) {
      if (!brokenFiles.has(translation.of))
        result.problems.push(
          first(
            translation.file,
            `There is no ${translation.of} to translate: a translation sits at its source's path under translations/${translation.locale}/. Rename it to match its source, or delete it`,
          ),
        );
      continue;
    }
    const checked = checkTranslation(translation.file, translation.source, source, site.sourceLocale);
    result.problems.push(...checked.problems);
    result.warnings.push(...checked.warnings);
    let byFile = result.byLocale.get(translation.locale);
    if (!byFile) result.byLocale.set(translation.locale, (byFile = new Map()));
    byFile.set(translation.of, checked);
  }
  return result;
}
