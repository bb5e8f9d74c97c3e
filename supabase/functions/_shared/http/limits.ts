// Every rate limit of the public endpoints, in one place. Each is counted per client (the address the
// platform saw, IPv6 per /64: client-address.ts), per neighbourhood (IPv4 /24, IPv6 /48) and globally,
// in fixed windows, by public.spend_captcha_and_count (public.hit_client_limits for the contact insert).
// Only per-client and per-neighbourhood counts refuse; the global count is an alarm that raises the
// captcha's difficulty (captcha-load.ts) and logs a warning. What bounds the voice demos' cost is the
// voice budget (site.yaml `voiceBudget`, VoiceBudget below), a wall counted in the same transaction.
//
// Why a real visitor never meets them: a visitor sends one form, perhaps retries it once or twice
// after a network error, and starts a few voice demos. The per-address numbers leave several times
// that, even for an office where colleagues share one address. The global numbers are far above the
// site's real traffic (a handful of leads a day); past them each further call costs a script more work.

export interface RateLimit {
  /** Hits one address (IPv6: one /64) may make per window. */
  perClient: number;
  /** Hits one IPv4 /24 (IPv6 /48) may make per window: looser, an office or a rented neighbourhood. */
  perNetwork: number;
  /** Alarm level for all clients together per window: past it the captcha gets harder; nobody is refused. */
  global: number;
  /** Window length in seconds; Retry-After is at most this. */
  windowSeconds: number;
}

export const RATE_LIMITS = {
  /** Book a Demo modal submissions (each stores a row and queues an e-mail). */
  'send-demo-request': { perClient: 5, perNetwork: 20, global: 200, windowSeconds: 600 },
  /** Contact page notifications (one per stored contact row). */
  'send-lead-notification': { perClient: 5, perNetwork: 20, global: 200, windowSeconds: 600 },
  /**
   * Voice demo sessions: each one spends voice minutes and a concurrency slot. `npm run check:live`
   * starts a few sessions from the operator's one address, so the per-address number leaves room for
   * that and a few demos besides. The global number is an alarm like the others; the cost is bounded by
   * the voice budget (VoiceBudget), which refuses every start past it.
   */
  'voice-signed-url': { perClient: 30, perNetwork: 60, global: 100, windowSeconds: 600 },
  /**
   * Contact rows inserted by the browser with the anon key. Enforced by the trigger in
   * supabase/migrations/20261125001000_client_address_limits.sql, which repeats these numbers
   * (SQL cannot import them); tests/unit/scripts/local-stack/supabase/contact-insert-limits.test.ts checks they agree.
   */
  'contact-insert': { perClient: 5, perNetwork: 20, global: 200, windowSeconds: 600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/**
 * The hard cap on signed voice links for all visitors together, per UTC clock hour and per UTC day
 * (site.yaml `voiceBudget`, through the generated voice-leads-config.ts). A start past either is refused
 * with 429 `voice_budget_exhausted`: the minutes are paid for, so a flood must not spend them all.
 */
export interface VoiceBudget {
  perHour: number;
  perDay: number;
}

/**
 * "Call me" dials (voice-call-me), per UTC day: each one rings a phone and spends voice minutes. A visitor
 * asks for one call, perhaps a second after a missed one; an office sharing an address a few more. The
 * number itself is limited too (site.yaml callMe: 1 a day, 3 in 30 days) and the dials share the voice
 * budget with the browser demos, all in one call (public.spend_and_count_call). Not in RATE_LIMITS: those
 * share one 10-minute window, which the captcha's load reader reads (captcha-load.ts).
 */
export const CALL_ME_LIMIT: RateLimit = { perClient: 3, perNetwork: 10, global: 50, windowSeconds: 86_400 };
