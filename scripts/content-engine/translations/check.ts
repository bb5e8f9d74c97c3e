// Checks one translation file against its source: every key must be a text of the source at that path,
// each text passes the source text's own schema and keeps its placeholders, and a `# en:` comment that no
// longer equals the source text is a stale warning. What is valid becomes the texts the overlay puts in.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { formatTextPath, oneLine, pathKey, textLeaves, type TextLeaf } from '../../../schemas/translation-texts.ts';
import { SCHEMAS } from '../check-file.ts';
import { locate } from '../locate.ts';
import { contentErrorMap } from '../messages.ts';
import type { Problem } from '../problem.ts';
import { syntaxProblem } from '../syntax.ts';
import { notATextMessage } from './key-message.ts';
import type { ContentFile } from '../types.ts';

/** One translation file after its checks. */
export interface CheckedTranslation {
  /** Translated texts by `pathKey` of their path. */
  texts: Map<string, string>;
  /** The source's texts this file leaves untranslated, in document order. */
  missing: TextLeaf[];
  /** Where each missing text goes in the file (its empty key, or the block that lacks it), as validate names them. */
  missingAt: Problem[];
  /** Every text of the source. */
  total: number;
  problems: Problem[];
  warnings: Problem[];
}

/** Placeholders that must survive translation: `{{caller_name}}` for the agent, `{leads.retentionDays}` for the build. */
const PLACEHOLDER = /\{\{\s*[\w.-]+\s*\}\}|\{[\w.]+\}/g;
const placeholdersOf = (text: string) => [...new Set(text.match(PLACEHOLDER) ?? [])].sort();

interface Walk {
  file: string;
  doc: Document;
  lines: LineCounter;
  sourceLines: string[];
  sourceLocale: string;
  leaves: Map<string, TextLeaf>;
  result: CheckedTranslation;
}

/** Checks `text`, the translation in `file` of `source`, written from `sourceLocale`. */
export function checkTranslation(
  file: string,
  text: string,
  source: ContentFile<unknown>,
  sourceLocale: string,
): CheckedTranslation {
  const all = textLeaves(SCHEMAS[source.kind], source.data);
  const empty = { texts: new Map(), missing: [], missingAt: [], problems: [], warnings: [] };
  const result: CheckedTranslation = { ...empty, total: all.length };
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    result.problems.push(syntaxProblem(file, text, doc, lines));
  } else if (doc.contents && !(isScalar(doc.contents) && doc.contents.value === null)) {
    const leaves = new Map(all.map((leaf) => [pathKey(leaf.path), leaf]));
    walk(
      { file, doc, lines, sourceLines: text.split('\n'), sourceLocale, leaves, result },
      doc.contents,
      source.data,
      [],
    );
  }
  result.missing = all.filter((leaf) => !result.texts.has(pathKey(leaf.path)));
  result.missingAt = result.missing.map((leaf) => {
    const { line, column } = locate(doc, lines, leaf.path, true);
    return { file, line, column, path: formatTextPath(leaf.path), message: 'Not translated yet' };
  });
  return result;
}

function walk(state: Walk, node: Node, source: unknown, path: Array<string | number>): void {
  if (isMap(node)) {
    if (!isRecord(source)) return wrongShape(state, path, source);
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const childPath = [...path, key];
      const leaf = state.leaves.get(pathKey(childPath));
      if (leaf) textAt(state, leaf, pair.value as Node | null);
      else if (isRecord(source[key]) || Array.isArray(source[key])) {
        if (pair.value) walk(state, pair.value as Node, source[key], childPath);
      } else notAText(state, childPath, source, key);
    }
  } else if (isSeq(node)) {
    if (!Array.isArray(source)) return wrongShape(state, path, source);
    node.items.forEach((item, index) => {
      const childPath = [...path, index];
      if (index >= source.length) {
        problem(
          state,
          childPath,
          `The source has ${source.length} items here: delete this one (a translation keeps the source's items, in its order)`,
        );
        return;
      }
      const leaf = state.leaves.get(pathKey(childPath));
      if (leaf) textAt(state, leaf, item as Node | null);
      else if (item && !(isScalar(item) && item.value === null)) walk(state, item as Node, source[index], childPath);
    });
  } else if (!(isScalar(node) && node.value === null)) {
    wrongShape(state, path, source);
  }
}

/** A translated text: checked by the source text's schema, its placeholders kept, its comment current. */
function textAt(state: Walk, leaf: TextLeaf, node: Node | null): void {
  if (!node || (isScalar(node) && (node.value === null || node.value === ''))) return; // not yet translated
  if (!isScalar(node) || typeof node.value !== 'string') {
    problem(
      state,
      leaf.path,
      `Write the translation as text${isScalar(node) ? ' (in quotes)' : ''}: the source has a text here`,
    );
    return;
  }
  const checked = (leaf.schema as z.ZodType).safeParse(node.value, { error: contentErrorMap });
  if (!checked.success) {
    problem(state, leaf.path, checked.error.issues.map((issue) => issue.message).join('; '));
    return;
  }
  const wanted = placeholdersOf(leaf.value);
  const kept = placeholdersOf(node.value);
  if (wanted.join() !== kept.join()) {
    const lost = wanted.filter((name) => !kept.includes(name));
    const added = kept.filter((name) => !wanted.includes(name));
    problem(
      state,
      leaf.path,
      `Keep the source's placeholders as they are${lost.length ? `: ${lost.join(', ')} missing` : ''}${added.length ? `${lost.length ? ';' : ':'} ${added.join(', ')} not in the source` : ''}`,
    );
    return;
  }
  state.result.texts.set(pathKey(leaf.path), checked.data as string);
  staleCheck(state, leaf);
}

/** Warns when the `# en:` comment above a text is missing or no longer the source text. */
function staleCheck(state: Walk, leaf: TextLeaf): void {
  const comment = commentAbove(
    state.sourceLines,
    locate(state.doc, state.lines, leaf.path, true).line,
    state.sourceLocale,
  );
  const now = oneLine(leaf.value);
  if (comment === undefined) {
    warning(
      state,
      leaf.path,
      `No "# ${state.sourceLocale}:" comment above it, so a change in the source cannot show: add the line "# ${state.sourceLocale}: ${now}"`,
    );
  } else if (oneLine(comment) !== now) {
    warning(
      state,
      leaf.path,
      `The source text changed since this was translated. It is now: "${now}". Update the translation, then the comment`,
    );
  }
}

/** The `# en: …` comment on the line above `line` (1-based) of a translation, after `- ` item marks; undefined when none. */
export function commentAbove(lines: readonly string[], line: number, sourceLocale: string): string | undefined {
  return new RegExp(`^\\s*(?:-\\s+)*#\\s*${sourceLocale}:\\s?(.*)$`).exec(lines[line - 2] ?? '')?.[1];
}

/** A key the source has at this path, but not as a text, or does not have at all. */
function notAText(state: Walk, path: Array<string | number>, source: Record<string, unknown>, key: string): void {
  problem(state, path, notATextMessage([...state.leaves.values()], path, key in source), true);
}

function wrongShape(state: Walk, path: Array<string | number>, source: unknown): void {
  const has = Array.isArray(source) ? 'a list' : isRecord(source) ? 'keys' : 'no texts';
  problem(
    state,
    path,
    `The source has ${has} here: write the same shape as the source (npm run new:translation shows it)`,
  );
}

function problem(state: Walk, path: ReadonlyArray<string | number>, message: string, atKey = false): void {
  state.result.problems.push(at(state, path, message, atKey));
}

function warning(state: Walk, path: ReadonlyArray<string | number>, message: string): void {
  state.result.warnings.push(at(state, path, message, true));
}

function at(state: Walk, path: ReadonlyArray<string | number>, message: string, atKey: boolean): Problem {
  const { line, column } = locate(state.doc, state.lines, path, atKey);
  return { file: state.file, line, column, path: formatTextPath(path), message };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
