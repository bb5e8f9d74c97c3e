// What `supabase functions deploy` does with supabase/config.toml, per function, read as the local gateway
// reads it (local-stack/supabase/functions-config.ts cites the CLI's rule: verify_jwt = true unless the
// block says false). The hosted gateway then answers 401 to any call without a JWT, and the site sends a
// publishable key.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFunctionBlocks, verifiesJwt } from '../../local-stack/index.ts';

/** Each deployable function (a folder of supabase/functions not starting with _) and its verify_jwt. */
export function deployedVerifyJwt(root: string): Map<string, boolean> {
  const blocks = readFunctionBlocks(join(root, 'supabase', 'config.toml'));
  const names = readdirSync(join(root, 'supabase', 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
  return new Map(names.map((name) => [name, verifiesJwt(blocks, name)]));
}

/** One line per function the gateway would close to the site (and to ElevenLabs, and to Cron). */
export function verifyJwtProblems(root: string): string[] {
  const blocks = readFunctionBlocks(join(root, 'supabase', 'config.toml'));
  return [...deployedVerifyJwt(root)]
    .filter(([, verify]) => verify)
    .map(([name]) => {
      const why = blocks.has(name)
        ? 'its block does not say verify_jwt = false'
        : 'it has no [functions.' + name + '] block';
      return `${name} would be deployed with verify_jwt = true (${why} in supabase/config.toml): the gateway answers 401 to the site's publishable key before the function runs`;
    });
}
