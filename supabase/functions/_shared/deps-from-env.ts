// Production wiring: turns the function's environment into handler dependencies. Takes the env
// reader and fetch as parameters so it runs the same under Deno, Node and tests.
import { captchaDepsFromEnv } from './captcha/captcha-deps.ts';
import type { ServiceRoleConfig } from './database/postgrest.ts';
import { parseAllowedOrigins } from './http/cors.ts';
import { crmDrainDepsFromEnv } from './crm/deps-from-env.ts';
import {
  createPostgrestDemoRequestStore,
  createUnconfiguredDemoRequestStore,
  type DemoRequestStore,
} from './leads/demo-request-store.ts';
import { createElevenLabsSignedUrl } from './voice/elevenlabs.ts';
import { parseElevenLabsRegion, regionApiUrl } from './voice/elevenlabs-region.ts';
import type { DrainEmailOutboxDeps } from './email/drain-email-outbox.ts';
import { createResendEmailSender, createUnconfiguredEmailSender, type EmailSender } from './email/email.ts';
import { describeError, type Logger } from './http/log.ts';
import { createPostgrestRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import type { OutboxStore } from './email/outbox.ts';
import { createPostgrestOutboxStore } from './email/outbox-postgrest.ts';
import { createPostgrestUnqueuedLeads, type UnqueuedLeads } from './email/outbox-sweep.ts';
import { parseSchedulingUrl } from './leads/scheduling-link.ts';
import { SCHEDULING_PAGE_URL } from './generated/scheduling-page.ts';
import type { DemoRequestDeps } from './leads/send-demo-request.ts';
import type { LeadNotificationDeps } from './leads/send-lead-notification.ts';
import type { VoiceSignedUrlDeps } from './voice/voice-signed-url.ts';
import { VOICE_AGENT_IDS } from './generated/voice-agent-ids.ts';
import { VOICE_LEADS_CONFIG } from './generated/voice-leads-config.ts';
import { withLocalVoiceBudget } from './voice/voice-budget-env.ts';
import type { VoicePostCallDeps } from './voice/voice-post-call.ts';
import { createPostgrestVoiceSessionStore, type VoiceSessionStore } from './voice/voice-sessions.ts';
import { SERVICE_KEY_NAMES, serviceKeyFromEnv } from './database/service-key.ts';

/** Reads one environment variable; `(name) => Deno.env.get(name)` in the functions. */
export type EnvReader = (name: string) => string | undefined;

export interface EnvDepsOptions {
  fetch?: typeof fetch;
  log?: Logger;
}

const present = (env: EnvReader, name: string) => (env(name) ?? '').trim() !== '';
const missingNames = (env: EnvReader, names: readonly string[]) => names.filter((name) => !present(env, name));

function emailSenderFromEnv(env: EnvReader, fetchImpl: typeof fetch | undefined): EmailSender {
  const missing = missingNames(env, ['RESEND_API_KEY', 'LEAD_NOTIFY_TO', 'LEAD_NOTIFY_FROM']);
  if (missing.length > 0) return createUnconfiguredEmailSender(missing);
  return createResendEmailSender({
    apiKey: env('RESEND_API_KEY')!.trim(),
    from: env('LEAD_NOTIFY_FROM')!.trim(),
    to: env('LEAD_NOTIFY_TO')!
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * The booking page is `schedulingUrl` in industries/site.yaml (its copy in ./scheduling-page.ts), so the
 * site's own links and the Book a Demo link cannot disagree. A SCHEDULING_URL secret left from an older
 * setup is ignored, and the log says so once, so nobody edits it expecting a change.
 */
function schedulingUrlFor(env: EnvReader, log: Logger): URL | null {
  if (present(env, 'SCHEDULING_URL')) {
    log.warn(
      'send-demo-request: the SCHEDULING_URL secret is no longer read; the booking page is schedulingUrl in industries/site.yaml. Remove it with supabase secrets unset SCHEDULING_URL.',
    );
  }
  try {
    return parseSchedulingUrl(SCHEDULING_PAGE_URL);
  } catch (error) {
    log.error(`send-demo-request: ${describeError(error)} Answering without a scheduling link until it is fixed.`);
    return null;
  }
}

/** The service-role connection from SUPABASE_URL and the service key (service-key.ts), or the names missing. */
export function serviceRoleFromEnv(env: EnvReader, options: EnvDepsOptions): ServiceRoleConfig | string[] {
  const serviceRoleKey = serviceKeyFromEnv(env);
  const missing = [...missingNames(env, ['SUPABASE_URL']), ...(serviceRoleKey ? [] : [SERVICE_KEY_NAMES])];
  if (missing.length > 0 || !serviceRoleKey) return missing;
  return {
    supabaseUrl: env('SUPABASE_URL')!.trim(),
    serviceRoleKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
}

/** A call that fails and says what to set: an unconfigured database must never pass silently. */
export const unconfigured = (what: string, missing: readonly string[]) => async (): Promise<never> => {
  throw new Error(`Cannot ${what}: ${missing.join(', ')} not set in the function's environment.`);
};

/**
 * spend_captcha_and_count over PostgREST with the service role. Without SUPABASE_URL or the key every
 * hit fails (500), like the store: an unlimited public endpoint must not go out by accident.
 */
export function rateLimiterFromEnv(env: EnvReader, options: EnvDepsOptions = {}): RateLimiter {
  const db = serviceRoleFromEnv(env, options);
  if (Array.isArray(db)) return { hit: unconfigured('count rate limits', db) };
  return createPostgrestRateLimiter(db);
}

/** The e-mail outbox table over PostgREST; without the settings every call fails with what to set. */
export function outboxStoreFromEnv(env: EnvReader, options: EnvDepsOptions = {}): OutboxStore {
  const db = serviceRoleFromEnv(env, options);
  if (Array.isArray(db)) {
    const fail = unconfigured('use the e-mail outbox', db);
    return { enqueue: fail, listDue: fail, claim: fail, markSent: fail, markFailed: fail };
  }
  return createPostgrestOutboxStore(db);
}

export function drainEmailOutboxDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): DrainEmailOutboxDeps {
  return {
    store: outboxStoreFromEnv(env, options),
    email: emailSenderFromEnv(env, options.fetch),
    drainSecret: present(env, 'OUTBOX_DRAIN_SECRET') ? env('OUTBOX_DRAIN_SECRET')!.trim() : null,
    log: options.log ?? console,
    ...unqueuedLeadsFromEnv(env, options),
    ...crmDrainDepsFromEnv(env, serviceRoleFromEnv(env, options)),
  };
}

function unqueuedLeadsFromEnv(env: EnvReader, options: EnvDepsOptions): { unqueued?: UnqueuedLeads } {
  const db = serviceRoleFromEnv(env, options);
  return Array.isArray(db) ? {} : { unqueued: createPostgrestUnqueuedLeads(db) };
}

function storeFromEnv(env: EnvReader, options: EnvDepsOptions): DemoRequestStore {
  const db = serviceRoleFromEnv(env, options);
  if (Array.isArray(db)) return createUnconfiguredDemoRequestStore(db);
  return createPostgrestDemoRequestStore(db);
}

export function demoRequestDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): DemoRequestDeps {
  const log = options.log ?? console;
  return {
    store: storeFromEnv(env, options),
    outbox: outboxStoreFromEnv(env, options),
    limiter: rateLimiterFromEnv(env, options),
    captcha: captchaDepsFromEnv(env),
    schedulingUrl: schedulingUrlFor(env, log),
    allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')),
    log,
  };
}

export function leadNotificationDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): LeadNotificationDeps {
  return {
    store: storeFromEnv(env, options),
    outbox: outboxStoreFromEnv(env, options),
    limiter: rateLimiterFromEnv(env, options),
    captcha: captchaDepsFromEnv(env),
    allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')),
    log: options.log ?? console,
  };
}

export function voiceSignedUrlDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): VoiceSignedUrlDeps {
  const apiKey = env('ELEVENLABS_API_KEY')?.trim();
  const log = options.log ?? console;
  // Only the local stack sets ELEVENLABS_API_URL (its simulator); unset, the API of ELEVENLABS_REGION.
  const region = parseElevenLabsRegion(env('ELEVENLABS_REGION'));
  if (typeof region !== 'string') log.error(`voice-signed-url: ${region.problem} Voice starts answer 503.`);
  const apiUrl = env('ELEVENLABS_API_URL')?.trim() || (typeof region === 'string' ? regionApiUrl(region) : null);
  return {
    getSignedUrl:
      apiKey && apiUrl
        ? createElevenLabsSignedUrl({ apiKey, apiUrl, ...(options.fetch ? { fetch: options.fetch } : {}) })
        : null,
    sessions: voiceSessionStoreFromEnv(env, options),
    limiter: rateLimiterFromEnv(env, options),
    captcha: captchaDepsFromEnv(env),
    agentIds: VOICE_AGENT_IDS,
    leads: withLocalVoiceBudget(VOICE_LEADS_CONFIG, env, log),
    allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')),
    log,
  };
}

export function voiceSessionStoreFromEnv(env: EnvReader, options: EnvDepsOptions): VoiceSessionStore {
  const db = serviceRoleFromEnv(env, options);
  if (Array.isArray(db)) {
    const fail = unconfigured('store voice sessions', db);
    return { insertSession: fail, findSession: fail, recordOutcome: fail };
  }
  return createPostgrestVoiceSessionStore(db);
}

export function voicePostCallDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): VoicePostCallDeps {
  return {
    secret: env('ELEVENLABS_WEBHOOK_SECRET')?.trim() || null,
    store: voiceSessionStoreFromEnv(env, options),
    config: VOICE_LEADS_CONFIG,
    outbox: outboxStoreFromEnv(env, options),
    now: () => Date.now(),
    log: options.log ?? console,
  };
}
