import { isAlias, visit, type Document, type LineCounter } from 'yaml';
import type { Problem } from './problem.ts';

/**
 * One problem for a file that is not valid YAML. Only the first error is reported: later ones are
 * usually echoes of it and send authors to the wrong line. The yaml package reports some mistakes
 * where it noticed them rather than where they are (a line indented too far is reported on the line
 * above it), and in its own terms; both are translated into the line to fix and what to type there.
 */
export function syntaxProblem(file: string, source: string, doc: Document, lines: LineCounter): Problem {
  const error = doc.errors[0]!;
  const at = lines.linePos(error.pos[0]);
  const sourceLines = source.split('\n');
  const lineText = sourceLines[at.line - 1] ?? '';
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
    // `title: Say: hi` – a colon and a space inside unquoted text start a new key.
    if (/:(\s|$)/.test(lineText.slice(at.col - 1))) {
      return located(
        at.line,
        at.col,
        `Text with ": " in it must be in quotes, or YAML reads it as a new key. Write ${quoteLine(lineText)}`,
      );
    }
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
  if (error.code === 'UNEXPECTED_TOKEN' && /block-seq-ind on same line/.test(error.message)) {
    return located(at.line, at.col, `Text that starts with "- " must be in quotes. Write ${quoteLine(lineText)}`);
  }
  if (error.code === 'UNEXPECTED_TOKEN' && /scalar at node end/.test(error.message)) {
    const apostrophe = /:\s+'.*'.*'/.test(lineText)
      ? ` Inside 'single quotes' an apostrophe is written twice (it''s).`
      : '';
    return located(
      at.line,
      at.col,
      `Text goes on after a closing quote or bracket.${apostrophe} Put the whole text in one pair of quotes: ${quoteLine(lineText)}`,
    );
  }
  if (error.code === 'BAD_SCALAR_START') {
    return located(
      at.line,
      at.col,
      `Text that starts with ${lineText.slice(at.col - 1, at.col)} must be in quotes. Write ${quoteLine(lineText)}`,
    );
  }
  const firstLine = error.message.split('\n')[0] ?? error.message;
  return located(at.line, at.col, hint(error.code, firstLine));
}

/**
 * A `*name` value is a YAML reference to an `&name` anchor; when none exists the document cannot be
 * read. Authors only meet this by starting text with `*`, so the fix is quoting.
 */
export function aliasProblem(file: string, source: string, doc: Document, lines: LineCounter): Problem {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      if (isAlias(node) && node.range) {
        offset = node.range[0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const { line, col } = lines.linePos(offset);
  const lineText = source.split('\n')[line - 1] ?? '';
  return {
    file,
    line,
    column: col,
    path: '',
    message: `YAML syntax error: Text that starts with * must be in quotes (YAML reads *name as a reference). Write ${quoteLine(lineText)}`,
  };
}

/** `title: "the text"` for a `title: the text` line whose text needs quotes. */
function quoteLine(lineText: string): string {
  const match = /^\s*(-\s+)?([\w-]+):\s*(.*?)\s*$/.exec(lineText);
  if (!match) return 'the whole text in "double quotes"';
  const [, dash = '', key, rawValue = ''] = match;
  let text = rawValue;
  // `'it's'`: the author meant the text inside the outer quotes.
  if (/^'.*'$/.test(text) || /^".*"$/.test(text)) text = text.slice(1, -1);
  const quoted = text.includes('"') ? `'${text.replaceAll("'", "''")}'` : `"${text.replaceAll('\\', '\\\\')}"`;
  return `${dash}${key}: ${quoted}`;
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
