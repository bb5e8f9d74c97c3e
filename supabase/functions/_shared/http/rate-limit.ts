// Rate limiting for the functions, counted in Postgres by public.spend_captcha_and_count (see
// supabase/migrations/20261127120000_spend_then_count.sql) so all instances share one count. One call
// spends the request's captcha payload and counts the hit only when the spend was fresh and every limit
// allows it: a replay adds 0 to every counter, and a refusal leaves the payload unspent and adds 0 too.
// Handlers call it only after the payload's signature and work are verified (captcha.ts).
import { clientAddressOf, type ClientAddress } from './client-address.ts';
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import { HttpError } from './http.ts';
import type { Logger } from './log.ts';
import { RATE_LIMITS, type RateLimit, type RateLimitBucket, type VoiceBudget } from './limits.ts';

/** The captcha payload a call spends: its signature, kept in the spent list until `expiresAt`. */
export interface Spend {
  signature: string;
  expiresAt: Date;
}

/**
 * counted: spent and counted (global = all clients' counted hits in this window); reused: the payload was
 * spent before; rate_limited / over_budget: refused, nothing spent or counted, `wait` seconds until the
 * refusing window ends.
 */
export type HitResult =
  | { outcome: 'counted'; global: number }
  | { outcome: 'reused' }
  | { outcome: 'rate_limited'; wait: number }
  | { outcome: 'over_budget'; wait: number; window: 'hour' | 'day' };

/** Spends a payload and counts one hit per client, per neighbourhood, globally and against a budget. */
export interface RateLimiter {
  hit(bucket: string, address: ClientAddress, limit: RateLimit, spend: Spend, budget?: VoiceBudget): Promise<HitResult>;
}

/** 429 with Retry-After, in the functions' error shape ({ error: 'rate_limited' } unless given). */
export function rateLimited(retryAfterSeconds: number, error = 'rate_limited'): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { error, retryAfter: seconds }, { 'Retry-After': String(seconds) });
}

/**
 * Spends the payload and counts a hit on `bucket` for this request's client. Throws 403 captcha_reused
 * for a spent payload, 429 rate_limited past the per-client or per-neighbourhood limit, 429
 * voice_budget_exhausted past `budget`. Past the global level it only warns: the captcha dial does the rest.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  bucket: RateLimitBucket,
  req: Request,
  spend: Spend,
  options: { log?: Pick<Logger, 'warn'> | undefined; budget?: VoiceBudget | undefined } = {},
): Promise<void> {
  const limit = RATE_LIMITS[bucket];
  const result = await limiter.hit(bucket, clientAddressOf(req), limit, spend, options.budget);
  if (result.outcome === 'reused') throw new HttpError(403, { error: 'captcha_reused' });
  if (result.outcome === 'rate_limited') throw rateLimited(result.wait);
  if (result.outcome === 'over_budget') {
    options.log?.warn(`${bucket}: refused a start, the voice budget for this ${result.window} is used up.`);
    throw rateLimited(result.wait, 'voice_budget_exhausted');
  }
  if (result.global === limit.global + 1) {
    options.log?.warn(
      `${bucket}: ${result.global} verified calls in ${limit.windowSeconds} s, past the alarm level of ${limit.global}; the captcha is harder until it calms down.`,
    );
  }
}

export type PostgrestRateLimiterConfig = ServiceRoleConfig;

/** The SQL function's named arguments for one hit. */
export function spendAndCountArgs(
  bucket: string,
  address: ClientAddress,
  limit: RateLimit,
  spend: Spend,
  budget?: VoiceBudget,
): Record<string, unknown> {
  return {
    p_signature: spend.signature,
    p_expires_at: spend.expiresAt.toISOString(),
    p_bucket: bucket,
    p_client: address.client,
    p_network: address.network,
    p_per_client: limit.perClient,
    p_per_network: limit.perNetwork,
    p_global: limit.global,
    p_window_seconds: limit.windowSeconds,
    p_budget_per_hour: budget?.perHour ?? null,
    p_budget_per_day: budget?.perDay ?? null,
  };
}

/** Calls public.spend_captcha_and_count over PostgREST's RPC endpoint. A failure throws (the request gets 500). */
export function createPostgrestRateLimiter(config: PostgrestRateLimiterConfig): RateLimiter {
  // Short: the limit sits in front of every public request.
  const call = postgrest(config, 'rpc/spend_captcha_and_count', 5_000);
  return {
    async hit(bucket, address, limit, spend, budget) {
      const response = await call('', 'POST', spendAndCountArgs(bucket, address, limit, spend, budget));
      return parseHitResult(await response.json());
    },
  };
}

export function parseHitResult(value: unknown): HitResult {
  const result = value as Record<string, unknown> | null;
  const outcome = result?.outcome;
  const number = (key: string) => typeof result?.[key] === 'number';
  if (outcome === 'counted' && number('global')) return result as HitResult;
  if (outcome === 'reused') return { outcome };
  if (outcome === 'rate_limited' && number('wait')) return result as HitResult;
  if (outcome === 'over_budget' && number('wait') && (result?.window === 'hour' || result?.window === 'day')) {
    return result as HitResult;
  }
  throw new Error('spend_captcha_and_count answered something other than an outcome');
}

/**
 * In-process limiter with the SQL function's rules (spend first, refuse without a trace), for unit tests.
 * `now` is in milliseconds.
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number>();
  const spent = new Set<string>();
  return {
    async hit(bucket, address, limit, spend, budget) {
      if (spent.has(spend.signature)) return { outcome: 'reused' };
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(now() / windowMs) * windowMs;
      const hour = Math.floor(now() / 3_600_000) * 3_600_000;
      const day = Math.floor(now() / 86_400_000) * 86_400_000;
      const untilSeconds = (end: number) => Math.max(1, Math.ceil((end - now()) / 1000));
      const next = (key: string) => (hits.get(key) ?? 0) + 1;
      const counters: Array<[string, number, () => HitResult]> = [
        [`${bucket}|${address.client}|${windowStart}`, limit.perClient, () => limited(windowStart + windowMs)],
        ...(address.client === 'unknown'
          ? []
          : [
              [
                `${bucket}|net:${address.network}|${windowStart}`,
                limit.perNetwork,
                () => limited(windowStart + windowMs),
              ],
            ]),
        [`${bucket}|*|${windowStart}`, Infinity, () => limited(0)],
        ...(budget
          ? [
              [`${bucket}|budget:hour|${hour}`, budget.perHour, () => overBudget('hour', hour + 3_600_000)],
              [`${bucket}|budget:day|${day}`, budget.perDay, () => overBudget('day', day + 86_400_000)],
            ]
          : []),
      ] as Array<[string, number, () => HitResult]>;
      function limited(end: number): HitResult {
        return { outcome: 'rate_limited', wait: untilSeconds(end) };
      }
      function overBudget(window: 'hour' | 'day', end: number): HitResult {
        return { outcome: 'over_budget', wait: untilSeconds(end), window };
      }
      // Nothing is written until every counter allows the hit: a refusal leaves no trace, as in SQL.
      const refused = counters.find(([key, max]) => next(key) > max);
      if (refused) return refused[2]();
      for (const [key] of counters) hits.set(key, next(key));
      spent.add(spend.signature);
      return { outcome: 'counted', global: hits.get(`${bucket}|*|${windowStart}`)! };
    },
  };
}

/**
 * Never refuses for a limit, and still refuses a payload spent before (as the SQL does), for callers that
 * must not be limited (some tests).
 */
export function createUnlimitedRateLimiter(): RateLimiter {
  const spent = new Set<string>();
  return {
    async hit(_bucket, _address, _limit, spend) {
      if (spent.has(spend.signature)) return { outcome: 'reused' };
      spent.add(spend.signature);
      return { outcome: 'counted', global: 0 };
    },
  };
}
