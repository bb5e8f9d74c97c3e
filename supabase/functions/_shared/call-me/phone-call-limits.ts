// What a "Call me" dial counts, in one database call (public.spend_and_count_call, migration
// 20261127130000): the captcha spend and the per-address and per-network counts of rate-limit.ts
// (bucket 'voice-call-me'), the destination number's calls in 24 hours and 30 days, and the voice budget
// shared with the browser demos (voice-signed-url's budget rows). A refusal at any step changes nothing.
import type { ClientAddress } from '../http/client-address.ts';
import { CALL_ME_LIMIT, type RateLimit, type VoiceBudget } from '../http/limits.ts';
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import { parseHitResult, type HitResult, type Spend } from '../http/rate-limit.ts';

/** Whose voice budget the dials share: the browser demos' (voice-signed-url). */
export const SHARED_BUDGET_BUCKET = 'voice-signed-url';
export const CALL_BUCKET = 'voice-call-me';

/** The destination and its limits (site.yaml callMe). */
export interface NumberLimit {
  /** E.164; hashed with a key only the database holds, never stored as it is. */
  e164: string;
  perDay: number;
  per30Days: number;
}

export type CallHitResult = HitResult | { outcome: 'number_limited'; wait: number };

export interface CallLimiter {
  hit(address: ClientAddress, spend: Spend, budget: VoiceBudget, number: NumberLimit): Promise<CallHitResult>;
}

const limit: RateLimit = CALL_ME_LIMIT;

/** public.spend_and_count_call over PostgREST's RPC endpoint. A failure throws (the request gets 500). */
export function createPostgrestCallLimiter(config: ServiceRoleConfig): CallLimiter {
  const call = postgrest(config, 'rpc/spend_and_count_call', 5_000);
  return {
    async hit(address, spend, budget, number) {
      const response = await call('', 'POST', {
        p_signature: spend.signature,
        p_expires_at: spend.expiresAt.toISOString(),
        p_bucket: CALL_BUCKET,
        p_client: address.client,
        p_network: address.network,
        p_per_client: limit.perClient,
        p_per_network: limit.perNetwork,
        p_global: limit.global,
        p_window_seconds: limit.windowSeconds,
        p_budget_bucket: SHARED_BUDGET_BUCKET,
        p_budget_per_hour: budget.perHour,
        p_budget_per_day: budget.perDay,
        p_number: number.e164,
        p_per_day: number.perDay,
        p_per_30_days: number.per30Days,
      });
      const result: unknown = await response.json();
      const fields = result as { outcome?: unknown; wait?: unknown } | null;
      if (fields?.outcome === 'number_limited' && typeof fields.wait === 'number') {
        return { outcome: 'number_limited', wait: fields.wait };
      }
      return parseHitResult(result);
    },
  };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * In-process twin of the SQL for unit tests, with its rules and order: a spent payload is 'reused'; then
 * the address, the network, the number and the budget; nothing is written unless every count allows the
 * dial. `now` in milliseconds.
 */
export function createMemoryCallLimiter(now: () => number = Date.now): CallLimiter {
  const spent = new Set<string>();
  const counts = new Map<string, number>();
  const calls = new Map<string, number[]>();
  return {
    async hit(address, spend, budget, number) {
      if (spent.has(spend.signature)) return { outcome: 'reused' };
      const at = now();
      const windowMs = limit.windowSeconds * 1000;
      const window = Math.floor(at / windowMs);
      const seconds = (until: number) => Math.max(1, Math.ceil((until - at) / 1000));
      const next = (key: string) => (counts.get(key) ?? 0) + 1;
      const client = `client|${address.client}|${window}`;
      const network = `net|${address.network}|${window}`;
      const hour = `hour|${Math.floor(at / HOUR)}`;
      const day = `day|${Math.floor(at / DAY)}`;
      const history = (calls.get(number.e164) ?? []).filter((time) => time > at - 30 * DAY);
      const today = history.filter((time) => time > at - DAY);
      const addressFull =
        next(client) > limit.perClient || (address.client !== 'unknown' && next(network) > limit.perNetwork);
      if (addressFull) return { outcome: 'rate_limited', wait: seconds((window + 1) * windowMs) };
      if (today.length >= number.perDay) return { outcome: 'number_limited', wait: seconds(Math.min(...today) + DAY) };
      if (history.length >= number.per30Days) {
        return { outcome: 'number_limited', wait: seconds(Math.min(...history) + 30 * DAY) };
      }
      if (next(hour) > budget.perHour) {
        return { outcome: 'over_budget', wait: seconds((Math.floor(at / HOUR) + 1) * HOUR), window: 'hour' };
      }
      if (next(day) > budget.perDay) {
        return { outcome: 'over_budget', wait: seconds((Math.floor(at / DAY) + 1) * DAY), window: 'day' };
      }
      for (const key of [client, network, hour, day, `global|${window}`]) counts.set(key, next(key));
      spent.add(spend.signature);
      calls.set(number.e164, [...history, at]);
      return { outcome: 'counted', global: counts.get(`global|${window}`)! };
    },
  };
}
