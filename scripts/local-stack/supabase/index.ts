// The embedded stand-in for Supabase used by npm start, npm run dev and the tests: the site's
// supabase-js calls (REST inserts and function invocations) work with nothing configured.
//
//   POST/GET/PATCH/DELETE /rest/v1/<table>   PostgREST emulation, always as anon (see postgrest.ts)
//   POST /functions/v1/<name>                the edge-function handlers with local dependencies
//   GET  /__backend/{demo_requests,voice_sessions}   stored leads and sessions for npm run leads (loopback only)
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { handleCaptchaChallenge, LOCAL_ALTCHA_HMAC_KEY } from '../../../supabase/functions/_shared/captcha.ts';
import { parseAllowedOrigins } from '../../../supabase/functions/_shared/cors.ts';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import { parseSchedulingUrl } from '../../../supabase/functions/_shared/scheduling-link.ts';
import { SCHEDULING_PAGE_URL } from '../../../supabase/functions/_shared/generated/scheduling-page.ts';
import { handleSendDemoRequest } from '../../../supabase/functions/_shared/send-demo-request.ts';
import { handleSendLeadNotification } from '../../../supabase/functions/_shared/send-lead-notification.ts';
import { handleVoiceSignedUrl, type SignedSession } from '../../../supabase/functions/_shared/voice-signed-url.ts';
import { handleVoicePostCall } from '../../../supabase/functions/_shared/voice-post-call.ts';
import type { VoiceLeadsConfig } from '../../../supabase/functions/_shared/voice-leads.ts';
import { VOICE_AGENT_IDS } from '../../../supabase/functions/_shared/generated/voice-agent-ids.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { openLocalDatabase } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import {
  createOutboxEmailSender,
  createPgliteDemoRequestStore,
  createPgliteLoadReader,
  createPgliteRateLimiter,
  createPgliteSpentCaptchaStore,
  listDemoRequests,
} from './local-deps.ts';
import { serveAdminList } from './admin-guard.ts';
import { emulatePlatformAddress } from './client-address-emulation.ts';
import { createPgliteOutboxStore, createPgliteUnqueuedLeads, listOutbox, startOutboxDrain } from './local-outbox.ts';
import type { DrainResult } from '../../../supabase/functions/_shared/outbox.ts';
import { BodyTooLargeError, sendJson, sendWebResponse, toWebRequest } from './node-web.ts';
import { handleRestRequest, REST_PREFIX } from './postgrest.ts';
import { startRetentionTimer } from './retention.ts';
import { createPgliteVoiceSessionStore, listVoiceSessions } from './voice-session-store.ts';

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
  /** The agents voice-signed-url may sign, read per request; default the generated voice-agent-ids.ts. */
  agentIds?: () => ReadonlySet<string>;
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

export async function createLocalBackend(opts: LocalBackendOptions = {}): Promise<LocalBackend> {
  const log = opts.log ?? console;
  const inMemory = (opts.dataDir ?? '').startsWith('memory://');
  const dataDir = inMemory ? opts.dataDir! : path.resolve(opts.dataDir ?? '.data/pglite');
  const outboxFile = path.resolve(opts.outboxFile ?? '.data/outbox.jsonl');

  const releaseLock = inMemory ? () => {} : lockDataDir(dataDir);
  let db: Awaited<ReturnType<typeof openLocalDatabase>>;
  try {
    db = await openLocalDatabase(dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }

  const allowedOrigins = parseAllowedOrigins(opts.allowedOrigins ?? process.env.ALLOWED_ORIGINS ?? '*');
  const email = createOutboxEmailSender(outboxFile, log);
  const outbox = createPgliteOutboxStore(db);
  const drainOptions = { store: outbox, email, log, unqueued: createPgliteUnqueuedLeads(db) };
  const outboxDrain = startOutboxDrain(drainOptions, opts.outboxDrainIntervalMs ?? 3000);
  const store = createPgliteDemoRequestStore(db);
  const [limiter, load] = [createPgliteRateLimiter(db), createPgliteLoadReader(db)];
  const hmacKey = opts.altchaHmacKey ?? (process.env.ALTCHA_HMAC_KEY || LOCAL_ALTCHA_HMAC_KEY);
  const captcha = { hmacKey, spent: createPgliteSpentCaptchaStore(db), ...(opts.now ? { now: opts.now } : {}) };
  const demoRequestDeps = {
    store,
    outbox,
    limiter,
    captcha,
    schedulingUrl: parseSchedulingUrl(opts.schedulingUrl ?? SCHEDULING_PAGE_URL),
    allowedOrigins,
    log,
  };

  const voiceLeads = opts.voiceLeads ?? VOICE_LEADS_CONFIG;
  const sessions = createPgliteVoiceSessionStore(db);
  const stopRetention = startRetentionTimer(db, voiceLeads, opts.retentionEveryMs ?? 3_600_000, log);
  const postCallDeps = {
    secret: opts.webhookSecret ?? process.env.ELEVENLABS_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET,
    store: sessions,
    config: voiceLeads,
    outbox,
    now: () => Date.now(),
    log,
  };

  const functions: Record<string, (request: Request, req: IncomingMessage) => Promise<Response>> = {
    'send-demo-request': (request) => handleSendDemoRequest(request, demoRequestDeps),
    'send-lead-notification': (request) =>
      handleSendLeadNotification(request, { store, outbox, limiter, captcha, allowedOrigins, log }),
    'voice-signed-url': (request, req) => {
      const sign = opts.getSignedUrl;
      const getSignedUrl = sign ? (agentId: string) => sign(agentId, req) : null;
      const agentIds = opts.agentIds?.() ?? VOICE_AGENT_IDS;
      const deps = { getSignedUrl, sessions, limiter, captcha, agentIds, leads: voiceLeads, allowedOrigins, log };
      return handleVoiceSignedUrl(request, deps);
    },
    'voice-post-call': (request) =>
      handleVoicePostCall(request, { ...postCallDeps, agentIds: opts.agentIds?.() ?? VOICE_AGENT_IDS }),
    'captcha-challenge': (request) => handleCaptchaChallenge(request, { hmacKey, allowedOrigins, load, log }),
  };

  async function route(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (pathname === ADMIN_LEADS_PATH) return serveAdminList(req, res, () => listDemoRequests(db));
    if (pathname === ADMIN_SESSIONS_PATH) return serveAdminList(req, res, () => listVoiceSessions(db));
    emulatePlatformAddress(req);
    const request = await toWebRequest(req, req.socket.remoteAddress);
    if (pathname.startsWith(REST_PREFIX)) return sendWebResponse(res, await handleRestRequest(db, request));

    const name = pathname.slice(FUNCTIONS_PREFIX.length);
    const run = functions[name];
    if (!run) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return sendWebResponse(res, await run(request, req));
  }

  return {
    async handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const ours =
        pathname === ADMIN_LEADS_PATH ||
        pathname === ADMIN_SESSIONS_PATH ||
        pathname.startsWith(REST_PREFIX) ||
        pathname.startsWith(FUNCTIONS_PREFIX);
      if (!ours) return false;
      try {
        await route(pathname, req, res);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          sendJson(res, 413, { error: 'payload_too_large' });
        } else {
          log.error(`Local backend failed on ${req.method} ${pathname}:`, error);
          if (!res.headersSent) sendJson(res, 500, { error: 'internal_error' });
          else res.end();
        }
      }
      return true;
    },
    listDemoRequests: () => listDemoRequests(db),
    listVoiceSessions: () => listVoiceSessions(db),
    drainOutbox: outboxDrain.drain,
    listOutbox: () => listOutbox(db),
    async close() {
      stopRetention();
      await outboxDrain.stop();
      try {
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
}
