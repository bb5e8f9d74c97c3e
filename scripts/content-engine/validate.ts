// Checks every content file and prints each problem as file:line:column path: message.
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseCli } from '../cli-args.ts';

const [folder] = parseCli(
  'Usage: npm run validate [-- <content folder>]\n  Checks every content file (default industries/) and prints each problem as file:line:column.',
  {},
  { positionals: true },
).positionals;
// Imported once the arguments are read, so `--help` answers without loading the schemas.
const { loadContent } = await import('./load.ts');
const { placeholdersByFile } = await import('./placeholders.ts');
const { formatProblems } = await import('./problem.ts');
const { coverageTable, untranslatedList } = await import('./translations/coverage.ts');

const started = performance.now();
const root = process.cwd();
const contentDir = resolve(folder ?? join(root, 'industries'));
const { problems, warnings, files, registry, coverage = [], untranslated = [] } = loadContent({ root, contentDir });
const elapsed = Math.round(performance.now() - started);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

if (warnings.length > 0) {
  console.warn(formatProblems(warnings).replace(/^/gm, 'WARNING '));
  const byFile = placeholdersByFile(warnings);
  if (byFile.size > 0) {
    // The to-do list per file; a production build refuses these files until it is done.
    const files = [...byFile].map(([file, count]) => `  ${file}: ${plural(count, 'placeholder')}`);
    console.warn(
      `\nStill to write:\n${files.join('\n')}\nThe site builds and previews as it is; a production build refuses these files until each [[REPLACE: …]] is real copy.\n`,
    );
  }
}
if (coverage.length > 0)
  console.log(`Translations (texts translated / texts of the file):\n${coverageTable(coverage)}\n`);
if (untranslated.length > 0) console.log(`${untranslatedList(untranslated)}\n`);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error(
    `\n${plural(problems.length, 'problem')} in ${files.length} files (${elapsed} ms). Fix them and run npm run validate again.`,
  );
  process.exit(1);
}
const translated = registry?.localeRoutes?.length ? ` and ${registry.localeRoutes.length} in other languages` : '';
console.log(
  `All ${files.length} content files are valid: ${registry?.routes.length ?? 0} routes${translated} (${elapsed} ms).`,
);
