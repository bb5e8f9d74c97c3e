// The local backend's interface, options and fixed local values (split from index.ts to keep it short).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../../supabase/functions/_shared/http/log.ts';
import type { DrainResult } from '../../../supabase/functions/_shared/email/outbox.ts';
import type { VoiceLeadsConfig } from '../../../supabase/functions/_shared/voice/voice-leads.ts';
import type { CrmConfig } from '../../../supabase/functions/_shared/crm/config.ts';
import type { CrmDrainResult } from '../../../supabase/functions/_shared/crm/drain.ts';

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
  /** Delivers the CRM events that are due now to the stand-ins (the timer does this every few seconds). */
  drainCrm(): Promise<CrmDrainResult>;
  /** Every CRM event's delivery to each destination, oldest first (public.crm_lead_deliveries). */
  listCrmDeliveries(): Promise<Array<Record<string, unknown>>>;
  /**
   * Starts the functions under Deno for the server at `baseUrl`, once it listens, so the first call does
   * not wait for Deno. Without it they start on the first call.
   */
  startFunctions(baseUrl: string): void;
  /** Moves the functions' clock by `offsetMs` from now (npm run abuse tests captcha expiry); 0 resets it. */
  setFunctionsClock(offsetMs: number): Promise<void>;
  /** As `supabase functions deploy`: takes config.toml and the generated allow-list as they are now. */
  deploy(extraAgentIds?: readonly string[]): Promise<{ functions: readonly string[]; agentIds: number }>;
  close(): Promise<void>;
}

export interface LocalBackendOptions {
  /** PGlite data directory; default '.data/pglite'. 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** Where notification e-mails are written, one JSON line each; default '.data/outbox.jsonl'. */
  outboxFile?: string;
  /** Browser origins allowed to call the functions; default env ALLOWED_ORIGINS, else '*'. */
  allowedOrigins?: string;
  /** The secret post-call webhooks are signed with; default env ELEVENLABS_WEBHOOK_SECRET, else LOCAL_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** The retention periods of the local cron job; default the functions' generated copy of the YAML. */
  voiceLeads?: VoiceLeadsConfig;
  /** Agents the deployment allows besides the generated list, as a deployment built with other ids would. */
  extraAgentIds?: readonly string[];
  /** Function secrets set as a deployment sets them (the rehearsal's `supabase secrets set`), over the local ones. */
  functionSecrets?: Record<string, string>;
  /**
   * Unit tests only: runs an admitted function call in this process instead of Deno, so a test can call
   * the handlers with injected stores and settings behind the same gateway.
   */
  runFunction?: (name: string, request: Request) => Promise<Response>;
  /** The simulator's pushed agents (industries/agents/local.yaml), read at each deploy: never in the committed list. */
  localAgentIds?: () => readonly string[];
  /** Captcha key; default env ALTCHA_HMAC_KEY, else LOCAL_ALTCHA_HMAC_KEY. */
  altchaHmacKey?: string;
  /** How often the retention job runs; default hourly. 0 turns it off (npm run leads, tests). */
  retentionEveryMs?: number;
  /** How often queued e-mails are sent, in ms; default 3000. 0 turns the timer off (tests drain by hand). */
  outboxDrainIntervalMs?: number;
  /** The CRM destinations and consent texts; default the functions' generated copy of site.yaml `crm`. */
  crm?: CrmConfig;
  /** How often CRM events are delivered, in ms; default 3000. 0 turns the timer off (tests drain by hand). */
  crmDrainIntervalMs?: number;
  /** Default console. */
  log?: Logger;
}

export const FUNCTIONS_PREFIX = '/functions/v1/';
export const ADMIN_LEADS_PATH = '/__backend/demo_requests';
export const ADMIN_SESSIONS_PATH = '/__backend/voice_sessions';
export const ADMIN_CRM_PATH = '/__backend/crm_deliveries';
/** The local stack's webhook secret, shared by the simulator and the backend; never a production value. */
export const LOCAL_WEBHOOK_SECRET = 'local-voice-webhook-secret';
/** OUTBOX_DRAIN_SECRET of the local stack (the local timer drains without it). */
export const LOCAL_DRAIN_SECRET = 'local-outbox-drain-secret';
/** The booking tools' secret locally: VOICE_BOOKING_SECRET of the functions, and the simulator's workspace secret. */
export const LOCAL_BOOKING_SECRET = 'local-voice-booking-secret';
/** The local Cal.com key: any `cal_` key passes the stand-in. */
export const LOCAL_CALCOM_API_KEY = 'cal_local_simulator';
export const ADMIN_DEPLOY_PATH = '/__backend/deploy';
