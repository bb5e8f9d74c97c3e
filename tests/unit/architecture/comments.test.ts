import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './planted-tree.ts';

// Comments say why, in the present; which ticket asked for a line is history, and history lives in git.
// So no code names an issue: "issue <n>", "issues <n> and <m>", "#<n>".

/** Files with code or configuration whose comments this rule reads. */
const CODE = /\.(ts|tsx|js|mjs|cjs|css|sql|toml|sh|ya?ml)$/;
/**
 * Left out: the content (industries/, data a unit test does not read); committed migrations, which are never
 * edited; and the fixture that proves the rule fires.
 */
const SKIPPED = ['industries/', 'supabase/migrations/', 'tests/fixtures/code-comments/'];

/** "issue <n>", "Issues <n> and <m>", "issue #<n>" anywhere, and "#<n>" after a comment opener. */
const ISSUE_WORD = /\bissues?\s+#?\d+\b/i;
const ISSUE_HASH = /(\/\/|\/\*|^\s*\*|^\s*#|--).*(^|[\s(])#\d+\b(?![\w-])/;

/** Each line of `text` that names an issue, as `path:line: text`. */
export function issueMentions(path: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, at: `${path}:${index + 1}` }))
    .filter(({ line }) => ISSUE_WORD.test(line) || ISSUE_HASH.test(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

describe('code names no issue numbers', () => {
  it('finds an issue named in a comment, and a colour or a plain number is not one', () => {
    const path = 'tests/fixtures/code-comments/history.ts';
    const text = readFileSync(join(ROOT, path), 'utf8');
    const found = issueMentions(path, text).map((line) => Number(line.split(':')[1]));
    const marked = text.split('\n').flatMap((line, index) => (line.endsWith('// found') ? [index + 1] : []));
    expect(marked).toHaveLength(3);
    expect(found).toEqual(marked);
  });

  it('holds for every tracked file of code or configuration', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((path) => CODE.test(path) && !SKIPPED.some((skipped) => path.startsWith(skipped)));
    expect(tracked.length).toBeGreaterThan(100);
    const found = tracked.flatMap((path) => issueMentions(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found, 'Say why in the present instead; the issue lives in git history').toEqual([]);
  });
});
