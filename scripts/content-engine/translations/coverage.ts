// How far each language is, per content file and its pages: what `npm run validate` prints as a table.
import { textLeaves } from '../../../schemas/translation-texts.ts';
import { SCHEMAS } from '../check-file.ts';
import { formatProblem, type Problem } from '../problem.ts';
import type { ContentFile, CoverageRow, LoadedContent } from '../types.ts';
import { isComplete, type TranslationsByLocale } from './locale-routes.ts';

/** Paths of the pages a content file makes. */
function pathsOf(file: ContentFile<unknown>): string[] {
  const data = file.data as { path?: string; landing?: { path: string }; demo?: { path: string } };
  return [data.path, data.landing?.path, data.demo?.path].filter((path): path is string => path !== undefined);
}

/** One row per content file, site.yaml first; none when site.yaml lists no language but the source. */
export function coverageOf(content: LoadedContent, byLocale: TranslationsByLocale): CoverageRow[] {
  const site = content.site;
  if (!site || site.data.locales.length === 0) return [];
  const codes = site.data.locales.map((locale) => locale.code).filter((code) => code !== site.data.sourceLocale);
  const files: ContentFile<unknown>[] = [site, ...content.pages, ...content.industries, ...content.demos];
  return files.map((file) => {
    const total = textLeaves(SCHEMAS[file.kind], file.data).length;
    const locales: CoverageRow['locales'] = {};
    for (const code of codes) {
      const checked = byLocale.get(code)?.get(file.file);
      locales[code] = {
        translated: checked ? total - checked.missing.length : 0,
        published: isComplete(byLocale.get(code), site.file) && isComplete(byLocale.get(code), file.file),
        stale: checked?.warnings.length ?? 0,
      };
    }
    return { file: file.file, paths: pathsOf(file), total, locales };
  });
}

/** The coverage as a plain-text table: per file and its pages, per language `translated/total`, and what publishes. */
export function coverageTable(rows: readonly CoverageRow[]): string {
  if (rows.length === 0) return '';
  const codes = Object.keys(rows[0]!.locales);
  const cell = (row: CoverageRow, code: string) => {
    const { translated, published, stale } = row.locales[code]!;
    const state = row.paths.length === 0 ? (translated === row.total ? 'complete' : '') : published ? 'published' : '';
    return [`${translated}/${row.total}`, state, stale ? `${stale} stale` : ''].filter(Boolean).join(' ');
  };
  const table = [
    ['page', 'file', ...codes],
    ...rows.map((row) => [
      row.paths.length ? row.paths.join(' ') : '(bars, footer, menus)',
      row.file,
      ...codes.map((code) => cell(row, code)),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(table[0]!),
    line(widths.map((width) => '-'.repeat(width))),
    ...table.slice(1).map(line),
    '',
    'A page is published in a language once every text of its file and of site.yaml is translated.',
  ].join('\n');
}

/** The most untranslated texts named per file; the editor's translation view lists them all. */
const NAMED_PER_FILE = 10;

/** The texts the translation files leave empty, by file, each at the line where it goes. */
export function untranslatedList(missing: readonly Problem[]): string {
  const byFile = new Map<string, Problem[]>();
  for (const item of missing) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  const lines = [...byFile.values()].flatMap((items) => [
    ...items.slice(0, NAMED_PER_FILE).map((item) => `  ${formatProblem(item)}`),
    ...(items.length > NAMED_PER_FILE
      ? [
          `  … and ${items.length - NAMED_PER_FILE} more in ${items[0]!.file} (the editor's translation view lists them all)`,
        ]
      : []),
  ]);
  return `Not translated yet (their pages are not published in that language until they are):\n${lines.join('\n')}`;
}
