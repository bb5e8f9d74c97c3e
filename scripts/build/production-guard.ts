// The checks that stop `npm run build -- --production` from shipping a site that cannot work: one
// line per problem, each saying what is wrong and what to do. Pure: the caller gathers the input
// (production-input.ts), so every message is pinned by a unit test.
import { agentIdsFile, type PushedAgent } from '../content-engine/agent-ids.ts';
import { isLoopbackHost, originProblem, type BuildEnv } from '../shared/build-env.ts';
import { keyKind, SECRET_KINDS } from './key-kinds.ts';
import { allowListProblems, placeholderProblems } from './production-placeholders.ts';
import { functionSecretProblems } from './production-secrets.ts';
import { SCHEDULING_PAGE_FILE } from '../content-engine/generate/scheduling-page.ts';

/** The shape of the committed stand-in ids (`agent_restaurant_demo_01`): words, then a two-digit number. */
export const PLACEHOLDER_AGENT_ID = /^agent_[a-z]+(?:_[a-z]+)*_\d{2}$/;

/** VITE_ names that say "secret" whatever the value looks like. */
const SECRET_NAME = /SECRET|SERVICE_ROLE|SERVICE_KEY|PRIVATE|PASSWORD|ELEVENLABS_API_KEY|RESEND_API_KEY/;

const SUPABASE_URL_EXAMPLE = 'https://<project-ref>.supabase.co';
const SITE_ORIGIN_EXAMPLE = 'https://www.example.com';

export interface GuardFlow {
  /** Flow slug, the key in industries/agents/<env>.yaml: restaurant, general, interview-sales, … */
  slug: string;
  /** The flow's `demo.agentId` in its YAML file: the committed stand-in. */
  yamlAgentId: string;
}

export interface GuardInput {
  env: BuildEnv;
  /** `origin` in industries/site.yaml: the default a production build must not ship unconfirmed. */
  defaultOrigin: string;
  /** Every voice flow; null when the content has problems (the build reports those itself). */
  flows: GuardFlow[] | null;
  /** The pushed agents of SITE_ENV; null when its file does not exist. */
  agentIds: Record<string, PushedAgent> | null;
  /** The scheduling page in site.yaml and the functions' copy of it (null: no readable copy). */
  scheduling: { site: string; functions: string | null } | null;
  /** .env.example's values by name (production-placeholders.ts); a build holding one is refused. */
  placeholders?: Record<string, string>;
  /** supabase/functions/.env by name (production-secrets.ts); null or omitted: no file, not checked. */
  functionSecrets?: Record<string, string> | null;
  /** The functions' generated allow-list; null when unreadable. Omitted: not checked. */
  allowList?: readonly string[] | null;
}

function isLoopbackOrigin(value: string): boolean {
  try {
    return isLoopbackHost(new URL(value).hostname);
  } catch {
    return false;
  }
}

/** Refusals for every build, production or not: a secret in a VITE_ variable, a malformed SITE_ORIGIN. */
export function alwaysProblems(env: BuildEnv): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.startsWith('VITE_') || !value?.trim()) continue;
    const secret = SECRET_KINDS[keyKind(value)];
    if (secret) {
      problems.push(
        `${name} holds ${secret}: every VITE_ variable is readable in the published JavaScript. Remove it, rotate that key, and keep it server-side (supabase secrets set).`,
      );
    } else if (SECRET_NAME.test(name)) {
      problems.push(
        `${name} is named like a secret: every VITE_ variable is readable in the published JavaScript. Rename it without VITE_ and keep it server-side (supabase secrets set).`,
      );
    }
  }
  const origin = env.SITE_ORIGIN?.trim();
  if (origin) {
    const problem = originProblem('SITE_ORIGIN', origin, SITE_ORIGIN_EXAMPLE);
    if (problem) problems.push(problem);
  }
  return problems;
}

function supabaseProblems(env: BuildEnv): string[] {
  const problems: string[] = [];
  const url = env.VITE_SUPABASE_URL?.trim();
  if (!url) {
    problems.push(
      `VITE_SUPABASE_URL is not set: the site would call the local backend of npm start. Set it to the project URL, ${SUPABASE_URL_EXAMPLE} (Supabase dashboard, Project Settings, API).`,
    );
  } else {
    const problem = originProblem('VITE_SUPABASE_URL', url, SUPABASE_URL_EXAMPLE);
    if (problem) problems.push(problem);
  }

  const publishable = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim();
  const anon = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (!publishable && !anon) {
    problems.push(
      'The Supabase public key is not set: set VITE_SUPABASE_PUBLISHABLE_KEY to the project publishable key (sb_publishable_…), or VITE_SUPABASE_ANON_KEY to its legacy anon key.',
    );
    return problems;
  }
  if (publishable && anon && publishable !== anon) {
    problems.push('VITE_SUPABASE_PUBLISHABLE_KEY and VITE_SUPABASE_ANON_KEY are both set and differ: keep one.');
  }
  for (const [name, value] of [
    ['VITE_SUPABASE_PUBLISHABLE_KEY', publishable],
    ['VITE_SUPABASE_ANON_KEY', anon],
  ] as const) {
    if (!value) continue;
    const kind = keyKind(value);
    // The local stack's key is right for a rehearsal against it (DEPLOY.md, step 0): its gateway knows no other.
    const rehearsal = url !== undefined && isLoopbackOrigin(url);
    if (kind === 'local' && !rehearsal) {
      problems.push(
        `${name} is ${value}, the stand-in of npm start: set the project publishable key (sb_publishable_…).`,
      );
    } else if (kind !== 'local' && kind !== 'publishable' && kind !== 'anon-jwt' && !SECRET_KINDS[kind]) {
      // Secret kinds are already refused by alwaysProblems, with their own line.
      problems.push(
        `${name} does not look like a Supabase public key: expected sb_publishable_… or a legacy anon key (a JWT whose role is anon).`,
      );
    }
  }
  return problems;
}

function originProblems(env: BuildEnv, defaultOrigin: string): string[] {
  if (env.SITE_ORIGIN?.trim()) return []; // its format is checked by alwaysProblems
  return [
    `SITE_ORIGIN is not set: the build would use ${defaultOrigin}, the default origin from industries/site.yaml. Set SITE_ORIGIN to the address the site is served from (canonical links and the sitemap use it).`,
  ];
}

function agentProblems(input: GuardInput): string[] {
  const siteEnv = input.env.SITE_ENV?.trim();
  if (!siteEnv) {
    return [
      'SITE_ENV is not set: name the environment whose agent ids this build ships (industries/agents/<env>.yaml), e.g. SITE_ENV=production.',
    ];
  }
  const origin = input.env.SITE_ORIGIN?.trim();
  if (siteEnv === 'local' && origin && !isLoopbackOrigin(origin)) {
    return [
      `SITE_ENV=local holds the agents of the local simulator, which only npm start serves: use the environment you pushed for ${origin}, e.g. SITE_ENV=production.`,
    ];
  }
  if (!input.flows) return [];
  const file = agentIdsFile(siteEnv);
  const push = `npm run agents:push -- --env ${siteEnv}`;
  if (!input.agentIds) return [`${file} does not exist: push the agents first (${push}).`];
  const deployable = input.allowList === undefined ? [] : allowListProblems(siteEnv, input.agentIds, input.allowList);
  const problems: string[] = [];
  for (const flow of input.flows) {
    const pushed = input.agentIds[flow.slug];
    if (!pushed) {
      problems.push(`${flow.slug}: no agent id in ${file}; the agent was never pushed (${push}).`);
    } else if (pushed.id === flow.yamlAgentId || PLACEHOLDER_AGENT_ID.test(pushed.id)) {
      problems.push(`${flow.slug}: agent id ${pushed.id} in ${file} is a placeholder; push the agent (${push}).`);
    }
  }
  return problems.length > 0 ? problems : deployable;
}

function schedulingProblems(scheduling: GuardInput['scheduling']): string[] {
  if (!scheduling || scheduling.site === scheduling.functions) return [];
  if (scheduling.functions === null) {
    return [
      `${SCHEDULING_PAGE_FILE} is missing or unreadable: run npm run generate to write it from industries/site.yaml.`,
    ];
  }
  return [
    `The functions' copy of the scheduling page (${SCHEDULING_PAGE_FILE}) is ${scheduling.functions} but industries/site.yaml schedulingUrl is ${scheduling.site}: run npm run generate, then deploy the functions again.`,
  ];
}

/** Everything that stops a production build, in the order a newcomer fixes it. Empty: good to build. */
export function productionProblems(input: GuardInput): string[] {
  return [
    ...alwaysProblems(input.env),
    ...placeholderProblems(input.env, input.placeholders ?? {}),
    ...supabaseProblems(input.env),
    ...originProblems(input.env, input.defaultOrigin),
    ...(input.flows === null ? ['The content has problems: run npm run validate and fix them first.'] : []),
    ...agentProblems(input),
    ...schedulingProblems(input.scheduling),
    ...functionSecretProblems(input.functionSecrets),
  ];
}
