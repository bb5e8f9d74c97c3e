// @vitest-environment node
// supabase/functions/.env.example lists every secret the functions read, so copying it and filling it in
// never leaves a function answering 503 for a secret nobody was told about.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = 'supabase/functions';
/** Injected by Supabase into every function: named in the file's header, never set by hand. */
const PLATFORM = [
  'SUPABASE_URL',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SB_REGION',
];
/** Read only to warn that it is no longer used: named in a comment, not a line to fill in. */
const RETIRED = ['SCHEDULING_URL'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Names passed to an env reader: env('X'), Deno.env.get('X'), present(env, 'X'), missingNames(env, ['X', …]). */
function secretsRead(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?:\benv\(|Deno\.env\.get\(|present\(env,\s*)'([A-Z][A-Z0-9_]+)'/g)) {
    names.add(match[1]!);
  }
  for (const list of text.matchAll(/missingNames\(env,\s*\[([^\]]*)\]/g)) {
    for (const name of list[1]!.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) names.add(name[1]!);
  }
  return [...names];
}

describe('supabase/functions/.env.example', () => {
  const example = readFileSync(path.join(FUNCTIONS, '.env.example'), 'utf8');
  const assigned = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
  const read = [...new Set(sources(FUNCTIONS).flatMap((file) => secretsRead(readFileSync(file, 'utf8'))))].sort();

  it('finds the secrets the functions read', () => {
    expect(read).toEqual(expect.arrayContaining(['ALTCHA_HMAC_KEY', 'ELEVENLABS_WEBHOOK_SECRET', 'RESEND_API_KEY']));
    expect(secretsRead("missingNames(env, ['A_B', 'C_D']) env('E_F') Deno.env.get('G_H')")).toEqual([
      'E_F',
      'G_H',
      'A_B',
      'C_D',
    ]);
  });

  it.each(read.filter((name) => !PLATFORM.includes(name) && !RETIRED.includes(name)))('has a %s= line', (name) => {
    expect(assigned.has(name), `add ${name}= with a comment to supabase/functions/.env.example`).toBe(true);
  });

  it('names the secrets Supabase provides and the retired ones, without lines to fill in', () => {
    for (const name of [...PLATFORM, ...RETIRED]) {
      expect(example).toContain(name);
      expect(assigned.has(name)).toBe(false);
    }
  });
});
