// What `supabase functions deploy` does with supabase/config.toml, per function: a function with no
// [functions.<name>] block, or a block without verify_jwt, is deployed with verify_jwt = true (Supabase
// CLI internal/functions/deploy/deploy.go, GetFunctionConfig: "if !ok { function.VerifyJWT = true }";
// pkg/config/config.go sets verify_jwt to true when unset; /work/research/platform-facts.md question 2).
// The hosted gateway then answers 401 to any call without a JWT, and the site sends a publishable key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each deployable function (a folder of supabase/functions not starting with _) and its verify_jwt. */
export function deployedVerifyJwt(root: string): Map<string, boolean> {
  const toml = readFileSync(join(root, 'supabase', 'config.toml'), 'utf8');
  const blocks = new Map<string, string>();
  // [functions.name] up to the next [section]; TOML comments dropped.
  const text = toml.replace(/#.*$/gm, '');
  for (const match of text.matchAll(/^\s*\[functions\.([A-Za-z0-9_-]+)\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/gm)) {
    blocks.set(match[1]!, match[2]!);
  }
  const names = readdirSync(join(root, 'supabase', 'functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
  return new Map(
    names.map((name) => {
      const setting = /^\s*verify_jwt\s*=\s*(true|false)\s*$/m.exec(blocks.get(name) ?? '')?.[1];
      return [name, setting !== 'false'];
    }),
  );
}

/** One line per function the gateway would close to the site (and to ElevenLabs, and to Cron). */
export function verifyJwtProblems(root: string): string[] {
  const toml = readFileSync(join(root, 'supabase', 'config.toml'), 'utf8');
  return [...deployedVerifyJwt(root)]
    .filter(([, verify]) => verify)
    .map(([name]) => {
      const why = toml.includes(`[functions.${name}]`)
        ? 'its block does not say verify_jwt = false'
        : 'it has no [functions.' + name + '] block';
      return `${name} would be deployed with verify_jwt = true (${why} in supabase/config.toml): the gateway answers 401 to the site's publishable key before the function runs`;
    });
}
