// The "Call me" attacks (issue 40, item 6) against voice-call-me on the local stack: a flood of numbers
// from one address and from one /24, one number from many addresses, premium-rate and other countries'
// numbers, a number where it is night, and (after the browser budget check has used the hour up) the
// shared voice budget; a real visitor is called before and after the floods. Placed calls are counted
// twice: by the answers (200) and by the session rows stored for the attacked numbers.
import { CALL_ME_LIMIT } from '../../../supabase/functions/_shared/http/limits.ts';
import { CALL_ME_CONFIG } from '../../../supabase/functions/_shared/generated/call-me-config.ts';
import { errorOf, post } from './captcha-budget.ts';
import { dayAndNight, mobileNumbers, REFUSED_NUMBERS } from './call-me-numbers.ts';
import { loopback, solvedPayload, type Sent } from './client.ts';
import { SITE_ORIGIN } from './endpoints.ts';
import type { Check } from './scenarios.ts';

export interface CallMeContext {
  base: string;
  listVoiceSessions(): Promise<Array<Record<string, unknown>>>;
}

export interface CallMeOutcome {
  checks: Check[];
  /** Calls placed that a limit should have stopped. */
  beyondLimits: number;
  /** Real visitors under every limit who were not called. */
  visitorsRefused: number;
}

const PATH = '/functions/v1/voice-call-me';

function callMe(base: string, address: string, phone: string, country: string): Promise<Sent> {
  const body = {
    agentId: 'agent_general_demo_01',
    flow: 'general',
    noticeShown: true,
    details: { name: 'Abuse Visitor' },
    phone,
    country,
    consent: true,
    dynamicVariables: { caller_name: 'Abuse Visitor' },
  };
  return solvedPayload(base, address, SITE_ORIGIN).then((payload) => post(base, address, PATH, body, payload));
}

const tally = (answers: Sent[]) => {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 200 ? '200' : `${answer.status} ${errorOf(answer)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} x ${key}`).join(', ');
};
const placed = (answers: Sent[]) => answers.filter((answer) => answer.status === 200).length;

export async function callMeHolds(context: CallMeContext): Promise<CallMeOutcome> {
  const { base } = context;
  const { day, night } = dayAndNight(Date.now());
  if (!day || !night) throw new Error(`no allowed country at ${day ? 'night' : 'day'} now: cannot test quiet hours`);
  const numbers = mobileNumbers(day, 40);
  const next = () => numbers.shift()!;
  const attacked: string[] = [];
  const attack = (phone: string) => (attacked.push(phone), phone);

  const visitor = await callMe(base, loopback(220, 1), next(), day);
  const oneAddress: Sent[] = [];
  for (let i = 0; i < 10; i++) oneAddress.push(await callMe(base, loopback(221, 1), attack(next()), day));
  const oneNetwork: Sent[] = [];
  for (let i = 0; i < 15; i++) oneNetwork.push(await callMe(base, loopback(222, i, true), attack(next()), day));
  const target = attack(next());
  const oneNumber: Sent[] = [];
  for (let i = 0; i < 10; i++) oneNumber.push(await callMe(base, loopback(223, i), target, day));
  const refused: Sent[] = [];
  for (const [i, number] of REFUSED_NUMBERS.entries()) {
    refused.push(await callMe(base, loopback(224, i), number.phone, number.country));
  }
  const nightNumber = mobileNumbers(night, 1)[0]!;
  const atNight = await callMe(base, loopback(225, 1), nightNumber, night);
  const lateVisitor = await callMe(base, loopback(226, 1), next(), day);

  const perNumber = CALL_ME_CONFIG.perNumberPerDay;
  const wrongRefusals = refused.filter((answer, i) => errorOf(answer) !== REFUSED_NUMBERS[i]!.error).length;
  const beyond =
    Math.max(0, placed(oneAddress) - CALL_ME_LIMIT.perClient) +
    Math.max(0, placed(oneNetwork) - CALL_ME_LIMIT.perNetwork) +
    Math.max(0, placed(oneNumber) - perNumber) +
    placed(refused) +
    (atNight.status === 200 ? 1 : 0);
  // The database's view: sessions stored for the attacked numbers, against what the limits allow them.
  const sessions = await context.listVoiceSessions();
  const stored = sessions.filter((row) =>
    attacked.includes(String((row.details as { phone?: unknown } | null)?.phone ?? '')),
  ).length;
  const allowed = CALL_ME_LIMIT.perClient + CALL_ME_LIMIT.perNetwork + perNumber;
  const checks: Check[] = [
    {
      name: 'call me: a visitor asks for one call',
      expected: 'visitor 2xx',
      got: tally([visitor]),
      ok: visitor.status === 200,
    },
    {
      name: `call me: 10 numbers from one address (${CALL_ME_LIMIT.perClient} a day allowed)`,
      expected: `${CALL_ME_LIMIT.perClient} x 200, the rest 429 rate_limited`,
      got: tally(oneAddress),
      ok: placed(oneAddress) <= CALL_ME_LIMIT.perClient,
    },
    {
      name: `call me: 15 numbers from 15 addresses of one /24 (${CALL_ME_LIMIT.perNetwork} a day allowed)`,
      expected: `at most ${CALL_ME_LIMIT.perNetwork} x 200, the rest 429 rate_limited`,
      got: tally(oneNetwork),
      ok: placed(oneNetwork) <= CALL_ME_LIMIT.perNetwork,
    },
    {
      name: `call me: one number from 10 addresses (${perNumber} a day allowed)`,
      expected: `${perNumber} x 200, the rest 429 number_limit`,
      got: tally(oneNumber),
      ok: placed(oneNumber) <= perNumber,
    },
    {
      name: `call me: ${REFUSED_NUMBERS.length} premium-rate, VoIP and other countries' numbers`,
      expected: '403 number_type_not_allowed / country_not_allowed each',
      got: tally(refused),
      ok: placed(refused) === 0 && wrongRefusals === 0,
    },
    {
      name: `call me: a number in ${night} while it is night there`,
      expected: '409 quiet_hours',
      got: tally([atNight]),
      ok: atNight.status === 409 && errorOf(atNight) === 'quiet_hours',
    },
    {
      name: 'call me: calls stored for the attacked numbers',
      expected: `at most ${allowed}`,
      got: String(stored),
      ok: stored <= allowed,
    },
    {
      name: 'call me: a visitor after the floods',
      expected: 'visitor 2xx',
      got: tally([lateVisitor]),
      ok: lateVisitor.status === 200,
    },
  ];
  const visitorsRefused = [visitor, lateVisitor].filter((answer) => answer.status !== 200).length;
  return { checks, beyondLimits: beyond + Math.max(0, stored - allowed), visitorsRefused };
}

/** After the browser starts have used up the hour's budget: a call is refused with the budget's reason. */
export async function callMeBudgetHolds(context: CallMeContext): Promise<CallMeOutcome> {
  const { day } = dayAndNight(Date.now());
  const answer = await callMe(context.base, loopback(227, 1), mobileNumbers(day!, 1, 5000)[0]!, day!);
  return {
    checks: [
      {
        name: 'call me: a call once the voice budget is used up (shared with the browser demos)',
        expected: '429 voice_budget_exhausted',
        got: tally([answer]),
        ok: answer.status === 429 && errorOf(answer) === 'voice_budget_exhausted',
      },
    ],
    beyondLimits: answer.status === 200 ? 1 : 0,
    visitorsRefused: 0,
  };
}
