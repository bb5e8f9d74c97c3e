// The secrets the local functions run with, as a hosted project injects them into Deno.
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { CALCOM_API_PREFIX } from '@harbourline/calcom-simulator';
import { LOCAL_STACK_MARKER } from '../../../supabase/functions/_shared/voice/voice-budget-env.ts';
import { LOCAL_BOOKING_SECRET, LOCAL_CALCOM_API_KEY, LOCAL_DRAIN_SECRET } from './backend-options.ts';
import { localCrmSecrets } from './crm-drain.ts';
import { LOCAL_ANON_JWT, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_JWT } from './keys.ts';

/**
 * The function secrets of the local project: the SUPABASE_* a hosted project injects (both the new JSON
 * key lists and the legacy keys, https://supabase.com/docs/guides/functions/secrets) and the ones
 * DEPLOY.md sets, with local values. E-mails stay with the Node timer, which drains to a file.
 */
export function localFunctionSecrets(
  baseUrl: string,
  local: { allowedOrigins: string; hmacKey: string; webhookSecret: string },
): Record<string, string> {
  return {
    SUPABASE_URL: baseUrl,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_JWT,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
    SUPABASE_ANON_KEY: LOCAL_ANON_JWT,
    ALLOWED_ORIGINS: local.allowedOrigins,
    ALTCHA_HMAC_KEY: local.hmacKey,
    ELEVENLABS_WEBHOOK_SECRET: local.webhookSecret,
    ELEVENLABS_API_KEY: 'local-simulator-key',
    ELEVENLABS_API_URL: `${baseUrl}${ELEVENLABS_API_PREFIX}`,
    // The simulator's phone number (callme-sim seeds it): voice-call-me calls from it.
    ELEVENLABS_PHONE_NUMBER_ID: 'phnum_local',
    OUTBOX_DRAIN_SECRET: LOCAL_DRAIN_SECRET,
    // The marker that lets the switches below relax a limit here and nowhere else (voice-budget-env.ts).
    [LOCAL_STACK_MARKER.name]: LOCAL_STACK_MARKER.value,
    // The booking tools: their secret, and the stand-in Cal.com on the same server (/__sim/calendar).
    VOICE_BOOKING_SECRET: LOCAL_BOOKING_SECRET,
    CALCOM_API_URL: `${baseUrl}${CALCOM_API_PREFIX}`,
    CALCOM_API_KEY: LOCAL_CALCOM_API_KEY,
    // A drain through the function delivers to the stand-ins, as the local timer does (crm-drain.ts).
    ...localCrmSecrets(baseUrl),
    // The browser tests' backend only (playwright.config.ts): _shared/voice/voice-budget-env.ts says why.
    ...(process.env.LOCAL_VOICE_BUDGET ? { LOCAL_VOICE_BUDGET: process.env.LOCAL_VOICE_BUDGET } : {}),
    ...(process.env.LOCAL_CALL_ME_CAP ? { LOCAL_CALL_ME_CAP: process.env.LOCAL_CALL_ME_CAP } : {}),
  };
}
