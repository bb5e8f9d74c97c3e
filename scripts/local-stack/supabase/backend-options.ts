// The local backend's interface, options and fixed local values (split from index.ts to keep it short).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import type { DrainResult } from '../../../supabase/functions/_shared/outbox.ts';
import type { VoiceLeadsConfig } from '../../../supabase/functions/_shared/voice-leads.ts';
import type { SignedSession } from '../../../supabase/functions/_shared/voice-signed-url.ts';

export interface LocalBackend {
  /** Handles the request if it is one of ours; returns false when the URL is not a backend URL. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Rows in demo_requests, newest first (service role). */
  listDemoRequests(): Promise<Array<Record<string, unknown>>>;
  /** Rows in voice_sessions, newest first (service role). */
  listVoiceSessions(): Promise<Array<Record<string, unknown>>>;
  /** Sends the outbox entries that are due now (the timer does this every few seconds). */
  drainOutbox(): Promise<DrainResult>;
  /** Every queued e-mail's dedupe key ('demo_request:<row id>', 'contact:<row id>') and status. */
  listOutbox(): Promise<Array<{ dedupe_key: string; status: string }>>;
  /** As `supabase functions deploy`: takes config.toml and the generated allow-list as they are now. */
  deploy(extraAgentIds?: readonly string[]): Promise<{ functions: readonly string[]; agentIds: number }>;
  close(): Promise<void>;
}

export interface LocalBackendOptions {
  /** PGlite data directory; default '.data/pglite'. 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** Where notification e-mails are written, one JSON line each; default '.data/outbox.jsonl'. */
  outboxFile?: string;
  /** Booking page for the Book a Demo modal; default the functions' copy of site.yaml's schedulingUrl. */
  schedulingUrl?: string;
  /** Browser origins allowed to call the functions; default env ALLOWED_ORIGINS, else '*'. */
  allowedOrigins?: string;
  /** Signs voice-agent links (e.g. the voice simulator); without it voice-signed-url answers 503. */
  getSignedUrl?: (agentId: string, req: IncomingMessage) => Promise<SignedSession>;
  /** The secret post-call webhooks are signed with; default env ELEVENLABS_WEBHOOK_SECRET, else LOCAL_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Flows, teams, e-mail threshold and retention; default the functions' generated copy of the YAML. */
  voiceLeads?: VoiceLeadsConfig;
  /** Overrides the deployed allow-list (tests); default the generated voice-agent-ids.ts as of the last deploy. */
  agentIds?: () => ReadonlySet<string>;
  /** Agents the deployment allows besides the generated list, as a deployment built with other ids would. */
  extraAgentIds?: readonly string[];
  /** The simulator's pushed agents (industries/agents/local.yaml), read at each deploy: never in the committed list. */
  localAgentIds?: () => readonly string[];
  /** 'node' (default; env LOCAL_FUNCTIONS_RUNTIME) runs the handlers in-process, 'deno' the real entry files. */
  functionsRuntime?: 'node' | 'deno';
  /** Captcha key; default env ALTCHA_HMAC_KEY, else LOCAL_ALTCHA_HMAC_KEY. */
  altchaHmacKey?: string;
  /** How often the retention job runs; default hourly. 0 turns it off (npm run leads, tests). */
  retentionEveryMs?: number;
  /** How often queued e-mails are sent, in ms; default 3000. 0 turns the timer off (tests drain by hand). */
  outboxDrainIntervalMs?: number;
  /** The captcha's clock in ms (npm run abuse moves it to test expiry); default Date.now. */
  now?: () => number;
  /** Default console. */
  log?: Logger;
}

export const FUNCTIONS_PREFIX = '/functions/v1/';
export const ADMIN_LEADS_PATH = '/__backend/demo_requests';
export const ADMIN_SESSIONS_PATH = '/__backend/voice_sessions';
/** The local stack's webhook secret, shared by the simulator and the backend; never a production value. */
export const LOCAL_WEBHOOK_SECRET = 'local-voice-webhook-secret';
/** OUTBOX_DRAIN_SECRET of the local stack (the local timer drains without it). */
export const LOCAL_DRAIN_SECRET = 'local-outbox-drain-secret';
export const ADMIN_DEPLOY_PATH = '/__backend/deploy';
