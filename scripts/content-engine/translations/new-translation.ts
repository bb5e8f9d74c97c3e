// npm run new:translation -- <locale> <file>
// Writes industries/translations/<locale>/<file>: every text of the source file to translate, the source
// text in a comment above it (skeleton.ts). The source must be valid, the locale listed in site.yaml.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Site } from '../../../schemas/site.ts';
import { translationFileOf } from '../../../schemas/locale-paths.ts';
import { textLeaves } from '../../../schemas/translation-texts.ts';
import { SCHEMAS, checkFile } from '../check-file.ts';
import { listContentFiles } from '../load.ts';
import { formatProblems } from '../problem.ts';
import { translationSkeleton } from './skeleton.ts';
import { parseCli } from '../../cli-args.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Thrown for anything the author must fix in the command line; printed without a stack trace. */
export class NewTranslationError extends Error {}

export interface NewTranslation {
  /** Absolute path of the file to write. */
  path: string;
  text: string;
  /** How many texts it holds. */
  texts: number;
}

const asShown = (path: string) => relative(process.cwd(), path).split('\\').join('/');

/** The translation file of `file` (a path to a content file, or one relative to the content folder) in `locale`. */
export function newTranslationText(contentDir: string, locale: string, file: string): NewTranslation {
  const entries = listContentFiles(contentDir);
  const wanted = [resolve(file), resolve(contentDir, file)];
  const entry = entries.find((candidate) => wanted.includes(resolve(candidate.path)));
  if (!entry) {
    throw new NewTranslationError(
      `${file} is not a content file. Give one of:\n${entries.map((candidate) => `  ${relative(contentDir, candidate.path)}`).join('\n')}`,
    );
  }
  const site = checked(join(contentDir, 'site.yaml'), 'site') as Site;
  const codes = site.locales.map((candidate) => candidate.code).filter((code) => code !== site.sourceLocale);
  if (!codes.includes(locale)) {
    throw new NewTranslationError(
      codes.length === 0
        ? `${asShown(join(contentDir, 'site.yaml'))} lists no language to translate into: add it under locales (AUTHORING.md, "Translations")`
        : `"${locale}" is not a language of the site: use one of ${codes.join(', ')}, or add it under locales in ${asShown(join(contentDir, 'site.yaml'))}`,
    );
  }
  const underContent = relative(contentDir, entry.path).split('\\').join('/');
  const path = join(contentDir, translationFileOf(locale, underContent));
  if (existsSync(path)) {
    throw new NewTranslationError(
      `${asShown(path)} exists already: edit it (npm run validate lists its missing and changed texts), or delete it to start again`,
    );
  }
  const data = checked(entry.path, entry.kind);
  const text = translationSkeleton({
    kind: entry.kind,
    data,
    sourceFile: asShown(entry.path),
    sourceLocale: site.sourceLocale,
    locale,
  });
  return { path, text, texts: textLeaves(SCHEMAS[entry.kind], data).length };
}

/** A content file's checked data; a file with problems cannot be translated yet. */
function checked(path: string, kind: Parameters<typeof checkFile>[0]['kind']): unknown {
  const result = checkFile({ file: asShown(path), kind, source: readFileSync(path, 'utf8') });
  if (!result.parsed) {
    throw new NewTranslationError(`Fix ${asShown(path)} first (npm run validate):\n${formatProblems(result.problems)}`);
  }
  return result.parsed.data;
}

const USAGE =
  'Usage: npm run new:translation -- <locale> <file>\nExample: npm run new:translation -- es industries/pages/home.yaml';

function main(argv: string[]): number {
  const [locale, file] = parseCli(USAGE, {}, { argv, positionals: true }).positionals;
  if (!locale || !file) {
    console.error(USAGE);
    return 1;
  }
  const contentDir = resolve(process.env.CONTENT_DIR ?? join(ROOT, 'industries'));
  let created: NewTranslation;
  try {
    created = newTranslationText(contentDir, locale, file);
  } catch (error) {
    if (!(error instanceof NewTranslationError)) throw error;
    console.error(error.message);
    return 1;
  }
  mkdirSync(dirname(created.path), { recursive: true });
  writeFileSync(created.path, created.text);
  console.log(
    [
      `Created ${asShown(created.path)} with ${created.texts} texts to translate.`,
      '',
      'Next:',
      '  1. Write each translation after its key; the comment above it is the text it translates.',
      '  2. npm run validate: shows what is still missing per page; a page is published in this language once',
      '     all its texts and the site texts (industries/translations/<locale>/site.yaml) are translated.',
    ].join('\n'),
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exit(main(process.argv.slice(2)));
