// The editor's translation view: a content file's texts beside their translation in one language, each
// marked missing, stale (its `# en:` comment is not the source text any more) or with a problem, and the
// save that writes the translation file in the format npm run new:translation starts.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { Site } from '../../schemas/site.ts';
import { translationFileOf } from '../../schemas/locale-paths.ts';
import { formatTextPath, oneLine, pathKey, textLeaves } from '../../schemas/translation-texts.ts';
import { checkFile, SCHEMAS } from '../content-engine/check-file.ts';
import { locate } from '../content-engine/locate.ts';
import { formatProblems } from '../content-engine/problem.ts';
import { checkTranslation, commentAbove } from '../content-engine/translations/check.ts';
import { translationSkeleton } from '../content-engine/translations/skeleton.ts';
import type { EditorContext } from './api.ts';
import { editableFile, EditorError, hashOf } from './files.ts';

/** One text of the source and its translation, as the editor's table shows it. */
export interface TranslationRow {
  /** The text's path, e.g. sections[0].title, as messages print it. */
  path: string;
  /** The path as JSON, what a save sends back. */
  key: string;
  source: string;
  translation: string;
  state: 'missing' | 'stale' | 'problem' | 'done';
  /** Why it is stale or has a problem. */
  note?: string;
}

const shownIn = (context: EditorContext) => (path: string) => relative(context.root, path).split('\\').join('/');

/** The languages a content file may be translated into, and the source language. */
export function translationLanguages(context: EditorContext) {
  const site = checked(context, join(context.contentDir, 'site.yaml'), 'site').data as Site;
  return {
    sourceLocale: site.sourceLocale,
    locales: site.locales
      .filter((locale) => locale.code !== site.sourceLocale)
      .map(({ code, name }) => ({ code, name })),
  };
}

function checked(context: EditorContext, path: string, kind: Parameters<typeof checkFile>[0]['kind']) {
  const result = checkFile({ file: shownIn(context)(path), kind, source: readFileSync(path, 'utf8') });
  if (!result.parsed) throw new EditorError(422, `Fix the source first:\n${formatProblems(result.problems)}`);
  return result.parsed;
}

/** Where `name`'s translation into `locale` is, its text and what it translates. */
function translationOf(context: EditorContext, locale: string, name: string) {
  const { sourceLocale, locales } = translationLanguages(context);
  if (!locales.some((candidate) => candidate.code === locale))
    throw new EditorError(400, `"${locale}" is not a language of the site: add it under locales in site.yaml`);
  const file = editableFile(context.contentDir, name);
  const source = checked(context, file.path, file.kind);
  const path = join(context.contentDir, translationFileOf(locale, name));
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  return { file, source, path, text, sourceLocale };
}

/** A source file's texts beside their translation into `locale`, each with its state. */
export function openTranslation(context: EditorContext, locale: string, name: string) {
  const { file, source, path, text, sourceLocale } = translationOf(context, locale, name);
  const result = checkTranslation(shownIn(context)(path), text, source, sourceLocale);
  const doc = parseDocument(text);
  const note = (list: typeof result.problems, at: string) => list.find((problem) => problem.path === at)?.message;
  const rows: TranslationRow[] = textLeaves(SCHEMAS[file.kind], source.data).map((leaf) => {
    const at = formatTextPath(leaf.path);
    const raw = doc.getIn(leaf.path);
    const problem = note(result.problems, at);
    const stale = note(result.warnings, at);
    const translation = result.texts.get(pathKey(leaf.path)) ?? (typeof raw === 'string' ? raw : '');
    const state = problem ? 'problem' : !result.texts.has(pathKey(leaf.path)) ? 'missing' : stale ? 'stale' : 'done';
    const why = problem ?? stale;
    return {
      path: at,
      key: JSON.stringify(leaf.path),
      source: leaf.value,
      translation,
      state,
      ...(why ? { note: why } : {}),
    };
  });
  return { locale, name, file: shownIn(context)(path), hash: hashOf(text), rows, problems: result.problems };
}

/**
 * Writes the translation: `values` by row key. A text in `confirmed` (edited, or marked still right) takes the
 * current source text as its comment; any other keeps the comment it had, so a stale text stays stale.
 */
export function saveTranslation(
  context: EditorContext,
  locale: string,
  name: string,
  values: Record<string, string>,
  confirmed: readonly string[],
  hash: string,
) {
  const { file, source, path, text, sourceLocale } = translationOf(context, locale, name);
  if (hashOf(text) !== hash)
    throw new EditorError(409, `${shownIn(context)(path)} was changed on disk since you opened it: reload it`);
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const textLines = text.split('\n');
  const byKey = new Map<string, string>();
  const comments = new Map<string, string>();
  for (const leaf of textLeaves(SCHEMAS[file.kind], source.data)) {
    const key = JSON.stringify(leaf.path);
    const value = values[key];
    if (typeof value === 'string') byKey.set(pathKey(leaf.path), value);
    const had = doc.hasIn(leaf.path)
      ? commentAbove(textLines, locate(doc, lines, leaf.path, true).line, sourceLocale)
      : undefined;
    comments.set(pathKey(leaf.path), confirmed.includes(key) || had === undefined ? oneLine(leaf.value) : had);
  }
  const written = translationSkeleton({
    kind: file.kind,
    data: source.data,
    sourceFile: shownIn(context)(file.path),
    sourceLocale,
    locale,
    values: byKey,
    comments,
  });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.saving`, written);
  renameSync(`${path}.saving`, path); // one step, so the watcher never reads half a file
  return openTranslation(context, locale, name);
}
