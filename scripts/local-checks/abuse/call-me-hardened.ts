// The "Call me" attacks on what no per-address limit stops: a proxy pool (many IPv6 /48s, each asking for
// its own number) against the site-wide cap on calls, after which a browser demo must still start; a flood
// of status polls, which must ask ElevenLabs at most once per interval and refuse polls from elsewhere; a
// number probe, whose refusals must name no time and cost the prober's allowance; and erasure by the
// number written another way, which must find the call rows and the conversation.
import { TEST_CLIENT_HEADER } from '../../local-stack/index.ts';
import { CALL_ME_CONFIG } from '../../../supabase/functions/_shared/generated/call-me-config.ts';
import { CALL_ME_LIMIT, CALL_ME_POLL_LIMIT } from '../../../supabase/functions/_shared/http/limits.ts';
import { errorOf, post, rpc, voiceStart } from './captcha-budget.ts';
import { callMe, placed, tally } from './call-me.ts';
import { erasureByAnotherForm } from './call-me-erasure.ts';
import { dayAndNight, mobileNumbers } from './call-me-numbers.ts';
import { loopback, request, solvedPayload, type Sent } from './client.ts';
import { SITE_ORIGIN } from './endpoints.ts';
import type { Check } from './scenarios.ts';

export interface HardenedContext {
  base: string;
  /** Requests the simulated ElevenLabs answered for one conversation's record so far. */
  conversationReads(): number;
  /** Lets the flood name its own client addresses (loopback only, this run only). */
  nameClients(on: boolean): unknown;
}

export interface HardenedOutcome {
  checks: Check[];
  beyondLimits: number;
  browserDemosRefused: number;
  numbersRevealed: number;
}

export const day = () => dayAndNight(Date.now()).day!;

/** A browser demo start (voice-signed-url) from `address`, with a freshly solved captcha. */
const startBrowserDemo = (base: string, address: string) =>
  solvedPayload(base, address, SITE_ORIGIN).then((payload) =>
    post(base, address, '/functions/v1/voice-signed-url', voiceStart, payload),
  );

/** A placed call's id and number, from a fresh address; throws when it is not placed. */
async function placeOne(base: string, phone: string): Promise<{ callId: string; phone: string }> {
  const answer = await callMe(base, loopback(230, 1), phone, day());
  if (answer.status !== 200) throw new Error(`the poll flood's call was not placed: ${answer.status} ${answer.body}`);
  return { callId: (JSON.parse(answer.body) as { callId: string }).callId, phone };
}

const poll = (base: string, address: string, callId: string, headers: Record<string, string>) =>
  request(base, address, `/functions/v1/voice-call-me?call=${encodeURIComponent(callId)}`, { headers });

/** 450 polls of one call from 45 addresses, 20 without an Origin and 20 from another site, all at once. */
export async function pollFloodHolds(context: HardenedContext): Promise<HardenedOutcome & { phone: string }> {
  const { base } = context;
  const { callId, phone } = await placeOne(base, mobileNumbers(day(), 1, 6000)[0]!);
  const readsBefore = context.conversationReads();
  const started = Date.now();
  const site = await Promise.all(
    Array.from({ length: 450 }, (_, i) => poll(base, loopback(231, i % 45), callId, { Origin: SITE_ORIGIN })),
  );
  const seconds = (Date.now() - started) / 1000;
  const reads = context.conversationReads() - readsBefore;
  const noOrigin = await Promise.all(Array.from({ length: 20 }, (_, i) => poll(base, loopback(232, i), callId, {})));
  const elsewhere = await Promise.all(
    Array.from({ length: 20 }, (_, i) => poll(base, loopback(233, i), callId, { Origin: 'https://evil.example' })),
  );
  const maxReads = Math.ceil(seconds / CALL_ME_POLL_LIMIT.refreshSeconds) + 1;
  const answered = placed(site);
  const refusedElsewhere = [...noOrigin, ...elsewhere].filter((answer) => answer.status === 403).length;
  return {
    phone,
    beyondLimits: Math.max(0, answered - CALL_ME_POLL_LIMIT.perCall) + (40 - refusedElsewhere),
    browserDemosRefused: 0,
    numbersRevealed: 0,
    checks: [
      {
        name: `call me poll: 450 polls of one call at once from 45 addresses (${seconds.toFixed(1)} s)`,
        expected: `at most ${CALL_ME_POLL_LIMIT.perCall} x 200, at most ${maxReads} ElevenLabs read(s)`,
        got: `${tally(site)}; ${reads} ElevenLabs read(s)`,
        ok: answered <= CALL_ME_POLL_LIMIT.perCall && reads <= maxReads,
      },
      {
        name: 'call me poll: 20 polls without an Origin and 20 from another site',
        expected: '40 x 403 origin_required',
        got: tally([...noOrigin, ...elsewhere]),
        ok: refusedElsewhere === 40,
      },
    ],
  };
}

/**
 * From one address, numbers called today: refusals without a time, and only the address's allowance of
 * them (a refused number costs what a call costs). Revealed: a refusal with a time, or more refusals than
 * the allowance.
 */
export async function numberProbeHolds(base: string, called: readonly string[]): Promise<HardenedOutcome> {
  const probes: Sent[] = [];
  for (const phone of called.slice(0, 6)) probes.push(await callMe(base, loopback(234, 1), phone, day()));
  const refusals = probes.filter((answer) => errorOf(answer) === 'number_limit');
  // The contract's refusal is { error } alone: any other field (retryAfter, a time) tells about the number.
  const timed = refusals.filter((answer) => Object.keys(JSON.parse(answer.body) as object).length > 1).length;
  const numbersRevealed = timed + Math.max(0, refusals.length - CALL_ME_LIMIT.perClient) + placed(probes);
  return {
    beyondLimits: 0,
    browserDemosRefused: 0,
    numbersRevealed,
    checks: [
      {
        name: `call me probe: ${probes.length} numbers called today, from one address`,
        expected: `${CALL_ME_LIMIT.perClient} x 429 number_limit with no time, the rest 429 rate_limited`,
        got: `${tally(probes)}; ${timed} with a time`,
        ok: numbersRevealed === 0 && refusals.length === CALL_ME_LIMIT.perClient,
      },
    ],
  };
}

/** The calls the cap has left now, from its counters as an operator reads them (public.rate_limit_counters). */
async function capLeft(base: string): Promise<number> {
  const counters = await rpc<Record<string, number>>(base, 'rate_limit_counters');
  const latest = (prefix: string) => {
    const keys = Object.keys(counters)
      .filter((key) => key.startsWith(prefix))
      .sort();
    return keys.length > 0 ? counters[keys.at(-1)!]! : 0;
  };
  const hour = CALL_ME_CONFIG.callsPerHour - latest('voice-call-me cap:hour ');
  return Math.max(0, Math.min(hour, CALL_ME_CONFIG.callsPerDay - latest('voice-call-me cap:day ')));
}

/** A proxy pool: one request per IPv6 /48, each for its own number, past the hour's cap; then a browser demo. */
export async function callCapHolds(context: HardenedContext): Promise<HardenedOutcome> {
  const { base } = context;
  const left = await capLeft(base);
  const numbers = mobileNumbers(day(), left + 30, 7000);
  context.nameClients(true);
  const flood: Sent[] = [];
  try {
    for (const [i, phone] of numbers.entries()) {
      const address = { [TEST_CLIENT_HEADER]: `2001:db8:${(i + 1).toString(16)}::1` };
      flood.push(await callMe(base, loopback(235, 1), phone, day(), address));
    }
  } finally {
    context.nameClients(false);
  }
  const browser = await startBrowserDemo(base, loopback(236, 1));
  const capRefusals = flood.filter((answer) => errorOf(answer) === 'call_me_cap').length;
  return {
    beyondLimits: Math.max(0, placed(flood) - left),
    browserDemosRefused: browser.status === 200 ? 0 : 1,
    numbersRevealed: 0,
    checks: [
      {
        name: `call me cap: a proxy pool of ${flood.length} IPv6 /48s, each its own number (${left} left of ${CALL_ME_CONFIG.callsPerHour} an hour, ${CALL_ME_CONFIG.callsPerDay} a day)`,
        expected: `at most ${left} x 200, the rest 429 call_me_cap`,
        got: tally(flood),
        ok: placed(flood) <= left && capRefusals === flood.length - placed(flood),
      },
      {
        name: 'call me cap: then a visitor starts a browser demo',
        expected: 'visitor 2xx',
        got: tally([browser]),
        ok: browser.status === 200,
      },
    ],
  };
}

/**
 * Every attack of this file, in order (the poll flood places the call the probe and erasure use; the cap
 * comes last, as it fills the hour).
 */
export async function hardenedCallMeHolds(context: HardenedContext, called: readonly string[]) {
  const polls = await pollFloodHolds(context);
  const outcomes = [
    polls,
    await numberProbeHolds(context.base, called),
    {
      beyondLimits: 0,
      browserDemosRefused: 0,
      numbersRevealed: 0,
      checks: [await erasureByAnotherForm(context.base, polls.phone)],
    },
    await callCapHolds(context),
  ];
  const sum = (key: 'beyondLimits' | 'browserDemosRefused' | 'numbersRevealed') =>
    outcomes.reduce((total, outcome) => total + outcome[key], 0);
  return {
    checks: outcomes.flatMap((outcome) => outcome.checks),
    beyondLimits: sum('beyondLimits'),
    browserDemosRefused: sum('browserDemosRefused'),
    numbersRevealed: sum('numbersRevealed'),
  };
}
