// The life of an outbound call on the local phone: placed through the SDK, ringing, answered, declined, rung
// out or refused by a busy line, as the conversations API reports it (/work/wt/shared/phone-call-states.md),
// and the post-call webhook of an answered call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import * as serialization from '@elevenlabs/elevenlabs-js/serialization/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ELEVENLABS_API_PREFIX } from '../src/index.ts';
import { LOCAL_PHONE_NUMBER_ID } from '../src/phone/phone-number-store.ts';
import { eventually, startHarness, TestClient, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

const strict = serialization as unknown as {
  GetConversationResponseModel: { parse(raw: unknown, opts: object): { ok: boolean; errors?: unknown } };
};

describe('calls on the local phone', () => {
  let h: Harness;
  let client: ElevenLabsClient;
  let hook: Server;
  const delivered: Array<{ type: string; data: Record<string, any> }> = [];

  const place = (extra: { ringingTimeoutSecs?: number } = {}) =>
    client.conversationalAi.twilio.outboundCall({
      agentId: 'agent_phone',
      agentPhoneNumberId: LOCAL_PHONE_NUMBER_ID,
      toNumber: '+447700900123',
      conversationInitiationClientData: {
        dynamicVariables: { caller_name: 'Jane', flow: 'general' },
        conversationConfigOverride: { agent: { firstMessage: 'Hello {{caller_name}}, Example AI calling as asked.' } },
      },
      ...(extra.ringingTimeoutSecs ? { telephonyCallConfig: { ringingTimeoutSecs: extra.ringingTimeoutSecs } } : {}),
    });
  const conversation = async (id: string) => {
    const res = await fetch(`${h.baseUrl}${ELEVENLABS_API_PREFIX}/v1/convai/conversations/${id}`, {
      headers: { 'xi-api-key': 'k' },
    });
    const json = (await res.json()) as Record<string, any>;
    // Every answer is a GetConversationResponseModel by the SDK's own serialiser, unknown keys refused.
    expect(strict.GetConversationResponseModel.parse(json, { unrecognizedObjectKeys: 'fail' }).ok).toBe(true);
    return json;
  };
  const phoneCalls = async () => (await h.control('GET', '/__sim/phone/calls')).json as Array<Record<string, any>>;

  beforeEach(async () => {
    delivered.length = 0;
    hook = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        delivered.push(JSON.parse(Buffer.concat(parts).toString()));
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    h = await startHarness({ postCallWebhook: { url, secret: 'wsec_test' } });
    client = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });

  it('rings, is answered, talks with the call’s first message and variables, and ends in a lead webhook', async () => {
    const placed = await place();
    expect(placed).toMatchObject({ success: true, callSid: expect.stringMatching(/^CA[0-9a-f]{32}$/) });
    const id = placed.conversationId!;
    expect(await phoneCalls()).toMatchObject([{ conversationId: id, toNumber: '+447700900123', state: 'ringing' }]);
    expect(await conversation(id)).toMatchObject({
      status: 'initiated',
      metadata: { phone_call: { type: 'twilio', direction: 'outbound', external_number: '+447700900123' } },
    });
    expect((await conversation(id)).metadata.phone_call).not.toHaveProperty('call_result');

    const answered = await h.control('POST', `/__sim/phone/calls/${id}/answer`);
    expect(answered.status).toBe(200);
    expect((await conversation(id)).status).toBe('in-progress');
    const phone = await TestClient.connect(answered.json.signedUrl);
    // What the phone sends is replaced by the call's own init data, as the service applies it to a phone call.
    phone.init({ caller_name: 'Someone else' }, true);
    const [greeting] = await phone.waitFor('agent_response');
    expect(greeting!.agent_response_event.agent_response).toBe('Hello Jane, Example AI calling as asked.');
    expect((await phoneCalls())[0]).toMatchObject({ state: 'in-progress' });
    phone.send({ type: 'user_message', text: 'Tell me more' });
    await phone.waitFor('agent_response', 2);
    phone.ws.close(1000);
    await eventually(() => delivered.length === 1, 'the post-call webhook');

    const ended = await conversation(id);
    expect(ended).toMatchObject({ status: 'processing', metadata: { phone_call: { call_result: 'answered' } } });
    expect(ended.transcript.map((turn: { role: string }) => turn.role)).toEqual(['agent', 'user', 'agent']);
    expect(ended.conversation_initiation_client_data.dynamic_variables).toEqual({
      caller_name: 'Jane',
      flow: 'general',
    });
    expect(delivered[0]).toMatchObject({
      type: 'post_call_transcription',
      data: {
        conversation_id: id,
        conversation_initiation_client_data: { dynamic_variables: { caller_name: 'Jane' } },
      },
    });
    await eventually(() => Date.now() - Date.parse(h.latest().close!.at) > 1100, 'the analysis', 3000);
    expect((await conversation(id)).status).toBe('done');
    expect((await phoneCalls())[0]).toMatchObject({ state: 'ended', outcome: 'answered' });
  });

  it('ends the call when the agent hangs up, saying so, and a refused conversation as failed', async () => {
    const id = (await place()).conversationId!;
    const phone = await TestClient.connect((await h.control('POST', `/__sim/phone/calls/${id}/answer`)).json.signedUrl);
    phone.init();
    await phone.waitFor('agent_response');
    expect((await h.control('POST', `/__sim/sessions/${id}/close`, { code: 1000 })).status).toBe(200);
    await phone.closed;
    expect(await conversation(id)).toMatchObject({
      status: 'processing',
      metadata: { termination_reason: 'Call ended by the agent', phone_call: { call_result: 'answered' } },
    });

    // A conversation the agent refuses (here: a full agent without a queue) leaves the call failed.
    const { agentId } = await client.conversationalAi.agents.create({
      name: 'Full',
      conversationConfig: { agent: { firstMessage: 'Hi', language: 'en' } },
      platformSettings: { callLimits: { agentConcurrencyLimit: 0 }, queueingConfig: { enabled: false } },
    });
    const full = (
      await client.conversationalAi.twilio.outboundCall({
        agentId,
        agentPhoneNumberId: LOCAL_PHONE_NUMBER_ID,
        toNumber: '+447700900124',
      })
    ).conversationId!;
    const refused = await TestClient.connect(
      (await h.control('POST', `/__sim/phone/calls/${full}/answer`)).json.signedUrl,
    );
    refused.init();
    expect((await refused.closed).code).toBe(1013);
    expect(await conversation(full)).toMatchObject({
      status: 'failed',
      metadata: { phone_call: { call_result: 'failed' } },
    });
    // The answered call's webhook only: a refused conversation sends none.
    await eventually(() => delivered.length === 1, 'the answered call’s webhook');
    expect(delivered.map((event) => event.data.conversation_id)).toEqual([id]);
  });

  it('reports a declined call as busy with call_rejected, and sends no webhook', async () => {
    const id = (await place()).conversationId!;
    expect((await h.control('POST', `/__sim/phone/calls/${id}/decline`)).status).toBe(200);
    expect(await conversation(id)).toMatchObject({
      status: 'failed',
      metadata: { phone_call: { call_result: 'busy' }, error: { reason: 'call_rejected' } },
    });
    expect((await h.control('POST', `/__sim/phone/calls/${id}/answer`)).status).toBe(409);
    expect(delivered).toEqual([]);
  });

  it('rings out after the request’s ringing timeout or the phone’s, whichever is shorter, as no_answer', async () => {
    await h.control('PUT', '/__sim/phone/settings', { ringTimeoutMs: 150 });
    const id = (await place()).conversationId!;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await conversation(id)).toMatchObject({
      status: 'failed',
      metadata: { phone_call: { call_result: 'no_answer' }, error: { reason: 'no_answer' } },
    });
    // The shorter of the request's ring time and the phone's own wins.
    const capped = (await place({ ringingTimeoutSecs: 40 })).conversationId!;
    expect((await phoneCalls()).find((call) => call.conversationId === capped)).toMatchObject({ ringTimeoutMs: 150 });
    await h.control('PUT', '/__sim/phone/settings', { ringTimeoutMs: 60_000 });
    const slow = (await place({ ringingTimeoutSecs: 1 })).conversationId!;
    expect((await phoneCalls()).find((call) => call.conversationId === slow)).toMatchObject({ ringTimeoutMs: 1000 });
  });

  it('rings out at once on request, as no_answer, only while the call rings', async () => {
    const id = (await place()).conversationId!;
    expect((await phoneCalls()).find((call) => call.conversationId === id)).toMatchObject({ state: 'ringing' });
    expect((await h.control('POST', `/__sim/phone/calls/${id}/ring-out`)).status).toBe(200);
    expect(await conversation(id)).toMatchObject({
      status: 'failed',
      metadata: { phone_call: { call_result: 'no_answer' }, error: { reason: 'no_answer' } },
    });
    expect((await h.control('POST', `/__sim/phone/calls/${id}/ring-out`)).status).toBe(409);
    expect((await h.control('POST', `/__sim/phone/calls/${id}/answer`)).status).toBe(409);
    expect(delivered).toEqual([]);
  });

  it('refuses every call at once while the phone is busy', async () => {
    expect((await h.control('PUT', '/__sim/phone/settings', { busy: true })).json).toMatchObject({ busy: true });
    const id = (await place()).conversationId!;
    expect(await conversation(id)).toMatchObject({
      status: 'failed',
      metadata: { phone_call: { call_result: 'busy' }, error: { reason: 'line_busy' } },
    });
    expect((await h.control('PUT', '/__sim/phone/settings', { busy: 'yes' })).status).toBe(400);
    expect((await h.control('DELETE', '/__sim/phone/settings')).json).toMatchObject({ busy: false });
  });

  it('serves the phone page with its script, style and the SDK bundle, under a strict CSP', async () => {
    const page = await fetch(`${h.baseUrl}/__sim/phone`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<h1>Local phone</h1>');
    for (const asset of ['/phone.js', '/phone.css', '/elevenlabs-client.js']) {
      expect((await fetch(`${h.baseUrl}/__sim/phone${asset}`)).status, asset).toBe(200);
    }
    expect(await (await fetch(`${h.baseUrl}/__sim/phone/elevenlabs-client.js`)).text()).toContain('ElevenLabsClient');
  });
});
