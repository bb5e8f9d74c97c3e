// Rate limiting for the functions, counted in Postgres by public.hit_rate_limit (see
// supabase/migrations/20261123000000_rate_limits.sql) so all instances share one count.
import { postgrest, type ServiceRoleConfig } from './postgrest.ts';
import { HttpError } from './http.ts';
import { RATE_LIMITS, type RateLimit, type RateLimitBucket } from './limits.ts';

/** Counts one hit; resolves to 0 when allowed, else the seconds to wait. */
export interface RateLimiter {
  hit(bucket: string, client: string, limit: RateLimit): Promise<number>;
}

/**
 * The client's address as Supabase's gateway passes it: the first X-Forwarded-For entry. Requests
 * without one share the bucket 'unknown', so leaving the header out earns no fresh allowance.
 */
export function clientAddress(req: Request): string {
  const first = (req.headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim() ?? '';
  return first === '' ? 'unknown' : first.slice(0, 100);
}

/** 429 with Retry-After, in the functions' error shape ({ error: 'rate_limited' }). */
export function rateLimited(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { error: 'rate_limited', retryAfter: seconds }, { 'Retry-After': String(seconds) });
}

/** Counts a hit on `bucket` for this request's address and throws a 429 past the limit. */
export async function enforceRateLimit(limiter: RateLimiter, bucket: RateLimitBucket, req: Request): Promise<void> {
  const wait = await limiter.hit(bucket, clientAddress(req), RATE_LIMITS[bucket]);
  if (wait > 0) throw rateLimited(wait);
}

/** SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: only service_role may execute hit_rate_limit. */
export type PostgrestRateLimiterConfig = ServiceRoleConfig;

/** Calls public.hit_rate_limit over PostgREST's RPC endpoint. A failure throws (the request gets 500). */
export function createPostgrestRateLimiter(config: PostgrestRateLimiterConfig): RateLimiter {
  // Short: the limit sits in front of every public request.
  const call = postgrest(config, 'rpc/hit_rate_limit', 5_000);
  return {
    async hit(bucket, client, limit) {
      const response = await call('', 'POST', {
        p_bucket: bucket,
        p_client: client,
        p_per_client: limit.perClient,
        p_global: limit.global,
        p_window_seconds: limit.windowSeconds,
      });
      const wait: unknown = await response.json();
      if (typeof wait !== 'number') throw new Error('hit_rate_limit answered something other than a number');
      return wait;
    },
  };
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
    async hit(bucket, client, limit) {
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      const wait = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
      if (count(`${bucket}|${client}|${windowStart}`) > limit.perClient) return wait;
      if (count(`${bucket}|*|${windowStart}`) > limit.global) return wait;
      return 0;
    },
  };
}

/** Allows everything; for callers that must not be limited (the leads CLI, some tests). */
export const unlimitedRateLimiter: RateLimiter = { hit: async () => 0 };
