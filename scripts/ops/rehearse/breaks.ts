// The go-live blockers `npm run rehearse -- --break <name>` puts back into its copy, to show that the
// rehearsal fails on each with a line that names the cause (DEPLOY.md, "Rehearse on this machine").
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RehearsalContext } from './context.ts';
import { SECRETS_TEMPLATE } from './secrets.ts';

export const BREAKS: Record<string, string> = {
  'config-block': "remove captcha-challenge's block from supabase/config.toml (deployed with verify_jwt = true)",
  'no-redeploy': 'push the agents but deploy the functions without regenerating their allow-list',
  'missing-secret': 'leave ALTCHA_HMAC_KEY out of supabase/functions/.env.example',
  'template-values': 'keep the template values of .env.example in the deploy file',
};

export function dropFromTemplate(ctx: RehearsalContext, name: string): void {
  const path = join(ctx.dir, SECRETS_TEMPLATE);
  writeFileSync(path, readFileSync(path, 'utf8').replace(new RegExp(`^${name}=.*\\n`, 'm'), ''));
}

export function dropConfigBlock(ctx: RehearsalContext, name: string): void {
  const path = join(ctx.dir, 'supabase/config.toml');
  const toml = readFileSync(path, 'utf8');
  writeFileSync(path, toml.replace(new RegExp(`^\\[functions\\.${name}\\][\\s\\S]*?(?=^\\[|(?![\\s\\S]))`, 'm'), ''));
}
