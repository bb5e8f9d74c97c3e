// In-process twin of public.request_call and the poll cache (migration 20261128100000) for unit tests, with
// their rules and order: a spent payload is 'reused'; the address and network in rolling windows (refused:
// nothing written); the number (refused: the spend and the address count stay); the cap (refused: nothing
// written). `now` in milliseconds.
import { CALL_ME_LIMIT, CALL_ME_POLL_LIMIT } from '../http/limits.ts';
import type { CallLimiter } from './phone-call-limits.ts';
import type { CallState } from './phone-call-state.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface CallRow {
  e164: string;
  at: number;
  conversationId: string | null;
  state: CallState | null;
  checkedAt: number | null;
}

export function createMemoryCallLimiter(now: () => number = Date.now): CallLimiter {
  const spent = new Set<string>();
  const requests: Array<{ client: string; network: string; at: number }> = [];
  const calls: CallRow[] = [];
  const counts = new Map<string, number>();
  const next = (key: string) => (counts.get(key) ?? 0) + 1;
  const seconds = (until: number) => Math.max(1, Math.ceil((until - now()) / 1000));
  return {
    async hit(address, spend, cap, number) {
      if (spent.has(spend.signature)) return { outcome: 'reused' };
      const at = now();
      const windowMs = CALL_ME_LIMIT.windowSeconds * 1000;
      const recent = requests.filter((request) => request.at > at - windowMs);
      const byClient = recent.filter((request) => request.client === address.client);
      const byNetwork = recent.filter((request) => request.network === address.network);
      const full = byClient.length >= CALL_ME_LIMIT.perClient ? byClient : null;
      const networkFull =
        address.client !== 'unknown' && byNetwork.length >= CALL_ME_LIMIT.perNetwork ? byNetwork : null;
      const refusing = full ?? networkFull;
      if (refusing) return { outcome: 'rate_limited', wait: seconds(refusing[0]!.at + windowMs) };
      spent.add(spend.signature);
      requests.push({ client: address.client, network: address.network, at });
      const history = calls.filter((call) => call.e164 === number.e164 && call.at > at - 30 * DAY);
      const today = history.filter((call) => call.at > at - DAY);
      if (today.length >= number.perDay || history.length >= number.per30Days) return { outcome: 'number_limited' };
      const hour = `hour|${Math.floor(at / HOUR)}`;
      const day = `day|${Math.floor(at / DAY)}`;
      if (next(hour) > cap.perHour || next(day) > cap.perDay) {
        // The cap refuses without a trace, the spend and the address count included.
        spent.delete(spend.signature);
        requests.pop();
        const window = next(hour) > cap.perHour ? 'hour' : 'day';
        const end = window === 'hour' ? (Math.floor(at / HOUR) + 1) * HOUR : (Math.floor(at / DAY) + 1) * DAY;
        return { outcome: 'over_cap', wait: seconds(end), window };
      }
      counts.set(hour, next(hour));
      counts.set(day, next(day));
      calls.push({ e164: number.e164, at, conversationId: null, state: null, checkedAt: null });
      return { outcome: 'counted', call: calls.length };
    },
    async placed(call, conversationId) {
      const row = calls[call - 1];
      if (row) row.conversationId = conversationId;
    },
    async poll(conversationId, address) {
      const windowMs = CALL_ME_POLL_LIMIT.windowSeconds * 1000;
      const window = Math.floor(now() / windowMs);
      const keys = [`poll|call|${conversationId}|${window}`, `poll|client|${address.client}|${window}`];
      if (next(keys[0]!) > CALL_ME_POLL_LIMIT.perCall || next(keys[1]!) > CALL_ME_POLL_LIMIT.perClient) {
        return { outcome: 'rate_limited', wait: seconds((window + 1) * windowMs) };
      }
      for (const key of keys) counts.set(key, next(key));
      const row = calls.find((call) => call.conversationId === conversationId);
      if (!row) return { outcome: 'unknown' };
      if (row.state?.state === 'ended') return { outcome: 'ended', state: row.state };
      if (row.checkedAt === null || row.checkedAt <= now() - CALL_ME_POLL_LIMIT.refreshSeconds * 1000) {
        row.checkedAt = now();
        return { outcome: 'refresh', state: row.state };
      }
      return { outcome: 'cached', state: row.state };
    },
    async store(conversationId, state) {
      for (const row of calls) if (row.conversationId === conversationId) row.state = state;
    },
  };
}
