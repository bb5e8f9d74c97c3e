// Rate limiting for the functions, counted in Postgres by public.hit_client_limits (see
// supabase/migrations/20261125001000_client_address_limits.sql) so all instances share one count.
// Handlers count only after the captcha's signature and work are verified (captcha.ts): unverified
// traffic never uses up anyone's allowance.
import { clientAddressOf, type ClientAddress } from './client-address.ts';
import { postgrest, type ServiceRoleConfig } from './postgrest.ts';
import { HttpError } from './http.ts';
import type { Logger } from './log.ts';
import { RATE_LIMITS, type RateLimit, type RateLimitBucket } from './limits.ts';

/** wait 0 = allowed, else seconds until the window ends; global = allowed hits of all clients (null when refused). */
export interface HitResult {
  wait: number;
  global: number | null;
}

/** Counts one hit per client, per neighbourhood and globally. */
export interface RateLimiter {
  hit(bucket: string, address: ClientAddress, limit: RateLimit): Promise<HitResult>;
}

/** 429 with Retry-After, in the functions' error shape ({ error: 'rate_limited' }). */
export function rateLimited(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { error: 'rate_limited', retryAfter: seconds }, { 'Retry-After': String(seconds) });
}

/**
 * Counts a hit on `bucket` for this request's client and throws a 429 past its per-client or
 * per-neighbourhood limit. Past the global level it only warns: the captcha dial does the rest.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  bucket: RateLimitBucket,
  req: Request,
  log?: Pick<Logger, 'warn'>,
): Promise<void> {
  const limit = RATE_LIMITS[bucket];
  const { wait, global } = await limiter.hit(bucket, clientAddressOf(req), limit);
  if (wait > 0) throw rateLimited(wait);
  if (global !== null && global === limit.global + 1) {
    log?.warn(
      `${bucket}: ${global} verified calls in ${limit.windowSeconds} s, past the alarm level of ${limit.global}; the captcha is harder until it calms down.`,
    );
  }
}

export type PostgrestRateLimiterConfig = ServiceRoleConfig;

/** Calls public.hit_client_limits over PostgREST's RPC endpoint. A failure throws (the request gets 500). */
export function createPostgrestRateLimiter(config: PostgrestRateLimiterConfig): RateLimiter {
  // Short: the limit sits in front of every public request.
  const call = postgrest(config, 'rpc/hit_client_limits', 5_000);
  return {
    async hit(bucket, address, limit) {
      const response = await call('', 'POST', {
        p_bucket: bucket,
        p_client: address.client,
        p_network: address.network,
        p_per_client: limit.perClient,
        p_per_network: limit.perNetwork,
        p_global: limit.global,
        p_window_seconds: limit.windowSeconds,
      });
      return parseHitResult(await response.json());
    },
  };
}

export function parseHitResult(value: unknown): HitResult {
  const result = value as Partial<HitResult> | null;
  if (typeof result?.wait !== 'number' || !(typeof result.global === 'number' || result.global === null)) {
    throw new Error('hit_client_limits answered something other than { wait, global }');
  }
  return { wait: result.wait, global: result.global };
}

/** In-process limiter with the SQL function's rules, for unit tests. `now` is in milliseconds. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number>();
  const count = (key: string) => {
    const next = (hits.get(key) ?? 0) + 1;
    hits.set(key, next);
    return next;
  };
  return {
    async hit(bucket, address, limit) {
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      const wait = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
      if (count(`${bucket}|${address.client}|${windowStart}`) > limit.perClient) return { wait, global: null };
      const known = address.client !== 'unknown';
      if (known && count(`${bucket}|net:${address.network}|${windowStart}`) > limit.perNetwork) {
        return { wait, global: null };
      }
      return { wait: 0, global: count(`${bucket}|*|${windowStart}`) };
    },
  };
}

/** Allows everything; for callers that must not be limited (the leads CLI, some tests). */
export const unlimitedRateLimiter: RateLimiter = { hit: async () => ({ wait: 0, global: 0 }) };
