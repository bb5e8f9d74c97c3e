// @vitest-environment node
// One reader of the service key (supabase/functions/_shared/database/service-key.ts) for the functions, npm run
// leads, check:live and the rehearsal: a file that reads SUPABASE_SERVICE_ROLE_KEY or SUPABASE_SECRET_KEY(S)
// itself would take only the name it knows, as captcha-deps.ts once did (issue 38).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const READER = 'supabase/functions/_shared/database/service-key.ts';
/** An environment read of a key name: env('X'), Deno.env.get('X'), process.env.X or process.env['X']. */
const DIRECT_READ =
  /(?:\benv\(\s*|Deno\.env\.get\(\s*|process\.env\[\s*)'(SUPABASE_SERVICE_ROLE_KEY|SUPABASE_SECRET_KEYS?)'|process\.env\.(SUPABASE_SERVICE_ROLE_KEY|SUPABASE_SECRET_KEYS?)\b/g;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the service key reader', () => {
  it('finds a direct read', () => {
    expect("env('SUPABASE_SERVICE_ROLE_KEY') process.env.SUPABASE_SECRET_KEY".match(DIRECT_READ)).toHaveLength(2);
  });

  it('is the only place that reads a service key name from the environment', () => {
    const readers = ['scripts', 'supabase/functions']
      .flatMap(tsFiles)
      .filter((file) => file !== READER && [...readFileSync(file, 'utf8').matchAll(DIRECT_READ)].length > 0);
    expect(readers, 'read the key with serviceKeyFromEnv (service-key.ts)').toEqual([]);
  });
});
