import type { Document, LineCounter } from 'yaml';
import type { Problem } from './problem.ts';

/**
 * One problem for a file that is not valid YAML. Only the first error is reported: later ones are
 * usually echoes of it and send authors to the wrong line. The yaml package reports some mistakes
 * where it noticed them rather than where they are (a line indented too far is reported on the line
 * above it); those are moved to the line the author has to fix.
 */
export function syntaxProblem(file: string, source: string, doc: Document, lines: LineCounter): Problem {
  const error = doc.errors[0]!;
  const at = lines.linePos(error.pos[0]);
  const sourceLines = source.split('\n');
  const located = (line: number, column: number, message: string): Problem => ({
    file,
    line,
    column,
    path: '',
    message: `YAML syntax error: ${message}`,
  });

  // A tab in the indentation confuses the parser in many ways; name the cause whatever it reported.
  const tabLine = [at.line, at.line - 1].find((line) => /^ *\t/.test(sourceLines[line - 1] ?? ''));
  if (error.code === 'TAB_AS_INDENT' || tabLine !== undefined) {
    return located(tabLine ?? at.line, 1, 'Tabs are not allowed as indentation. Indent with spaces, never tabs');
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /nested mappings/i.test(error.message)) {
    // `title: X` followed by a `  text: Y` indented further: the parser sees one value spilling over.
    const next = sourceLines.findIndex(
      (text, index) => index >= at.line && text.trim() !== '' && !text.trim().startsWith('#'),
    );
    if (next !== -1) {
      const column = sourceLines[next]!.length - sourceLines[next]!.trimStart().length + 1;
      return located(
        next + 1,
        column,
        'This line is indented further than the key above it, so it reads as part of that value. Line it up with the key above',
      );
    }
  }
  const firstLine = error.message.split('\n')[0] ?? error.message;
  return located(at.line, at.col, hint(error.code, firstLine));
}

function hint(code: string, firstLine: string): string {
  if (/tab/i.test(firstLine)) return `${firstLine}. Indent with spaces, never tabs`;
  if (code === 'DUPLICATE_KEY') {
    return `${firstLine}: a key appears twice in this block (here or just below). Remove or rename one, or check that this line is indented like its siblings`;
  }
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR')
    return `${firstLine}. Check that this line is indented like its siblings`;
  return firstLine;
}
