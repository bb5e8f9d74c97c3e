import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signedUrlFor } from '../src/index.ts';
import { eventually, startHarness, TestClient, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

describe('voice simulator controls', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.stop();
  });

  async function openClient(query?: string): Promise<TestClient> {
    const client = await TestClient.connect(h.wsUrl(query));
    client.init();
    await client.waitFor('agent_response');
    return client;
  }

  it('lists sessions newest last, returns one by id and clears them', async () => {
    await openClient('agent_id=first');
    await openClient('agent_id=second');
    const list = await h.control('GET', '/__sim/sessions');
    expect(list.status).toBe(200);
    expect(list.json.map((s: { agentId: string }) => s.agentId)).toEqual(['first', 'second']);
    const one = await h.control('GET', `/__sim/sessions/${list.json[0].id}`);
    expect(one.json.agentId).toBe('first');
    expect(await h.control('DELETE', '/__sim/sessions')).toEqual({ status: 200, json: { ok: true } });
    expect((await h.control('GET', '/__sim/sessions')).json).toEqual([]);
  });

  it('pushes an agent turn with audio through say', async () => {
    const client = await openClient();
    const res = await h.control('POST', '/__sim/sessions/latest/say', { text: 'Anything else?' });
    expect(res.status).toBe(200);
    const responses = await client.waitFor('agent_response', 2);
    expect(responses[1]?.agent_response_event.agent_response).toBe('Anything else?');
    await eventually(() => client.ofType('audio').length === 10, 'audio for both turns');
    expect(h.latest().agentTurns[1]).toMatchObject({ text: 'Anything else?', trigger: 'control', audioChunks: 5 });
  });

  it('sends a client tool call on demand', async () => {
    const client = await openClient();
    const res = await h.control('POST', '/__sim/sessions/latest/tool-call', {
      toolName: 'open_calendar',
      parameters: { day: 'monday' },
    });
    expect(res.json).toEqual({ ok: true, id: h.latest().id, toolCallId: expect.stringMatching(/^sim_tool_/) });
    const [call] = await client.waitFor('client_tool_call');
    expect(call?.client_tool_call).toMatchObject({ tool_name: 'open_calendar', parameters: { day: 'monday' } });
  });

  it('explains bad requests', async () => {
    expect(await h.control('POST', '/__sim/sessions/latest/close', { code: 1000 })).toEqual({
      status: 404,
      json: { error: 'No sessions yet. Connect a client first.' },
    });
    expect((await h.control('POST', '/__sim/sessions/sim_nope/close', {})).status).toBe(404);
    const client = await openClient();
    expect(await h.control('POST', '/__sim/sessions/latest/close', { code: 1006 })).toEqual({
      status: 400,
      json: { error: 'Invalid "code": use 1000, 1001-1003, 1007-1014 or 3000-4999.' },
    });
    expect((await h.control('POST', '/__sim/sessions/latest/close', '{oops')).status).toBe(400);
    expect((await h.control('POST', '/__sim/sessions/latest/say', { text: '' })).status).toBe(400);
    expect((await h.control('GET', '/__sim/nothing')).status).toBe(404);
    await h.control('POST', '/__sim/sessions/latest/close', { code: 1011 });
    await client.closed;
    expect((await h.control('POST', '/__sim/sessions/latest/say', { text: 'hi' })).json.error).toMatch(/is closed/);
  });

  it('leaves other URLs and upgrade paths to the host server', async () => {
    expect((await fetch(`${h.baseUrl}/about`)).status).toBe(404);
    const stray = new WebSocket(`${h.baseUrl.replace('http', 'ws')}/somewhere-else`);
    await new Promise((resolve) => stray.once('error', resolve));
    expect(h.sim.sessions()).toEqual([]);
  });

  it('fits a long close reason into the 123-byte close frame limit', async () => {
    const client = await openClient();
    const res = await h.control('POST', '/__sim/sessions/latest/close', { code: 4000, reason: 'é'.repeat(100) });
    expect(res.json.reason).toBe('é'.repeat(61));
    expect(await client.closed).toEqual({ code: 4000, reason: 'é'.repeat(61) });
  });

  it('closes after sim_close_after_ms with the requested code', async () => {
    const client = await TestClient.connect(
      h.wsUrl('agent_id=a&sim_close_after_ms=50&sim_close_code=4001&sim_close_reason=bye'),
    );
    client.init();
    expect(await client.closed).toEqual({ code: 4001, reason: 'bye' });
    expect(h.latest().behaviour).toMatchObject({ closeAfterMs: 50, closeCode: 4001, closeReason: 'bye' });
  });

  it('applies PUT /__sim/behaviour to new sessions until DELETE resets it', async () => {
    const put = await h.control('PUT', '/__sim/behaviour', { failHandshake: true, toolCall: false });
    expect(put.json).toMatchObject({ failHandshake: true, toolCall: false });
    const failing = await TestClient.connect(h.wsUrl());
    failing.init();
    expect(await failing.closed).toEqual({ code: 1011, reason: 'Simulated handshake failure' });
    expect(failing.messages).toEqual([]);

    expect((await h.control('PUT', '/__sim/behaviour', { closeCode: 1005 })).status).toBe(400);
    expect((await h.control('DELETE', '/__sim/behaviour')).json).toMatchObject({
      failHandshake: false,
      toolCall: true,
    });
    await openClient();
  });

  it('requires the configured dynamic variables', async () => {
    const client = await TestClient.connect(h.wsUrl('agent_id=a&sim_require_vars=caller_name,user_email'));
    client.init({ caller_name: 'Jane' });
    expect(await client.closed).toEqual({ code: 1008, reason: 'Missing required dynamic variables: user_email' });
  });

  it('uses a first_message override with {{variables}} instead of the greeting', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.send({
      type: 'conversation_initiation_client_data',
      dynamic_variables: { caller_name: 'Jane' },
      conversation_config_override: { agent: { first_message: 'Hello {{caller_name}} from {{user_company}}' } },
    });
    const [greeting] = await client.waitFor('agent_response');
    expect(greeting?.agent_response_event.agent_response).toBe('Hello Jane from {{user_company}}');
  });

  it('closes idle sockets that never send the init data', async () => {
    await h.stop();
    h = await startHarness({ timing: { initTimeoutMs: 30 } });
    const client = await TestClient.connect(h.wsUrl());
    expect(await client.closed).toEqual({ code: 1008, reason: 'No conversation_initiation_client_data received' });
  });

  it('closes live sockets on shutdown', async () => {
    const client = await openClient();
    await h.sim.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'Simulator shutting down' });
  });
});

describe('signedUrlFor', () => {
  it('points at the ConvAI path on the same host and port', () => {
    const url = new URL(signedUrlFor('agent_42', 'http://127.0.0.1:5173/demo?x=1'));
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe('127.0.0.1:5173');
    expect(url.pathname).toBe('/v1/convai/conversation');
    expect(url.searchParams.get('agent_id')).toBe('agent_42');
    expect(url.searchParams.get('conversation_signature')).toMatch(/^sim_[0-9a-f]{24}$/);
    expect(url.searchParams.has('x')).toBe(false);
  });

  it('uses wss for https pages and adds simulator switches', () => {
    const url = new URL(signedUrlFor('a', 'https://demo.example.com', { sim_close_after_ms: '500' }));
    expect(url.origin).toBe('wss://demo.example.com');
    expect(url.searchParams.get('sim_close_after_ms')).toBe('500');
  });
});
