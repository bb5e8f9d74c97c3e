import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  eventually,
  micChunk,
  startHarness,
  TestClient,
  type Harness,
} from '../../../tests/unit/support/voice-sim-harness.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

describe('voice simulator protocol', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.stop();
  });

  it('echoes the convai subprotocol and accepts clients that offer none', async () => {
    const sdkLike = await TestClient.connect(h.wsUrl(), ['convai']);
    expect(sdkLike.ws.protocol).toBe('convai');
    const plain = await TestClient.connect(h.wsUrl(), []);
    expect(plain.ws.protocol).toBe('');
    expect(h.sim.sessions().map((s) => s.subprotocol)).toEqual(['convai', null]);
  });

  it('answers the init data with conversation metadata first and records the init', async () => {
    const client = await TestClient.connect(h.wsUrl('agent_id=agent_1&conversation_signature=sim_abc'));
    client.send({
      type: 'conversation_initiation_client_data',
      dynamic_variables: { caller_name: 'Jane', user_email: 'jane@example.com' },
      conversation_config_override: { agent: { language: 'en' } },
      custom_llm_extra_body: { tier: 'demo' },
    });
    await client.waitFor('agent_response');
    const [first] = client.messages;
    expect(first).toEqual({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: expect.stringMatching(/^sim_[0-9a-f]+$/),
        agent_output_audio_format: 'pcm_16000',
        user_input_audio_format: 'pcm_16000',
      },
    });
    const record = h.latest();
    expect(
      first?.type === 'conversation_initiation_metadata' &&
        first.conversation_initiation_metadata_event.conversation_id,
    ).toBe(record.id);
    expect(record).toMatchObject({
      agentId: 'agent_1',
      signature: 'sim_abc',
      status: 'open',
      textOnly: false,
      init: {
        dynamicVariables: { caller_name: 'Jane', user_email: 'jane@example.com' },
        overrides: { agent: { language: 'en' } },
        customLlmExtraBody: { tier: 'demo' },
      },
    });
  });

  it('greets the caller by name with chunked 16 kHz PCM audio sharing the turn event_id', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.init({ caller_name: 'Jane' });
    const [greeting] = await client.waitFor('agent_response');
    expect(greeting?.agent_response_event.agent_response).toBe(
      'Hi Jane, thanks for calling. How can I help you today?',
    );
    const audio = await client.waitFor('audio', 5);
    for (const { audio_event } of audio) {
      expect(audio_event.audio_base_64).toMatch(BASE64);
      const bytes = Buffer.from(audio_event.audio_base_64, 'base64');
      expect(bytes.toString('base64')).toBe(audio_event.audio_base_64);
      expect(bytes.length % 2).toBe(0);
      // 100-250 ms of 16-bit mono at 16 kHz.
      expect(bytes.length).toBeGreaterThanOrEqual(3200);
      expect(bytes.length).toBeLessThanOrEqual(8000);
      expect(audio_event.event_id).toBe(greeting?.agent_response_event.event_id);
    }
    expect(h.latest().agentTurns).toEqual([
      {
        eventId: greeting?.agent_response_event.event_id,
        text: greeting?.agent_response_event.agent_response,
        audioChunks: 5,
        trigger: 'greeting',
      },
    ]);
  });

  it('says "Hi there" when no caller_name is given', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.send({ type: 'conversation_initiation_client_data' });
    const [greeting] = await client.waitFor('agent_response');
    expect(greeting?.agent_response_event.agent_response).toMatch(/^Hi there,/);
  });

  it('answers user_message with text only when text_only is set', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.init({ caller_name: 'Jane' }, true);
    await client.waitFor('agent_response');
    client.send({ type: 'user_message', text: 'What does it cost?' });
    const replies = await client.waitFor('agent_response', 2);
    expect(replies[1]?.agent_response_event.agent_response).toBe(
      '(simulated) You said: "What does it cost?". I can help with that. Would you like to book a demo?',
    );
    expect(client.ofType('audio')).toEqual([]);
    expect(h.latest()).toMatchObject({ textOnly: true, userMessages: [{ text: 'What does it cost?' }] });
  });

  it('records pongs for its pings', async () => {
    await h.stop();
    h = await startHarness({ timing: { pingIntervalMs: 30 } });
    const client = await TestClient.connect(h.wsUrl());
    client.ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'ping') client.send({ type: 'pong', event_id: message.ping_event.event_id });
    });
    client.init();
    const pings = await client.waitFor('ping', 2);
    expect(pings[0]?.ping_event).toEqual({ event_id: expect.any(Number), ping_ms: null });
    await eventually(() => h.latest().pongs.length >= 2, 'two pongs');
    const { pongs } = h.latest();
    expect(pongs[0]).toEqual({ eventId: pings[0]?.ping_event.event_id, rttMs: expect.any(Number) });
    await client.waitFor('ping', 3);
    // Later pings report the measured round trip.
    expect(client.ofType('ping')[2]?.ping_event.ping_ms).toEqual(expect.any(Number));
  });

  it('records feedback, contextual updates, user activity and unknown messages', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.init();
    await client.waitFor('agent_response');
    client.send({ type: 'feedback', score: 'like', event_id: 1 });
    client.send({ type: 'feedback', score: 'dislike', event_id: 1 });
    client.send({ type: 'contextual_update', text: 'Visitor opened pricing' });
    client.send({ type: 'contextual_update', text: 'Scrolled', context_id: 'ctx1' });
    client.send({ type: 'user_activity' });
    client.send({ type: 'mcp_tool_approval_result', tool_call_id: 'x', is_approved: true });
    await eventually(() => h.latest().otherMessages.length === 1, 'the unknown message');
    expect(h.latest()).toMatchObject({
      feedback: [
        { score: 'like', eventId: 1 },
        { score: 'dislike', eventId: 1 },
      ],
      contextualUpdates: [
        { text: 'Visitor opened pricing', contextId: null },
        { text: 'Scrolled', contextId: 'ctx1' },
      ],
      userActivityCount: 1,
      otherMessages: [{ type: 'mcp_tool_approval_result', tool_call_id: 'x', is_approved: true }],
    });
  });

  it('turns received microphone audio into a bounded scripted conversation', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.init();
    await client.waitFor('agent_response');
    // 200 ms of audio reaches the first-turn mark (FAST_TIMING.firstUserTurnAfterAudioMs).
    client.send(micChunk(200));
    await client.waitFor('agent_response', 2);
    const [toolCall] = await client.waitFor('client_tool_call');
    client.send({
      type: 'client_tool_result',
      tool_call_id: toolCall?.client_tool_call.tool_call_id,
      result: 'Client tool with name show_booking_link is not defined on client',
      is_error: true,
    });
    await eventually(() => h.latest().toolResults.length === 1, 'the tool result');
    // 400 ms more reaches the next mark (userTurnEveryAudioMs).
    client.send(micChunk(200));
    client.send(micChunk(200));
    await client.waitFor('agent_response', 3);

    const record = h.latest();
    expect(record.userAudio).toEqual({ chunks: 3, bytes: 3 * 6400 });
    expect(client.ofType('user_transcript').map((m) => m.user_transcription_event.user_transcript)).toEqual([
      "(simulated) I'd like to know more about your service.",
      "(simulated) I'd like to know more about your service.",
    ]);
    expect(client.ofType('vad_score')).toHaveLength(2);
    expect(record.agentTurns.map((t) => t.trigger)).toEqual(['greeting', 'user_audio', 'user_audio']);
    expect(client.ofType('agent_response')).toHaveLength(3);

    const [interruption] = client.ofType('interruption');
    const second = record.agentTurns[1]!;
    const third = record.agentTurns[2]!;
    expect(record.interruptions).toEqual([interruption?.interruption_event.event_id]);
    // Above the interrupted turn, so its audio stops; not above later turns, so they still play.
    expect(interruption!.interruption_event.event_id).toBeGreaterThan(second.eventId);
    expect(interruption!.interruption_event.event_id).toBeLessThan(third.eventId);
    expect(client.ofType('agent_response_correction')[0]?.agent_response_correction_event).toMatchObject({
      original_agent_response: second.text,
      event_id: second.eventId,
    });

    expect(toolCall?.client_tool_call).toEqual({
      tool_name: 'show_booking_link',
      tool_call_id: expect.stringMatching(/^sim_tool_/),
      parameters: { url: expect.any(String), caller_name: 'Jane' },
      event_id: expect.any(Number),
    });
    expect(record.toolResults).toEqual([
      {
        toolCallId: toolCall?.client_tool_call.tool_call_id,
        result: expect.stringContaining('not defined'),
        isError: true,
      },
    ]);

    // Bounded: more audio brings no more turns.
    for (let i = 0; i < 10; i++) client.send(micChunk(200));
    await eventually(() => h.latest().userAudio.chunks === 13, 'all audio chunks');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.ofType('agent_response')).toHaveLength(3);
    expect(client.ofType('interruption')).toHaveLength(1);
    expect(client.ofType('client_tool_call')).toHaveLength(1);
  });

  it.each([
    [1000, 'Agent ended the call'],
    [4000, 'Simulated failure'],
  ])('closes a session with code %i through the control endpoint', async (code, reason) => {
    const client = await TestClient.connect(h.wsUrl());
    client.init();
    await client.waitFor('conversation_initiation_metadata');
    const res = await h.control('POST', `/__sim/sessions/${h.latest().id}/close`, { code, reason });
    expect(res).toEqual({ status: 200, json: { ok: true, id: h.latest().id, code, reason } });
    expect(await client.closed).toEqual({ code, reason });
    await eventually(() => h.latest().status === 'closed', 'closed status');
    expect(h.latest().close).toMatchObject({ code, reason, by: 'server' });
  });

  it('closes the latest session with 1000 when no code is given', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.init();
    await client.waitFor('conversation_initiation_metadata');
    expect((await h.control('POST', '/__sim/sessions/latest/close')).status).toBe(200);
    expect(await client.closed).toEqual({ code: 1000, reason: '' });
  });

  it('closes with 1008 when the first message is not the init data', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.send({ type: 'user_message', text: 'hi' });
    expect(await client.closed).toEqual({
      code: 1008,
      reason: 'First message must be conversation_initiation_client_data',
    });
    expect(client.messages).toEqual([]);
    expect(h.latest()).toMatchObject({ status: 'closed', init: null, close: { code: 1008, by: 'server' } });
  });

  it('closes with 1008 when the first frame is not JSON or agent_id is missing', async () => {
    const garbage = await TestClient.connect(h.wsUrl());
    garbage.ws.send('not json');
    expect((await garbage.closed).code).toBe(1008);
    const anonymous = await TestClient.connect(h.wsUrl('conversation_signature=sim_x'));
    expect(await anonymous.closed).toEqual({ code: 1008, reason: 'Missing agent_id query parameter' });
  });

  it('records a client-initiated close', async () => {
    const client = await TestClient.connect(h.wsUrl());
    client.init();
    await client.waitFor('conversation_initiation_metadata');
    client.ws.close(1000, 'User ended conversation');
    await eventually(() => h.latest().status === 'closed', 'closed status');
    expect(h.latest().close).toMatchObject({ code: 1000, reason: 'User ended conversation', by: 'client' });
  });
});
