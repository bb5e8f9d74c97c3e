// A full agent with queueing_config enabled holds the next caller, as ElevenLabs does: no metadata
// until a slot frees, the longest-waiting first, and a 1013 close when the wait runs out. With
// queueing off the caller is refused at once (the page's busy notice).
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../../fixture-site.ts';
import { deriveAgentConfig } from '../../../../../scripts/ops/agents/derive.ts';
import { loadFlows } from '../../../../../scripts/ops/agents/flows.ts';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';
import { eventually, startHarness, TestClient, type Harness } from '../../../support/voice-sim-harness.ts';

const restaurant = loadFlows(process.cwd(), fixtureSite()).flows.find((flow) => flow.slug === 'restaurant')!;
const restaurantConfig = deriveAgentConfig(restaurant)!;
const VARIABLES = { caller_name: 'Jane', user_email: 'j@x.io', user_phone: '', user_company: 'Acme' };

describe('the wait queue of a full agent', () => {
  let h: Harness;
  let client: ElevenLabsClient;
  beforeEach(async () => {
    h = await startHarness();
    client = new ElevenLabsClient({ apiKey: 'test', baseUrl: `${h.baseUrl}${ELEVENLABS_API_PREFIX}`, maxRetries: 0 });
  });
  afterEach(async () => {
    await h.stop();
  });

  /** Pushes the restaurant agent with one slot and the given queueing_config (undefined: never set). */
  async function push(queueing: { enabled: boolean; waitTimeoutSeconds: number } | undefined): Promise<string> {
    const config = structuredClone(restaurantConfig);
    config.platformSettings.callLimits = { agentConcurrencyLimit: 1, dailyLimit: 10 };
    if (queueing) config.platformSettings.queueingConfig = queueing;
    else delete config.platformSettings.queueingConfig;
    return (await client.conversationalAi.agents.create(config)).agentId;
  }

  async function call(agentId: string): Promise<TestClient> {
    const conversation = await TestClient.connect(h.sim.signedUrl(agentId, h.baseUrl)!);
    conversation.send({ type: 'conversation_initiation_client_data', dynamic_variables: VARIABLES });
    return conversation;
  }

  const record = (index: number) => h.sim.sessions()[index]!;

  it('holds the next caller without metadata and lets the longest-waiting in when a slot frees', async () => {
    const agentId = await push({ enabled: true, waitTimeoutSeconds: 30 });
    const first = await call(agentId);
    await first.waitFor('conversation_initiation_metadata');
    const second = await call(agentId);
    const third = await call(agentId);
    await eventually(() => record(2).status === 'queued', 'the third call to queue');
    expect(record(1)).toMatchObject({ status: 'queued', queue: { waitSeconds: 30, outcome: 'waiting' } });
    expect(second.ofType('conversation_initiation_metadata')).toEqual([]);

    first.ws.close(1000);
    await second.waitFor('conversation_initiation_metadata');
    await second.waitFor('agent_response');
    expect(record(1).queue).toMatchObject({ outcome: 'admitted' });
    expect(record(2).status).toBe('queued');

    second.ws.close(1000);
    await third.waitFor('conversation_initiation_metadata');
  });

  it('closes 1013 when the wait runs out, and the caller counts as turned away', async () => {
    const agentId = await push({ enabled: true, waitTimeoutSeconds: 1 });
    const first = await call(agentId);
    await first.waitFor('conversation_initiation_metadata');
    const second = await call(agentId);
    expect(await second.closed).toEqual({
      code: 1013,
      reason: 'No slot of this agent came free within the 1 s queue wait.',
    });
    expect(record(1).queue).toMatchObject({ outcome: 'timed_out' });
    expect(second.ofType('conversation_initiation_metadata')).toEqual([]);
  });

  it('refuses at once with queueing off', async () => {
    const agentId = await push({ enabled: false, waitTimeoutSeconds: 30 });
    const first = await call(agentId);
    await first.waitFor('conversation_initiation_metadata');
    const second = await call(agentId);
    expect(await second.closed).toEqual({
      code: 1013,
      reason: 'Concurrency limit of 1 reached for this agent. Try again later.',
    });
    expect(record(1).queue).toBeNull();
  });

  it('queues when queueing_config was never set, as a new ElevenLabs agent does', async () => {
    const agentId = await push(undefined);
    const first = await call(agentId);
    await first.waitFor('conversation_initiation_metadata');
    await call(agentId);
    await eventually(() => record(1).status === 'queued', 'the second call to queue');
    expect(record(1).queue).toMatchObject({ waitSeconds: 60, outcome: 'waiting' });
  });

  it('a caller who hangs up while waiting leaves the queue and frees no slot', async () => {
    const agentId = await push({ enabled: true, waitTimeoutSeconds: 30 });
    const first = await call(agentId);
    await first.waitFor('conversation_initiation_metadata');
    const second = await call(agentId);
    await eventually(() => record(1).status === 'queued', 'the second call to queue');
    second.ws.close(1000);
    await eventually(() => record(1).status === 'closed', 'the second call to close');
    expect(record(1).queue).toMatchObject({ outcome: 'left' });
    const third = await call(agentId);
    await eventually(() => record(2).status === 'queued', 'the third call to queue behind the first');
    expect(third.ofType('conversation_initiation_metadata')).toEqual([]);
  });

  it('holds any call for sim_queue_ms before it starts, for pages under test', async () => {
    const conversation = await TestClient.connect(h.wsUrl('agent_id=agent_any&sim_queue_ms=300'));
    conversation.init();
    await eventually(() => h.latest().status === 'queued', 'the call to queue');
    expect(conversation.ofType('conversation_initiation_metadata')).toEqual([]);
    await conversation.waitFor('conversation_initiation_metadata');
    expect(h.latest().queue).toMatchObject({ waitSeconds: 0.3, outcome: 'admitted' });
  });

  it('lets a held call in at once on POST /__sim/sessions/:id/admit, and only a held one', async () => {
    const conversation = await TestClient.connect(h.wsUrl('agent_id=agent_any&sim_queue_ms=60000'));
    conversation.init();
    await eventually(() => h.latest().status === 'queued', 'the call to queue');
    const { id } = h.latest();
    expect((await h.control('POST', `/__sim/sessions/${id}/admit`)).status).toBe(200);
    await conversation.waitFor('conversation_initiation_metadata');
    expect(h.latest().queue).toMatchObject({ outcome: 'admitted' });
    expect((await h.control('POST', `/__sim/sessions/${id}/admit`)).status).toBe(409);
  });
});
