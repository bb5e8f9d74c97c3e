// What a "Call me" request counts, in one database call (public.request_call, migration
// 20261128100000): the captcha spend and the address and network in rolling 24 hours, the destination
// number's calls in 24 hours and 30 days, and the site-wide cap on calls (site.yaml callMe.callsPerHour /
// callsPerDay), counted apart from the browser demos' voice budget. A refused number keeps the spend and
// the address count, so it costs what a call costs; the other refusals change nothing. The same rows hold
// each call's conversation id (written as soon as ElevenLabs accepts the call, for erasure) and the status
// poll's cache (public.call_me_poll).
import type { ClientAddress } from '../http/client-address.ts';
import { CALL_ME_LIMIT, CALL_ME_POLL_LIMIT } from '../http/limits.ts';
import type { CallState } from './phone-call-state.ts';
import { postgrest, type ServiceRoleConfig } from '../database/postgrest.ts';
import type { Spend } from '../http/rate-limit.ts';

export const CALL_BUCKET = 'voice-call-me';

/** The destination and its limits (site.yaml callMe). */
export interface NumberLimit {
  /** E.164; hashed with a key only the database holds, never stored as it is. */
  e164: string;
  perDay: number;
  per30Days: number;
}

/** The site-wide cap on calls (site.yaml callMe.callsPerHour / callsPerDay). */
export interface CallCap {
  perHour: number;
  perDay: number;
}

/** counted: `call` is the row the conversation id goes to; number_limited carries no time on purpose. */
export type CallRequestResult =
  | { outcome: 'counted'; call: number }
  | { outcome: 'reused' }
  | { outcome: 'rate_limited'; wait: number }
  | { outcome: 'number_limited' }
  | { outcome: 'over_cap'; wait: number; window: 'hour' | 'day' };

/** One poll: refused, answered from the row (ended: for good), or this request asks ElevenLabs. */
export type PollAnswer =
  | { outcome: 'rate_limited'; wait: number }
  | { outcome: 'ended' | 'cached' | 'refresh'; state: CallState | null }
  | { outcome: 'unknown' };

export interface CallLimiter {
  hit(address: ClientAddress, spend: Spend, cap: CallCap, number: NumberLimit): Promise<CallRequestResult>;
  /** Records the conversation of a counted call. */
  placed(call: number, conversationId: string): Promise<void>;
  poll(conversationId: string, address: ClientAddress): Promise<PollAnswer>;
  /** Stores what ElevenLabs said, so the next polls (all of them once ended) are answered from it. */
  store(conversationId: string, state: CallState): Promise<void>;
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

export function parseCallRequestResult(value: unknown): CallRequestResult {
  const result = (value ?? {}) as Record<string, unknown>;
  const { outcome } = result;
  if (outcome === 'counted' && isNumber(result.call)) return { outcome, call: result.call };
  if (outcome === 'reused' || outcome === 'number_limited') return { outcome };
  if (outcome === 'rate_limited' && isNumber(result.wait)) return { outcome, wait: result.wait };
  if (outcome === 'over_cap' && isNumber(result.wait) && (result.window === 'hour' || result.window === 'day')) {
    return { outcome, wait: result.wait, window: result.window };
  }
  throw new Error('request_call answered something other than an outcome');
}

export function parsePollAnswer(value: unknown): PollAnswer {
  const result = (value ?? {}) as Record<string, unknown>;
  const { outcome } = result;
  if (outcome === 'rate_limited' && isNumber(result.wait)) return { outcome, wait: result.wait };
  if (outcome === 'ended' || outcome === 'cached' || outcome === 'refresh') {
    return { outcome, state: (result.state ?? null) as CallState | null };
  }
  if (outcome === 'unknown') return { outcome };
  throw new Error('call_me_poll answered something other than an outcome');
}

/** The SQL functions over PostgREST's RPC endpoint. A failure throws (the request gets 500). */
export function createPostgrestCallLimiter(config: ServiceRoleConfig): CallLimiter {
  const rpc = (name: string) => postgrest(config, `rpc/${name}`, 5_000);
  const [request, placed, poll, store] = ['request_call', 'call_me_placed', 'call_me_poll', 'call_me_poll_store'].map(
    rpc,
  ) as [ReturnType<typeof rpc>, ReturnType<typeof rpc>, ReturnType<typeof rpc>, ReturnType<typeof rpc>];
  return {
    async hit(address, spend, cap, number) {
      const response = await request('', 'POST', {
        p_signature: spend.signature,
        p_expires_at: spend.expiresAt.toISOString(),
        p_client: address.client,
        p_network: address.network,
        p_per_client: CALL_ME_LIMIT.perClient,
        p_per_network: CALL_ME_LIMIT.perNetwork,
        p_window_seconds: CALL_ME_LIMIT.windowSeconds,
        p_cap_per_hour: cap.perHour,
        p_cap_per_day: cap.perDay,
        p_number: number.e164,
        p_per_day: number.perDay,
        p_per_30_days: number.per30Days,
      });
      return parseCallRequestResult(await response.json());
    },
    async placed(call, conversationId) {
      await placed('', 'POST', { p_call: call, p_conversation_id: conversationId });
    },
    async poll(conversationId, address) {
      const response = await poll('', 'POST', {
        p_conversation_id: conversationId,
        p_client: address.client,
        p_per_call: CALL_ME_POLL_LIMIT.perCall,
        p_per_client: CALL_ME_POLL_LIMIT.perClient,
        p_window_seconds: CALL_ME_POLL_LIMIT.windowSeconds,
        p_refresh_seconds: CALL_ME_POLL_LIMIT.refreshSeconds,
      });
      return parsePollAnswer(await response.json());
    },
    async store(conversationId, state) {
      await store('', 'POST', { p_conversation_id: conversationId, p_state: state, p_ended: state.state === 'ended' });
    },
  };
}
