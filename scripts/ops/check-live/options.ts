// check:live's command line: `npm run check:live -- --site <url> [--supabase <url>] [--key <key>] [--env <name>] [--no-connect]
// [--api-url <agents API>]`.
// What is not given comes from the same environment as the build (.env, .env.production, the shell).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bookingConfig } from '../../content-engine/generate/booking-config.ts';
import { calcomFromEnv } from '../leads/forget-meetings.ts';
import { loadDeployEnv, readBuildEnv, type BuildEnv } from '../../shared/build-env.ts';
import { voiceFlows } from '../../content-engine/voice-flows.ts';
import { pushedAgentsOf } from '../../build/production-input.ts';
import { agentIdsFile } from '../../content-engine/agent-ids.ts';
import { loadContent } from '../../content-engine/load.ts';
import { serviceKeyFromEnv } from '../../../supabase/functions/_shared/database/service-key.ts';
import { crmDestinations } from '../../content-engine/generate/crm-config.ts';
import { functionNames } from './functions.ts';
import { apiBaseUrlOf } from './region.ts';
import type { CheckLiveOptions } from './run.ts';
import type { Demo } from '../../../schemas/demo.ts';
import { loadFlows } from '../agents/flows.ts';
import { FLAGS, USAGE } from './flags.ts';

/**
 * The overrides a flow's page sends at start (src/features/demo/voice/overrides.ts): the text-only
 * switch of "Type instead", and with a language picker the picked language and its first message.
 */
export function overridesSentBy(demo: Pick<Demo, 'session'>): string[] {
  const picker = demo.session.languages.options.length > 1;
  // A Call me call opens with the server's own first message (voice-call-me), so its agent must allow it too.
  const firstMessage = picker || offersCallMe(demo);
  return [
    'conversation.text_only',
    ...(picker ? ['agent.language'] : []),
    ...(firstMessage ? ['agent.first_message'] : []),
  ];
}

/** `session.callMe.enabled` (schemas/call-me.ts), read loosely so check:live runs on content without the block. */
export function offersCallMe(demo: Pick<Demo, 'session'>): boolean {
  return (demo.session as { callMe?: { enabled?: unknown } }).callMe?.enabled === true;
}

function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} "${value}" is not an address.\n${USAGE}`);
  }
  return url.origin;
}

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The options for runChecks from the command line, the environment and the repository's content. */
export function optionsFrom(argv: readonly string[], given?: BuildEnv, root = process.cwd()): CheckLiveOptions {
  // Not strict: the command has refused malformed flags already (parseCli); this names an unknown one.
  const flags = parseArgs({ args: [...argv], options: FLAGS, strict: false }).values;
  const unknown = Object.keys(flags).find((name) => !(name in FLAGS));
  if (unknown) throw new Error(`Unknown option --${unknown}.\n${USAGE}`);
  const siteEnv = text(flags.env);
  // Without a given environment (tests give one): the shell and env files, plus deploy/<env>.env for
  // --env, read the same way as the production build.
  if (given === undefined) loadDeployEnv(siteEnv, root);
  const env = given ?? readBuildEnv(root);
  const siteFlag = text(flags.site) ?? (siteEnv ? env.SITE_ORIGIN?.trim() : undefined);
  if (!siteFlag) throw new Error(`--site is required (or --env with SITE_ORIGIN in its deploy file).\n${USAGE}`);
  const site = origin('--site', siteFlag);
  const supabase = text(flags.supabase) ?? env.VITE_SUPABASE_URL?.trim();
  // CONTENT_DIR: another content folder, as the build and validate take it (the unit tests' fixture site).
  const contentDir = process.env.CONTENT_DIR ? resolve(root, process.env.CONTENT_DIR) : join(root, 'industries');
  const { registry, problems } = loadContent({ root, contentDir });
  if (!registry) throw new Error(`The content has ${problems.length} problem(s): run npm run validate first.`);
  const apiKey = env.ELEVENLABS_API_KEY?.trim();
  const pushed = siteEnv ? pushedAgentsOf(root, siteEnv, contentDir) : null;
  const starts = flags['voice-starts'];
  const voiceStarts = starts === undefined ? undefined : Number(starts);
  if (voiceStarts !== undefined && !(Number.isInteger(voiceStarts) && voiceStarts >= 0)) {
    throw new Error(`--voice-starts takes a whole number of signed links, e.g. 3.\n${USAGE}`);
  }
  if (siteEnv && !pushed) {
    throw new Error(`--env ${siteEnv}: ${agentIdsFile(siteEnv)} does not exist (npm run agents:push writes it).`);
  }
  // Secrets (the project's secret key, Cal.com's, the CRM's) stay out of BuildEnv, which reads only VITE_, SITE_
  // and ELEVENLABS_ values from files: they come from the shell, or from the environment a test gives.
  const secret = (name: string) => (given ? given[name] : process.env[name]);
  const region = env.ELEVENLABS_REGION?.trim() || undefined;
  const { flows } = loadFlows(root, contentDir);
  const secretKey = serviceKeyFromEnv(secret) ?? undefined;
  return {
    site,
    secretKey,
    supabaseUrl: supabase ? origin('--supabase', supabase) : site,
    publicKey: text(flags.key) ?? (env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY)?.trim(),
    paths: registry.routes.map((route) => route.path),
    flows: voiceFlows(registry, root, contentDir),
    functions: functionNames(root),
    region,
    agentsApi: apiKey
      ? { apiKey, baseUrl: text(flags['api-url']) ?? (env.ELEVENLABS_API_URL?.trim() || apiBaseUrlOf(region)) }
      : undefined,
    pushedAgents: siteEnv && pushed ? { file: agentIdsFile(siteEnv), ids: pushed } : undefined,
    connect: !flags['no-connect'],
    flowOverrides: Object.fromEntries(flows.map((flow) => [flow.slug, overridesSentBy(flow.demo)])),
    phone: {
      phoneNumberId: env.ELEVENLABS_PHONE_NUMBER_ID?.trim() || undefined,
      callMeFlows: flows.filter((flow) => offersCallMe(flow.demo)).map((flow) => flow.slug),
    },
    booking: { settings: bookingConfig(registry, contentDir).site, calcom: calcomFromEnv(secret) },
    crm: { destinations: crmDestinations(registry.site.crm), env: secret },
    ...(voiceStarts === undefined ? {} : { voiceStarts }),
  };
}
