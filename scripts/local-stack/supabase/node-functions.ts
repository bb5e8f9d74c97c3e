// The edge functions' handlers run in Node, in-process, with local dependencies (PGlite, a file for
// e-mails): the default runtime of npm start and npm run dev, faster to start than Deno (README).
// deno-runtime.ts runs the functions' own entry files under Deno instead.
import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { handleClientAddressProbe } from '../../../supabase/functions/_shared/client-address-probe.ts';
import { handleCaptchaChallenge } from '../../../supabase/functions/_shared/captcha.ts';
import type { AllowedOrigins } from '../../../supabase/functions/_shared/cors.ts';
import { handleDrainEmailOutbox } from '../../../supabase/functions/_shared/drain-email-outbox.ts';
import type { EmailSender } from '../../../supabase/functions/_shared/email.ts';
import type { Logger } from '../../../supabase/functions/_shared/log.ts';
import type { OutboxStore } from '../../../supabase/functions/_shared/outbox.ts';
import { handleSendDemoRequest } from '../../../supabase/functions/_shared/send-demo-request.ts';
import { handleSendLeadNotification } from '../../../supabase/functions/_shared/send-lead-notification.ts';
import { handleVoicePostCall } from '../../../supabase/functions/_shared/voice-post-call.ts';
import type { VoiceLeadsConfig } from '../../../supabase/functions/_shared/voice-leads.ts';
import { handleVoiceSignedUrl, type SignedSession } from '../../../supabase/functions/_shared/voice-signed-url.ts';
import {
  createPgliteDemoRequestStore,
  createPgliteLoadReader,
  createPgliteRateLimiter,
  createPgliteSpentCaptchaStore,
} from './local-deps.ts';
import { LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_JWT } from './keys.ts';
import { createPgliteVoiceSessionStore } from './voice-session-store.ts';

export type LocalFunction = (request: Request, req: IncomingMessage) => Promise<Response>;

export interface NodeFunctionsDeps {
  db: PGlite;
  outbox: OutboxStore;
  email: EmailSender;
  allowedOrigins: AllowedOrigins;
  hmacKey: string;
  schedulingUrl: URL | null;
  webhookSecret: string;
  drainSecret: string;
  voiceLeads: VoiceLeadsConfig;
  /** The deployed allow-list, read per call so a deploy() takes effect at once. */
  agentIds: () => ReadonlySet<string>;
  getSignedUrl?: ((agentId: string, req: IncomingMessage) => Promise<SignedSession>) | undefined;
  /** The captcha's clock (npm run abuse moves it); default Date.now. */
  now?: (() => number) | undefined;
  log: Logger;
}

/** Every function by folder name, as `supabase functions deploy` names them. */
export function nodeFunctions(deps: NodeFunctionsDeps): Record<string, LocalFunction> {
  const { db, outbox, allowedOrigins, log } = deps;
  const store = createPgliteDemoRequestStore(db);
  const limiter = createPgliteRateLimiter(db);
  const load = createPgliteLoadReader(db);
  const captcha = {
    hmacKey: deps.hmacKey,
    spent: createPgliteSpentCaptchaStore(db),
    ...(deps.now ? { now: deps.now } : {}),
  };
  const sessions = createPgliteVoiceSessionStore(db);
  const demoRequestDeps = { store, outbox, limiter, captcha, schedulingUrl: deps.schedulingUrl, allowedOrigins, log };
  const postCallDeps = {
    secret: deps.webhookSecret,
    store: sessions,
    config: deps.voiceLeads,
    outbox,
    now: () => Date.now(),
    log,
  };
  return {
    'send-demo-request': (request) => handleSendDemoRequest(request, demoRequestDeps),
    'send-lead-notification': (request) =>
      handleSendLeadNotification(request, { store, outbox, limiter, captcha, allowedOrigins, log }),
    'voice-signed-url': (request, req) => {
      const sign = deps.getSignedUrl;
      const getSignedUrl = sign ? (agentId: string) => sign(agentId, req) : null;
      const leads = deps.voiceLeads;
      const signedDeps = {
        getSignedUrl,
        sessions,
        limiter,
        captcha,
        agentIds: deps.agentIds(),
        leads,
        allowedOrigins,
        log,
      };
      return handleVoiceSignedUrl(request, signedDeps);
    },
    'voice-post-call': (request) => handleVoicePostCall(request, { ...postCallDeps, agentIds: deps.agentIds() }),
    'captcha-challenge': (request) =>
      handleCaptchaChallenge(request, { hmacKey: deps.hmacKey, allowedOrigins, load, log }),
    'client-address': (request) =>
      handleClientAddressProbe(request, { serviceKeys: [LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_JWT] }),
    'drain-email-outbox': (request) =>
      handleDrainEmailOutbox(request, { store: outbox, email: deps.email, drainSecret: deps.drainSecret, log }),
  };
}
