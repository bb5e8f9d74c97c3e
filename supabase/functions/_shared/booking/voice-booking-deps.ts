// Production wiring of voice-booking: VOICE_BOOKING_SECRET (the tools' secret, also stored as an
// ElevenLabs workspace secret by `npm run agents:push`), CALCOM_API_URL and CALCOM_API_KEY, the sessions
// over PostgREST, and the booking settings generated from the YAML.
import { createCalcomClient } from './calcom.ts';
import { serviceRoleFromEnv, unconfigured, type EnvDepsOptions, type EnvReader } from '../deps-from-env.ts';
import { BOOKING_CONFIG } from '../generated/booking-config.ts';
import { createPostgrestBookingStore, type BookingStore } from './voice-booking-store.ts';
import type { VoiceBookingDeps } from './voice-booking.ts';
import type { VoiceMeetingDeps } from './voice-meeting.ts';
import { parseAllowedOrigins } from '../http/cors.ts';

/**
 * How long one Cal.com call may take. The tools wait `BOOKING_TOOL_TIMEOUT_SECS` for the whole answer
 * (a database read and write besides Cal.com), so the function gives up in time to say why.
 */
export const CALCOM_TIMEOUT_MS = 8_000;

function bookingStoreFromEnv(env: EnvReader, options: EnvDepsOptions): BookingStore {
  const db = serviceRoleFromEnv(env, options);
  const missing = Array.isArray(db) ? db : [];
  const fail = unconfigured('read the voice session', missing);
  return Array.isArray(db)
    ? { find: fail, saveOffers: fail, claim: fail, countSince: fail, recordBooking: fail, recordFailure: fail }
    : createPostgrestBookingStore(db);
}

/** voice-meeting: the same sessions, and the site's origins (ALLOWED_ORIGINS) as every browser function. */
export function voiceMeetingDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): VoiceMeetingDeps {
  return {
    store: bookingStoreFromEnv(env, options),
    allowedOrigins: parseAllowedOrigins(env('ALLOWED_ORIGINS')),
    log: console,
  };
}

export function voiceBookingDepsFromEnv(env: EnvReader, options: EnvDepsOptions = {}): VoiceBookingDeps {
  const store = bookingStoreFromEnv(env, options);
  const apiKey = env('CALCOM_API_KEY')?.trim();
  const baseUrl = env('CALCOM_API_URL')?.trim() || 'https://api.cal.com';
  return {
    secret: env('VOICE_BOOKING_SECRET')?.trim() || null,
    store,
    calcom: apiKey
      ? createCalcomClient({
          baseUrl,
          apiKey,
          timeoutMs: CALCOM_TIMEOUT_MS,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : null,
    config: BOOKING_CONFIG,
    now: Date.now,
    log: console,
  };
}
