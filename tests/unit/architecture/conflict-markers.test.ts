import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './planted-tree.ts';

// A merge leftover inside a comment or a Markdown file breaks nothing that runs, so only a scan of every
// tracked file finds it. Prettier turns a `>>>>>>>` line of Markdown into a quote of quotes, `> > > > > > >`.

const OPENING = /^<{7}( |$)/;
const CLOSING = /^>{7}( |$)/;
const BASE = /^\|{7}( |$)/;
const MANGLED = /^(> ){6}>( |$)/;
const SEPARATOR = /^={7}$/;

/** Each conflict-marker line of `text` as `file:line: the line`; a `=======` counts only inside a conflict. */
export function conflictMarkers(file: string, text: string): string[] {
  const found: string[] = [];
  let inConflict = false;
  text.split(/\r?\n/).forEach((line, index) => {
    const at = `${file}:${index + 1}: ${line}`;
    if (OPENING.test(line) || BASE.test(line)) {
      inConflict = true;
      found.push(at);
    } else if (CLOSING.test(line) || MANGLED.test(line)) {
      inConflict = false;
      found.push(at);
    } else if (inConflict && SEPARATOR.test(line)) {
      found.push(at);
    }
  });
  return found;
}

describe('conflict markers', () => {
  it('finds each kind of marker in a planted sample, with its file and line', () => {
    const marker = (char: string) => char.repeat(7);
    const sample = [
      '/**',
      ` * ${marker('<')} in the middle of a line is prose, not a marker`,
      `${marker('<')} HEAD`,
      'ours',
      marker('|'),
      'base',
      marker('='),
      'theirs',
      `${marker('>')} trim`,
      '',
      marker('='),
      `${'> '.repeat(6)}> trim`,
    ].join('\n');
    expect(conflictMarkers('planted.md', sample)).toEqual([
      `planted.md:3: ${marker('<')} HEAD`,
      `planted.md:5: ${marker('|')}`,
      `planted.md:7: ${marker('=')}`,
      `planted.md:9: ${marker('>')} trim`,
      `planted.md:12: ${'> '.repeat(6)}> trim`,
    ]);
  });

  it('a lone ======= line (a Markdown heading underline) is no marker', () => {
    expect(conflictMarkers('README.md', `Title\n${'='.repeat(7)}\n`)).toEqual([]);
  });

  it('no tracked file holds one', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter(Boolean);
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        return []; // listed but deleted in the work tree, or a submodule
      }
      return text.includes('\0') ? [] : conflictMarkers(file, text);
    });
    expect(found).toEqual([]);
  });
});
