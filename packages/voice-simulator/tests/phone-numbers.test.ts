// The simulator's phone-numbers API and its outbound-call refusals, driven by the official SDK as DEPLOY.md's
// steps and the voice-call-me function drive the real one, and by plain HTTP for what the SDK would refuse first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { createFileAgentStore } from '../src/rest-api/agent-store.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ELEVENLABS_API_PREFIX } from '../src/index.ts';
import { LOCAL_PHONE_NUMBER_ID } from '../src/phone/phone-number-store.ts';
import { startHarness, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

const TWILIO_SID = `AC${'0'.repeat(32)}`;

/** The simulator's answers these tests read: FastAPI-style validation details, or a message. */
interface SimAnswer {
  detail: [{ loc: unknown[]; msg: string }, ...unknown[]] & { message: string };
  [field: string]: unknown;
}

describe('local ElevenLabs phone numbers', () => {
  let h: Harness;
  let api: string;
  let client: ElevenLabsClient;
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'xi-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, json: (await res.json()) as SimAnswer }));
  beforeEach(async () => {
    h = await startHarness();
    api = `${h.baseUrl}${ELEVENLABS_API_PREFIX}`;
    client = new ElevenLabsClient({ apiKey: 'test', baseUrl: api, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  it('starts with the local Twilio number the local functions use', async () => {
    const number = await client.conversationalAi.phoneNumbers.get(LOCAL_PHONE_NUMBER_ID);
    expect(number).toMatchObject({ provider: 'twilio', phoneNumberId: 'phnum_local' });
    expect(number.phoneNumber).toMatch(/^\+\d{8,15}$/);
  });

  it('imports a Twilio number and a SIP trunk number, lists, filters and assigns them through the SDK', async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: 'Front desk',
      conversationConfig: { agent: { firstMessage: 'Hi', language: 'en' } },
    });
    const { phoneNumberId: twilioId } = await client.conversationalAi.phoneNumbers.create({
      provider: 'twilio',
      phoneNumber: '+442071838750',
      label: 'Website calls',
      sid: TWILIO_SID,
      token: 'secret',
    });
    expect(twilioId).toMatch(/^phnum_[0-9a-z]{26}$/);
    const { phoneNumberId: sipId } = await client.conversationalAi.phoneNumbers.create({
      provider: 'sip_trunk',
      phoneNumber: '+61291234567',
      label: 'SIP line',
      agentId,
      outboundTrunkConfig: { address: 'sip.example.net', credentials: { username: 'u', password: 'p' } },
    });

    const updated = await client.conversationalAi.phoneNumbers.update(twilioId, { agentId });
    expect(updated.assignedAgent).toEqual({ agentId, agentName: 'Front desk' });
    const sip = await client.conversationalAi.phoneNumbers.get(sipId);
    expect(sip).toMatchObject({
      provider: 'sip_trunk',
      outboundTrunk: { address: 'sip.example.net', hasAuthCredentials: true },
    });
    expect(JSON.stringify(sip)).not.toContain('"p"');

    const byAgent = await client.conversationalAi.phoneNumbers.list({ agentId });
    expect(byAgent.map((number) => number.phoneNumberId).sort()).toEqual([twilioId, sipId].sort());
    const twilio = await client.conversationalAi.phoneNumbers.list({ provider: 'twilio' });
    expect(twilio.map((number) => number.phoneNumberId)).toEqual([LOCAL_PHONE_NUMBER_ID, twilioId]);
  });

  it('refuses the deprecated supports_outbound, an unknown key, a bad number, a bad SID and a second import', async () => {
    const base = { provider: 'twilio', phone_number: '+442071838751', label: 'x', sid: TWILIO_SID, token: 't' };
    const deprecated = await post('/v1/convai/phone-numbers', { ...base, supports_outbound: true });
    expect(deprecated.status).toBe(422);
    expect(deprecated.json.detail[0].msg).toContain('supports_outbound is deprecated');
    expect((await post('/v1/convai/phone-numbers', { ...base, region: 'eu' })).status).toBe(422);
    const notE164 = await post('/v1/convai/phone-numbers', { ...base, phone_number: '020 7183 8751' });
    expect(notE164.json.detail[0].loc).toEqual(['body', 'phone_number']);
    expect((await post('/v1/convai/phone-numbers', { ...base, sid: 'nope' })).json.detail[0].loc).toEqual([
      'body',
      'sid',
    ]);
    expect((await post('/v1/convai/phone-numbers', base)).status).toBe(200);
    expect((await post('/v1/convai/phone-numbers', base)).status).toBe(409);
  });

  it('refuses an outbound call to an unknown number, through the wrong provider, or to a number not in E.164', async () => {
    const call = { agent_id: 'agent_any', agent_phone_number_id: LOCAL_PHONE_NUMBER_ID, to_number: '+447700900123' };
    const unknown = await post('/v1/convai/twilio/outbound-call', { ...call, agent_phone_number_id: 'phnum_nope' });
    expect(unknown).toMatchObject({ status: 404, json: { detail: { status: 'phone_number_not_found' } } });
    const wrongProvider = await post('/v1/convai/sip-trunk/outbound-call', call);
    expect(wrongProvider).toMatchObject({ status: 400, json: { detail: { status: 'invalid_phone_number_provider' } } });
    for (const toNumber of ['07700900123', '+44 7700 900123', '+4477', 'call me']) {
      const refused = await post('/v1/convai/twilio/outbound-call', { ...call, to_number: toNumber });
      expect(refused.status, toNumber).toBe(422);
      expect(refused.json.detail[0].loc).toEqual(['body', 'to_number']);
    }
    expect((await post('/v1/convai/twilio/outbound-call', { ...call, caller_id: '+1' })).status).toBe(422);
    const noKey = await fetch(`${api}/v1/convai/twilio/outbound-call`, { method: 'POST', body: JSON.stringify(call) });
    expect(noKey.status).toBe(401);
  });

  it('refuses a SIP trunk number without an outbound trunk, and places calls once it has one', async () => {
    const { phoneNumberId } = await client.conversationalAi.phoneNumbers.create({
      provider: 'sip_trunk',
      phoneNumber: '+61291234568',
      label: 'Inbound only',
    });
    const call = { agent_id: 'agent_any', agent_phone_number_id: phoneNumberId, to_number: '+61412345678' };
    const refused = await post('/v1/convai/sip-trunk/outbound-call', call);
    expect(refused).toMatchObject({ status: 400, json: { detail: { status: 'outbound_not_configured' } } });
    await client.conversationalAi.phoneNumbers.update(phoneNumberId, {
      outboundTrunkConfig: { address: 'sip.example.net' },
    });
    const placed = await client.conversationalAi.sipTrunk.outboundCall({
      agentId: 'agent_any',
      agentPhoneNumberId: phoneNumberId,
      toNumber: '+61412345678',
    });
    expect(placed).toMatchObject({ success: true, conversationId: expect.stringMatching(/^conv_sim_/) });
    expect(placed.sipCallId).toBeTruthy();
  });

  it('refuses an outbound call whose first message the agent does not let clients override, as the service does', async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: 'Strict',
      conversationConfig: { agent: { firstMessage: 'Hi {{caller_name}}', language: 'en' } },
    });
    const call = {
      agent_id: agentId,
      agent_phone_number_id: LOCAL_PHONE_NUMBER_ID,
      to_number: '+447700900123',
      conversation_initiation_client_data: {
        dynamic_variables: { caller_name: 'Jane' },
        conversation_config_override: { agent: { first_message: 'This is the AI agent of Example calling.' } },
      },
    };
    const refused = await post('/v1/convai/twilio/outbound-call', call);
    expect(refused.status).toBe(400);
    expect(refused.json.detail.message).toBe("Override for field 'first_message' is not allowed by config.");
    const missing = await post('/v1/convai/twilio/outbound-call', {
      ...call,
      conversation_initiation_client_data: { dynamic_variables: {} },
    });
    expect(missing.json.detail.message).toBe('Missing required dynamic variables: caller_name');
    const unknownAgent = await post('/v1/convai/twilio/outbound-call', { ...call, agent_id: 'agent_gone' });
    expect(unknownAgent.status).toBe(404);
  });

  it('keeps imported numbers in a file beside the agents, so a restarted server (npm start, the rehearsal) still has them', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'sim-phone-')), 'elevenlabs-agents.json');
    const first = await startHarness({ agents: createFileAgentStore(path) });
    const api1 = new ElevenLabsClient({
      apiKey: 'k',
      baseUrl: `${first.baseUrl}${ELEVENLABS_API_PREFIX}`,
      maxRetries: 0,
    });
    const { phoneNumberId } = await api1.conversationalAi.phoneNumbers.create({
      provider: 'twilio',
      phoneNumber: '+353212345678',
      label: 'Kept',
      sid: TWILIO_SID,
      token: 't',
    });
    await first.stop();
    const second = await startHarness({ agents: createFileAgentStore(path) });
    const api2 = new ElevenLabsClient({
      apiKey: 'k',
      baseUrl: `${second.baseUrl}${ELEVENLABS_API_PREFIX}`,
      maxRetries: 0,
    });
    const ids = (await api2.conversationalAi.phoneNumbers.list()).map((number) => number.phoneNumberId);
    await second.stop();
    expect(ids).toEqual([LOCAL_PHONE_NUMBER_ID, phoneNumberId]);
  });
});
