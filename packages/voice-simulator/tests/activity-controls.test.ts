// The simulator's support for issue 16's failure and activity states: a busy refusal, a silent drop and
// server-tool events, in the wire shapes @elevenlabs/client reads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startHarness, TestClient, type Harness } from '../../../tests/unit/support/voice-sim-harness.ts';

describe('voice simulator: busy, silence and server tools', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ timing: { pingIntervalMs: 30 } });
  });
  afterEach(async () => {
    await h.stop();
  });

  async function openClient(): Promise<TestClient> {
    const client = await TestClient.connect(h.wsUrl());
    client.init();
    await client.waitFor('agent_response');
    return client;
  }

  it('refuses a start as a busy service with sim_busy=1: close 1013 after the init, no metadata', async () => {
    const client = await TestClient.connect(h.wsUrl('agent_id=a&sim_busy=1'));
    client.init();
    const closed = await client.closed;
    expect(closed.code).toBe(1013);
    expect(closed.reason).toMatch(/^Concurrency limit of \d+ reached/);
    expect(client.ofType('conversation_initiation_metadata')).toEqual([]);
  });

  it('silence stops pings and every other message but keeps the socket open', async () => {
    const client = await openClient();
    await client.waitFor('ping', 2);
    expect((await h.control('POST', '/__sim/sessions/latest/silence')).status).toBe(200);
    const count = client.messages.length;
    client.send({ type: 'user_message', text: 'anyone there?' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.messages.length).toBe(count);
    expect(h.latest()).toMatchObject({ status: 'open', close: null, silencedAt: expect.any(String), userMessages: [] });
  });

  it('sends agent_tool_request, then agent_tool_response, on the agent-tool control', async () => {
    const client = await openClient();
    const res = await h.control('POST', '/__sim/sessions/latest/agent-tool', { durationMs: 50 });
    expect(res.json).toEqual({ ok: true, id: h.latest().id, toolCallId: expect.stringMatching(/^sim_agent_tool_/) });
    const [request] = await client.waitFor('agent_tool_request');
    expect(request?.agent_tool_request).toMatchObject({
      tool_name: 'check_availability',
      tool_call_id: res.json.toolCallId,
      tool_type: 'webhook',
      event_id: expect.any(Number),
    });
    await eventually(() => client.ofType('agent_tool_response').length === 1, 'the tool response');
    expect(client.ofType('agent_tool_response')[0]?.agent_tool_response).toMatchObject({
      tool_name: 'check_availability',
      tool_call_id: res.json.toolCallId,
      is_error: false,
      is_called: true,
    });
    expect(h.latest().agentTools).toEqual([
      { toolCallId: res.json.toolCallId, toolName: 'check_availability', durationMs: 50, isError: false },
    ]);
  });
});
