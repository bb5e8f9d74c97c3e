// @vitest-environment node
// DEPLOY.md's table of answer codes ("What the functions answer") is read from the functions' source, both
// ways: a code the functions answer is in the table with its status, and a code the table (or any
// "<status> `code`" in the guide) lists is one the functions or the contact insert can answer, so the guide
// never lists a code (404 unknown_conversation, 409 agent_mismatch) that no function sends.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = 'supabase/functions';
const guide = readFileSync('DEPLOY.md', 'utf8');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * "<status> <code>" pairs a source answers: `new HttpError(403, { error: 'x' })`, `jsonResponse(403, { error:
 * 'x' })`, a helper `const refuse = (error: string) => new HttpError(403, { error })` called with literals,
 * and `new HttpError(401, { error: MAP[...] })` over a `const MAP = { … }` of literals.
 */
function answeredPairs(source: string): Set<string> {
  const pairs = new Set<string>();
  for (const [, status, code] of source.matchAll(
    /(?:new HttpError|jsonResponse)\(\s*(\d{3}),\s*\{\s*error:\s*'([a-z_]+)'/g,
  )) {
    pairs.add(`${status} ${code}`);
  }
  for (const [, helper, status] of source.matchAll(
    /const (\w+) = \(\w+: string\) => new HttpError\(\s*(\d{3}),\s*\{\s*error(?::\s*\w+)?\s*\}\)/g,
  )) {
    for (const [, args] of source.matchAll(new RegExp(`\\b${helper}\\(([^)]*)\\)`, 'g'))) {
      for (const [, code] of args!.matchAll(/'([a-z]+_[a-z_]+)'/g)) pairs.add(`${status} ${code}`);
    }
  }
  // A factory with a default code, `function rateLimited(seconds: number, error = 'rate_limited'): HttpError
  // { … new HttpError(429, …`, answers its default and every code a call passes it.
  for (const [, factory, fallback, status] of source.matchAll(
    /function (\w+)\([^)]*\berror = '([a-z_]+)'\): HttpError \{[^}]*?new HttpError\(\s*(\d{3})/g,
  )) {
    pairs.add(`${status} ${fallback}`);
    for (const [, code] of source.matchAll(new RegExp(`\\b${factory}\\([^)]*?'([a-z]+_[a-z_]+)'\\)`, 'g'))) {
      pairs.add(`${status} ${code}`);
    }
  }
  for (const [, status, map] of source.matchAll(/new HttpError\(\s*(\d{3}),\s*\{\s*error:\s*(\w+)\[/g)) {
    const body = new RegExp(`const ${map} = \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
    for (const [, code] of body.matchAll(/'([a-z]+_[a-z_]+)'/g)) pairs.add(`${status} ${code}`);
  }
  return pairs;
}

/** The contact insert's answers, raised by its triggers: `'code', 'x'` … `'status', 429`. */
function databasePairs(): Set<string> {
  const pairs = new Set<string>();
  for (const file of readdirSync('supabase/migrations')) {
    const sql = readFileSync(join('supabase/migrations', file), 'utf8');
    for (const [, code, status] of sql.matchAll(/'code',\s*'([a-z_]+)'[\s\S]{0,300}?'status',\s*(\d{3})/g)) {
      pairs.add(`${status} ${code}`);
    }
  }
  return pairs;
}

/** The rows of DEPLOY.md's table: "<status> <code>" → the functions named in "answered by". */
function tableRows(): Map<string, string[]> {
  const start = guide.indexOf('### What the functions answer');
  const section = guide.slice(start, guide.indexOf('\n#', start + 5));
  const rows = new Map<string, string[]>();
  for (const [, status, code, by] of section.matchAll(/^\|\s*(\d{3})\s*\|\s*`([a-z_]+)`\s*\|([^|]*)\|/gm)) {
    rows.set(
      `${status} ${code}`,
      [...by!.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]!),
    );
  }
  return rows;
}

const sources = tsFiles(FUNCTIONS).map((file) => readFileSync(file, 'utf8'));
const answered = new Set(sources.flatMap((source) => [...answeredPairs(source)]));
const literals = sources.join('\n');
const rows = tableRows();

describe("DEPLOY.md's answer codes", () => {
  it('reads every form of answer in the source', () => {
    const fixture = `
      throw new HttpError(409, { error: 'already_recorded' });
      return jsonResponse(503, { error: 'captcha_unavailable' }, cors);
      const refuse = (error: string) => new HttpError(403, { error });
      if (x) throw refuse('captcha_missing');
      const SIGNATURE_ERRORS = { missing: 'signature_missing', stale: 'signature_expired' } as const;
      throw new HttpError(401, { error: SIGNATURE_ERRORS[check.reason] });
      export function rateLimited(seconds: number, error = 'rate_limited'): HttpError {
        return new HttpError(429, { error }, {});
      }
      throw rateLimited(result.wait, 'voice_budget_exhausted');`;
    expect([...answeredPairs(fixture)].sort()).toEqual([
      '401 signature_expired',
      '401 signature_missing',
      '403 captcha_missing',
      '409 already_recorded',
      '429 rate_limited',
      '429 voice_budget_exhausted',
      '503 captcha_unavailable',
    ]);
    expect(rows.size).toBeGreaterThan(10);
  });

  it('documents every code the functions answer, with its status', () => {
    const undocumented = [...answered].filter((pair) => !rows.has(pair)).sort();
    expect(undocumented, 'add a row to "What the functions answer" in DEPLOY.md').toEqual([]);
  });

  it('documents no code the functions never answer', () => {
    // A code reached through a variable (the captcha's AltchaCheck) is known by its literal in the source.
    const unanswered = [...rows.keys()].filter(
      (pair) => !answered.has(pair) && !literals.includes(`'${pair.split(' ')[1]}'`),
    );
    expect(unanswered, 'remove the row from DEPLOY.md, or answer the code').toEqual([]);
  });

  it('names only functions that exist in "answered by"', () => {
    const folders = new Set(readdirSync(FUNCTIONS).filter((name) => !name.startsWith('_') && !name.includes('.')));
    const named = new Set([...rows.values()].flat());
    expect([...named].filter((name) => !folders.has(name))).toEqual([]);
  });

  it('quotes no "<status> `code`" anywhere in the guide that nothing answers', () => {
    const known = new Set([...answered, ...databasePairs(), ...rows.keys()]);
    const quoted = [...guide.matchAll(/\b(\d{3}) `([a-z]+_[a-z_]+)`/g)].map(([, status, code]) => `${status} ${code}`);
    expect(quoted.length).toBeGreaterThan(0);
    expect([...new Set(quoted)].filter((pair) => !known.has(pair))).toEqual([]);
  });
});
