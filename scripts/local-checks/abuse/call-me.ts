// The "Call me" attacks against voice-call-me on the local stack: a flood of numbers from one address and
// from one /24, one number from many addresses, premium-rate and other countries' numbers, a number where
// it is night; a real visitor is called before and after the floods. Placed calls are counted twice: by
// the answers (200) and by the session rows stored for the attacked numbers. The cap, the poll, the
// number probe and erasure have their own file (call-me-hardened.ts).
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
  /** The numbers the floods had called: the number probe's targets. */
  called?: string[];
}

const PATH = '/functions/v1/voice-call-me';

/** One Call me request from `address`, with a freshly solved captcha; `headers` add to the request's. */
export function callMe(
  base: string,
  address: string,
  phone: string,
  country: string,
  headers: Record<string, string> = {},
): Promise<Sent> {
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
  return solvedPayload(base, address, SITE_ORIGIN, headers).then((payload) =>
    post(base, address, PATH, body, payload, headers),
  );
}

export const tally = (answers: Sent[]) => {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 200 ? '200' : `${answer.status} ${errorOf(answer)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} x ${key}`).join(', ');
};
export const placed = (answers: Sent[]) => answers.filter((answer) => answer.status === 200).length;

interface Attacks {
  visitor: Sent;
  oneAddress: Sent[];
  oneNetwork: Sent[];
  oneNumber: Sent[];
  refused: Sent[];
  atNight: Sent;
  lateVisitor: Sent;
  attacked: string[];
  /** The numbers a call was placed to. */
  called: string[];
  night: string;
}

/** Sends every attack, in order, with a visitor before and after. */
async function sendAttacks(base: string): Promise<Attacks> {
  const { day, night } = dayAndNight(Date.now());
  if (!day || !night) throw new Error(`no allowed country at ${day ? 'night' : 'day'} now: cannot test quiet hours`);
  const numbers = mobileNumbers(day, 40);
  const next = () => numbers.shift()!;
  const attacked: string[] = [];
  const called: string[] = [];
  const attack = async (address: string, phone: string) => {
    attacked.push(phone);
    const answer = await callMe(base, address, phone, day);
    if (answer.status === 200) called.push(phone);
    return answer;
  };
  const visitor = await callMe(base, loopback(220, 1), next(), day);
  const oneAddress: Sent[] = [];
  for (let i = 0; i < 10; i++) oneAddress.push(await attack(loopback(221, 1), next()));
  const oneNetwork: Sent[] = [];
  for (let i = 0; i < 15; i++) oneNetwork.push(await attack(loopback(222, i, true), next()));
  const target = next();
  const oneNumber: Sent[] = [];
  for (let i = 0; i < 10; i++) oneNumber.push(await attack(loopback(223, i), target));
  const refused: Sent[] = [];
  for (const [i, number] of REFUSED_NUMBERS.entries()) {
    refused.push(await callMe(base, loopback(224, i), number.phone, number.country));
  }
  const atNight = await callMe(base, loopback(225, 1), mobileNumbers(night, 1)[0]!, night);
  const lateVisitor = await callMe(base, loopback(226, 1), next(), day);
  return { visitor, oneAddress, oneNetwork, oneNumber, refused, atNight, lateVisitor, attacked, called, night };
}

export async function callMeHolds(context: CallMeContext): Promise<CallMeOutcome> {
  const sent = await sendAttacks(context.base);
  const { visitor, oneAddress, oneNetwork, oneNumber, refused, atNight, lateVisitor } = sent;
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
  const phoneOf = (row: Record<string, unknown>) => String((row.details as { phone?: unknown } | null)?.phone ?? '');
  const stored = sessions.filter((row) => sent.attacked.includes(phoneOf(row))).length;
  const allowed = CALL_ME_LIMIT.perClient + CALL_ME_LIMIT.perNetwork + perNumber;
  const check = (name: string, expected: string, answers: Sent[], ok: boolean): Check => ({
    name: `call me: ${name}`,
    expected,
    got: tally(answers),
    ok,
  });
  const checks: Check[] = [
    check('a visitor asks for one call', 'visitor 2xx', [visitor], visitor.status === 200),
    check(
      `10 numbers from one address (${CALL_ME_LIMIT.perClient} a day allowed)`,
      `${CALL_ME_LIMIT.perClient} x 200, the rest 429 rate_limited`,
      oneAddress,
      placed(oneAddress) <= CALL_ME_LIMIT.perClient,
    ),
    check(
      `15 numbers from 15 addresses of one /24 (${CALL_ME_LIMIT.perNetwork} a day allowed)`,
      `at most ${CALL_ME_LIMIT.perNetwork} x 200, the rest 429 rate_limited`,
      oneNetwork,
      placed(oneNetwork) <= CALL_ME_LIMIT.perNetwork,
    ),
    check(
      `one number from 10 addresses (${perNumber} a day allowed)`,
      `${perNumber} x 200, the rest 429 number_limit`,
      oneNumber,
      placed(oneNumber) <= perNumber,
    ),
    check(
      `${REFUSED_NUMBERS.length} premium-rate, VoIP and other countries' numbers`,
      '403 number_type_not_allowed / country_not_allowed each',
      refused,
      placed(refused) === 0 && wrongRefusals === 0,
    ),
    check(
      `a number in ${sent.night} while it is night there`,
      '409 quiet_hours',
      [atNight],
      atNight.status === 409 && errorOf(atNight) === 'quiet_hours',
    ),
    {
      name: 'call me: calls stored for the attacked numbers',
      expected: `at most ${allowed}`,
      got: String(stored),
      ok: stored <= allowed,
    },
    check('a visitor after the floods', 'visitor 2xx', [lateVisitor], lateVisitor.status === 200),
  ];
  const visitorsRefused = [visitor, lateVisitor].filter((answer) => answer.status !== 200).length;
  return {
    checks,
    beyondLimits: beyond + Math.max(0, stored - allowed),
    visitorsRefused,
    called: [...new Set(sent.called)],
  };
}
