import { LineCounter } from 'yaml';
import { pathAt } from './locate.ts';
import type { Problem } from './problem.ts';
import type { ContentFile } from './types.ts';

/** The marker `npm run new:industry` puts wherever an author still has to write copy. */
export const PLACEHOLDER_PATTERN = /\[\[REPLACE:[^\]]*\]\]/g;

/** Whether a warning is a placeholder left (not, say, a missing schema line). */
export const isPlaceholder = (warning: Problem) => warning.message.includes('[[REPLACE:');

/** Placeholders left per file, in file order: what a production build refuses, one line per file. */
export function placeholdersByFile(warnings: readonly Problem[]): Map<string, number> {
  const byFile = new Map<string, number>();
  for (const warning of warnings.filter(isPlaceholder)) byFile.set(warning.file, (byFile.get(warning.file) ?? 0) + 1);
  return byFile;
}

/**
 * Every `[[REPLACE: …]]` marker left in a file, in values and comments alike. They are valid
 * content (a new file previews at once), so they are warnings: the site builds, but the
 * author is told, line by line, what must change before it goes live.
 */
export function placeholders(file: string, source: string, parsed: ContentFile<unknown> | undefined): Problem[] {
  if (!source.includes('[[REPLACE:')) return [];
  let lines = parsed?.lines;
  if (!lines) {
    lines = new LineCounter();
    for (let offset = source.indexOf('\n'); offset !== -1; offset = source.indexOf('\n', offset + 1))
      lines.addNewLine(offset + 1);
  }
  const found: Problem[] = [];
  for (const match of source.matchAll(PLACEHOLDER_PATTERN)) {
    const { line, col } = lines.linePos(match.index);
    const lineStart = source.lastIndexOf('\n', match.index) + 1;
    const before = source.slice(lineStart, match.index);
    const inComment = /(^|\s)#/.test(before);
    // A note in a comment belongs to the value on its line, if any: `agentId: x  # [[REPLACE: …]]`.
    const contentStart = lineStart + (before.length - before.trimStart().length);
    const anchor = inComment ? (before.trimStart().startsWith('#') ? -1 : contentStart) : match.index;
    const path = parsed && anchor >= 0 ? pathAt(parsed.doc, anchor) : '';
    found.push({
      file,
      line,
      column: col,
      path,
      message: inComment
        ? `Placeholder note left in a comment: ${match[0]}. Do what it says, then delete the note`
        : `Placeholder copy still here: ${match[0]}. Write the real text before publishing`,
    });
  }
  return found;
}
