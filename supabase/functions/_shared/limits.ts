// Every rate limit of the public endpoints, in one place. Each is counted per client (the address the
// platform saw, IPv6 per /64: client-address.ts), per neighbourhood (IPv4 /24, IPv6 /48) and globally,
// in fixed windows, by public.hit_client_limits. Only per-client and per-neighbourhood counts refuse;
// the global count is an alarm that raises the captcha's difficulty (captcha-load.ts) and logs a warning.
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
   * starts one session per flow (13 today) from the operator's one address, so the per-address number
   * leaves room for that and a few demos besides; the global number is what bounds the cost.
   */
  'voice-signed-url': { perClient: 30, perNetwork: 60, global: 100, windowSeconds: 600 },
  /**
   * Contact rows inserted by the browser with the anon key. Enforced by the trigger in
   * supabase/migrations/20261125001000_client_address_limits.sql, which repeats these numbers
   * (SQL cannot import them); tests/unit/backend/contact-insert-limits.test.ts checks they agree.
   */
  'contact-insert': { perClient: 5, perNetwork: 20, global: 200, windowSeconds: 600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
