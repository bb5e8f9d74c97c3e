// @vitest-environment node
// The outbound call as ElevenLabs takes it: the body passes the official SDK's serialisers (unknown keys
// refused), the endpoint follows the number's provider (Twilio or SIP trunk), and the conversation record
// maps to the contract's states as the shared note phone-call-states.md says.
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
import { describe, expect, it } from 'vitest';
import { callStateOf, RING_GIVE_UP_MS } from '../../../../../../supabase/functions/_shared/call-me/phone-call-state.ts';
import {
  createElevenLabsPhoneCalls,
  outboundCallBody,
  type OutboundCall,
} from '../../../../../../supabase/functions/_shared/call-me/voice-call-me-elevenlabs.ts';

interface WireSchema {
  parse(raw: unknown, opts: { unrecognizedObjectKeys: 'fail' }): { ok: boolean; errors?: unknown[] };
}
const S = (serialization as unknown as { conversationalAi: Record<string, Record<string, WireSchema>> })
  .conversationalAi;

const call: OutboundCall = {
  agentId: 'agent_general_demo_01',
  toNumber: '+61412345678',
  dynamicVariables: { caller_name: 'Alex', user_company: 'Acme' },
  firstMessage: 'Hello, this is Harbourline calling.',
};

describe('outbound call', () => {
  it.each([
    ['twilio', S.twilio!.BodyHandleAnOutboundCallViaTwilioV1ConvaiTwilioOutboundCallPost!],
    ['sip trunk', S.sipTrunk!.BodyHandleAnOutboundCallViaSipTrunkV1ConvaiSipTrunkOutboundCallPost!],
  ])('sends a body the SDK serialiser of the %s endpoint accepts', (_name, schema) => {
    const parsed = schema.parse(outboundCallBody(call, 'phnum_local'), { unrecognizedObjectKeys: 'fail' });
    expect(parsed.errors ?? []).toEqual([]);
    expect(parsed.ok).toBe(true);
  });

  it('sends the page language with its opening, in a body the SDK serialiser accepts', () => {
    const body = outboundCallBody({ ...call, firstMessage: 'Hola, le habla', language: 'es' }, 'phnum_local');
    expect(body.conversation_initiation_client_data.conversation_config_override).toEqual({
      agent: { first_message: 'Hola, le habla', language: 'es' },
    });
    const schema = S.twilio!.BodyHandleAnOutboundCallViaTwilioV1ConvaiTwilioOutboundCallPost!;
    expect(schema.parse(body, { unrecognizedObjectKeys: 'fail' }).ok).toBe(true);
    expect(outboundCallBody(call, 'phnum_local').conversation_initiation_client_data).not.toHaveProperty(
      'conversation_config_override.agent.language',
    );
  });

  it.each([
    ['twilio', '/v1/convai/twilio/outbound-call'],
    ['sip_trunk', '/v1/convai/sip-trunk/outbound-call'],
  ])('dials a %s number through %s, asking the provider once', async (provider, path) => {
    const requests: string[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      if (url.includes('/phone-numbers/')) return Response.json({ provider, phone_number_id: 'phnum_local' });
      return Response.json({ success: true, message: 'ok', conversation_id: 'conv_1' });
    }) as typeof globalThis.fetch;
    const phone = createElevenLabsPhoneCalls({
      apiKey: 'k',
      apiUrl: 'http://sim',
      phoneNumberId: 'phnum_local',
      fetch,
    });
    expect(await phone.place(call)).toEqual({ conversationId: 'conv_1' });
    await phone.place(call);
    expect(requests).toEqual(['GET /v1/convai/phone-numbers/phnum_local', `POST ${path}`, `POST ${path}`]);
  });

  it('fails on a provider without an outbound endpoint and on an answer without a conversation', async () => {
    const answer = (provider: string, body: unknown) =>
      (async (url: string) =>
        url.includes('/phone-numbers/') ? Response.json({ provider }) : Response.json(body)) as typeof fetch;
    const make = (fetch: typeof globalThis.fetch) =>
      createElevenLabsPhoneCalls({ apiKey: 'k', apiUrl: 'http://sim', phoneNumberId: 'p', fetch });
    await expect(make(answer('exotel', {})).place(call)).rejects.toThrow(/exotel/);
    await expect(make(answer('twilio', { success: false, message: 'no' })).place(call)).rejects.toThrow(
      /did not place/,
    );
  });
});

describe('call state from the conversation record', () => {
  const record = (status: string, callResult?: string, errorReason?: string) => ({
    status,
    metadata: {
      phone_call: { type: 'twilio', ...(callResult ? { call_result: callResult } : {}) },
      ...(errorReason ? { error: { code: 603, reason: errorReason } } : {}),
    },
  });
  it.each([
    [record('initiated'), { state: 'ringing' }],
    [record('in-progress'), { state: 'in-progress' }],
    [record('processing', 'answered'), { state: 'ended', reason: 'completed' }],
    [record('done'), { state: 'ended', reason: 'completed' }],
    [record('failed', 'no_answer'), { state: 'ended', reason: 'no-answer' }],
    [record('done', 'voicemail'), { state: 'ended', reason: 'no-answer' }],
    [record('failed', 'busy', 'line_busy'), { state: 'ended', reason: 'busy' }],
    [record('failed', 'busy', 'call_rejected'), { state: 'ended', reason: 'declined' }],
    [record('failed'), { state: 'ended', reason: 'failed' }],
  ])('%j is %j', (conversation, state) => {
    expect(callStateOf(conversation, 5_000)).toEqual(state);
  });

  it('counts a record not found yet as ringing for 30 s, and a call ringing too long as unanswered', () => {
    expect(callStateOf(null, 5_000)).toEqual({ state: 'ringing' });
    expect(callStateOf(null, 60_000)).toEqual({ state: 'ended', reason: 'failed' });
    expect(callStateOf(record('initiated'), RING_GIVE_UP_MS + 1)).toEqual({ state: 'ended', reason: 'no-answer' });
  });
});
