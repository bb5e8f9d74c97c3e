// Production wiring of voice-call-me (deps-from-env.ts does the same for the other functions): the
// ElevenLabs key and API as voice-signed-url reads them, the number the agent calls from
// (ELEVENLABS_PHONE_NUMBER_ID; the local stack sets phnum_local, the simulator's number), the captcha key
// (which also signs the call ids) and the database.
import { captchaDepsFromEnv } from '../captcha/captcha-deps.ts';
import { parseAllowedOrigins } from '../http/cors.ts';
import {
  serviceRoleFromEnv,
  unconfigured,
  voiceSessionStoreFromEnv,
  type EnvDepsOptions,
  type EnvReader,
} from '../deps-from-env.ts';
import { parseElevenLabsRegion, regionApiUrl } from '../voice/elevenlabs-region.ts';
import { CALL_ME_CONFIG } from '../generated/call-me-config.ts';
import { VOICE_AGENT_FLOWS, VOICE_AGENT_IDS } from '../generated/voice-agent-ids.ts';
import { VOICE_LEADS_CONFIG } from '../generated/voice-leads-config.ts';
import { withLocalVoiceBudget } from '../voice/voice-budget-env.ts';
import { createPostgrestCallLimiter, type CallLimiter } from './phone-call-limits.ts';
import type { VoiceCallMeDeps } from './voice-call-me.ts';
import { createElevenLabsPhoneCalls } from './voice-call-me-elevenlabs.ts';

function callLimiterFromEnv(env: EnvReader, options: EnvDepsOptions): CallLimiter {
  const db = serviceRoleFromEnv(env, options);
  if (Array.isArray(db)) return { hit: unconfigured('count calls', db) };
  return createPostgrestCallLimiter(db);
}

export function voiceCallMeDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): VoiceCallMeDeps {
  const log = options.log ?? console;
  const apiKey = env('ELEVENLABS_API_KEY')?.trim();
  const phoneNumberId = env('ELEVENLABS_PHONE_NUMBER_ID')?.trim();
  const region = parseElevenLabsRegion(env('ELEVENLABS_REGION'));
  if (typeof region !== 'string') log.error(`voice-call-me: ${region.problem} Calls answer 503.`);
  const apiUrl = env('ELEVENLABS_API_URL')?.trim() || (typeof region === 'string' ? regionApiUrl(region) : null);
  const captcha = captchaDepsFromEnv(env);
  return {
    phone:
      apiKey && apiUrl && phoneNumberId
        ? createElevenLabsPhoneCalls({
            apiKey,
            apiUrl,
            phoneNumberId,
            ...(options.fetch ? { fetch: options.fetch } : {}),
          })
        : null,
    sessions: voiceSessionStoreFromEnv(env, options),
    limiter: callLimiterFromEnv(env, options),
    captcha,
    agentIds: VOICE_AGENT_IDS,
    agentFlows: VOICE_AGENT_FLOWS,
    leads: withLocalVoiceBudget(VOICE_LEADS_CONFIG, env, log),
    callMe: CALL_ME_CONFIG,
    callIdKey: captcha.hmacKey,
    allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')),
    now: () => Date.now(),
    log,
  };
}
