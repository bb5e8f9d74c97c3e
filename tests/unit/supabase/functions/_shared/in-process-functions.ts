// The voice functions' handlers called in the test's own process, for createLocalBackend's runFunction:
// the tests inject the settings the deployed functions read from generated files (flows, teams, the
// e-mail threshold, the allow-list) and the simulator's signer, and keep the real _shared/ PostgREST
// stores, which reach the backend's Data API over HTTP like the deployed functions do.
import type { VoiceSimulator } from '@harbourline/voice-simulator';
import { LOCAL_SECRET_KEY } from '../../../../../scripts/local-stack/supabase/keys.ts';
import { parseAllowedOrigins } from '../../../../../supabase/functions/_shared/http/cors.ts';
import { conversationIdOf } from '../../../../../supabase/functions/_shared/voice/elevenlabs.ts';
import type { Logger } from '../../../../../supabase/functions/_shared/http/log.ts';
import { createPostgrestOutboxStore } from '../../../../../supabase/functions/_shared/email/outbox-postgrest.ts';
import { createPostgrestRateLimiter } from '../../../../../supabase/functions/_shared/http/rate-limit.ts';
import type { VoiceLeadsConfig } from '../../../../../supabase/functions/_shared/voice/voice-leads.ts';
import { handleVoicePostCall } from '../../../../../supabase/functions/_shared/voice/voice-post-call.ts';
import { createPostgrestVoiceSessionStore } from '../../../../../supabase/functions/_shared/voice/voice-sessions.ts';
import { handleVoiceSignedUrl } from '../../../../../supabase/functions/_shared/voice/voice-signed-url.ts';

export interface InProcessVoiceOptions {
  sim: VoiceSimulator;
  voiceLeads: VoiceLeadsConfig;
  /** The allow-list, read per call (a test may learn its agent's id after the backend starts). */
  agentIds: () => ReadonlySet<string>;
  webhookSecret: string;
  hmacKey: string;
  log: Logger;
}

export function inProcessVoiceFunctions(options: InProcessVoiceOptions) {
  return async (name: string, request: Request): Promise<Response> => {
    // The address the request came in on is the backend's, as SUPABASE_URL is the deployed functions'.
    const origin = new URL(request.url).origin;
    const serviceRole = { supabaseUrl: origin, serviceRoleKey: LOCAL_SECRET_KEY };
    const sessions = createPostgrestVoiceSessionStore(serviceRole);
    const { log } = options;
    if (name === 'voice-signed-url') {
      return handleVoiceSignedUrl(request, {
        getSignedUrl: async (agentId) => {
          const signedUrl = options.sim.signedUrl(agentId, origin)!;
          return { signedUrl, conversationId: conversationIdOf(signedUrl)! };
        },
        sessions,
        limiter: createPostgrestRateLimiter(serviceRole),
        captcha: { hmacKey: options.hmacKey },
        agentIds: options.agentIds(),
        leads: options.voiceLeads,
        allowedOrigins: parseAllowedOrigins('*'),
        log,
      });
    }
    if (name === 'voice-post-call') {
      return handleVoicePostCall(request, {
        secret: options.webhookSecret,
        store: sessions,
        config: options.voiceLeads,
        outbox: createPostgrestOutboxStore(serviceRole),
        agentIds: options.agentIds(),
        now: () => Date.now(),
        log,
      });
    }
    return Response.json({ code: 'NOT_FOUND', message: `${name} does not run in this test` }, { status: 404 });
  };
}
