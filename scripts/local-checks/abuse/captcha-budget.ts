// The abuse lines of issue 38 items 3 and 4: a solved captcha replayed from 50 addresses adds 0 to every
// rate-limit counter (spend, then count), and the voice budget holds under a flood from several
// addresses while a verified visitor under it is served. The counters and the budget's use are read
// as an operator would, through the service role's RPC (public.rate_limit_counters, call_budget_use).
import { LOCAL_SECRET_KEY } from '../../local-stack/index.ts';
import { VOICE_LEADS_CONFIG } from '../../../supabase/functions/_shared/generated/voice-leads-config.ts';
import { loopback, request, solvedPayload, type Sent } from './client.ts';
import { SITE_ORIGIN } from './endpoints.ts';
import type { Check } from './scenarios.ts';
import { PLANTED_SESSION_PREFIX } from './lead-emails.ts';
import { demo } from './scenarios.ts';

export interface CaptchaBudgetContext {
  base: string;
  /** The stored voice sessions (their created_at), to count starts past the budget independently. */
  listVoiceSessions(): Promise<Array<Record<string, unknown>>>;
}

const voiceStart = { agentId: 'agent_general_demo_01', flow: 'general', noticeShown: true };
/** Each captcha-guarded endpoint with a body it accepts (fresh Idempotency-Key per call). */
const GUARDED = [
  { path: '/functions/v1/send-demo-request', body: demo },
  { path: '/functions/v1/send-lead-notification', body: { name: 'Replay Bot', business: 'X', phone: '0400 000 000' } },
  { path: '/functions/v1/voice-signed-url', body: voiceStart },
];

export async function rpc<T>(base: string, name: string, body: unknown = {}): Promise<T> {
  const answer = await request(base, '127.0.0.1', `/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`rpc/${name} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

export const post = (base: string, address: string, path: string, body: unknown, payload: string | null) =>
  request(base, address, path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      'Idempotency-Key': crypto.randomUUID(),
      ...(payload ? { 'X-Altcha': payload } : {}),
    },
    body: JSON.stringify(body),
  });

export const errorOf = (answer: Sent) => {
  try {
    return (JSON.parse(answer.body) as { error?: string }).error ?? '';
  } catch {
    return '';
  }
};

/** Hits the replays added to any counter: the sum of every counter's growth between two readings. */
export function countedBetween(before: Record<string, number>, after: Record<string, number>): number {
  return Object.entries(after).reduce((sum, [key, hits]) => sum + Math.max(0, hits - (before[key] ?? 0)), 0);
}

/**
 * One payload, used once, then replayed at once from 50 addresses (25 sharing one /24, 25 in a /24 each)
 * against every guarded endpoint; then a visitor from that shared /24 sends a fresh one.
 */
export async function replayFromManyAddresses(context: CaptchaBudgetContext): Promise<{
  checks: Check[];
  replaysCounted: number;
}> {
  const { base } = context;
  const first = loopback(240, 1);
  const payload = (await solvedPayload(base, first, SITE_ORIGIN))!;
  const used = await post(base, first, GUARDED[0]!.path, GUARDED[0]!.body, payload);
  const before = await rpc<Record<string, number>>(base, 'rate_limit_counters');
  const senders = Array.from({ length: 50 }, (_, n) => (n < 25 ? loopback(241, n, true) : loopback(242, n)));
  const answers = await Promise.all(
    senders.map((address, n) => post(base, address, GUARDED[n % 3]!.path, GUARDED[n % 3]!.body, payload)),
  );
  const after = await rpc<Record<string, number>>(base, 'rate_limit_counters');
  const replaysCounted = countedBetween(before, after);
  const reused = answers.filter((answer) => answer.status === 403 && errorOf(answer) === 'captcha_reused').length;
  const neighbour = loopback(241, 99, true);
  const visitor = await post(
    base,
    neighbour,
    GUARDED[0]!.path,
    GUARDED[0]!.body,
    await solvedPayload(base, neighbour, SITE_ORIGIN),
  );
  return {
    replaysCounted,
    checks: [
      {
        name: 'captcha: a solved payload, first use',
        expected: '200',
        got: String(used.status),
        ok: used.status === 200,
      },
      {
        name: 'captcha: the same payload replayed from 50 addresses at once, to every guarded endpoint',
        expected: '50 x 403 captcha_reused, 0 counted',
        got: `${reused} x 403 captcha_reused, ${replaysCounted} counted`,
        ok: reused === 50 && replaysCounted === 0,
      },
      {
        name: 'captcha: then a visitor from the /24 that sent 25 of the replays',
        expected: 'visitor 2xx',
        got: String(visitor.status),
        ok: visitor.status >= 200 && visitor.status < 300,
      },
    ],
  };
}

/** Voice starts stored past the budget: per UTC hour and per UTC day, what exceeds the cap. */
export function startsOverBudget(createdAt: readonly string[], budget = VOICE_LEADS_CONFIG.voiceBudget): number {
  const over = (keyOf: (iso: string) => string, cap: number) => {
    const perWindow = new Map<string, number>();
    for (const at of createdAt) perWindow.set(keyOf(at), (perWindow.get(keyOf(at)) ?? 0) + 1);
    return [...perWindow.values()].reduce((sum, count) => sum + Math.max(0, count - cap), 0);
  };
  const iso = (at: string) => new Date(at).toISOString();
  return over((at) => iso(at).slice(0, 13), budget.perHour) + over((at) => iso(at).slice(0, 10), budget.perDay);
}

/**
 * Runs last: it uses up the hour's voice budget. A verified visitor starts while the budget has room;
 * then four addresses, each in its own /24 and under its own limit, solve and send ten more starts
 * than the budget has left; then another visitor, who is refused with the budget's reason.
 */
export async function voiceBudgetHolds(context: CaptchaBudgetContext): Promise<{
  checks: Check[];
  overBudgetStarts: number;
}> {
  const { base } = context;
  const budget = VOICE_LEADS_CONFIG.voiceBudget;
  const start = (address: string) =>
    solvedPayload(base, address, SITE_ORIGIN).then((payload) =>
      post(base, address, GUARDED[2]!.path, voiceStart, payload),
    );
  const used = () => rpc<{ hour: number; day: number }>(base, 'call_budget_use', { p_bucket: 'voice-signed-url' });
  const before = await used();
  const visitor = await start(loopback(250, 1));
  const use = await used();
  const left = Math.max(0, Math.min(budget.perHour - use.hour, budget.perDay - use.day));
  const flooders = [0, 1, 2, 3].map((n) => loopback(251 + n, 1));
  const perFlooder = Math.ceil((left + 10) / flooders.length);
  const answers = (
    await Promise.all(
      flooders.map(async (address) => {
        const sent: Sent[] = [];
        for (let i = 0; i < perFlooder; i++) sent.push(await start(address));
        return sent;
      }),
    )
  ).flat();
  const accepted = answers.filter((answer) => answer.status === 200).length;
  const budgetRefusals = answers.filter(
    (answer) => answer.status === 429 && errorOf(answer) === 'voice_budget_exhausted',
  );
  const late = await start(loopback(250, 2));
  const sessions = await context.listVoiceSessions();
  // Only starts count against the budget: the lead e-mail check plants session rows that no start made.
  const starts = sessions.filter((session) => !String(session.conversation_id).startsWith(PLANTED_SESSION_PREFIX));
  const overBudgetStarts = startsOverBudget(starts.map((session) => String(session.created_at)));
  return {
    overBudgetStarts,
    checks: [
      {
        name: `voice budget: a verified visitor while the hour has room (${before.hour} of ${budget.perHour} used)`,
        expected: 'visitor 2xx',
        got: String(visitor.status),
        ok: visitor.status === 200,
      },
      {
        name: `voice budget: ${answers.length} solved starts from 4 addresses, ${left} left in the budget`,
        expected: `at most ${left} x 200, the rest 429 voice_budget_exhausted`,
        got: `${accepted} x 200, ${budgetRefusals.length} x 429 voice_budget_exhausted`,
        ok: accepted <= left && accepted + budgetRefusals.length === answers.length,
      },
      {
        name: 'voice budget: a visitor once it is used up',
        expected: '429 voice_budget_exhausted',
        got: `${late.status} ${errorOf(late)}`,
        ok: late.status === 429 && errorOf(late) === 'voice_budget_exhausted',
      },
    ],
  };
}
