// DEPLOY.md's secrets step: supabase/functions/.env.example copied to .env and filled in. The
// rehearsal fills each name with a generated value, and first checks the template against the
// functions: a secret they read that the template lacks is one a deployer never sets, and the
// function that needs it answers 503 (or 500) in production.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_CRM_WEBHOOK_SECRET, LOCAL_HUBSPOT_TOKEN } from '../../local-stack/index.ts';
import { CALCOM_API_PREFIX } from '@harbourline/calcom-simulator';
import { REHEARSAL_BOOKING_SECRET } from './context.ts';

/** The webhook name of CRM_WEBHOOK_URL_SALES_AUTOMATION: sales-automation. */
const crmName = (secret: string) =>
  secret
    .replace(/^CRM_WEBHOOK_URL_/, '')
    .toLowerCase()
    .replaceAll('_', '-');

export const SECRETS_TEMPLATE = 'supabase/functions/.env.example';

/**
 * Set by Supabase itself in every function (https://supabase.com/docs/guides/functions/secrets,
 * "Default secrets"); a deployer never sets them. SUPABASE_SECRET_KEY is the one-key name of a
 * self-hosted runtime (service-key.ts), which `supabase secrets set` would refuse as it starts with
 * SUPABASE_. SB_REGION is set on the hosted platform only (same page, "hosted environment").
 * SCHEDULING_URL is read only to warn it is obsolete.
 */
const PLATFORM_SECRETS = new Set([
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_DB_URL',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_JWKS',
  'SB_REGION',
  'SCHEDULING_URL',
]);

/** The names a `.env` file sets (`NAME=value` lines, comments skipped). */
export function envNames(source: string): string[] {
  return [...source.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=/gm)].map((match) => match[1]!);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Every secret the functions read, with the first file that reads it: `env('NAME')`,
 * `present(env, 'NAME')`, `missingNames(env, ['A', 'B'])` and `Deno.env.get('NAME')`.
 */
export function secretsReadByFunctions(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const functionsDir = join(root, 'supabase', 'functions');
  for (const file of tsFiles(functionsDir)) {
    const source = readFileSync(file, 'utf8');
    const names = [
      ...[...source.matchAll(/(?:\benv\(|\benv,\s*|Deno\.env\.get\()\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]!),
      ...[...source.matchAll(/missingNames\(env,\s*\[([^\]]*)\]/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((name) => name[1]!),
      ),
    ];
    for (const name of names) {
      if (!PLATFORM_SECRETS.has(name) && !found.has(name)) found.set(name, relative(root, file));
    }
  }
  return found;
}

export interface SecretsContext {
  /** The site's origin: ALLOWED_ORIGINS. */
  site: string;
  /** The ElevenLabs key the functions sign links with (the local simulator takes any). */
  elevenLabsKey: string;
  /** The id of the number imported for Call me (step 2.4); the local one when none was. */
  phoneNumberId?: string | undefined;
}

/** A value for each name of the template, as a deployer would fill it in, e.g. `openssl rand -hex 32`. */
export function generatedSecrets(names: readonly string[], context: SecretsContext): Record<string, string> {
  const value = (name: string): string => {
    if (name === 'ALLOWED_ORIGINS') return context.site;
    if (name === 'ELEVENLABS_API_KEY') return context.elevenLabsKey;
    if (name === 'ELEVENLABS_REGION') return 'global';
    if (name === 'ELEVENLABS_PHONE_NUMBER_ID') return context.phoneNumberId ?? 'phnum_local';
    if (name === 'LEAD_NOTIFY_TO') return 'sales@rehearsal.invalid';
    if (name === 'LEAD_NOTIFY_FROM') return 'Harbourline <leads@rehearsal.invalid>';
    if (name === 'RESEND_API_KEY') return `re_${randomBytes(16).toString('hex')}`;
    if (name === 'ELEVENLABS_WEBHOOK_SECRET') return `wsec_${randomBytes(24).toString('hex')}`;
    // The CRM receivers are the platform's stand-ins: their addresses, and the secrets they verify with, as a
    // deployer pastes the receiver's secret and the private app's token.
    if (name.startsWith('CRM_WEBHOOK_URL_')) return `${context.site}/__sim/webhooks/${crmName(name)}`;
    if (name.startsWith('CRM_WEBHOOK_SECRET_')) return LOCAL_CRM_WEBHOOK_SECRET;
    if (name === 'HUBSPOT_ACCESS_TOKEN') return LOCAL_HUBSPOT_TOKEN;
    if (name === 'HUBSPOT_API_URL') return `${context.site}/__sim/hubspot`;
    // Booking in the call: the tools' secret is the value agents:push stored in the workspace (DEPLOY.md:
    // "The same value goes to ElevenLabs"), the key a Cal.com key's shape, and Cal.com the platform's stand-in.
    if (name === 'VOICE_BOOKING_SECRET') return REHEARSAL_BOOKING_SECRET;
    if (name === 'CALCOM_API_KEY') return `cal_live_${randomBytes(16).toString('hex')}`;
    if (name === 'CALCOM_API_URL') return `${context.site}${CALCOM_API_PREFIX}`;
    return randomBytes(32).toString('hex');
  };
  return Object.fromEntries(names.map((name) => [name, value(name)]));
}

/** The template's names, or the problems that would make a deploy from it answer 503. */
export function checkTemplate(root: string): { names: string[]; problems: string[] } {
  const names = envNames(readFileSync(join(root, SECRETS_TEMPLATE), 'utf8'));
  const problems = [...secretsReadByFunctions(root)]
    .filter(([name]) => !names.includes(name))
    .map(
      ([name, file]) =>
        `${SECRETS_TEMPLATE} lacks ${name}, which ${file} reads: a deploy from the template leaves it unset and the function answers 503`,
    );
  return { names, problems };
}

/** The CRM secrets and addresses set on the functions, for check:live's shell: each destination gets a signed ping. */
export function crmEnv(secrets: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(secrets).filter(([name]) => /^(CRM_WEBHOOK_|HUBSPOT_)/.test(name)));
}
