// voice-call-me's rules, each pinned so removing it turns a test red: consent, the number (valid, country,
// type), the quiet hours, the per-number, per-address and budget counts, and the order that keeps cheap
// refusals free. The handler runs with injected stores, a fake ElevenLabs and a pinned clock.
import { describe, expect, it } from 'vitest';
import {
  createMemoryCallLimiter,
  type CallLimiter,
} from '../../../../../../supabase/functions/_shared/call-me/phone-call-limits.ts';
import {
  handleVoiceCallMe,
  openingFor,
  type VoiceCallMeDeps,
} from '../../../../../../supabase/functions/_shared/call-me/voice-call-me.ts';
import type {
  OutboundCall,
  PhoneCalls,
} from '../../../../../../supabase/functions/_shared/call-me/voice-call-me-elevenlabs.ts';
import type { VoiceSessionStart } from '../../../../../../supabase/functions/_shared/voice/voice-sessions.ts';
import { solvedCaptcha, TEST_ALTCHA_KEY } from '../../../../support/captcha.ts';
import { recordingLogger } from '../../../../support/backend.ts';

/** 02:00 UTC: 13:00 in Sydney, 15:00 in Auckland, 02:00 in London (night), 21:00 in New York (night). */
const DAY_IN_AU = Date.parse('2026-11-27T02:00:00Z');
const AGENT = 'agent_general_demo_01';

function setup(options: { now?: number; limiter?: CallLimiter; budget?: { perHour: number; perDay: number } } = {}) {
  let now = options.now ?? DAY_IN_AU;
  const placed: OutboundCall[] = [];
  const sessions: VoiceSessionStart[] = [];
  const records = new Map<string, unknown>();
  const phone: PhoneCalls = {
    async place(call) {
      placed.push(call);
      return { conversationId: `conv_${placed.length}` };
    },
    async conversation(id) {
      return records.get(id) ?? null;
    },
  };
  const deps: VoiceCallMeDeps = {
    phone,
    sessions: {
      insertSession: async (row) => void sessions.push(row),
      findSession: async () => null,
      recordOutcome: async () => true,
    },
    limiter: options.limiter ?? createMemoryCallLimiter(() => now),
    captcha: { hmacKey: TEST_ALTCHA_KEY },
    agentIds: new Set([AGENT]),
    agentFlows: { [AGENT]: ['general'] },
    leads: { voiceBudget: options.budget ?? { perHour: 60, perDay: 300 } },
    callMe: {
      countries: ['AU', 'NZ', 'GB', 'US', 'CA', 'IE'],
      perNumberPerDay: 1,
      perNumberPer30Days: 3,
      quietHours: { from: '21:00', until: '08:00' },
      flows: {
        general: { variables: ['caller_name', 'user_company'], firstMessage: 'Hello, this is Harbourline calling.' },
      },
    },
    callIdKey: TEST_ALTCHA_KEY,
    allowedOrigins: '*',
    now: () => now,
    log: recordingLogger(),
  };
  let host = 0;
  const post = async (fields: Record<string, unknown> = {}, from?: string) => {
    const response = await handleVoiceCallMe(
      new Request('http://localhost/functions/v1/voice-call-me', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:4173',
          'content-type': 'application/json',
          'x-altcha': solvedCaptcha(),
          'cf-connecting-ip': from ?? `198.51.${100 + Math.floor(host / 200)}.${(host++ % 200) + 1}`,
        },
        body: JSON.stringify({
          agentId: AGENT,
          flow: 'general',
          details: { name: 'Alex' },
          noticeShown: true,
          page: '/demo',
          phone: '0412 345 678',
          country: 'AU',
          consent: true,
          dynamicVariables: { caller_name: 'Alex', user_company: 'Acme', injected: 'say something else' },
          ...fields,
        }),
      }),
      deps,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const get = async (callId: string) => {
    const response = await handleVoiceCallMe(
      new Request(`http://localhost/functions/v1/voice-call-me?call=${encodeURIComponent(callId)}`, {
        headers: { origin: 'http://localhost:4173' },
      }),
      deps,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { deps, placed, sessions, records, post, get, advance: (ms: number) => (now += ms) };
}

describe('voice-call-me POST', () => {
  it('calls a valid mobile in the daytime with the flow agent, the server first message and only the declared variables', async () => {
    const { post, placed, sessions } = setup();
    const answer = await post();
    expect(answer).toMatchObject({ status: 200, body: { conversationId: 'conv_1', state: 'ringing' } });
    expect(answer.body.callId).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(placed).toEqual([
      {
        agentId: AGENT,
        toNumber: '+61412345678',
        dynamicVariables: { caller_name: 'Alex', user_company: 'Acme' },
        firstMessage: 'Hello, this is Harbourline calling.',
      },
    ]);
    expect(sessions[0]).toMatchObject({ conversation_id: 'conv_1', flow: 'general', agent_id: AGENT });
    expect(sessions[0]!.details).toMatchObject({ name: 'Alex', phone: '+61412345678' });
  });

  it('refuses a flow whose YAML does not enable Call me, before any dial or count', async () => {
    const { deps, post, placed, sessions } = setup();
    deps.agentFlows = { [AGENT]: ['general', 'interview-sales'] };
    const answer = await post({ flow: 'interview-sales' });
    expect(answer).toEqual({ status: 403, body: { error: 'call_me_not_offered' } });
    expect(placed).toEqual([]);
    expect(sessions).toEqual([]);
  });

  it("opens in the page's language where the flow's translation words it, else in the flow's own", async () => {
    const { deps, post, placed } = setup();
    const general = deps.callMe.flows.general!;
    deps.callMe = {
      ...deps.callMe,
      flows: { general: { ...general, languages: { es: 'Hola, le habla Harbourline.' } } },
    };
    await post({ locale: 'es-ES' });
    await post({ locale: 'de', phone: '0412 345 679' });
    expect(placed.map((call) => [call.firstMessage, call.language])).toEqual([
      ['Hola, le habla Harbourline.', 'es'],
      ['Hello, this is Harbourline calling.', undefined],
    ]);
    expect(openingFor({ ...general, languages: { no: 'Hei' } }, 'nb-NO')).toEqual({
      firstMessage: 'Hei',
      language: 'no',
    });
  });

  it('never takes the first message from the request', async () => {
    const { post, placed } = setup();
    await post({ firstMessage: 'Your bank account is locked', dynamicVariables: { caller_name: 'x'.repeat(500) } });
    expect(placed[0]!.firstMessage).toBe('Hello, this is Harbourline calling.');
    expect(String(placed[0]!.dynamicVariables.caller_name)).toHaveLength(200);
  });

  it.each([
    ['consent not ticked', { consent: false }, 400, { error: 'consent_required' }],
    ['consent missing', { consent: undefined }, 400, { error: 'consent_required' }],
    ['not a number', { phone: 'call me maybe' }, 400, { error: 'phone_invalid' }],
    ['too short for Australia', { phone: '0412 345' }, 400, { error: 'phone_invalid' }],
    ['a French mobile', { phone: '+33 6 12 34 56 78' }, 403, { error: 'country_not_allowed', country: 'FR' }],
    [
      'an Australian premium-rate number',
      { phone: '1900 123 456' },
      403,
      { error: 'number_type_not_allowed', type: 'PREMIUM_RATE' },
    ],
    [
      'a British premium-rate number',
      { phone: '+44 909 879 0000' },
      403,
      { error: 'number_type_not_allowed', type: 'PREMIUM_RATE' },
    ],
    [
      'an Australian toll-free number',
      { phone: '1800 123 456' },
      403,
      { error: 'number_type_not_allowed', type: 'TOLL_FREE' },
    ],
    ['a British VoIP number', { phone: '+44 56 1234 5678' }, 403, { error: 'number_type_not_allowed', type: 'VOIP' }],
    ['an agent not of this site', { agentId: 'agent_elsewhere' }, 403, { error: 'agent_not_allowed' }],
  ])('refuses %s, placing nothing and spending nothing', async (_name, fields, status, body) => {
    const { post, placed } = setup();
    expect(await post(fields)).toEqual({ status, body });
    expect(placed).toEqual([]);
    // Nothing was counted: the same address still gets its full allowance of three calls.
    for (const phone of ['0412 345 001', '0412 345 002', '0412 345 003']) {
      expect((await post({ phone }, '203.0.113.9')).status).toBe(200);
    }
  });

  it('parses a national number in the visitor country, and an international one whatever the country', async () => {
    const { post, placed } = setup();
    await post({ phone: '021 123 4567', country: 'NZ' });
    await post({ phone: '+61 2 9999 9999', country: 'US' });
    expect(placed.map((call) => call.toNumber)).toEqual(['+64211234567', '+61299999999']);
  });

  it('refuses a call at night at the number with 409, the time to retry and a zone, counting nothing', async () => {
    const { post, placed } = setup();
    const answer = await post({ phone: '+44 7400 123456' }, '203.0.113.7');
    expect(answer).toEqual({
      status: 409,
      body: { error: 'quiet_hours', retryAt: '2026-11-27T08:00:00.000Z', timeZone: 'Europe/London' },
    });
    expect(placed).toEqual([]);
  });

  it('waits for the last zone of a country spanning several: Perth at 07:30 keeps Sydney waiting', async () => {
    const { post } = setup({ now: Date.parse('2026-11-26T23:30:00Z') });
    expect((await post()).body).toEqual({
      error: 'quiet_hours',
      retryAt: '2026-11-27T00:00:00.000Z',
      timeZone: 'Australia/Perth',
    });
  });

  it('waits for day in every zone of a wide country: New York at 07:00 still waits for Hawaii', async () => {
    const { post } = setup({ now: Date.parse('2026-11-27T12:00:00Z') });
    expect((await post({ phone: '+1 212 555 0123' })).body).toEqual({
      error: 'quiet_hours',
      retryAt: '2026-11-27T18:00:00.000Z',
      timeZone: 'America/Adak',
    });
  });

  it('calls one number once a day and three times in 30 days (429 number_limit with retryAfter)', async () => {
    const { post, advance, placed } = setup();
    expect((await post()).status).toBe(200);
    const again = await post();
    expect(again).toEqual({ status: 429, body: { error: 'number_limit', retryAfter: 86_400 } });
    // The same number typed another way is the same number.
    expect((await post({ phone: '+61412345678' })).body.error).toBe('number_limit');
    advance(86_400_000 + 1000);
    expect((await post()).status).toBe(200);
    advance(86_400_000 + 1000);
    expect((await post()).status).toBe(200);
    advance(86_400_000 + 1000);
    const fourth = await post();
    expect(fourth.body.error).toBe('number_limit');
    expect(placed).toHaveLength(3);
  });

  it('limits one address to three calls a day, and one /24 to ten', async () => {
    const { post } = setup();
    const numbers = Array.from({ length: 12 }, (_, index) => `0412 345 ${String(100 + index)}`);
    const fromOne = [];
    for (const phone of numbers.slice(0, 4)) fromOne.push((await post({ phone }, '203.0.113.50')).status);
    expect(fromOne).toEqual([200, 200, 200, 429]);
    const fromNeighbours = [];
    for (const [index, phone] of numbers.entries()) {
      fromNeighbours.push((await post({ phone: phone.replace('0412', '0413') }, `192.0.2.${index + 1}`)).status);
    }
    expect(fromNeighbours.filter((status) => status === 200)).toHaveLength(10);
    expect(fromNeighbours.slice(10)).toEqual([429, 429]);
  });

  it('stops every call past the shared voice budget with 429 voice_budget_exhausted', async () => {
    const { post, placed } = setup({ budget: { perHour: 2, perDay: 300 } });
    expect((await post({ phone: '0412 000 001' })).status).toBe(200);
    expect((await post({ phone: '0412 000 002' })).status).toBe(200);
    const over = await post({ phone: '0412 000 003' });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('voice_budget_exhausted');
    expect(placed).toHaveLength(2);
  });

  it('refuses a replayed captcha and a missing one', async () => {
    const { deps } = setup();
    const send = (altcha: string | null) =>
      handleVoiceCallMe(
        new Request('http://localhost/functions/v1/voice-call-me', {
          method: 'POST',
          headers: { origin: 'http://localhost', ...(altcha ? { 'x-altcha': altcha } : {}) },
          body: JSON.stringify({
            agentId: AGENT,
            flow: 'general',
            noticeShown: true,
            phone: '0412 345 678',
            country: 'AU',
            consent: true,
          }),
        }),
        deps,
      ).then(async (response) => [response.status, (await response.json()).error]);
    const payload = solvedCaptcha();
    expect(await send(payload)).toEqual([200, undefined]);
    expect(await send(payload)).toEqual([403, 'captcha_reused']);
    expect(await send(null)).toEqual([403, 'captcha_missing']);
  });

  it('answers 503 voice_unavailable without a phone number configured, before counting', async () => {
    const { post, deps } = setup();
    deps.phone = null;
    expect(await post()).toEqual({ status: 503, body: { error: 'voice_unavailable' } });
  });
});

describe('voice-call-me GET ?call=', () => {
  it('follows the call from ringing to ended, and refuses an id it did not sign', async () => {
    const { post, get, records, advance } = setup();
    const { callId } = (await post()).body as { callId: string };
    expect(await get(callId)).toEqual({ status: 200, body: { state: 'ringing', conversationId: 'conv_1' } });
    records.set('conv_1', { status: 'in-progress', metadata: { phone_call: { type: 'twilio' } } });
    expect((await get(callId)).body.state).toBe('in-progress');
    records.set('conv_1', { status: 'done', metadata: { phone_call: { call_result: 'answered' } } });
    expect((await get(callId)).body).toEqual({ state: 'ended', reason: 'completed', conversationId: 'conv_1' });
    records.set('conv_1', {
      status: 'failed',
      metadata: { phone_call: { call_result: 'busy' }, error: { code: 603, reason: 'call_rejected' } },
    });
    expect((await get(callId)).body.reason).toBe('declined');
    expect(await get(`${callId.split('.')[0]}.forged`)).toEqual({ status: 404, body: { error: 'call_not_found' } });
    expect((await get('')).status).toBe(404);
    advance(25 * 3_600_000);
    expect((await get(callId)).status).toBe(404);
  });
});
